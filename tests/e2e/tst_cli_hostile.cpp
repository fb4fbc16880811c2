// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli against hostile HTTP servers (ScriptedHttpServer, in this process): an SSE
// event without end stops at --max-message-size, a redirect to another origin is not followed
// with the credentials. Both end with exit code 4 and a message that says what happened.
#include "clirun.h"
#include "support/qtprinters.h"
#include "support/scriptedhttpserver.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

using HostileReply = ScriptedHttpServer::Reply;
using HostileRequest = ScriptedHttpServer::Request;

TEST(CliHostile, EndlessSseEventStopsAtTheMessageLimit)
{
    ScriptedHttpServer server([](const HostileRequest &, HostileReply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.writeForever("data: " + QByteArray(8000, 'x') + "\n"); // never a blank line
    });
    ASSERT_TRUE(server.listen());
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/list"_s,
                                    u"--max-message-size"_s,
                                    u"1M"_s,
                                    u"--url"_s,
                                    QString::fromLatin1(server.url("/mcp"))});
    EXPECT_EQ(run.exitCode, 4) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(
        u"SSE event larger than the 1 MiB limit (--max-message-size): stream closed"_s))
        << run.errText().toStdString();
}

TEST(CliHostile, RedirectToAnotherOriginIsNotFollowedWithCredentials)
{
    ScriptedHttpServer elsewhere([](const HostileRequest &, HostileReply reply) {
        reply.send(200, "application/json", "{}");
    });
    ASSERT_TRUE(elsewhere.listen());
    ScriptedHttpServer server([&elsewhere](const HostileRequest &, HostileReply reply) {
        reply.send(307, {}, {}, {{"Location", elsewhere.url("/mcp")}});
    });
    ASSERT_TRUE(server.listen());
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/list"_s,
                                    u"--header"_s,
                                    u"Authorization: Bearer sekrit-token"_s,
                                    u"--header"_s,
                                    u"X-Api-Key: sekrit-key"_s,
                                    u"--url"_s,
                                    QString::fromLatin1(server.url("/mcp"))});
    EXPECT_EQ(run.exitCode, 4) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"to another origin, %1; mcpscope does not follow it"_s.arg(
        QString::fromLatin1(elsewhere.url("/mcp")))))
        << run.errText().toStdString();
    EXPECT_TRUE(elsewhere.requests().isEmpty()); // neither the token nor the key went there
    ASSERT_FALSE(server.requests().isEmpty());
    EXPECT_EQ(server.requests().first().headers.value("x-api-key"), QByteArray("sekrit-key"));
}

} // namespace
