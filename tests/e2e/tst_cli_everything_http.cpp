// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "support/nodeserver.h"
#include "support/qtprinters.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli against server-everything over Streamable HTTP and the legacy HTTP+SSE transport.
namespace {

QString url(const NodeHttpServer &server, const char *path)
{
    return u"http://127.0.0.1:%1%2"_s.arg(server.port()).arg(QString::fromLatin1(path));
}

TEST(CliEverythingHttp, StreamableHttpToolCall)
{
    NodeHttpServer server(u"streamableHttp"_s);
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/call"_s,
                                    u"--tool-name"_s,
                                    u"get-sum"_s,
                                    u"--tool-arg"_s,
                                    u"a=20"_s,
                                    u"--tool-arg"_s,
                                    u"b=22"_s,
                                    u"--format"_s,
                                    u"json"_s,
                                    u"--url"_s,
                                    url(server, "/mcp")});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"42"_s)) << run.outText().toStdString();
}

TEST(CliEverythingHttp, StreamableHttpListsAcrossSessions)
{
    NodeHttpServer server(u"streamableHttp"_s);
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    for (const char *method : {"tools/list", "resources/list", "prompts/list"}) {
        const CliRun run = CliRun::run(
            {u"--method"_s, QString::fromLatin1(method), u"--url"_s, url(server, "/mcp")});
        EXPECT_EQ(run.exitCode, 0) << method << ": " << run.errText().toStdString();
    }
}

TEST(CliEverythingHttp, LegacySseByPath)
{
    NodeHttpServer server(u"sse"_s);
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/call"_s,
                                    u"--tool-name"_s,
                                    u"echo"_s,
                                    u"--tool-arg"_s,
                                    u"message=over sse"_s,
                                    u"--url"_s,
                                    url(server, "/sse")});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(run.outText(), u"Echo: over sse\n"_s);
}

TEST(CliEverythingHttp, ExplicitSseTransport)
{
    NodeHttpServer server(u"sse"_s);
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    const CliRun run = CliRun::run(
        {u"--method"_s, u"ping"_s, u"--transport"_s, u"sse"_s, u"--url"_s, url(server, "/sse")});
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
}

TEST(CliEverythingHttp, WrongPathSaysWhatToTry)
{
    NodeHttpServer server(u"streamableHttp"_s);
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/list"_s,
                                    u"--transport"_s,
                                    u"http"_s,
                                    u"--url"_s,
                                    url(server, "/nope")});
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_TRUE(run.errText().contains(u"HTTP 404"_s)) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"check the URL"_s)) << run.errText().toStdString();
}

TEST(CliHttp, UnreachableServerExits4InOneLine)
{
    const CliRun run
        = CliRun::run({u"--method"_s, u"tools/list"_s, u"--url"_s, u"http://127.0.0.1:9/mcp"_s});
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_TRUE(
        run.errText().startsWith(u"mcpscope-cli: error: connection refused by 127.0.0.1:9"_s))
        << run.errText().toStdString();
    EXPECT_EQ(run.errText().count(u'\n'), 1);
}

} // namespace
