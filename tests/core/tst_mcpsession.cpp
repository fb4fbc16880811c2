// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/finishedrequest.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/protocolversion.h>

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Outcome = PendingRequest::Outcome;

namespace {

TEST(McpSession, HandshakeSendsInitializeThenInitialized)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait()) << h.session->failureReason().toStdString();
    const QList<JsonRpcMessage> sent = h.transport->sentMessages();
    ASSERT_GE(sent.size(), 2);
    EXPECT_EQ(sent.at(0).method(), u"initialize"_s);
    const QJsonObject params = sent.at(0).paramsObject();
    EXPECT_EQ(params.value("protocolVersion"_L1).toString(), u"2025-11-25"_s);
    EXPECT_EQ(params.value("clientInfo"_L1).toObject().value("name"_L1).toString(), u"mcpscope"_s);
    EXPECT_FALSE(params.value("clientInfo"_L1).toObject().value("version"_L1).toString().isEmpty());
    EXPECT_TRUE(params.value("capabilities"_L1).isObject());
    EXPECT_EQ(sent.at(1).method(), u"notifications/initialized"_s);
    EXPECT_TRUE(sent.at(1).isNotification());
    EXPECT_EQ(h.session->serverInfo().name(), u"scripted"_s);
    EXPECT_EQ(h.session->serverInfo().protocolVersion, u"2025-11-25"_s);
}

class LegacyVersions : public ::testing::TestWithParam<const char *>
{};

TEST_P(LegacyVersions, AcceptsEveryReleasedLegacyVersion)
{
    SessionHarness h;
    h.server->setProtocolVersion(QString::fromUtf8(GetParam()));
    ASSERT_TRUE(h.connectAndWait()) << h.session->failureReason().toStdString();
    EXPECT_EQ(h.session->serverInfo().protocolVersion, QString::fromUtf8(GetParam()));
}
INSTANTIATE_TEST_SUITE_P(Versions,
                         LegacyVersions,
                         ::testing::Values("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"));

TEST(McpSession, RejectsUnknownProtocolVersion)
{
    SessionHarness h;
    h.server->setProtocolVersion(u"1999-01-01"_s);
    EXPECT_FALSE(h.connectAndWait());
    EXPECT_EQ(h.session->state(), McpSession::State::Failed);
    EXPECT_TRUE(h.session->failureReason().contains(u"\"1999-01-01\""_s))
        << h.session->failureReason().toStdString();
    EXPECT_TRUE(h.transport->sentWithMethod(u"notifications/initialized"_s).isEmpty());
}

TEST(McpSession, InitializeErrorFailsWithDecodedCode)
{
    SessionHarness h;
    h.server->on(u"initialize"_s, [&h](const JsonRpcMessage &r) {
        h.server->respondError(r, -32602, u"Unsupported protocol version"_s);
    });
    EXPECT_FALSE(h.connectAndWait());
    EXPECT_TRUE(h.session->failureReason().contains(u"-32602 Invalid params"_s))
        << h.session->failureReason().toStdString();
}

TEST(McpSession, OpenFailureIsReported)
{
    SessionHarness h;
    h.transport->failToOpen(u"could not start the server: \"nope\" was not found in PATH"_s);
    EXPECT_FALSE(h.connectAndWait());
    EXPECT_EQ(h.session->failureReason(),
              u"could not start the server: \"nope\" was not found in PATH"_s);
}

TEST(McpSession, TimeoutFinishesOnceAndSendsCancelWithSameIdType)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    RequestOptions options;
    options.timeoutMs = 50;
    FinishedRequest finished;
    PendingRequest *request
        = h.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"slow"_s}}, options);
    const JsonRpcId id = request->id();
    finished.watch(request);
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::Timeout);
    EXPECT_TRUE(finished.errorString.startsWith(u"no answer to tools/call within"_s));

    const QList<JsonRpcMessage> cancels = h.transport->sentWithMethod(u"notifications/cancelled"_s);
    ASSERT_EQ(cancels.size(), 1);
    const QJsonValue requestId = cancels.first().paramsObject().value("requestId"_L1);
    EXPECT_EQ(JsonRpcId::fromJson(requestId), id);
    EXPECT_TRUE(requestId.isDouble());

    // The server answers anyway: no second finish, and the log says why nothing matched.
    h.transport->deliver(JsonRpcMessage::response(id, QJsonObject{}).json().toObject());
    QTest::qWait(0);
    EXPECT_EQ(finished.count, 1);
    ASSERT_FALSE(h.diagnostics().isEmpty());
    EXPECT_TRUE(h.diagnostics().last().startsWith(
        u"late response to request %1 (tools/call, which had already timed out)"_s.arg(
            id.displayText())))
        << h.diagnostics().last().toStdString();
}

TEST(McpSession, CancelSendsNotificationAndFinishesOnce)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    FinishedRequest finished;
    PendingRequest *request = h.session->sendRequest(u"tools/call"_s);
    finished.watch(request);
    request->cancel(u"user pressed Cancel"_s);
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::Cancelled);
    const QList<JsonRpcMessage> cancels = h.transport->sentWithMethod(u"notifications/cancelled"_s);
    ASSERT_EQ(cancels.size(), 1);
    EXPECT_EQ(cancels.first().paramsObject().value("reason"_L1).toString(),
              u"user pressed Cancel"_s);
    EXPECT_EQ(h.session->pendingRequestCount(), 0);
}

TEST(McpSession, InitializeIsNeverCancelledOnTimeout)
{
    SessionHarness h;
    h.server->on(u"initialize"_s, [](const JsonRpcMessage &) {});
    h.session->setDefaultTimeout(30);
    EXPECT_FALSE(h.connectAndWait());
    EXPECT_TRUE(h.session->failureReason().startsWith(u"no answer to initialize within"_s))
        << h.session->failureReason().toStdString();
    EXPECT_TRUE(h.transport->sentWithMethod(u"notifications/cancelled"_s).isEmpty());
}

TEST(McpSession, OutOfOrderResponsesArePairedById)
{
    SessionHarness h;
    QList<JsonRpcMessage> held;
    h.server->on(u"tools/call"_s, [&held](const JsonRpcMessage &r) { held << r; });
    ASSERT_TRUE(h.connectAndWait());
    FinishedRequest first, second, third;
    first.watch(h.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"a"_s}}));
    second.watch(h.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"b"_s}}));
    third.watch(h.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"c"_s}}));
    ASSERT_TRUE(QTest::qWaitFor([&held] { return held.size() == 3; }));
    // Answer c, a, b: each result must land on its own request.
    for (int index : {2, 0, 1}) {
        const JsonRpcMessage &request = held.at(index);
        h.server->respond(request,
                          QJsonObject{{"echo"_L1, request.paramsObject().value("name"_L1)}});
    }
    ASSERT_TRUE(first.wait() && second.wait() && third.wait());
    EXPECT_EQ(first.result.toObject().value("echo"_L1).toString(), u"a"_s);
    EXPECT_EQ(second.result.toObject().value("echo"_L1).toString(), u"b"_s);
    EXPECT_EQ(third.result.toObject().value("echo"_L1).toString(), u"c"_s);
}

TEST(McpSession, ServerDyingMidCallFailsPendingWithReason)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    FinishedRequest finished;
    finished.watch(h.session->sendRequest(u"tools/call"_s));
    h.transport->closeFromServer(u"server exited with code 3"_s, u"last stderr: boom"_s);
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::ConnectionClosed);
    EXPECT_EQ(finished.errorString,
              u"server exited with code 3 before answering tools/call; last stderr: boom"_s);
    EXPECT_EQ(h.session->state(), McpSession::State::Failed);
    EXPECT_EQ(h.session->failureReason(), u"server exited with code 3; last stderr: boom"_s);
}

TEST(McpSession, RemoteErrorKeepsCodeAndMessage)
{
    SessionHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        h.server->respondError(r, -32602, u"Unknown tool: nope"_s);
    });
    ASSERT_TRUE(h.connectAndWait());
    FinishedRequest finished;
    finished.watch(h.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"nope"_s}}));
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::RemoteError);
    EXPECT_EQ(finished.error.code, -32602);
    EXPECT_EQ(finished.errorString,
              u"server answered tools/call with error -32602 Invalid params: Unknown tool: nope"_s);
}

TEST(McpSession, ProgressResetsTimeoutAndIsReported)
{
    SessionHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        const QJsonValue token
            = r.paramsObject().value("_meta"_L1).toObject().value("progressToken"_L1);
        QTimer::singleShot(400, h.transport, [&h, token] {
            h.transport->deliver(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                                             {"method"_L1, u"notifications/progress"_s},
                                             {"params"_L1,
                                              QJsonObject{{"progressToken"_L1, token},
                                                          {"progress"_L1, 1},
                                                          {"total"_L1, 2},
                                                          {"message"_L1, u"half"_s}}}});
        });
        QTimer::singleShot(800, h.transport, [&h, r] { h.server->respond(r, QJsonObject{}); });
    });
    ASSERT_TRUE(h.connectAndWait());
    RequestOptions options;
    options.timeoutMs = 500;
    options.withProgress = true;
    PendingRequest *request = h.session->sendRequest(u"tools/call"_s, {}, options);
    const QJsonValue token
        = request->params().value("_meta"_L1).toObject().value("progressToken"_L1);
    EXPECT_EQ(JsonRpcId::fromJson(token), request->id()); // same value, same wire type
    QSignalSpy progress(request, &PendingRequest::progressReported);
    FinishedRequest finished;
    finished.watch(request);
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::Result) << finished.errorString.toStdString();
    ASSERT_EQ(progress.size(), 1);
    EXPECT_EQ(progress.first().at(0).toDouble(), 1.0);
    EXPECT_EQ(progress.first().at(1).toDouble(), 2.0);
    EXPECT_EQ(progress.first().at(2).toString(), u"half"_s);
}

TEST(McpSession, AnswersServerPingKeepingStringId)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    h.transport->deliver(QByteArray(R"({"jsonrpc":"2.0","id":"srv-1","method":"ping"})"));
    const JsonRpcMessage reply = h.transport->sentMessages().last();
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Result);
    EXPECT_EQ(reply.id(), JsonRpcId(u"srv-1"_s));
    EXPECT_EQ(reply.result().toObject(), QJsonObject{});
}

TEST(McpSession, UnhandledServerRequestGetsMethodNotFound)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    h.transport->deliver(
        QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"sampling/createMessage","params":{}})"));
    const JsonRpcMessage reply = h.transport->sentMessages().last();
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(reply.id(), JsonRpcId(9));
    EXPECT_EQ(reply.error().code, -32601);
}

TEST(McpSession, ChangedIdTypeIsDiagnosedNotPaired)
{
    SessionHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        h.transport->deliver(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                                         {"id"_L1, QString::number(r.id().toInteger())},
                                         {"result"_L1, QJsonObject{}}});
    });
    ASSERT_TRUE(h.connectAndWait());
    RequestOptions options;
    options.timeoutMs = 100;
    FinishedRequest finished;
    finished.watch(h.session->sendRequest(u"tools/call"_s, {}, options));
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::Timeout);
    ASSERT_FALSE(h.diagnostics().isEmpty());
    EXPECT_TRUE(h.diagnostics().first().contains(u"has another JSON type than request id"_s))
        << h.diagnostics().first().toStdString();
}

TEST(McpSession, NonJsonLineIsObservedAndNotFatal)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    h.transport->deliver(QByteArray("Starting server v1.2 ..."));
    ASSERT_FALSE(h.traffic.isEmpty());
    const TrafficEvent &event = h.traffic.last();
    EXPECT_EQ(event.direction, TrafficEvent::Direction::Incoming);
    EXPECT_EQ(event.decoded.shape, JsonRpc::DecodeResult::Shape::NotJson);
    EXPECT_EQ(event.raw, QByteArray("Starting server v1.2 ..."));
    EXPECT_EQ(h.session->state(), McpSession::State::Ready);
    FinishedRequest finished;
    finished.watch(h.session->sendRequest(u"ping"_s));
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::Result);
}

TEST(McpSession, RequestWhileDisconnectedFinishesAsynchronously)
{
    SessionHarness h;
    FinishedRequest finished;
    PendingRequest *request = h.session->sendRequest(u"tools/list"_s);
    finished.watch(request); // connected after sendRequest returned: must still be told
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::ConnectionClosed);
    EXPECT_EQ(finished.errorString, u"not connected: tools/list was not sent"_s);
}

TEST(McpSession, EveryFrameIsObservedBothWays)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    int outgoing = 0;
    int incoming = 0;
    for (const TrafficEvent &event : h.traffic) {
        if (event.kind != TrafficEvent::Kind::Frame)
            continue;
        (event.direction == TrafficEvent::Direction::Outgoing ? outgoing : incoming)++;
    }
    EXPECT_EQ(outgoing, int(h.transport->sentFrames().size()));
    EXPECT_EQ(incoming, 1); // the initialize result
    for (qsizetype i = 1; i < h.traffic.size(); ++i)
        EXPECT_GT(h.traffic.at(i).sequence, h.traffic.at(i - 1).sequence);
}

TEST(McpSession, DisconnectFinishesPendingAndEndsDisconnected)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    FinishedRequest finished;
    finished.watch(h.session->sendRequest(u"tools/call"_s));
    h.session->disconnectFromServer();
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(finished.outcome, Outcome::ConnectionClosed);
    EXPECT_TRUE(
        QTest::qWaitFor([&h] { return h.session->state() == McpSession::State::Disconnected; }));
    EXPECT_TRUE(h.session->failureReason().isEmpty());
}

} // namespace
