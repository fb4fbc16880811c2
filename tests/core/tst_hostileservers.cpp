// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Hostile servers over HTTP, WebSocket and stdio: a stream without end, a line without end or a
// huge body closes that request or connection at the limit with words that name the limit; a
// redirect to another origin is not followed with credentials; a header value with CR/LF never
// reaches the wire; retry: 0 is no reconnect loop. The app keeps running and keeps what it got.
#include "httpfixture.h"
#include "support/qtprinters.h"

#include <core/transport/autohttptransport.h>
#include <core/transport/stdiotransport.h>
#include <core/transport/streamablehttptransport.h>

#include <QWebSocket>
#include <QWebSocketServer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

using namespace HttpTest;

constexpr qint64 kSmallLimit = 64 * 1024;

ServerConfig limitedTo(qint64 bytes)
{
    ServerConfig config;
    config.maxMessageBytes = bytes;
    return config;
}

QByteArray logNotification(const QString &text)
{
    return JsonRpc::encode(JsonRpcMessage::notification(
        u"notifications/message"_s, {{"level"_L1, u"info"_s}, {"data"_L1, text}}));
}

bool observedIncoming(const QList<TrafficEvent> &traffic, const QByteArray &frame)
{
    return std::any_of(traffic.cbegin(), traffic.cend(), [&frame](const TrafficEvent &event) {
        return event.kind == TrafficEvent::Kind::Frame
               && event.direction == TrafficEvent::Direction::Incoming && event.raw == frame;
    });
}

// Calls a tool on a connected fixture: the call must end as a transport error whose message
// starts with `refusal` (the limit's words).
void callRefusedAtTheLimit(HttpFixture &f, const QString &refusal)
{
    const Outcome out = call(f.session.get());
    EXPECT_TRUE(out.done);
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    EXPECT_TRUE(out.error.startsWith(refusal)) << out.error.toStdString();
}

TEST(HostileHttp, SseEventWithoutEndClosesTheRequestAtTheLimit)
{
    HttpFixture f;
    bool endless = true;
    const QByteArray before = logNotification(u"before the flood"_s);
    f.onCall = [&endless, &before](const JsonRpcMessage &m, Reply reply) {
        if (!endless) {
            reply.send(200, "application/json", answer(m, QJsonObject{{"ok"_L1, true}}));
            return;
        }
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("data: " + before + "\n\n");
        reply.writeForever("data: " + QByteArray(4000, 'x') + "\n"); // never a blank line
    };
    ASSERT_TRUE(f.connect(limitedTo(kSmallLimit)));
    callRefusedAtTheLimit(
        f, u"SSE event larger than the 64 KiB limit (--max-message-size): stream closed"_s);
    // What came before the flood stays; the connection stays usable.
    EXPECT_TRUE(observedIncoming(f.traffic, before));
    EXPECT_EQ(f.session->state(), McpSession::State::Ready);
    endless = false;
    EXPECT_EQ(call(f.session.get()).outcome, PendingRequest::Outcome::Result);
}

TEST(HostileHttp, SseLineWithoutEndClosesTheRequestAtTheLimit)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.writeForever(QByteArray(4096, 'y')); // no line break, ever
    };
    ASSERT_TRUE(f.connect(limitedTo(kSmallLimit)));
    callRefusedAtTheLimit(
        f, u"SSE line larger than the 64 KiB limit (--max-message-size): stream closed"_s);
    EXPECT_EQ(f.session->state(), McpSession::State::Ready);
}

TEST(HostileHttp, HugeJsonBodyClosesTheRequestAtTheLimit)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "application/json"}}); // no Content-Length
        reply.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"");
        reply.writeForever(QByteArray(8192, 'z'));
    };
    ASSERT_TRUE(f.connect(limitedTo(kSmallLimit)));
    callRefusedAtTheLimit(
        f, u"HTTP body larger than the 64 KiB limit (--max-message-size): POST closed"_s);
    EXPECT_EQ(f.session->state(), McpSession::State::Ready);
}

TEST(HostileHttp, AnnouncedHugeBodyIsRefusedBeforeItIsRead)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.head(
            200, "OK", {{"Content-Type", "application/json"}, {"Content-Length", "10000000000"}});
        reply.write("{");
    };
    ASSERT_TRUE(f.connect(limitedTo(kSmallLimit)));
    callRefusedAtTheLimit(
        f, u"HTTP body larger than the 64 KiB limit (--max-message-size): POST closed"_s);
}

TEST(HostileHttp, ResultsUnderTheLimitArriveWhole)
{
    // The default limit is generous: a 20 MB result (they exist) is a message, not an attack.
    HttpFixture f;
    const QString big(20 * 1000 * 1000, u'r');
    f.onCall = [&big](const JsonRpcMessage &m, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("data: " + answer(m, QJsonObject{{"text"_L1, big}}) + "\n\n");
        reply.finish();
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_EQ(out.result.toObject().value("text"_L1).toString().size(), big.size());
}

TEST(HostileHttp, RetryZeroIsNoReconnectLoop)
{
    // A GET stream that answers 200, asks for retry: 0 and closes at once: the wait has a
    // floor, and headers alone are no recovery, so the transport gives up after five closes.
    HttpFixture f;
    f.onGet = [](const Request &, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("retry: 0\n\n");
        reply.finish();
    };
    ASSERT_TRUE(f.connect());
    ASSERT_TRUE(QTest::qWaitFor(
        [&f] {
            return f.transportTexts().contains(
                u"the GET stream closed 5 times in a row; not reopening it"_s);
        },
        20000))
        << f.transportTexts().join(u'\n').toStdString();
    const QStringList texts = f.transportTexts();
    EXPECT_TRUE(texts.contains(u"the GET stream closed; reopening in 250 ms"_s))
        << texts.join(u'\n').toStdString();
    EXPECT_FALSE(texts.contains(u"the GET stream closed; reopening in 0 ms"_s));
    EXPECT_EQ(f.server.requestsWithMethod("GET").size(), 6); // the first and five reopenings
}

// Two servers on 127.0.0.1, different ports: different origins.
TEST(HostileHttp, RedirectToAnotherOriginIsNotFollowed)
{
    ScriptedHttpServer elsewhere(
        [](const Request &, Reply reply) { reply.send(200, "application/json", "{}"); });
    ASSERT_TRUE(elsewhere.listen());
    HttpFixture f;
    f.onCall = [&elsewhere](const JsonRpcMessage &, Reply reply) {
        reply.send(307, {}, {}, {{"Location", elsewhere.url("/steal")}});
    };
    ServerConfig config;
    config.bearerToken = u"sekrit-token"_s;
    config.headers = {{u"X-Api-Key"_s, u"sekrit-key"_s, true}};
    ASSERT_TRUE(f.connect(config));
    const Outcome out = call(f.session.get());
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    const QString target = QString::fromLatin1(elsewhere.url("/steal"));
    EXPECT_TRUE(out.error.contains(u"redirected POST "_s)) << out.error.toStdString();
    EXPECT_TRUE(
        out.error.contains(u"to another origin, %1; mcpscope does not follow it"_s.arg(target)))
        << out.error.toStdString();
    // The other origin never saw a request, so neither the token nor the secret header.
    EXPECT_TRUE(elsewhere.requests().isEmpty());
    // The redirect is an HTTP exchange row of its own.
    const bool logged = std::any_of(f.traffic.cbegin(), f.traffic.cend(), [](const auto &e) {
        return e.http && e.http->status == 307 && e.transportKind == TransportEvent::Kind::Error;
    });
    EXPECT_TRUE(logged);
    EXPECT_EQ(f.session->state(), McpSession::State::Ready);
}

TEST(HostileHttp, RedirectOnTheSameOriginIsFollowed)
{
    HttpFixture f;
    int calls = 0;
    f.onCall = [&calls, &f](const JsonRpcMessage &m, Reply reply) {
        if (++calls == 1) {
            reply.send(307, {}, {}, {{"Location", f.server.url("/moved")}});
            return;
        }
        reply.send(200, "application/json", answer(m, QJsonObject{{"moved"_L1, true}}));
    };
    ServerConfig config;
    config.bearerToken = u"sekrit-token"_s;
    ASSERT_TRUE(f.connect(config));
    const Outcome out = call(f.session.get());
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_TRUE(out.result.toObject().value("moved"_L1).toBool());
    const Request last = f.server.requestsWithMethod("POST").last();
    EXPECT_EQ(last.path, QByteArray("/moved"));
    EXPECT_EQ(last.headers.value("authorization"), QByteArray("Bearer sekrit-token"));
    const bool logged = std::any_of(f.traffic.cbegin(), f.traffic.cend(), [](const auto &e) {
        return e.http && e.http->status == 307 && e.text.contains(u"(same origin: followed)"_s);
    });
    EXPECT_TRUE(logged);
}

TEST(HostileHttp, HeaderValueWithLineBreakIsNeverSent)
{
    HttpFixture f;
    ServerConfig config;
    config.headers = {{u"X-Note"_s, u"a\r\nX-Injected: yes"_s, false}};
    EXPECT_FALSE(f.connect(config));
    EXPECT_TRUE(f.session->failureReason().contains(
        u"the value of the HTTP header X-Note has a line break (CR or LF)"_s))
        << f.session->failureReason().toStdString();
    EXPECT_TRUE(f.server.requests().isEmpty());
}

TEST(HostileHttp, RequestHeaderFromAReplayedMethodNameIsChecked)
{
    // MCP 2026-07-28 puts the method name in Mcp-Method; a replayed session file chooses it.
    ScriptedHttpServer server([](const Request &, Reply reply) { reply.send(202, {}, {}); });
    ASSERT_TRUE(server.listen());
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(server.url("/mcp")));
    StreamableHttpTransport transport(config);
    QStringList failures;
    QObject::connect(&transport,
                     &Transport::sendFailed,
                     &transport,
                     [&failures](const QByteArray &, const TransportFailure &failure) {
                         failures << failure.message;
                     });
    transport.open();
    ASSERT_TRUE(QTest::qWaitFor([&] { return transport.state() == Transport::State::Open; }));
    transport.sendRequestFrame(R"({"jsonrpc":"2.0","id":1,"method":"x"})",
                               {{"Mcp-Method", "tools/call\r\nX-Injected: yes"}});
    ASSERT_TRUE(QTest::qWaitFor([&failures] { return !failures.isEmpty(); }));
    ASSERT_EQ(failures.size(), 1);
    EXPECT_TRUE(failures.first().contains(u"HTTP header Mcp-Method has a line break"_s))
        << failures.first().toStdString();
    EXPECT_TRUE(server.requests().isEmpty());
}

TEST(HostileHttp, SessionIdWithControlCharactersIsNotSentBack)
{
    HttpFixture f;
    f.sessionId = QByteArray("abc\x01"
                             "def");
    ASSERT_TRUE(f.connect());
    ASSERT_TRUE(call(f.session.get(), u"tools/list"_s).done);
    EXPECT_TRUE(f.transportTexts().join(u'\n').contains(u"ignored the server's Mcp-Session-Id"_s));
    EXPECT_FALSE(f.server.requestsWithMethod("POST").last().headers.contains("mcp-session-id"));
}

TEST(HostileWebSocket, HugeMessageClosesTheConnectionAtTheLimit)
{
    QWebSocketServer server(u"hostile"_s, QWebSocketServer::NonSecureMode);
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));
    QObject::connect(&server, &QWebSocketServer::newConnection, &server, [&server] {
        QWebSocket *socket = server.nextPendingConnection();
        socket->setParent(&server); // Qt 6.4 leaves it without a parent: freed with the server
        QObject::connect(
            socket, &QWebSocket::textMessageReceived, socket, [socket](const QString &text) {
                const JsonRpcMessage m = JsonRpc::decode(text.toUtf8()).messages.value(0);
                if (m.method() == "initialize"_L1)
                    socket->sendTextMessage(QString::fromUtf8(answer(m, initializeResult())));
                else if (m.method() == "tools/call"_L1)
                    socket->sendTextMessage(QString(200 * 1024, u'w'));
            });
    });
    ServerConfig config = limitedTo(kSmallLimit);
    config.url = QUrl(u"ws://127.0.0.1:%1/"_s.arg(server.serverPort()));
    McpSession session(createTransport(config));
    session.connectToServer();
    ASSERT_TRUE(
        QTest::qWaitFor([&session] { return session.state() == McpSession::State::Ready; }, 10000))
        << session.failureReason().toStdString();
    session.sendRequest(u"tools/call"_s, {{"name"_L1, u"x"_s}});
    ASSERT_TRUE(QTest::qWaitFor([&session] { return session.state() == McpSession::State::Failed; },
                                10000));
    EXPECT_EQ(session.failureReason(),
              u"WebSocket message larger than the 64 KiB limit (--max-message-size): connection "
              "closed"_s);
}

TEST(HostileStdio, LineWithoutEndStopsTheServerAtTheLimit)
{
    ServerConfig config = limitedTo(kSmallLimit);
    config.program = u"/bin/sh"_s;
    config.arguments
        = {u"-c"_s, u"echo '{\"jsonrpc\":\"2.0\",\"method\":\"ok\"}'; exec cat /dev/zero"_s};
    StdioTransport transport(config);
    transport.setShutdownGrace(100, 1000);
    QList<QByteArray> frames;
    QObject::connect(&transport,
                     &Transport::frameReceived,
                     &transport,
                     [&frames](const QByteArray &frame, const FrameInfo &) { frames << frame; });
    transport.open();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return transport.state() == Transport::State::Closed; }, 20000));
    EXPECT_EQ(transport.closeReason(),
              u"stdout line larger than the 64 KiB limit (--max-message-size): server stopped"_s);
    ASSERT_EQ(frames.size(), 1); // the line before the flood arrived
}

} // namespace
