// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// subscriptions/listen (MCP 2026-07-28): acknowledgement, demultiplexing by subscriptionId,
// ending it from either side, and a broken HTTP stream listened to again under a new id.
#include "sessionharness.h"
#include "support/qtprinters.h"
#include "support/scriptedhttpserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/subscriptionlistener.h>
#include <core/transport/streamablehttptransport.h>

#include <QJsonArray>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject listenerDiscoverResult()
{
    return {{"resultType"_L1, u"complete"_s},
            {"supportedVersions"_L1, QJsonArray{u"2026-07-28"_s}},
            {"capabilities"_L1, QJsonObject{}}};
}

QJsonObject
notification(const QString &method, const QJsonValue &subscriptionId, QJsonObject params = {})
{
    params.insert("_meta"_L1,
                  QJsonObject{{"io.modelcontextprotocol/subscriptionId"_L1, subscriptionId}});
    return JsonRpcMessage::notification(method, params).json().toObject();
}

struct ListenHarness : SessionHarness
{
    ListenHarness()
    {
        session->setEraPreference(ServerConfig::Era::Modern);
        server->on(u"server/discover"_s, [this](const JsonRpcMessage &r) {
            server->respond(r, listenerDiscoverResult());
        });
    }
};

SubscriptionListener::Filter toolsAndReadme()
{
    SubscriptionListener::Filter filter;
    filter.toolsListChanged = true;
    filter.resourceSubscriptions = {u"file:///readme"_s};
    return filter;
}

TEST(SubscriptionListener, AcknowledgesAndDeliversOnlyItsOwnNotifications)
{
    ListenHarness h;
    ASSERT_TRUE(h.connectAndWait());
    auto *listener = new SubscriptionListener(h.session.get(), toolsAndReadme());
    QSignalSpy acknowledged(listener, &SubscriptionListener::acknowledgedChanged);
    QList<QString> delivered;
    QObject::connect(listener,
                     &SubscriptionListener::notified,
                     listener,
                     [&delivered](const JsonRpcMessage &n) { delivered << n.method(); });
    listener->start();
    ASSERT_TRUE(QTest::qWaitFor(
        [&h] { return !h.server->receivedWithMethod(u"subscriptions/listen"_s).isEmpty(); }));
    const JsonRpcMessage listen = h.server->receivedWithMethod(u"subscriptions/listen"_s).first();
    EXPECT_EQ(listen.paramsObject().value("notifications"_L1).toObject(),
              (QJsonObject{{"toolsListChanged"_L1, true},
                           {"resourceSubscriptions"_L1, QJsonArray{u"file:///readme"_s}}}));
    EXPECT_TRUE(listen.paramsObject()
                    .value("_meta"_L1)
                    .toObject()
                    .contains("io.modelcontextprotocol/protocolVersion"_L1));
    const QJsonValue id = listen.id().toJson();
    // The server agrees to the tools only.
    h.transport->deliver(
        notification(u"notifications/subscriptions/acknowledged"_s,
                     id,
                     {{"notifications"_L1, QJsonObject{{"toolsListChanged"_L1, true}}}}));
    h.transport->deliver(notification(u"notifications/tools/list_changed"_s, id));
    h.transport->deliver(notification(u"notifications/tools/list_changed"_s, 999)); // another's
    h.transport->deliver(
        notification(u"notifications/resources/updated"_s, id, {{"uri"_L1, u"file:///readme"_s}}));
    ASSERT_TRUE(QTest::qWaitFor([&delivered] { return delivered.size() == 2; }));
    EXPECT_EQ(delivered,
              (QList<QString>{u"notifications/tools/list_changed"_s,
                              u"notifications/resources/updated"_s}));
    EXPECT_EQ(acknowledged.size(), 1);
    EXPECT_EQ(listener->acknowledged(), (QJsonObject{{"toolsListChanged"_L1, true}}));
    EXPECT_TRUE(h.diagnostics().join(u'\n').contains(u"agreed to 1 of the 2"_s));
}

TEST(SubscriptionListener, StopOnStdioSendsCancelledAndEndsGracefully)
{
    ListenHarness h;
    ASSERT_TRUE(h.connectAndWait());
    auto *listener = new SubscriptionListener(h.session.get(), toolsAndReadme());
    QSignalSpy ended(listener, &SubscriptionListener::ended);
    listener->start();
    ASSERT_TRUE(QTest::qWaitFor(
        [&h] { return !h.server->receivedWithMethod(u"subscriptions/listen"_s).isEmpty(); }));
    listener->stop();
    ASSERT_TRUE(QTest::qWaitFor([&ended] { return ended.size() == 1; }));
    EXPECT_TRUE(ended.first().at(0).toBool());
    const QList<JsonRpcMessage> cancels
        = h.server->receivedWithMethod(u"notifications/cancelled"_s);
    ASSERT_EQ(cancels.size(), 1);
    EXPECT_EQ(cancels.first().paramsObject().value("requestId"_L1),
              h.server->receivedWithMethod(u"subscriptions/listen"_s).first().id().toJson());
    EXPECT_FALSE(listener->isListening());
}

TEST(SubscriptionListener, AResultFromTheServerIsAGracefulEnd)
{
    ListenHarness h;
    h.server->on(u"subscriptions/listen"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, QJsonObject{{"resultType"_L1, u"complete"_s}});
    });
    ASSERT_TRUE(h.connectAndWait());
    auto *listener = new SubscriptionListener(h.session.get(), toolsAndReadme());
    QSignalSpy ended(listener, &SubscriptionListener::ended);
    listener->start();
    ASSERT_TRUE(QTest::qWaitFor([&ended] { return ended.size() == 1; }));
    EXPECT_TRUE(ended.first().at(0).toBool());
    EXPECT_EQ(h.server->receivedWithMethod(u"subscriptions/listen"_s).size(), 1);
}

// Answers server/discover (a modern server) and says so; other messages are the test's.
bool answeredDiscover(const JsonRpcMessage &message, ScriptedHttpServer::Reply &reply)
{
    if (message.method() != "server/discover"_L1)
        return false;
    reply.send(
        200,
        "application/json",
        JsonRpc::encode(
            JsonRpcMessage::response(message.id(), listenerDiscoverResult()).json().toObject()));
    return true;
}

// A modern session to the scripted server, connected.
std::unique_ptr<McpSession> connectModern(const ScriptedHttpServer &server)
{
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(server.url("/mcp")));
    config.transportChosen = true;
    auto session = std::make_unique<McpSession>(std::make_unique<StreamableHttpTransport>(config));
    session->setEraPreference(ServerConfig::Era::Modern);
    session->connectToServer();
    EXPECT_TRUE(QTest::qWaitFor([&] { return session->state() == McpSession::State::Ready; }));
    return session;
}

QByteArray sseEvent(const QJsonObject &message)
{
    return "event: message\ndata: " + JsonRpc::encode(message) + "\n\n";
}

TEST(SubscriptionListenerHttp, ABrokenStreamIsListenedToAgainAndStopClosesIt)
{
    QList<JsonRpcId> listenIds;
    ScriptedHttpServer server(
        [&listenIds](const ScriptedHttpServer::Request &request, ScriptedHttpServer::Reply reply) {
            const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
            if (answeredDiscover(message, reply))
                return;
            if (message.method() != "subscriptions/listen"_L1) {
                reply.send(400, "text/plain", "unexpected");
                return;
            }
            listenIds << message.id();
            reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
            reply.write(sseEvent(
                notification(u"notifications/subscriptions/acknowledged"_s,
                             message.id().toJson(),
                             {{"notifications"_L1, QJsonObject{{"toolsListChanged"_L1, true}}}})));
            if (listenIds.size() == 1)
                reply.finishAfter(20); // the first stream ends without a result: broken
        });
    ASSERT_TRUE(server.listen());
    const std::unique_ptr<McpSession> owned = connectModern(server);
    McpSession &session = *owned;
    ASSERT_EQ(session.state(), McpSession::State::Ready);
    SubscriptionListener::Filter filter;
    filter.toolsListChanged = true;
    auto *listener = new SubscriptionListener(&session, filter);
    QSignalSpy acknowledged(listener, &SubscriptionListener::acknowledgedChanged);
    QSignalSpy ended(listener, &SubscriptionListener::ended);
    listener->start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return acknowledged.size() == 2; }, 5000));
    ASSERT_EQ(listenIds.size(), 2);
    EXPECT_NE(listenIds.at(0), listenIds.at(1));
    EXPECT_EQ(listener->subscriptionId(), listenIds.at(1));
    EXPECT_TRUE(ended.isEmpty());
    listener->stop();
    ASSERT_TRUE(QTest::qWaitFor([&] { return ended.size() == 1; }));
    EXPECT_TRUE(ended.first().at(0).toBool());
    // HTTP: closing the stream is the whole of it; no notification is POSTed.
    for (const ScriptedHttpServer::Request &request : server.requests())
        EXPECT_FALSE(request.body.contains("notifications/cancelled"));
}

} // namespace

namespace {

TEST(ModernHttp, ARequestWhoseStreamBrokeIsSentAgainOnceUnderANewId)
{
    QList<JsonRpcId> callIds;
    bool breakEveryTime = false;
    ScriptedHttpServer server(
        [&](const ScriptedHttpServer::Request &request, ScriptedHttpServer::Reply reply) {
            const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
            if (answeredDiscover(message, reply))
                return;
            callIds << message.id();
            if (callIds.size() == 1 || breakEveryTime) {
                reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
                reply.finishAfter(10); // no response on the stream, and nothing to resume
                return;
            }
            reply.send(200,
                       "application/json",
                       JsonRpc::encode(JsonRpcMessage::response(
                                           message.id(), QJsonObject{{"content"_L1, QJsonArray{}}})
                                           .json()
                                           .toObject()));
        });
    ASSERT_TRUE(server.listen());
    const std::unique_ptr<McpSession> owned = connectModern(server);
    McpSession &session = *owned;
    ASSERT_EQ(session.state(), McpSession::State::Ready);
    const auto callAndWait = [&session]() {
        PendingRequest *request = session.sendRequest(
            u"tools/call"_s, {{"name"_L1, u"t"_s}, {"arguments"_L1, QJsonObject{}}});
        auto outcome = std::make_shared<PendingRequest::Outcome>(PendingRequest::Outcome::Pending);
        QObject::connect(request, &PendingRequest::finished, request, [outcome, request] {
            *outcome = request->outcome();
        });
        EXPECT_TRUE(QTest::qWaitFor(
            [outcome] { return *outcome != PendingRequest::Outcome::Pending; }, 5000));
        return *outcome;
    };
    EXPECT_EQ(callAndWait(), PendingRequest::Outcome::Result);
    ASSERT_EQ(callIds.size(), 2);
    EXPECT_NE(callIds.at(0), callIds.at(1));
    // Once only: a stream that breaks again fails the request.
    breakEveryTime = true;
    EXPECT_EQ(callAndWait(), PendingRequest::Outcome::TransportError);
    EXPECT_EQ(callIds.size(), 4);
}

} // namespace
