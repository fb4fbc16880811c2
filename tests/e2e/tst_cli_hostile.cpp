// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The hostile-server suite, command-line half: mcpscope-cli against mcpscope-hostile-server,
// whose every string is markup, terminal escapes and forged lines, and whose tools answer with
// regex bombs, huge strings or nothing at all; and against hostile HTTP endpoints
// (ScriptedHttpServer, in this process): an SSE event without end, a redirect to another
// origin. The CLI must finish, say what happened, keep its terminal output free of raw control
// characters, never send credentials elsewhere, and end on a signal whatever it is doing.
#include "clirun.h"
#include "support/qtprinters.h"
#include "support/scriptedhttpserver.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <csignal>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QStringList hostileServer()
{
    return {QStringLiteral(MCPSCOPE_HOSTILE_SERVER_PATH)};
}

// Bytes a terminal would act on: ESC, C1 controls (raw and UTF-8 encoded), BEL, the bidi
// override. Newlines and tabs are fine.
QString firstControlCharacter(const QByteArray &out)
{
    const QString text = QString::fromUtf8(out);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if ((c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7f && c <= 0x9f) || c == 0x202e
            || c == 0xfffd)
            return u"U+%1 at %2: …%3…"_s.arg(int(c), 4, 16, QChar(u'0'))
                .arg(i)
                .arg(text.mid(qMax(0, i - 30), 60));
    }
    return {};
}

TEST(CliHostile, ToolListTextOutputCarriesNoRawControlCharacters)
{
    const CliRun run
        = CliRun::run(QStringList{u"--method"_s, u"tools/list"_s, u"--"_s} + hostileServer());
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"HOSTILE tool description"_s))
        << run.outText().toStdString();
    EXPECT_EQ(firstControlCharacter(run.out), QString());
    EXPECT_EQ(firstControlCharacter(run.err), QString());
    // The escapes are shown, not dropped: a server author sees what their server sent.
    EXPECT_TRUE(run.outText().contains(u"\\x1b"_s)) << run.outText().toStdString();
    // No forged line of our own: the server's "\nmcpscope-cli: error" stays inside its field.
    for (const QString &line : run.outText().split(u'\n'))
        EXPECT_FALSE(line.startsWith(u"mcpscope-cli: error: forged"_s)) << line.toStdString();
}

TEST(CliHostile, JsonOutputKeepsTheServersStringsExactly)
{
    const CliRun run
        = CliRun::run(QStringList{u"--method"_s, u"tools/list"_s, u"--format"_s, u"json"_s, u"--"_s}
                      + hostileServer());
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonArray tools = run.json().value(u"result"_s).toObject().value(u"tools"_s).toArray();
    ASSERT_FALSE(tools.isEmpty()) << run.outText().toStdString();
    EXPECT_TRUE(tools.first().toObject().value(u"description"_s).toString().contains(QChar(0x1b)));
    EXPECT_FALSE(run.out.contains('\x1b')); // escaped inside JSON strings, never raw
}

TEST(CliHostile, RegexBombInTheOutputSchemaEndsWithAVerdict)
{
    const CliRun run = CliRun::run(
        QStringList{u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"bomb"_s, u"--"_s}
            + hostileServer(),
        30000);
    EXPECT_TRUE(run.finished) << run.errText().toStdString();
    EXPECT_FALSE(run.crashed);
    EXPECT_NE(run.exitCode, -1) << run.errText().toStdString();
}

TEST(CliHostile, HugeDateTimeStringDoesNotCrash)
{
    const CliRun run = CliRun::run(
        QStringList{u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"datetime"_s, u"--"_s}
            + hostileServer(),
        30000);
    EXPECT_TRUE(run.finished) << run.errText().toStdString();
    EXPECT_FALSE(run.crashed) << run.errText().toStdString();
    EXPECT_NE(run.exitCode, -1) << run.errText().toStdString();
}

// A server that never answers: SIGTERM (and Ctrl-C) end the CLI at once, with a failure exit
// code, whatever it is waiting for.
class CliHostileSignal : public ::testing::TestWithParam<int>
{};

TEST_P(CliHostileSignal, EndsAWaitingRunAtOnce)
{
    QProcess cli;
    QByteArray err;
    QObject::connect(
        &cli, &QProcess::readyReadStandardError, &cli, [&] { err += cli.readAllStandardError(); });
    cli.start(QStringLiteral(MCPSCOPE_CLI_PATH),
              QStringList{u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"hang"_s, u"--"_s}
                  + hostileServer());
    // The call has gone out once the server's tools are listed and the call is waiting.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return err.contains("received tools/call hang") || cli.state() == QProcess::NotRunning;
        },
        20000))
        << err.toStdString();
    ASSERT_EQ(cli.state(), QProcess::Running) << err.toStdString();
    QSignalSpy finished(&cli, &QProcess::finished);
    ::kill(pid_t(cli.processId()), GetParam());
    ASSERT_TRUE(finished.wait(5000)) << "still running after the signal: " << err.toStdString();
    EXPECT_NE(cli.exitCode(), 0) << err.toStdString(); // interrupted is not success
}

INSTANTIATE_TEST_SUITE_P(Signals, CliHostileSignal, ::testing::Values(SIGTERM, SIGINT));

// Hostile HTTP endpoints: both end with exit code 4 and a message that says what happened.
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
