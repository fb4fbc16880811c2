// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// HttpSocketReply and HttpSocketManager on a scripted server: framing, kept-alive connections,
// flow control, proxies, cookies, redirects and the failures a server can cause.
#include "support/qtprinters.h"
#include "support/scriptedhttpserver.h"
#include "support/tlsmcpserver.h"

#include <core/transport/httpsocketmanager.h>
#include <core/transport/httpsocketreply.h>

#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTest>

#include <gtest/gtest.h>

// Named, not anonymous: the test files share unity translation units.
namespace socketreply_test {

constexpr int kWaitMs = 10000;

QByteArray response(const QByteArray &body, const QByteArray &extraHeaders = {})
{
    return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" + extraHeaders
           + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// A finished reply's outcome, kept before the reply goes away.
struct Result
{
    int finishedCount = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QString errorString;
    int status = 0;
    QByteArray body;
};

struct Call
{
    QNetworkReply *reply;
    Result result;
};

// Reads the reply as it comes (as HttpReplyReader does) and records how it ended.
std::unique_ptr<Call> watch(QNetworkReply *reply)
{
    auto call = std::make_unique<Call>(Call{reply, {}});
    Result *result = &call->result;
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [reply, result] {
        result->body += reply->readAll();
    });
    QObject::connect(reply, &QNetworkReply::finished, reply, [reply, result] {
        ++result->finishedCount;
        result->body += reply->readAll();
        result->error = reply->error();
        result->errorString = reply->errorString();
        result->status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    });
    return call;
}

bool waitFinished(const Call &call)
{
    return QTest::qWaitFor([&call] { return call.result.finishedCount > 0; }, kWaitMs);
}

QNetworkRequest requestFor(const QByteArray &url)
{
    QNetworkRequest request(QUrl(QString::fromLatin1(url)));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
    return request;
}

TEST(HttpSocketReply, SendsTheRequestAsGivenAndReadsTheResponse)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &, auto reply) {
        reply.write(response(R"({"ok":true})"));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    QNetworkRequest request = requestFor(server.url("/mcp?x=1"));
    request.setRawHeader("Accept", "application/json, text/event-stream");
    request.setRawHeader("Content-Type", "application/json");
    auto call = watch(manager.post(request, QByteArray(R"({"jsonrpc":"2.0"})")));
    ASSERT_NE(qobject_cast<HttpSocketReply *>(call->reply), nullptr);
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.finishedCount, 1);
    EXPECT_EQ(call->result.error, QNetworkReply::NoError) << call->result.errorString.toStdString();
    EXPECT_EQ(call->result.status, 200);
    EXPECT_EQ(call->result.body, R"({"ok":true})");
    EXPECT_EQ(call->reply->rawHeader("content-type"), "application/json");
    EXPECT_EQ(call->reply->header(QNetworkRequest::ContentLengthHeader).toInt(), 11);

    ASSERT_EQ(server.requests().size(), 1);
    const ScriptedHttpServer::Request sent = server.requests().first();
    EXPECT_EQ(sent.method, "POST");
    EXPECT_EQ(sent.path, "/mcp?x=1");
    EXPECT_EQ(sent.headers.value("host"), "127.0.0.1:" + QByteArray::number(server.port()));
    EXPECT_EQ(sent.headers.value("accept"), "application/json, text/event-stream");
    EXPECT_EQ(sent.headers.value("content-length"), "17");
    EXPECT_EQ(sent.body, R"({"jsonrpc":"2.0"})");
    // Nothing compressed is asked for: a body is read as the server wrote it.
    EXPECT_FALSE(sent.headers.contains("accept-encoding"));
}

TEST(HttpSocketReply, KeepsTheConnectionAliveForTheNextRequest)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &request, auto reply) {
        reply.write(response(request.body));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    for (const QByteArray body : {"one", "two", "three"}) {
        auto call = watch(manager.post(requestFor(server.url("/mcp")), body));
        ASSERT_TRUE(waitFinished(*call));
        EXPECT_EQ(call->result.body, body);
    }
    ASSERT_EQ(server.requests().size(), 3);
    for (const ScriptedHttpServer::Request &request : server.requests())
        EXPECT_EQ(request.connection, 1);
    EXPECT_EQ(manager.idleConnectionCount(), 1);
}

TEST(HttpSocketReply, SendsAGetAgainOnANewConnectionWhenAKeptAliveOneWasClosedUnanswered)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &request, auto reply) {
        if (request.path == "/second" && request.connection == 1) {
            reply.finish(); // an idle timeout on the server just as the request came in
            return;
        }
        reply.write(response(request.path));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto first = watch(manager.get(requestFor(server.url("/first"))));
    ASSERT_TRUE(waitFinished(*first));
    auto second = watch(manager.get(requestFor(server.url("/second"))));
    ASSERT_TRUE(waitFinished(*second));
    EXPECT_EQ(second->result.error, QNetworkReply::NoError)
        << second->result.errorString.toStdString();
    EXPECT_EQ(second->result.body, "/second");
    ASSERT_EQ(server.requests().size(), 3);
    EXPECT_EQ(server.requests().at(2).connection, 2);
}

TEST(HttpSocketReply, NeverSendsAPostTwiceWhenAKeptAliveConnectionClosesUnanswered)
{
    // The server may have run the tool before the connection went: the session decides.
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &request, auto reply) {
        if (request.body == "second") {
            reply.finish();
            return;
        }
        reply.write(response(request.body));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto first = watch(manager.post(requestFor(server.url("/mcp")), "first"));
    ASSERT_TRUE(waitFinished(*first));
    auto second = watch(manager.post(requestFor(server.url("/mcp")), "second"));
    ASSERT_TRUE(waitFinished(*second));
    EXPECT_EQ(second->result.error, QNetworkReply::RemoteHostClosedError);
    EXPECT_EQ(server.requestsWithMethod("POST").size(), 2);
}

TEST(HttpSocketReply, NeverGoesAroundAConfiguredProxyItCannotUse)
{
    HttpSocketManager manager;
    manager.setProxy(
        QNetworkProxy(QNetworkProxy::HttpCachingProxy, QStringLiteral("127.0.0.1"), 1));
    auto call = watch(manager.get(requestFor("https://mcp.example.invalid/mcp")));
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.error, QNetworkReply::ProxyNotFoundError);
}

TEST(HttpSocketReply, NeverHoldsMoreThanItsReadBufferAndLosesNothing)
{
    // 2 MiB of chunked body, written as fast as the connection takes it.
    constexpr int kChunks = 256;
    const QByteArray piece(8192, 'x');
    ScriptedHttpServer server([&piece](const ScriptedHttpServer::Request &, auto reply) {
        QByteArray all = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n";
        for (int i = 0; i < kChunks; ++i)
            all += "2000\r\n" + piece + "\r\n";
        reply.write(all + "0\r\n\r\n");
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    QNetworkReply *reply = manager.get(requestFor(server.url("/stream")));
    constexpr qint64 kBuffer = 256 * 1024;
    reply->setReadBufferSize(kBuffer);
    qint64 held = 0;
    qint64 received = 0;
    bool finished = false;
    QObject::connect(reply, &QNetworkReply::finished, reply, [&] { finished = true; });
    // A slow reader: 16 KiB per look, between which the event loop runs (the socket brings
    // up to 64 KiB each time); the reply fills its buffer meanwhile, and must stop there.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            held = std::max(held, reply->bytesAvailable());
            received += reply->read(16 * 1024).size();
            return finished && reply->bytesAvailable() == 0;
        },
        60000));
    EXPECT_EQ(reply->error(), QNetworkReply::NoError) << reply->errorString().toStdString();
    EXPECT_EQ(received, qint64(kChunks) * piece.size());
    EXPECT_GE(held, kBuffer); // it did fill: the server was ahead
    EXPECT_LE(held, kBuffer + 64 * 1024);
    delete reply;
}

TEST(HttpSocketReply, ReadsALargeBodyOverTlsAsSlowlyAsItIsRead)
{
    TlsMcpServer server;
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    constexpr int kBytes = 2 << 20;
    QNetworkReply *reply
        = manager.get(requestFor(server.url(QStringLiteral("/bytes/%1").arg(kBytes)).toEncoded()));
    constexpr qint64 kBuffer = 256 * 1024;
    reply->setReadBufferSize(kBuffer);
    // The test certificate is self-signed: accepted here as TlsPolicy accepts a confirmed one.
    QObject::connect(reply, &QNetworkReply::sslErrors, reply, [reply](const QList<QSslError> &e) {
        reply->ignoreSslErrors(e);
    });
    bool finished = false;
    QObject::connect(reply, &QNetworkReply::finished, reply, [&] { finished = true; });
    qint64 held = 0;
    QByteArray received;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            held = std::max(held, reply->bytesAvailable());
            received += reply->read(16 * 1024);
            return finished && reply->bytesAvailable() == 0;
        },
        60000));
    EXPECT_EQ(reply->error(), QNetworkReply::NoError) << reply->errorString().toStdString();
    EXPECT_EQ(received, QByteArray(kBytes, 'x'));
    EXPECT_LE(held, kBuffer + 64 * 1024);
    delete reply;
}

TEST(HttpSocketReply, ReadsABodyThatEndsWithTheConnection)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &, auto reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.write("data: 1\n\n");
        reply.write("data: 2\n\n");
        reply.finish();
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto call = watch(manager.get(requestFor(server.url("/sse"))));
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.error, QNetworkReply::NoError) << call->result.errorString.toStdString();
    EXPECT_EQ(call->result.body, "data: 1\n\ndata: 2\n\n");
    EXPECT_EQ(manager.idleConnectionCount(), 0);
}

struct FailureRow
{
    const char *name;
    QByteArray wire;
    bool drop; // reset rather than close
    QNetworkReply::NetworkError error;
    const char *words;
    int status = -1; // the status the reply shows; -1: whatever the server sent
};

class HttpSocketReplyFailure : public ::testing::TestWithParam<FailureRow>
{};

TEST_P(HttpSocketReplyFailure, EndsTheReplyWithAnErrorInWords)
{
    const FailureRow row = GetParam();
    ScriptedHttpServer server([&row](const ScriptedHttpServer::Request &, auto reply) {
        reply.write(row.wire);
        if (row.drop)
            reply.drop();
        else
            reply.finish();
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto call = watch(manager.get(requestFor(server.url("/mcp"))));
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.finishedCount, 1);
    EXPECT_EQ(call->result.error, row.error) << call->result.errorString.toStdString();
    EXPECT_TRUE(call->result.errorString.contains(QString::fromUtf8(row.words)))
        << call->result.errorString.toStdString();
    if (row.status >= 0)
        EXPECT_EQ(call->result.status, row.status);
}

const FailureRow failures[] = {
    {"not_http",
     "SSH-2.0-OpenSSH_9.2\r\n",
     false,
     QNetworkReply::ProtocolFailure,
     "did not answer with an HTTP/1.x status line"},
    {"compressed_without_asking",
     "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 3\r\n\r\nabc",
     false,
     QNetworkReply::ProtocolFailure,
     "Content-Encoding: gzip",
     0},
    {"closed_mid_chunk",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab",
     false,
     QNetworkReply::RemoteHostClosedError,
     "before the end of its chunked body"},
    {"closed_before_length",
     "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nab",
     false,
     QNetworkReply::RemoteHostClosedError,
     "8 bytes before the end"},
    {"closed_without_answer", "", false, QNetworkReply::RemoteHostClosedError, "without answering"},
};

INSTANTIATE_TEST_SUITE_P(Server,
                         HttpSocketReplyFailure,
                         ::testing::ValuesIn(failures),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(HttpSocketReply, SaysConnectionRefusedWhenNothingListens)
{
    quint16 port = 0;
    {
        QTcpServer probe;
        ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    HttpSocketManager manager;
    auto call
        = watch(manager.get(requestFor("http://127.0.0.1:" + QByteArray::number(port) + "/mcp")));
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.error, QNetworkReply::ConnectionRefusedError);
    EXPECT_EQ(call->result.status, 0);
}

TEST(HttpSocketReply, AbortEndsTheReplyOnceAndClosesTheConnection)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &, auto reply) {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        reply.writeForever(": keep-alive\n");
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto call = watch(manager.get(requestFor(server.url("/sse"))));
    ASSERT_TRUE(QTest::qWaitFor([&call] { return !call->result.body.isEmpty(); }, kWaitMs));
    call->reply->abort();
    EXPECT_EQ(call->result.finishedCount, 1);
    EXPECT_EQ(call->result.error, QNetworkReply::OperationCanceledError);
    call->reply->abort();
    EXPECT_EQ(call->result.finishedCount, 1);
    EXPECT_EQ(manager.idleConnectionCount(), 0);
}

TEST(HttpSocketReply, AsksBeforeFollowingARedirectAndTurnsA303IntoAGet)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &request, auto reply) {
        if (request.path == "/old")
            reply.write("HTTP/1.1 303 See Other\r\nLocation: /new\r\nContent-Length: 0\r\n\r\n");
        else
            reply.write(response(request.method + ' ' + request.body));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto call = watch(manager.post(requestFor(server.url("/old")), "payload"));
    QUrl target;
    QObject::connect(call->reply, &QNetworkReply::redirected, call->reply, [&](const QUrl &url) {
        target = url;
        EXPECT_EQ(call->reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 303);
        Q_EMIT call->reply->redirectAllowed();
    });
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(target, QUrl(QString::fromLatin1(server.url("/new"))));
    EXPECT_EQ(call->result.status, 200);
    EXPECT_EQ(call->result.body, "GET ");
    EXPECT_EQ(call->reply->url(), target);
}

TEST(HttpSocketReply, KeepsTheBodyAndMethodThroughA307)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &request, auto reply) {
        if (request.path == "/old")
            reply.write("HTTP/1.1 307 Temporary\r\nLocation: /new\r\nContent-Length: 0\r\n\r\n");
        else
            reply.write(response(request.method + ' ' + request.body));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto call = watch(manager.post(requestFor(server.url("/old")), "payload"));
    QObject::connect(call->reply, &QNetworkReply::redirected, call->reply, [&] {
        Q_EMIT call->reply->redirectAllowed();
    });
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.body, "POST payload");
}

TEST(HttpSocketReply, ReturnsACookieTheServerSet)
{
    ScriptedHttpServer server([](const ScriptedHttpServer::Request &request, auto reply) {
        reply.write(response(request.headers.value("cookie"),
                             "Set-Cookie: route=b7; Path=/\r\nSet-Cookie: other=1; Path=/\r\n"));
    });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    auto first = watch(manager.get(requestFor(server.url("/mcp"))));
    ASSERT_TRUE(waitFinished(*first));
    EXPECT_EQ(first->result.body, "");
    EXPECT_EQ(first->reply->rawHeader("Set-Cookie"), "route=b7; Path=/\nother=1; Path=/");
    auto second = watch(manager.get(requestFor(server.url("/mcp"))));
    ASSERT_TRUE(waitFinished(*second));
    EXPECT_EQ(second->result.body, "route=b7; other=1");
}

TEST(HttpSocketReply, SendsAbsoluteFormRequestsThroughAnHttpProxy)
{
    // The "proxy" is the scripted server: the request names a host that is never contacted.
    ScriptedHttpServer proxy([](const ScriptedHttpServer::Request &request, auto reply) {
        reply.write(response(request.path));
    });
    ASSERT_TRUE(proxy.listen());
    HttpSocketManager manager;
    manager.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy,
                                   QStringLiteral("127.0.0.1"),
                                   proxy.port(),
                                   QStringLiteral("user"),
                                   QStringLiteral("pass")));
    auto call = watch(manager.get(requestFor("http://mcp.example.invalid:8080/mcp?q=1")));
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.error, QNetworkReply::NoError) << call->result.errorString.toStdString();
    EXPECT_EQ(call->result.body, "http://mcp.example.invalid:8080/mcp?q=1");
    ASSERT_EQ(proxy.requests().size(), 1);
    EXPECT_EQ(proxy.requests().first().headers.value("host"), "mcp.example.invalid:8080");
    EXPECT_EQ(proxy.requests().first().headers.value("proxy-authorization"),
              "Basic " + QByteArray("user:pass").toBase64());
}

TEST(HttpSocketReply, RefusesToSendAHeaderWithALineBreak)
{
    ScriptedHttpServer server(
        [](const ScriptedHttpServer::Request &, auto reply) { reply.write(response("{}")); });
    ASSERT_TRUE(server.listen());
    HttpSocketManager manager;
    QNetworkRequest request = requestFor(server.url("/mcp"));
    request.setRawHeader("X-Injected", "a\r\nEvil: 1");
    auto call = watch(manager.get(request));
    ASSERT_TRUE(waitFinished(*call));
    EXPECT_EQ(call->result.error, QNetworkReply::ProtocolInvalidOperationError);
    EXPECT_TRUE(server.requests().isEmpty());
}

} // namespace socketreply_test
