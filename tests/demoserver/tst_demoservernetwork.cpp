// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The real mcpscope-demo-server binary with --http and --ws, driven end to end by core's own
// client (McpSession over createTransport()), the way mcpscope and mcpscope-cli use it. The
// ports come from the server's stderr line; everything waits with QSignalSpy or qWaitFor.
#include "httptestclient.h"
#include "serverharness.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/transport/autohttptransport.h>
#include <core/transport/serverconfig.h>

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

constexpr int NetworkWaitMs = 15000;

class NetworkServerProcess : public ::testing::Test
{
protected:
    void TearDown() override
    {
        session.reset();
        if (process.state() != QProcess::NotRunning) {
            QSignalSpy finished(&process, &QProcess::finished);
            process.kill();
            finished.wait(NetworkWaitMs);
        }
    }

    // Starts the binary and waits for one "listening on URL" line per expected URL.
    bool start(const QStringList &arguments, int expectedUrls)
    {
        QObject::connect(&process, &QProcess::readyReadStandardError, &process, [this] {
            stderrText += QString::fromUtf8(process.readAllStandardError());
        });
        process.start(QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH), arguments);
        static const QRegularExpression listening(u"listening on (\\S+)"_s);
        return QTest::qWaitFor(
                   [&] {
                       urls.clear();
                       for (const QRegularExpressionMatch &match :
                            listening.globalMatch(stderrText))
                           urls.append(QUrl(match.captured(1)));
                       return urls.size() >= expectedUrls
                              || process.state() == QProcess::NotRunning;
                   },
                   NetworkWaitMs)
               && urls.size() == expectedUrls;
    }

    int waitForExit()
    {
        if (process.state() != QProcess::NotRunning
            && !QSignalSpy(&process, &QProcess::finished).wait(NetworkWaitMs))
            return -1;
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    bool connectSession(const QUrl &url)
    {
        ServerConfig config;
        config.url = url; // the transport is inferred from the URL, as mcpscope-cli does
        session = std::make_unique<McpSession>(createTransport(config));
        QObject::connect(session.get(),
                         &McpSession::trafficObserved,
                         session.get(),
                         [this](const TrafficEvent &event) {
                             if (event.kind == TrafficEvent::Kind::Frame
                                 && event.direction == TrafficEvent::Direction::Incoming)
                                 incomingChannels.append(event.channel);
                         });
        session->connectToServer();
        return QTest::qWaitFor(
                   [this] {
                       return session->state() == McpSession::State::Ready
                              || session->state() == McpSession::State::Failed;
                   },
                   NetworkWaitMs)
               && session->state() == McpSession::State::Ready;
    }

    struct Answer
    {
        bool finished = false;
        PendingRequest::Outcome outcome = PendingRequest::Outcome::Pending;
        QJsonValue result;
        int progressCount = 0;
    };

    Answer call(const QString &method, const QJsonObject &params, bool withProgress = false)
    {
        Answer answer;
        RequestOptions options;
        options.withProgress = withProgress;
        options.timeoutMs
            = NetworkWaitMs - 5000; // the request always finishes before the wait ends
        PendingRequest *request = session->sendRequest(method, params, options);
        QObject::connect(request, &PendingRequest::progressReported, request, [&answer] {
            ++answer.progressCount;
        });
        QObject::connect(request, &PendingRequest::finished, request, [&answer, request] {
            answer.finished = true;
            answer.outcome = request->outcome();
            answer.result = request->result();
        });
        if (!QTest::qWaitFor([&answer] { return answer.finished; }, NetworkWaitMs))
            ADD_FAILURE() << method.toStdString() << " did not finish";
        return answer;
    }

    // connect, tools/list, tools/call add, long_operation with progress.
    void exerciseSession(const QUrl &url)
    {
        ASSERT_TRUE(connectSession(url)) << session->failureReason().toStdString();
        EXPECT_EQ(session->serverInfo().protocolVersion, u"2025-11-25"_s);
        const Answer tools = call(u"tools/list"_s, {});
        ASSERT_EQ(tools.outcome, PendingRequest::Outcome::Result);
        EXPECT_GE(tools.result.toObject().value("tools"_L1).toArray().size(), 5);
        const Answer sum = call(
            u"tools/call"_s,
            {{"name"_L1, u"add"_s}, {"arguments"_L1, QJsonObject{{"a"_L1, 2}, {"b"_L1, 40}}}});
        ASSERT_EQ(sum.outcome, PendingRequest::Outcome::Result);
        EXPECT_EQ(sum.result.toObject().value("structuredContent"_L1).toObject().value("sum"_L1),
                  42);
        const Answer slow
            = call(u"tools/call"_s,
                   {{"name"_L1, u"long_operation"_s},
                    {"arguments"_L1, QJsonObject{{"duration_seconds"_L1, 0.3}, {"steps"_L1, 3}}}},
                   true);
        ASSERT_EQ(slow.outcome, PendingRequest::Outcome::Result);
        EXPECT_EQ(slow.progressCount, 3);
        EXPECT_TRUE(firstText(slow.result.toObject()).startsWith(u"Finished 3 step(s)"_s));
    }

    QProcess process;
    QString stderrText;
    QList<QUrl> urls;
    std::unique_ptr<McpSession> session;
    QStringList incomingChannels;
};

TEST_F(NetworkServerProcess, StreamableHttpEndToEnd)
{
    ASSERT_TRUE(start({u"--http"_s, u"0"_s}, 1)) << stderrText.toStdString();
    const QUrl url = urls.constFirst();
    EXPECT_EQ(url.host(), u"127.0.0.1"_s);
    EXPECT_EQ(url.path(), u"/mcp"_s);
    EXPECT_GT(url.port(), 0);
    exerciseSession(url);
    // The progress came on the POST's event stream, the quick answers as JSON.
    EXPECT_TRUE(incomingChannels.contains(u"POST response (SSE)"_s))
        << incomingChannels.join(u", "_s).toStdString();
    EXPECT_TRUE(incomingChannels.contains(u"POST response"_s));
    session->disconnectFromServer();
    ASSERT_TRUE(QTest::qWaitFor([this] { return stderrText.contains(u"HTTP DELETE /mcp → 200"_s); },
                                NetworkWaitMs));
}

TEST_F(NetworkServerProcess, WebSocketEndToEnd)
{
    ASSERT_TRUE(start({u"--ws"_s, u"0"_s}, 1)) << stderrText.toStdString();
    EXPECT_EQ(urls.constFirst().scheme(), u"ws"_s);
    exerciseSession(urls.constFirst());
    EXPECT_TRUE(stderrText.contains(u"subprotocol mcp"_s));
}

TEST_F(NetworkServerProcess, BothTransportsAtOnce)
{
    ASSERT_TRUE(start({u"--http"_s, u"0"_s, u"--ws"_s, u"0"_s}, 2)) << stderrText.toStdString();
    EXPECT_EQ(urls.at(0).scheme(), u"http"_s);
    EXPECT_EQ(urls.at(1).scheme(), u"ws"_s);
    for (const QUrl &url : std::as_const(urls)) {
        ASSERT_TRUE(connectSession(url)) << url.toString().toStdString();
        EXPECT_EQ(call(u"ping"_s, {}).outcome, PendingRequest::Outcome::Result);
    }
}

TEST_F(NetworkServerProcess, SigtermExitsCleanly)
{
    ASSERT_TRUE(start({u"--http"_s, u"0"_s, u"--ws"_s, u"0"_s}, 2));
    ASSERT_TRUE(connectSession(urls.at(1)));
    process.terminate();
    EXPECT_EQ(waitForExit(), 0);
    EXPECT_TRUE(stderrText.contains(u"received SIGTERM; exiting"_s));
}

TEST_F(NetworkServerProcess, SigintEndsTheGetStreamAndExits)
{
    ASSERT_TRUE(start({u"--http"_s, u"0"_s}, 1));
    HttpTestClient client(urls.constFirst());
    ASSERT_TRUE(client.initialize());
    HttpHeaderList headers = client.headers();
    headers[0].second = "text/event-stream";
    StreamReader stream(client.start("GET", {}, headers));
    ASSERT_TRUE(QTest::qWaitFor([&stream] { return !stream.primingIds.isEmpty(); }, NetworkWaitMs));
    ::kill(pid_t(process.processId()), SIGINT);
    EXPECT_EQ(waitForExit(), 0);
    ASSERT_TRUE(stream.waitForFinished());
    EXPECT_EQ(stream.reply()->error(), QNetworkReply::NoError); // the last chunk came first
    EXPECT_TRUE(stderrText.contains(u"received SIGINT; exiting"_s));
}

TEST_F(NetworkServerProcess, CrashOverHttpEndsTheProcess)
{
    ASSERT_TRUE(start({u"--http"_s, u"0"_s}, 1));
    HttpTestClient client(urls.constFirst());
    ASSERT_TRUE(client.initialize());
    const HttpResult result
        = client.post(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"crash"_s}}));
    EXPECT_EQ(result.status, 0); // the connection went away without an answer
    EXPECT_EQ(waitForExit(), 3);
}

TEST_F(NetworkServerProcess, CrashOverWebSocketEndsTheProcess)
{
    ASSERT_TRUE(start({u"--ws"_s, u"0"_s}, 1));
    ASSERT_TRUE(connectSession(urls.constFirst()));
    const Answer answer = call(
        u"tools/call"_s,
        {{"name"_L1, u"misbehave"_s}, {"arguments"_L1, QJsonObject{{"mode"_L1, u"crash"_s}}}});
    EXPECT_EQ(answer.outcome, PendingRequest::Outcome::ConnectionClosed);
    EXPECT_EQ(waitForExit(), 3);
}

TEST_F(NetworkServerProcess, AnInvalidPortIsAUsageError)
{
    process.start(QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH), {u"--http"_s, u"70000"_s});
    EXPECT_EQ(waitForExit(), 2);
    EXPECT_TRUE(QString::fromUtf8(process.readAllStandardError()).contains(u"0 to 65535"_s));
}

TEST_F(NetworkServerProcess, APortInUseIsReported)
{
    QTcpServer occupied;
    ASSERT_TRUE(occupied.listen(QHostAddress::LocalHost, 0));
    process.start(QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH),
                  {u"--ws"_s, QString::number(occupied.serverPort())});
    EXPECT_EQ(waitForExit(), 1);
    EXPECT_TRUE(QString::fromUtf8(process.readAllStandardError()).contains(u"cannot listen"_s));
}

TEST_F(NetworkServerProcess, HelpDescribesTheNetworkTransports)
{
    process.start(QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH), {u"--help"_s});
    EXPECT_EQ(waitForExit(), 0);
    const QString help = QString::fromUtf8(process.readAllStandardOutput());
    EXPECT_TRUE(help.contains(u"--http <port>"_s));
    EXPECT_TRUE(help.contains(u"--ws <port>"_s));
    EXPECT_TRUE(help.contains(u"127.0.0.1"_s));
}

} // namespace
