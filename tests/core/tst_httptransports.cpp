// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpfixture.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/transport/autohttptransport.h>
#include <core/transport/ssetransport.h>
#include <core/transport/streamablehttptransport.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

using namespace HttpTest;

TEST(StreamableHttp, KeepsSessionIdAndSendsProtocolHeaders)
{
    HttpFixture f;
    ASSERT_TRUE(f.connect()) << f.session->failureReason().toStdString();
    ASSERT_TRUE(call(f.session.get(), u"tools/list"_s).done);
    const QList<Request> posts = f.server.requestsWithMethod("POST");
    ASSERT_GE(posts.size(), 3);
    EXPECT_FALSE(posts.at(0).headers.contains("mcp-session-id")); // initialize
    EXPECT_FALSE(posts.at(0).headers.contains("mcp-protocol-version"));
    EXPECT_EQ(posts.at(0).headers.value("accept"),
              QByteArray("application/json, text/event-stream"));
    EXPECT_EQ(posts.at(0).headers.value("content-type"), QByteArray("application/json"));
    // Every POST after initialize, notifications/initialized included, carries both (they
    // travel on their own connections, so their arrival order is not the sending order).
    for (const Request &post : posts.mid(1)) {
        EXPECT_EQ(post.headers.value("mcp-session-id"), QByteArray("s1")) << post.body.constData();
        EXPECT_EQ(post.headers.value("mcp-protocol-version"), QByteArray("2025-11-25"))
            << post.body.constData();
    }
    // The GET stream was tried, and 405 is fine.
    EXPECT_TRUE(
        QTest::qWaitFor([&f] { return !f.server.requestsWithMethod("GET").isEmpty(); }, 5000));
    EXPECT_TRUE(QTest::qWaitFor(
        [&f] {
            return f.transportTexts().join(u'\n').contains(u"offers no GET stream (HTTP 405)"_s);
        },
        5000));
    EXPECT_EQ(f.session->state(), McpSession::State::Ready);
    // Leaving deletes the session.
    f.session->disconnectFromServer();
    ASSERT_TRUE(QTest::qWaitFor(
        [&f] { return f.session->state() == McpSession::State::Disconnected; }, 5000));
    const QList<Request> deletes = f.server.requestsWithMethod("DELETE");
    ASSERT_EQ(deletes.size(), 1);
    EXPECT_EQ(deletes.first().headers.value("mcp-session-id"), QByteArray("s1"));
}

TEST(StreamableHttp, SseResponseCarriesProgressThenResult)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &m, Reply reply) {
        const QJsonValue token
            = m.paramsObject().value("_meta"_L1).toObject().value("progressToken"_L1);
        const QJsonObject progress{
            {"jsonrpc"_L1, u"2.0"_s},
            {"method"_L1, u"notifications/progress"_s},
            {"params"_L1, QJsonObject{{"progressToken"_L1, token}, {"progress"_L1, 1}}}};
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("id: p0\ndata:\n\n"); // priming event
        reply.writeAfter(20, "event: message\nid: p1\ndata: " + JsonRpc::encode(progress) + "\n\n");
        reply.writeAfter(40,
                         "id: p2\r\ndata: " + answer(m, QJsonObject{{"ok"_L1, true}}) + "\r\n\r\n");
        reply.finishAfter(60);
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get(), u"tools/call"_s, true);
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_TRUE(out.result.toObject().value("ok"_L1).toBool());
    EXPECT_EQ(out.progressCount, 1);
}

TEST(StreamableHttp, ServerErrorFailsTheRequestWithStatusAndBody)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.send(500, "text/plain", "database exploded\n");
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    EXPECT_TRUE(
        out.error.startsWith(u"HTTP 500 Internal Server Error from POST http://127.0.0.1:"_s))
        << out.error.toStdString();
    EXPECT_TRUE(out.error.contains(u"body: database exploded"_s)) << out.error.toStdString();
    EXPECT_EQ(f.session->state(),
              McpSession::State::Ready); // one failed POST is not a lost connection
}

TEST(StreamableHttp, WrongContentTypeIsNamed)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.send(200, "text/html", "<html><body><h1>Login</h1></body></html>");
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    EXPECT_TRUE(out.error.contains(u"expected application/json or text/event-stream"_s))
        << out.error.toStdString();
    EXPECT_TRUE(out.error.contains(u"\"text/html\": Login"_s)) << out.error.toStdString();
}

TEST(StreamableHttp, StreamDroppedWithoutEventIdFailsTheRequest)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write(": working\n\n");
        reply.finishAfter(20);
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    EXPECT_TRUE(out.error.startsWith(
        u"the SSE stream ended before the response arrived, and the server sent no event id"_s))
        << out.error.toStdString();
}

TEST(StreamableHttp, SlowDripArrivesWhole)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &m, Reply reply) {
        const QByteArray event
            = "data: " + answer(m, QJsonObject{{"drip"_L1, u"done"_s}}) + "\r\n\r\n";
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        for (qsizetype i = 0; i < event.size(); i += 7) // a few bytes every few ms
            reply.writeAfter(int(i), event.mid(i, 7));
        reply.finishAfter(int(event.size()) + 20);
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_EQ(out.result.toObject().value("drip"_L1).toString(), u"done"_s);
}

TEST(StreamableHttp, ConnectionResetMidEventSaysSo)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("data: {\"jsonrpc\":\"2.0\",\"id\":");
        QTimer::singleShot(20, [reply]() mutable { reply.drop(); });
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    // Over HTTP/1.1 with Connection: close, a reset and a close look the same to the client;
    // the half-written event is what gives it away.
    EXPECT_TRUE(out.error.startsWith(
                    u"the SSE stream ended in the middle of an event before the response arrived"_s)
                || out.error.startsWith(u"the SSE stream broke ("_s))
        << out.error.toStdString();
    EXPECT_TRUE(out.error.contains(u"before the response arrived"_s)) << out.error.toStdString();
    // The half event is reported, not silently dropped.
    EXPECT_TRUE(f.transportTexts().join(u'\n').contains(u"ended in the middle of an event"_s));
}

TEST(StreamableHttp, ResumesWithLastEventIdAfterRetryDelay)
{
    // The POST stream primes an event id, asks for retry: 300 and closes without the response;
    // the response waits for the GET that resumes from that id.
    HttpFixture f;
    JsonRpcMessage pending;
    f.onCall = [&pending](const JsonRpcMessage &m, Reply reply) {
        pending = m;
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("id: ev-7\nretry: 300\ndata:\n\n");
        reply.finishAfter(10);
    };
    ScriptedHttpServer resumable([&f, &pending](const Request &request, Reply reply) {
        if (request.method == "GET" && request.headers.value("last-event-id") == "ev-7") {
            reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
            reply.write("id: ev-8\ndata: " + answer(pending, QJsonObject{{"resumed"_L1, true}})
                        + "\n\n");
            reply.finishAfter(10);
            return;
        }
        f.handle(request, reply);
    });
    ASSERT_TRUE(resumable.listen());
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(resumable.url("/mcp")));
    config.transportChosen = true;
    McpSession session(std::make_unique<StreamableHttpTransport>(config));
    session.connectToServer();
    ASSERT_TRUE(
        QTest::qWaitFor([&session] { return session.state() == McpSession::State::Ready; }, 10000));
    const Outcome out = call(&session);
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_TRUE(out.result.toObject().value("resumed"_L1).toBool());
    qint64 postAt = -1, resumeAt = -1;
    for (const Request &r : resumable.requests()) {
        if (r.method == "POST" && parse(r.body).method() == "tools/call"_L1)
            postAt = r.receivedAtMs;
        if (r.method == "GET" && r.headers.contains("last-event-id"))
            resumeAt = r.receivedAtMs;
    }
    ASSERT_GE(postAt, 0);
    ASSERT_GE(resumeAt, 0);
    EXPECT_GE(resumeAt - postAt, 300); // the server's retry: is honoured
}

// The transport never decodes: when a response stream ends, the session says whether the
// response came, after handling every frame before the end. A response over 1 MB is decoded
// off-thread and may still be decoding when the stream ends; it still answers the request.
TEST(StreamableHttp, ALargeResponseRightBeforeTheStreamEndsAnswersTheRequest)
{
    HttpFixture f;
    const QString blob(qsizetype(3) << 20, u'x'); // well over InboundQueue::kOffThreadBytes
    f.onCall = [&blob](const JsonRpcMessage &m, Reply reply) {
        if (m.method() != "tools/call"_L1) {
            reply.send(200, "application/json", answer(m, QJsonObject{{"tools"_L1, QJsonArray{}}}));
            return;
        }
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        // With an event id: a stream judged unanswered would be resumed from it.
        reply.write("id: big-1\ndata: " + answer(m, QJsonObject{{"blob"_L1, blob}}) + "\n\n");
        reply.finish();
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_EQ(out.result.toObject().value("blob"_L1).toString().size(), blob.size());
    // Everything the first exchange reported is logged before the next one's response.
    ASSERT_EQ(call(f.session.get(), u"tools/list"_s).outcome, PendingRequest::Outcome::Result);
    const QString texts = f.transportTexts().join(u'\n');
    EXPECT_FALSE(texts.contains(u"before the response"_s)) << texts.toStdString();
    const QList<Request> requests = f.server.requests();
    EXPECT_TRUE(std::none_of(requests.cbegin(), requests.cend(), [](const Request &r) {
        return r.headers.contains("last-event-id");
    }));
}

// A JSON-RPC error in an HTTP error's body answers the request better than the status: the
// session decodes the body, says so, and the body arrives as the request's response frame.
TEST(StreamableHttp, AnErrorBodyWithTheRequestsJsonRpcErrorAnswersIt)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &m, Reply reply) {
        reply.send(400,
                   "application/json",
                   JsonRpc::encode(JsonRpcMessage::errorResponse(
                       m.id(), JsonRpcError{-32602, u"unknown tool t"_s, {}})));
    };
    ASSERT_TRUE(f.connect());
    const Outcome out = call(f.session.get());
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::RemoteError) << out.error.toStdString();
    EXPECT_TRUE(out.error.contains(u"unknown tool t"_s)) << out.error.toStdString();
    const auto frame = std::find_if(f.traffic.cbegin(), f.traffic.cend(), [](const auto &e) {
        return e.kind == TrafficEvent::Kind::Frame && e.httpStatus == 400;
    });
    ASSERT_NE(frame, f.traffic.cend()) << "the body is logged as the response frame";
    EXPECT_NE(frame->answersFrame, 0);
    EXPECT_TRUE(f.transportTexts().join(u'\n').contains(u"HTTP 400"_s));
}

// The transport knows a POST's requests by the ids the session handed over with the frame.
TEST(StreamableHttp, AbandoningARequestClosesItsResponseStream)
{
    HttpFixture f;
    bool called = false;
    f.onCall = [&called](const JsonRpcMessage &, Reply reply) {
        called = true;
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write(": working\n\n"); // and never answers
    };
    ASSERT_TRUE(f.connect());
    PendingRequest *request = f.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"t"_s}});
    ASSERT_TRUE(QTest::qWaitFor([&called] { return called; }, 5000));
    ASSERT_TRUE(QTest::qWaitFor(
        [&f] { return f.transportTexts().join(u'\n').contains(u"text/event-stream"_s); }, 5000));
    f.session->transport()->abandonRequest(request->id());
    EXPECT_TRUE(f.transportTexts().contains(
        u"closing the response stream of request %1"_s.arg(request->id().displayText())))
        << f.transportTexts().join(u'\n').toStdString();
    EXPECT_FALSE(f.transportTexts().join(u'\n').contains(u"before the response arrived"_s));
}

// Raw frames go over HTTP like any other (their request ids handed over by the session), and
// what comes back is logged byte for byte, malformed or not.
TEST(StreamableHttp, RawFramesAndMalformedAnswersAreLogged)
{
    HttpFixture f;
    f.onCall = [](const JsonRpcMessage &m, Reply reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("data: {\"jsonrpc\":\"2.0\",\"id\":\n\n"); // an event that is not JSON
        reply.write("data: " + answer(m, QJsonObject{{"raw"_L1, true}}) + "\n\n");
        reply.finish();
    };
    ASSERT_TRUE(f.connect());
    f.session->sendRawFrame(R"({"jsonrpc":"2.0","id":77,"method":"tools/call","params":{}})");
    const auto answered = [&f] {
        return std::any_of(f.traffic.cbegin(), f.traffic.cend(), [](const auto &e) {
            return e.kind == TrafficEvent::Kind::Frame
                   && e.direction == TrafficEvent::Direction::Incoming && e.answersFrame != 0
                   && e.raw.contains(R"("raw":true)");
        });
    };
    ASSERT_TRUE(QTest::qWaitFor(answered, 5000));
    const auto malformed = std::find_if(f.traffic.cbegin(), f.traffic.cend(), [](const auto &e) {
        return e.raw == R"({"jsonrpc":"2.0","id":)";
    });
    ASSERT_NE(malformed, f.traffic.cend());
    EXPECT_TRUE(malformed->decoded.messages.isEmpty());
}

TEST(StreamableHttp, ExpiredSessionReinitializesWithoutSessionId)
{
    HttpFixture f;
    ASSERT_TRUE(f.connect());
    f.sessionKnown = false; // the server restarted and forgot s1
    f.sessionId = "s2";
    const Outcome out = call(f.session.get(), u"tools/list"_s);
    EXPECT_EQ(out.outcome, PendingRequest::Outcome::TransportError);
    EXPECT_TRUE(
        out.error.startsWith(u"session expired: the server answered HTTP 404 for session s1"_s))
        << out.error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor(
        [&f] {
            int initializes = 0;
            for (const Request &r : f.server.requestsWithMethod("POST"))
                initializes += parse(r.body).method() == "initialize"_L1;
            return initializes == 2 && f.session->state() == McpSession::State::Ready;
        },
        10000));
    Request second;
    for (const Request &r : f.server.requestsWithMethod("POST")) {
        if (parse(r.body).method() == "initialize"_L1)
            second = r;
    }
    EXPECT_FALSE(second.headers.contains("mcp-session-id"));
    EXPECT_EQ(call(f.session.get(), u"tools/list"_s).outcome, PendingRequest::Outcome::Result);
    EXPECT_EQ(f.server.requests().last().headers.value("mcp-session-id"), QByteArray("s2"));
}

TEST(StreamableHttp, UnauthorizedFailsWithStatus401)
{
    ScriptedHttpServer server([](const Request &, Reply reply) {
        reply.send(
            401,
            "application/json",
            R"({"error":"invalid_token"})",
            {{"WWW-Authenticate",
              R"(Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource")"}});
    });
    ASSERT_TRUE(server.listen());
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(server.url("/mcp")));
    config.bearerToken = u"expired-token"_s;
    McpSession session(createTransport(config));
    QList<TrafficEvent> traffic;
    QObject::connect(&session,
                     &McpSession::trafficObserved,
                     &session,
                     [&traffic](const TrafficEvent &e) { traffic << e; });
    session.connectToServer();
    ASSERT_TRUE(QTest::qWaitFor([&session] { return session.state() == McpSession::State::Failed; },
                                10000));
    EXPECT_EQ(session.failureHttpStatus(), 401);
    EXPECT_TRUE(session.failureReason().contains(u"authorization required"_s))
        << session.failureReason().toStdString();
    // The token was sent, and the log shows it redacted.
    EXPECT_EQ(server.requests().first().headers.value("authorization"),
              QByteArray("Bearer expired-token"));
    bool redacted = false;
    for (const TrafficEvent &e : traffic) {
        if (e.http)
            redacted = redacted
                       || e.http->requestHeaders.contains(
                           {QByteArray("Authorization"), QByteArray("***")});
    }
    EXPECT_TRUE(redacted);
}

TEST(StreamableHttp, ConnectionRefusedIsExplained)
{
    quint16 port = 0;
    {
        QTcpServer probe;
        ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    } // closed again: nothing listens on that port now
    ServerConfig config;
    config.url = QUrl(u"http://127.0.0.1:%1/mcp"_s.arg(port));
    McpSession session(createTransport(config));
    session.connectToServer();
    ASSERT_TRUE(QTest::qWaitFor([&session] { return session.state() == McpSession::State::Failed; },
                                10000));
    EXPECT_TRUE(session.failureReason().startsWith(
        u"connection refused by 127.0.0.1:%1: nothing listens there"_s.arg(port)))
        << session.failureReason().toStdString();
}

// A 2024-11-05 server: POST to the URL is refused, GET gives the endpoint, POSTs go there and
// the answers come back on the stream.
struct LegacySseServer
{
    QList<Reply> streams;
    QByteArray endpoint = "/messages?session=abc";
    ScriptedHttpServer server{[this](const Request &request, Reply reply) {
        if (request.method == "GET") {
            reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
            reply.write("event: endpoint\ndata: " + endpoint + "\n\n");
            streams << reply;
            return;
        }
        if (!request.path.startsWith("/messages")) {
            reply.send(405, "text/plain", "Method Not Allowed");
            return;
        }
        reply.send(202, "text/plain", "Accepted");
        const JsonRpcMessage message = parse(request.body);
        if (!message.isRequest())
            return;
        const QJsonObject result = message.method() == "initialize"_L1
                                       ? initializeResult()
                                       : QJsonObject{{"sse"_L1, true}};
        for (Reply &stream : streams)
            stream.write("event: message\ndata: " + answer(message, result) + "\n\n");
    }};
};

TEST(AutoHttp, FallsBackToLegacySseAndWorks)
{
    LegacySseServer legacy;
    ASSERT_TRUE(legacy.server.listen());
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(legacy.server.url("/")));
    McpSession session(createTransport(config));
    QStringList texts;
    QObject::connect(&session,
                     &McpSession::trafficObserved,
                     &session,
                     [&texts](const TrafficEvent &e) { texts << e.text; });
    session.connectToServer();
    ASSERT_TRUE(QTest::qWaitFor(
        [&session] {
            return session.state() == McpSession::State::Ready
                   || session.state() == McpSession::State::Failed;
        },
        10000));
    ASSERT_EQ(session.state(), McpSession::State::Ready) << session.failureReason().toStdString();
    EXPECT_TRUE(texts.join(u'\n').contains(u"trying the 2024-11-05 HTTP+SSE transport"_s));
    const Outcome out = call(&session);
    ASSERT_EQ(out.outcome, PendingRequest::Outcome::Result) << out.error.toStdString();
    EXPECT_TRUE(out.result.toObject().value("sse"_L1).toBool());
}

TEST(LegacySse, RefusesEndpointOnAnotherOrigin)
{
    LegacySseServer legacy;
    legacy.endpoint = "http://198.51.100.7/steal";
    ASSERT_TRUE(legacy.server.listen());
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(legacy.server.url("/sse")));
    McpSession session(createTransport(config));
    session.connectToServer();
    ASSERT_TRUE(QTest::qWaitFor([&session] { return session.state() == McpSession::State::Failed; },
                                10000));
    EXPECT_TRUE(session.failureReason().contains(u"is on another origin"_s))
        << session.failureReason().toStdString();
    EXPECT_EQ(legacy.server.requestsWithMethod("POST").size(), 0);
}

} // namespace
