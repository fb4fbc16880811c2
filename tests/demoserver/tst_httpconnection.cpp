// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The HTTP/1.1 layer under McpHttpServer, on raw sockets: garbage, size limits, slow clients,
// chunked requests, Expect: 100-continue, and how streamed bodies end.
#include "httptestclient.h"
#include "serverharness.h"

#include <QNetworkProxy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QByteArray InitializeBody
    = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}})";

QByteArray post(const QByteArray &body, const QByteArray &extraHeaders = {})
{
    return "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json, "
           "text/event-stream\r\n"
           "Content-Type: application/json\r\nContent-Length: "
           + QByteArray::number(body.size()) + "\r\n" + extraHeaders + "\r\n" + body;
}

QByteArray bodyOf(const QByteArray &response)
{
    const qsizetype end = response.indexOf("\r\n\r\n");
    return end < 0 ? QByteArray() : response.mid(end + 4);
}

class HttpConnectionTest : public McpHttpServerTest
{
protected:
    void SetUp() override
    {
        McpHttpServer::Options options;
        options.limits.maxBodyBytes = 1024;
        options.timeouts.headersMs = 200;
        options.timeouts.requestMs = 400;
        options.maxConnections = 4;
        start(options);
    }
};

TEST_F(HttpConnectionTest, GarbageIsABadRequestAndTheConnectionCloses)
{
    const RawExchange exchange = rawExchange(server->port(), QByteArray("\x16\x03\x01\x02\x00", 5));
    EXPECT_TRUE(exchange.closedByServer);
    EXPECT_EQ(exchange.status(), 400);
    EXPECT_TRUE(bodyOf(exchange.received).contains("not an HTTP request"));
}

TEST_F(HttpConnectionTest, AMalformedHeaderIsABadRequest)
{
    const RawExchange exchange
        = rawExchange(server->port(), "GET /mcp HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n");
    EXPECT_EQ(exchange.status(), 400);
    EXPECT_TRUE(exchange.closedByServer);
}

TEST_F(HttpConnectionTest, AMissingLengthIsRequired)
{
    const RawExchange exchange
        = rawExchange(server->port(), "POST /mcp HTTP/1.1\r\nHost: x\r\n\r\n");
    EXPECT_EQ(exchange.status(), 411);
}

TEST_F(HttpConnectionTest, AnOversizedBodyIsRefusedBeforeItArrives)
{
    const RawExchange exchange = rawExchange(
        server->port(), post({}).replace("Content-Length: 0", "Content-Length: 1025"));
    EXPECT_EQ(exchange.status(), 413);
    EXPECT_TRUE(exchange.closedByServer);
}

TEST_F(HttpConnectionTest, AClientStillUploadingGetsThe413)
{
    // The server answers before reading the body; it must not reset the connection under the
    // client, or the client loses the answer.
    const HttpResult result = client->post(QByteArray(512 * 1024, ' '));
    EXPECT_EQ(result.status, 413);
    EXPECT_TRUE(result.message().error().message.contains(u"the 1 KiB limit"_s));
}

TEST_F(HttpConnectionTest, SlowHeadersTimeOut)
{
    const RawExchange exchange = rawExchange(server->port(), "GET /mcp HTTP/1.1\r\nHost: x\r\n");
    EXPECT_TRUE(exchange.closedByServer);
    EXPECT_EQ(exchange.status(), 408);
}

TEST_F(HttpConnectionTest, ASlowBodyTimesOut)
{
    const RawExchange exchange
        = rawExchange(server->port(), post("{}").replace("Length: 2", "Length: 20"));
    EXPECT_EQ(exchange.status(), 408);
}

TEST_F(HttpConnectionTest, AChunkedRequestIsAccepted)
{
    QByteArray request = "POST /mcp HTTP/1.1\r\nHost: localhost\r\nAccept: application/json, "
                         "text/event-stream\r\nContent-Type: application/json\r\n"
                         "Transfer-Encoding: chunked\r\n\r\n";
    request += QByteArray::number(10, 16) + "\r\n" + InitializeBody.left(10) + "\r\n";
    const QByteArray rest = InitializeBody.mid(10);
    request += QByteArray::number(rest.size(), 16) + "\r\n" + rest + "\r\n0\r\n\r\n";
    const RawExchange exchange = rawExchange(server->port(), request);
    EXPECT_EQ(exchange.status(), 200);
    EXPECT_TRUE(exchange.received.contains("\r\nMcp-Session-Id: "));
    EXPECT_TRUE(exchange.received.contains("\r\nContent-Length: "));
    EXPECT_TRUE(bodyOf(exchange.received).contains("\"protocolVersion\":\"2025-11-25\""));
}

TEST_F(HttpConnectionTest, ExpectContinueIsAnsweredBeforeTheBody)
{
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(QHostAddress::LocalHost, server->port());
    const QByteArray request = post(InitializeBody, "Expect: 100-continue\r\n");
    socket.write(request.left(request.indexOf("\r\n\r\n") + 4));
    QByteArray received;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            received += socket.readAll();
            return received.contains("\r\n\r\n");
        },
        HttpWaitMs));
    EXPECT_EQ(received, "HTTP/1.1 100 Continue\r\n\r\n");
    socket.write(InitializeBody);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            received += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState;
        },
        HttpWaitMs));
    EXPECT_TRUE(received.contains("HTTP/1.1 200 OK\r\n"));
}

TEST_F(HttpConnectionTest, StreamsEndWithTheLastChunk)
{
    ASSERT_TRUE(client->initialize());
    const QByteArray call = toolCallFrame(
        2, u"long_operation"_s, {{"duration_seconds"_L1, 0}, {"steps"_L1, 1}}, u"t"_s);
    const RawExchange exchange
        = rawExchange(server->port(), post(call, "Mcp-Session-Id: " + client->sessionId + "\r\n"));
    EXPECT_EQ(exchange.status(), 200);
    EXPECT_TRUE(exchange.received.contains("\r\nTransfer-Encoding: chunked\r\n"));
    EXPECT_TRUE(exchange.received.endsWith("\r\n0\r\n\r\n"));
}

TEST_F(HttpConnectionTest, Http10StreamsEndWithTheConnection)
{
    ASSERT_TRUE(client->initialize());
    const QByteArray call = toolCallFrame(
        2, u"long_operation"_s, {{"duration_seconds"_L1, 0}, {"steps"_L1, 1}}, u"t"_s);
    QByteArray request = post(call, "Mcp-Session-Id: " + client->sessionId + "\r\n");
    request.replace("HTTP/1.1", "HTTP/1.0");
    const RawExchange exchange = rawExchange(server->port(), request);
    EXPECT_EQ(exchange.status(), 200); // the status line is always HTTP/1.1 (RFC 9110 §6.2)
    EXPECT_FALSE(exchange.received.contains("Transfer-Encoding"));
    EXPECT_TRUE(bodyOf(exchange.received).startsWith("id: 1-0\ndata: \n\n"));
    EXPECT_TRUE(exchange.received.endsWith("}}\n\n"));
    EXPECT_TRUE(exchange.closedByServer);
}

TEST_F(HttpConnectionTest, TooManyConnectionsAreTurnedAway)
{
    McpHttpServer::Options options;
    options.maxConnections = 4; // and the default timeouts, so the idle ones stay
    start(options);
    std::vector<std::unique_ptr<QTcpSocket>> idle;
    for (int i = 0; i < 4; ++i) {
        idle.push_back(std::make_unique<QTcpSocket>());
        idle.back()->setProxy(QNetworkProxy::NoProxy);
        idle.back()->connectToHost(QHostAddress::LocalHost, server->port());
    }
    ASSERT_TRUE(QTest::qWaitFor(
        [&idle] {
            return std::all_of(idle.cbegin(), idle.cend(), [](const auto &socket) {
                return socket->state() == QAbstractSocket::ConnectedState;
            });
        },
        HttpWaitMs));
    const RawExchange refused = rawExchange(server->port(), post(InitializeBody));
    EXPECT_EQ(refused.status(), 503);
    idle.clear();
    ASSERT_TRUE(QTest::qWaitFor(
        [this] { return rawExchange(server->port(), post(InitializeBody)).status() == 200; },
        HttpWaitMs));
}

} // namespace
