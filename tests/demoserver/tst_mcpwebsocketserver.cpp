// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// McpWebSocketServer in-process, with QWebSocket clients over loopback.
#include "httptestclient.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpmethods.h>

#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

#include <mcpwebsocketserver.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int WebSocketWaitMs = 10000;

// One client connection and every text frame it received.
class WsClient
{
public:
    explicit WsClient(const QString &origin = {})
        : socket(origin)
    {
        socket.setProxy(QNetworkProxy::NoProxy);
        QObject::connect(&socket,
                         &QWebSocket::textMessageReceived,
                         &socket,
                         [this](const QString &text) { frames.append(text.toUtf8()); });
    }

    bool open(QUrl url, const QStringList &subprotocols = {u"mcp"_s})
    {
        QWebSocketHandshakeOptions options;
        options.setSubprotocols(subprotocols);
        socket.open(QNetworkRequest(url), options);
        return QTest::qWaitFor(
                   [this] {
                       return socket.state() == QAbstractSocket::ConnectedState
                              || socket.state() == QAbstractSocket::UnconnectedState;
                   },
                   WebSocketWaitMs)
               && socket.state() == QAbstractSocket::ConnectedState;
    }

    // Sends a request and waits for the frame that answers it.
    JsonRpcMessage call(qint64 id, const QString &method, const QJsonObject &params = {})
    {
        socket.sendTextMessage(QString::fromUtf8(requestFrame(id, method, params)));
        JsonRpcMessage answer;
        const bool answered = QTest::qWaitFor(
            [&] {
                for (const QByteArray &frame : std::as_const(frames)) {
                    const JsonRpcMessage message = JsonRpc::decode(frame).messages.value(0);
                    if (message.isResponse() && message.id() == JsonRpcId(id))
                        answer = message;
                }
                return answer.isResponse();
            },
            WebSocketWaitMs);
        if (!answered)
            ADD_FAILURE() << "no answer to " << method.toStdString();
        return answer;
    }

    QWebSocket socket;
    QByteArrayList frames;
};

class McpWebSocketServerTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QObject::connect(&server,
                         &McpWebSocketServer::logLine,
                         &server,
                         [this](const QString &line) { log.append(line); });
        ASSERT_TRUE(server.listen(0)) << server.errorString().toStdString();
    }

    McpWebSocketServer server;
    QStringList log;
};

const QJsonObject InitializeParams{{"protocolVersion"_L1, u"2025-11-25"_s},
                                   {"capabilities"_L1, QJsonObject()}};

TEST_F(McpWebSocketServerTest, SelectsTheMcpSubprotocolAndAnswersEachTextFrame)
{
    WsClient client;
    ASSERT_TRUE(client.open(server.url()));
    EXPECT_EQ(client.socket.subprotocol(), u"mcp"_s);
    EXPECT_EQ(client.call(1, u"initialize"_s, InitializeParams)
                  .result()
                  .toObject()
                  .value("protocolVersion"_L1),
              u"2025-11-25"_s);
    const JsonRpcMessage sum = client.call(
        2,
        u"tools/call"_s,
        {{"name"_L1, u"add"_s}, {"arguments"_L1, QJsonObject{{"a"_L1, 2}, {"b"_L1, 3}}}});
    EXPECT_EQ(firstText(sum.result().toObject()), u"2 + 3 = 5"_s);
    EXPECT_EQ(server.url().toString(), u"ws://127.0.0.1:%1"_s.arg(server.port()));
}

TEST_F(McpWebSocketServerTest, ServesClientsThatOfferNoSubprotocolOnAnyPath)
{
    WsClient client;
    QUrl url = server.url();
    url.setPath(u"/some/other/path"_s);
    ASSERT_TRUE(client.open(url, {}));
    EXPECT_TRUE(client.socket.subprotocol().isEmpty());
    EXPECT_TRUE(client.call(1, u"ping"_s).isResponse());
}

TEST_F(McpWebSocketServerTest, SendsProgressBeforeTheAnswer)
{
    WsClient client;
    ASSERT_TRUE(client.open(server.url()));
    client.call(1, u"initialize"_s, InitializeParams);
    client.frames.clear();
    const JsonRpcMessage done
        = client.call(2,
                      u"tools/call"_s,
                      {{"name"_L1, u"long_operation"_s},
                       {"arguments"_L1, QJsonObject{{"duration_seconds"_L1, 0.2}, {"steps"_L1, 2}}},
                       {"_meta"_L1, QJsonObject{{"progressToken"_L1, u"w"_s}}}});
    ASSERT_TRUE(done.isResponse());
    ASSERT_EQ(client.frames.size(), 3);
    EXPECT_EQ(JsonRpc::decode(client.frames.at(0)).messages.value(0).method(),
              Mcp::Method::Progress);
}

TEST_F(McpWebSocketServerTest, EachConnectionHasItsOwnServer)
{
    WsClient first, second;
    ASSERT_TRUE(first.open(server.url()));
    ASSERT_TRUE(second.open(server.url()));
    EXPECT_EQ(server.connectionCount(), 2);
    first.call(1, u"initialize"_s, InitializeParams);
    EXPECT_TRUE(second.call(1, u"logging/setLevel"_s, {{"level"_L1, u"error"_s}}).isResponse());
    const JsonRpcMessage logged = first.call(
        2,
        u"tools/call"_s,
        {{"name"_L1, u"log"_s}, {"arguments"_L1, QJsonObject{{"message"_L1, u"m"_s}}}});
    EXPECT_TRUE(firstText(logged.result().toObject()).startsWith(u"Sent"_s));
}

TEST_F(McpWebSocketServerTest, BannerIsATextFrameOfItsOwn)
{
    WsClient client;
    ASSERT_TRUE(client.open(server.url()));
    const JsonRpcMessage answer = client.call(
        1,
        u"tools/call"_s,
        {{"name"_L1, u"misbehave"_s}, {"arguments"_L1, QJsonObject{{"mode"_L1, u"banner"_s}}}});
    ASSERT_TRUE(answer.isResponse());
    ASSERT_EQ(client.frames.size(), 2);
    EXPECT_EQ(JsonRpc::decode(client.frames.at(0)).shape, JsonRpc::DecodeResult::Shape::NotJson);
}

TEST_F(McpWebSocketServerTest, ABinaryFrameClosesWithUnsupportedData)
{
    WsClient client;
    ASSERT_TRUE(client.open(server.url()));
    client.socket.sendBinaryMessage(QByteArrayLiteral("{\"jsonrpc\":\"2.0\"}"));
    ASSERT_TRUE(QTest::qWaitFor(
        [&client] { return client.socket.state() == QAbstractSocket::UnconnectedState; },
        WebSocketWaitMs));
    EXPECT_EQ(client.socket.closeCode(), QWebSocketProtocol::CloseCodeDatatypeNotSupported);
    EXPECT_TRUE(client.socket.closeReason().contains(u"text frame"_s));
    ASSERT_TRUE(QTest::qWaitFor([this] { return server.connectionCount() == 0; }, WebSocketWaitMs));
}

TEST_F(McpWebSocketServerTest, PagesFromOtherOriginsAreRefused)
{
    WsClient foreign(u"https://evil.example"_s);
    EXPECT_FALSE(foreign.open(server.url()));
    WsClient local(u"http://localhost:5173"_s);
    EXPECT_TRUE(local.open(server.url()));
}

TEST_F(McpWebSocketServerTest, CloseSaysGoingAway)
{
    WsClient client;
    ASSERT_TRUE(client.open(server.url()));
    QSignalSpy closed(&server, &McpWebSocketServer::connectionsClosed);
    server.close();
    // Qt may finish the server side of the close at once, inside close().
    ASSERT_TRUE(!closed.isEmpty() || closed.wait(WebSocketWaitMs));
    EXPECT_EQ(server.connectionCount(), 0);
    ASSERT_TRUE(QTest::qWaitFor(
        [&client] { return client.socket.state() == QAbstractSocket::UnconnectedState; },
        WebSocketWaitMs));
    EXPECT_EQ(client.socket.closeCode(), QWebSocketProtocol::CloseCodeGoingAway);
}

} // namespace
