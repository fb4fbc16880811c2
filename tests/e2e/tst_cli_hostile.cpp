// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The hostile-server suite, command-line half: mcpscope-cli against mcpscope-hostile-server,
// whose every string is markup, terminal escapes and forged lines, and whose tools answer with
// regex bombs, huge strings or nothing at all; and against hostile HTTP endpoints
// (ScriptedHttpServer, in this process): an SSE event without end, a redirect to another
// origin. The CLI must finish, say what happened, keep its terminal output free of raw control
// characters, never send credentials elsewhere, and end on a signal whatever it is doing (even
// stuck outside its event loop: tests/e2e/terminationfixture.cpp).
#include "clirun.h"
#include "support/qtprinters.h"
#include "support/scriptedhttpserver.h"

#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
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

// The server's "\nmcpscope-cli: error: forged line" must never start a line of stderr, where
// mcpscope-cli's own messages go.
void expectNoForgedLine(const QByteArray &err)
{
    for (const QString &line : QString::fromUtf8(err).split(u'\n'))
        EXPECT_FALSE(line.startsWith(u"mcpscope-cli: error: forged"_s)) << line.toStdString();
}

QStringList callTool(const QString &tool, const QStringList &options = {})
{
    return QStringList{u"--method"_s, u"tools/call"_s, u"--tool-name"_s, tool} + options
           + QStringList{u"--"_s} + hostileServer();
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
    EXPECT_TRUE(run.outText().contains(
        u"\\x1b[31m\\x1b]0;pwned\\x07\\x1b]52;c;cm0gLXJmIH4=\\x07\\u009b2J\\u202efdp.exe"_s))
        << run.outText().toStdString();
    // A listing is one line per tool: the title's newline is shown as \n.
    EXPECT_EQ(run.outText().count(u'\n'), 5) << run.outText().toStdString();
    expectNoForgedLine(run.out);
}

TEST(CliHostile, ToolCallResultLogAndStderrShowControlCharactersAsEscapes)
{
    const CliRun run = CliRun::run(callTool(u"text"_s));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(firstControlCharacter(run.out), QString());
    EXPECT_EQ(firstControlCharacter(run.err), QString());
    expectNoForgedLine(run.err);
    // The server's stderr, its log notification and its progress message, each on its line.
    EXPECT_TRUE(run.errText().contains(u"\n[server] HOSTILE stderr <img"_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"mcpscope-cli: server log [error] HOSTILE logger"_s))
        << run.errText().toStdString();
    // Qt's placeholders in server text stay as the server wrote them (no chained arg()).
    EXPECT_TRUE(
        run.outText().contains(u"[image HOSTILE image mime"_s
                               + u" <img src=\"/nonexistent/mcpscope-hostile-probe.png\">"_s))
        << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(
        u"fdp.exe %1 %p%v [*]\\nmcpscope-cli: error: forged line, 8 bytes]"_s))
        << run.outText().toStdString();
}

TEST(CliHostile, ServerInfoFieldsStayOnTheirLines)
{
    const CliRun run
        = CliRun::run(QStringList{u"--method"_s, u"initialize"_s, u"--"_s} + hostileServer());
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QStringList lines = run.outText().split(u'\n');
    ASSERT_GE(lines.size(), 3) << run.outText().toStdString();
    EXPECT_TRUE(lines.at(0).startsWith(u"HOSTILE name <img"_s)) << lines.at(0).toStdString();
    EXPECT_TRUE(lines.at(0).contains(u"forged line HOSTILE version <img"_s))
        << lines.at(0).toStdString();
    EXPECT_TRUE(lines.at(1).startsWith(u"protocol 2025-11-25"_s)) << lines.at(1).toStdString();
    EXPECT_EQ(firstControlCharacter(run.out), QString());
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
    EXPECT_TRUE(run.out.contains("\xe2\x80\xae")) << "JSON is not rewritten";
    EXPECT_EQ(firstControlCharacter(run.err), QString()); // stderr is text, even with JSON
}

TEST(CliHostile, RegexBombInTheOutputSchemaEndsWithAVerdict)
{
    const CliRun run = CliRun::run(callTool(u"bomb"_s), 30000);
    ASSERT_TRUE(run.finished) << run.errText().toStdString();
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    // What the regex limit left unchecked is a warning that names the pattern; the result is
    // printed all the same.
    EXPECT_TRUE(run.errText().contains(
        u"mcpscope-cli: warning: structuredContent of \"bomb\" was not fully validated "
        "against its outputSchema:\n"_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"the name was not checked against patternProperties "
                                       "^(a+)+$: matching needs more than"_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"bomb\n"_s)) << run.outText().toStdString();
}

TEST(CliHostile, HugeDateTimeStringIsAnInvalidDateTime)
{
    const CliRun run = CliRun::run(callTool(u"datetime"_s), 30000);
    ASSERT_TRUE(run.finished) << run.errText().toStdString();
    EXPECT_FALSE(run.crashed) << run.errText().toStdString();
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(
        u"mcpscope-cli: warning:   /when: String should be a valid date-time"_s))
        << run.errText().toStdString();
}

// A running program whose output the test waits for, on the event loop.
class Running
{
public:
    Running(const QString &program, const QStringList &arguments)
    {
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] {
            m_out += m_process.readAllStandardOutput();
        });
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process, [this] {
            m_err += m_process.readAllStandardError();
        });
        m_process.start(program, arguments);
        m_process.closeWriteChannel();
    }
    ~Running()
    {
        if (m_process.state() != QProcess::NotRunning) { // only after a failed assertion
            m_process.kill();
            QSignalSpy finished(&m_process, &QProcess::finished);
            finished.wait(5000);
        }
    }
    bool waitForOutput(const QByteArray &text)
    {
        return QTest::qWaitFor(
                   [&] {
                       return m_out.contains(text) || m_err.contains(text)
                              || m_process.state() == QProcess::NotRunning;
                   },
                   20000)
               && m_process.state() == QProcess::Running;
    }
    // Sends the signal; true when the process has ended within `ms`.
    bool signalAndWait(int signalNumber, int ms)
    {
        QSignalSpy finished(&m_process, &QProcess::finished);
        ::kill(pid_t(m_process.processId()), signalNumber);
        return !finished.isEmpty() || finished.wait(ms);
    }
    int exitCode() const { return m_process.exitCode(); }
    QProcess::ExitStatus exitStatus() const { return m_process.exitStatus(); }
    QString out() const { return QString::fromUtf8(m_out); }
    QString err() const { return QString::fromUtf8(m_err); }

private:
    QProcess m_process;
    QByteArray m_out;
    QByteArray m_err;
};

// SIGTERM and Ctrl-C end the CLI at once, with a failure exit code, whatever it waits for.
class CliHostileSignal : public ::testing::TestWithParam<int>
{};

TEST_P(CliHostileSignal, EndsACallTheServerNeverAnswers)
{
    Running cli(QStringLiteral(MCPSCOPE_CLI_PATH), callTool(u"hang"_s));
    ASSERT_TRUE(cli.waitForOutput("received tools/call hang")) << cli.err().toStdString();
    ASSERT_TRUE(cli.signalAndWait(GetParam(), 5000))
        << "still running after the signal: " << cli.err().toStdString();
    EXPECT_EQ(cli.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(cli.exitCode(), 4) << cli.err().toStdString();
    EXPECT_TRUE(cli.err().contains(u"interrupted before tools/call was answered"_s))
        << cli.err().toStdString();
}

TEST_P(CliHostileSignal, EndsAReplayTheServerNeverAnswers)
{
    QTemporaryDir dir;
    const QString session = dir.filePath(u"hostile.mcpsession"_s);
    const CliRun record = CliRun::run(callTool(u"text"_s, {u"--record"_s, session}));
    ASSERT_EQ(record.exitCode, 0) << record.errText().toStdString();
    Running cli(QStringLiteral(MCPSCOPE_CLI_PATH),
                QStringList{u"replay"_s, session, u"--"_s} + hostileServer()
                    + QStringList{u"--hang"_s});
    ASSERT_TRUE(cli.waitForOutput("received tools/call text")) << cli.err().toStdString();
    ASSERT_TRUE(cli.signalAndWait(GetParam(), 5000))
        << cli.out().toStdString() << cli.err().toStdString();
    EXPECT_EQ(cli.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(cli.exitCode(), 4) << cli.err().toStdString();
    EXPECT_TRUE(cli.out().contains(u"summary: "_s)) << cli.out().toStdString(); // so far
    EXPECT_TRUE(cli.err().contains(u"the replay could not finish: interrupted"_s))
        << cli.err().toStdString();
}

// A process that never returns to its event loop (a library call that does not end): the
// signal still ends it, within TerminationWatcher::StuckExitSeconds, as 128 + the signal.
TEST_P(CliHostileSignal, EndsAProcessStuckOutsideItsEventLoop)
{
    Running busy(QStringLiteral(MCPSCOPE_TERMINATION_FIXTURE), {});
    ASSERT_TRUE(busy.waitForOutput("busy"));
    ASSERT_TRUE(busy.signalAndWait(GetParam(), 10000));
    EXPECT_EQ(busy.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(busy.exitCode(), 128 + GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Signals, CliHostileSignal, ::testing::Values(SIGTERM, SIGINT), [](const auto &info) {
        return info.param == SIGINT ? std::string("Sigint") : std::string("Sigterm");
    });

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
