// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The real mcpscope-demo-server binary over real pipes. Everything is read asynchronously
// through QSignalSpy::wait on QProcess signals; nothing uses QProcess::waitFor*.
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/transport/lineframer.h>

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>

#include <gtest/gtest.h>
#include <notebook.h>
#include <toolcatalogue.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int ProcessWaitMs = 10000;

class DemoServerProcess : public ::testing::Test
{
protected:
    // The command line; fixtures for other modes override it.
    virtual QStringList arguments() const { return {}; }

    void SetUp() override
    {
        QSignalSpy started(&process, &QProcess::started);
        process.start(QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH), arguments());
        ASSERT_TRUE(started.wait(ProcessWaitMs)) << process.errorString().toStdString();
    }

    void TearDown() override
    {
        if (process.state() != QProcess::NotRunning) {
            QSignalSpy finished(&process, &QProcess::finished);
            process.kill();
            finished.wait(ProcessWaitMs);
        }
    }

    void send(const char *json) { process.write(QByteArray(json) + '\n'); }

    // Reads stdout until count lines have arrived or the time is up.
    bool waitForLines(qsizetype count)
    {
        QSignalSpy readyRead(&process, &QProcess::readyReadStandardOutput);
        const QDeadlineTimer deadline(ProcessWaitMs);
        for (;;) {
            const QList<LineFramer::Line> framed = m_framer.append(process.readAllStandardOutput());
            for (const LineFramer::Line &line : framed)
                lines << line.bytes;
            if (lines.size() >= count)
                return true;
            if (deadline.hasExpired()
                || !readyRead.wait(int(qMax<qint64>(1, deadline.remainingTime()))))
                return false;
        }
    }

    // Waits for the process to end; returns its exit code, or -1 if it did not end normally.
    int waitForExit()
    {
        if (process.state() != QProcess::NotRunning) {
            QSignalSpy finished(&process, &QProcess::finished);
            if (!finished.wait(ProcessWaitMs))
                return -1;
        }
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    JsonRpcMessage message(qsizetype index) const
    {
        return JsonRpc::decode(lines.at(index)).messages.value(0);
    }

    QProcess process;
    QList<QByteArray> lines;

private:
    LineFramer m_framer;
};

constexpr const char *Initialize
    = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",)"
      R"("capabilities":{},"clientInfo":{"name":"demoserver_tests","version":"1"}}})";

TEST_F(DemoServerProcess, AnswersOverStdioAndExitsCleanlyOnEndOfInput)
{
    send(Initialize);
    send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
    send(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
    ASSERT_TRUE(waitForLines(2));

    const JsonRpcMessage initialize = message(0);
    EXPECT_EQ(initialize.id(), JsonRpcId(1));
    EXPECT_EQ(initialize.result()["protocolVersion"_L1].toString(), u"2025-11-25"_s);
    EXPECT_EQ(initialize.result()["serverInfo"_L1]["name"_L1].toString(),
              u"mcpscope-demo-server"_s);
    const JsonRpcMessage tools = message(1);
    EXPECT_EQ(tools.id(), JsonRpcId(2));
    EXPECT_EQ(tools.result()["tools"_L1].toArray().size(),
              ToolCatalogue().definitions().size() + NoteBook::toolDefinitions().size());

    process.closeWriteChannel();
    EXPECT_EQ(waitForExit(), 0);
    EXPECT_EQ(lines.size(), 2) << "nothing else may appear on stdout";
    const QString log = QString::fromUtf8(process.readAllStandardError());
    EXPECT_TRUE(log.startsWith(
        u"mcpscope-demo-server %1 ready on stdio\n"_s.arg(QStringLiteral(MCPSCOPE_VERSION))))
        << log.toStdString();
}

TEST_F(DemoServerProcess, CrashExitsWithCodeThreeWithoutAnswering)
{
    send(Initialize);
    send(
        R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"misbehave","arguments":{"mode":"crash"}}})");
    send(R"({"jsonrpc":"2.0","id":3,"method":"ping"})");
    EXPECT_EQ(waitForExit(), 3);
    waitForLines(1);
    EXPECT_EQ(lines.size(), 1) << "only the initialize answer; nothing after the crash";
    EXPECT_TRUE(QString::fromUtf8(process.readAllStandardError()).contains(u"misbehave crash"_s));
}

TEST_F(DemoServerProcess, HugeAnswerArrivesWholeOnOneLine)
{
    send(
        R"({"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"misbehave","arguments":{"mode":"huge"}}})");
    send(R"({"jsonrpc":"2.0","id":"after","method":"ping"})");
    ASSERT_TRUE(waitForLines(2));
    EXPECT_GE(lines.at(0).size(), 20'000'000);
    const JsonRpcMessage huge = message(0);
    EXPECT_EQ(huge.id(), JsonRpcId(u"big"_s));
    EXPECT_EQ(message(1).id(), JsonRpcId(u"after"_s));
    process.closeWriteChannel();
    EXPECT_EQ(waitForExit(), 0);
}

TEST_F(DemoServerProcess, BannerPrecedesTheAnswer)
{
    send(
        R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"misbehave","arguments":{"mode":"banner"}}})");
    ASSERT_TRUE(waitForLines(2));
    EXPECT_EQ(JsonRpc::decode(lines.at(0)).shape, JsonRpc::DecodeResult::Shape::NotJson);
    EXPECT_EQ(message(1).id(), JsonRpcId(5));
}

// --era modern over stdio: no handshake, initialize refused with the versions it speaks.
class ModernDemoServerProcess : public DemoServerProcess
{
protected:
    QStringList arguments() const override { return {u"--era"_s, u"modern"_s}; }
};

TEST_F(ModernDemoServerProcess, RefusesInitializeAndServesModernRequests)
{
    send(Initialize);
    send(R"({"jsonrpc":"2.0","id":2,"method":"server/discover","params":{"_meta":{)"
         R"("io.modelcontextprotocol/protocolVersion":"2026-07-28",)"
         R"("io.modelcontextprotocol/clientCapabilities":{}}}})");
    send(R"({"jsonrpc":"2.0","id":3,"method":"tools/list"})");
    ASSERT_TRUE(waitForLines(3));
    EXPECT_EQ(message(0).error().code, JsonRpc::ErrorCode::UnsupportedProtocolVersion);
    EXPECT_EQ(message(0).error().data["supported"_L1], QJsonArray{u"2026-07-28"_s});
    EXPECT_EQ(message(0).error().data["requested"_L1], u"2025-11-25"_s);
    EXPECT_EQ(message(1).result()["supportedVersions"_L1], QJsonArray{u"2026-07-28"_s});
    EXPECT_EQ(message(2).error().code, JsonRpc::ErrorCode::InvalidParams) << "no _meta";
    process.closeWriteChannel();
    EXPECT_EQ(waitForExit(), 0);
    EXPECT_TRUE(QString::fromUtf8(process.readAllStandardError()).contains(u"era: modern"_s));
}

TEST_F(ModernDemoServerProcess, EndOfInputEndsEachListenWithItsResult)
{
    send(R"({"jsonrpc":"2.0","id":"sub","method":"subscriptions/listen","params":{"_meta":{)"
         R"("io.modelcontextprotocol/protocolVersion":"2026-07-28",)"
         R"("io.modelcontextprotocol/clientCapabilities":{}},)"
         R"("notifications":{"resourcesListChanged":true}}})");
    ASSERT_TRUE(waitForLines(1));
    EXPECT_EQ(message(0).method(), u"notifications/subscriptions/acknowledged"_s);
    process.closeWriteChannel();
    ASSERT_TRUE(waitForLines(2));
    EXPECT_EQ(message(1).id(), JsonRpcId(u"sub"_s));
    EXPECT_EQ(message(1).result()["resultType"_L1], u"complete"_s);
    EXPECT_EQ(waitForExit(), 0);
}

class BadEraDemoServerProcess : public DemoServerProcess
{
protected:
    QStringList arguments() const override { return {u"--era"_s, u"sideways"_s}; }
};

TEST_F(BadEraDemoServerProcess, ExitsWithUsageErrorNamingTheChoices)
{
    EXPECT_EQ(waitForExit(), 2);
    EXPECT_TRUE(QString::fromUtf8(process.readAllStandardError())
                    .contains(u"--era takes legacy, modern or both, not 'sideways'"_s));
}

TEST_F(DemoServerProcess, SigtermExitsNormally)
{
    // Wait for the ready line so that the handler is installed before the signal is sent.
    QSignalSpy stderrReady(&process, &QProcess::readyReadStandardError);
    ASSERT_TRUE(stderrReady.wait(ProcessWaitMs));
    process.terminate();
    EXPECT_EQ(waitForExit(), 0);
    EXPECT_TRUE(QString::fromUtf8(process.readAllStandardError()).contains(u"received SIGTERM"_s));
}

} // namespace
