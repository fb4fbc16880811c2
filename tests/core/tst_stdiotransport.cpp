// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/transport/stdiotransport.h>

#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Runs a small /bin/sh script as the "server" and records what the transport reports.
struct StdioRun
{
    std::unique_ptr<StdioTransport> transport;
    QList<QByteArray> frames;
    QList<TransportEvent> events;

    explicit StdioRun(const QString &script,
                      const QList<ServerConfig::EnvironmentVariable> &env = {},
                      const QString &cwd = {})
    {
        ServerConfig config;
        config.program = u"/bin/sh"_s;
        config.arguments = {u"-c"_s, script};
        config.environment = env;
        config.workingDirectory = cwd;
        init(config);
    }
    explicit StdioRun(const ServerConfig &config) { init(config); }

    void init(const ServerConfig &config)
    {
        transport = std::make_unique<StdioTransport>(config);
        QObject::connect(transport.get(),
                         &Transport::frameReceived,
                         transport.get(),
                         [this](const QByteArray &frame, const FrameInfo &) { frames << frame; });
        QObject::connect(transport.get(),
                         &Transport::eventOccurred,
                         transport.get(),
                         [this](const TransportEvent &event) { events << event; });
    }
    bool waitClosed(int ms = 10000)
    {
        return QTest::qWaitFor([this] { return transport->state() == Transport::State::Closed; },
                               ms);
    }
    QStringList eventTexts() const
    {
        QStringList texts;
        for (const TransportEvent &event : events)
            texts << event.text;
        return texts;
    }
};

TEST(StdioTransport, DeliversEveryStdoutLineIncludingBanners)
{
    StdioRun run(
        uR"(echo "Server v1 starting"; echo '{"jsonrpc":"2.0","id":1,"result":{}}'; cat >/dev/null)"_s);
    run.transport->open();
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.frames.size() == 2; }, 10000));
    EXPECT_EQ(run.frames.at(0), QByteArray("Server v1 starting"));
    EXPECT_EQ(run.frames.at(1), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{}})"));
    run.transport->close(); // closing stdin ends `cat`, so the script exits by itself
    ASSERT_TRUE(run.waitClosed());
    EXPECT_TRUE(run.transport->closeReason().isEmpty());
    EXPECT_TRUE(run.eventTexts().contains(u"server exited with code 0"_s));
}

TEST(StdioTransport, WritesOneLinePerFrame)
{
    StdioRun run(uR"(read line; echo "got:$line")"_s);
    run.transport->open();
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.transport->state() == Transport::State::Open; },
                                10000));
    run.transport->sendFrame(R"({"a":1})");
    ASSERT_TRUE(QTest::qWaitFor([&run] { return !run.frames.isEmpty(); }, 10000));
    EXPECT_EQ(run.frames.first(), QByteArray(R"(got:{"a":1})"));
}

TEST(StdioTransport, ExitCodeAndLastStderrAreReported)
{
    StdioRun run(uR"(echo "loading config" >&2; echo "fatal: API_KEY is not set" >&2; exit 3)"_s);
    run.transport->open();
    ASSERT_TRUE(run.waitClosed());
    EXPECT_EQ(run.transport->closeReason(), u"server exited with code 3"_s);
    EXPECT_EQ(run.transport->lastDiagnostic(), u"last stderr: fatal: API_KEY is not set"_s);
    EXPECT_EQ(run.transport->recentStderr(),
              (QStringList{u"loading config"_s, u"fatal: API_KEY is not set"_s}));
    int stderrEvents = 0;
    for (const TransportEvent &event : run.events)
        stderrEvents += event.kind == TransportEvent::Kind::Stderr;
    EXPECT_EQ(stderrEvents, 2);
}

TEST(StdioTransport, CrashBySignalIsNamed)
{
    StdioRun run(u"kill -SEGV $$"_s);
    run.transport->open();
    ASSERT_TRUE(run.waitClosed());
    EXPECT_EQ(run.transport->closeReason(), u"server was killed by SIGSEGV"_s);
}

TEST(StdioTransport, MissingProgramIsExplained)
{
    ServerConfig config;
    config.program = u"mcpscope-no-such-server"_s;
    StdioRun run(config);
    run.transport->open();
    EXPECT_EQ(run.transport->state(), Transport::State::Closed);
    EXPECT_EQ(run.transport->closeReason(),
              u"could not start the server: \"mcpscope-no-such-server\" was not found in PATH"_s);
}

TEST(StdioTransport, MissingWorkingDirectoryIsExplained)
{
    StdioRun run(u"true"_s, {}, u"/nonexistent/mcpscope-dir"_s);
    run.transport->open();
    EXPECT_EQ(run.transport->closeReason(),
              u"working directory \"/nonexistent/mcpscope-dir\" does not exist"_s);
}

TEST(StdioTransport, EnvironmentAndWorkingDirectoryApply)
{
    StdioRun run(uR"sh(echo "$MCPSCOPE_TEST_VAR $(pwd)")sh"_s,
                 {{u"MCPSCOPE_TEST_VAR"_s, u"hello"_s, false}},
                 u"/tmp"_s);
    run.transport->open();
    ASSERT_TRUE(QTest::qWaitFor([&run] { return !run.frames.isEmpty(); }, 10000));
    EXPECT_EQ(run.frames.first(), QByteArray("hello /tmp"));
}

TEST(StdioTransport, TwentyMegabyteLineArrivesWhole)
{
    StdioRun run(uR"(head -c 20000000 /dev/zero | tr '\000' x; echo; echo tail)"_s);
    run.transport->open();
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.frames.size() == 2; }, 30000));
    EXPECT_EQ(run.frames.at(0).size(), 20000000);
    EXPECT_EQ(run.frames.at(1), QByteArray("tail"));
}

TEST(StdioTransport, LastLineWithoutNewlineIsDeliveredWithWarning)
{
    StdioRun run(uR"(printf '{"jsonrpc":"2.0","id":1,"result":{}}')"_s);
    run.transport->open();
    ASSERT_TRUE(run.waitClosed());
    ASSERT_EQ(run.frames.size(), 1);
    EXPECT_TRUE(run.eventTexts().contains(u"the last line on stdout had no terminating newline"_s));
}

TEST(StdioTransport, ServerIgnoringStdinAndSigtermIsKilled)
{
    // "ready" comes after the trap: Open only means the process started, and a SIGTERM before
    // the shell has run `trap` would end it at once (the test then failed now and then).
    StdioRun run(uR"(trap "" TERM; echo ready; exec sleep 60)"_s);
    run.transport->setShutdownGrace(50, 50);
    run.transport->open();
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.frames.contains("ready"); }, 10000));
    run.transport->close();
    ASSERT_TRUE(run.waitClosed());
    const QStringList texts = run.eventTexts();
    EXPECT_TRUE(
        texts.contains(u"server still running 50 ms after stdin was closed; sending SIGTERM"_s));
    EXPECT_TRUE(texts.contains(u"server ignored SIGTERM for 50 ms; sending SIGKILL"_s));
    EXPECT_EQ(texts.last(), u"server stopped by SIGKILL"_s);
    EXPECT_TRUE(run.transport->closeReason().isEmpty()); // we asked it to stop
}

} // namespace
