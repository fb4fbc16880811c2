// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/autohttptransport.h>

#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// A minimal MCP server over WebSocket on 127.0.0.1: answers initialize, and closes the
// connection with a policy-violation code when asked to call a tool.
struct WebSocketMcpServer
{
    QWebSocketServer server{u"test"_s, QWebSocketServer::NonSecureMode};
    QStringList selectedSubprotocols;

    explicit WebSocketMcpServer(const QStringList &subprotocols)
    {
        server.setSupportedSubprotocols(subprotocols);
        QObject::connect(&server, &QWebSocketServer::newConnection, &server, [this] {
            QWebSocket *socket = server.nextPendingConnection();
            socket->setParent(&server); // ours to delete, not the server's
            selectedSubprotocols << socket->subprotocol();
            QObject::connect(
                socket, &QWebSocket::textMessageReceived, socket, [socket](const QString &text) {
                    const JsonRpcMessage message = JsonRpc::decode(text.toUtf8()).messages.value(0);
                    if (message.method() == "initialize"_L1) {
                        const QJsonObject result{
                            {"protocolVersion"_L1, u"2025-06-18"_s},
                            {"capabilities"_L1, QJsonObject{}},
                            {"serverInfo"_L1,
                             QJsonObject{{"name"_L1, u"ws"_s}, {"version"_L1, u"1"_s}}}};
                        socket->sendTextMessage(QString::fromUtf8(
                            JsonRpc::encode(JsonRpcMessage::response(message.id(), result))));
                    } else if (message.method() == "tools/call"_L1) {
                        socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                                      u"token rejected"_s);
                    }
                });
        });
    }
    QUrl url() const { return QUrl(u"ws://127.0.0.1:%1/"_s.arg(server.serverPort())); }
};

TEST(WebSocketTransport, OffersMcpSubprotocolAndRunsTheHandshake)
{
    WebSocketMcpServer ws({u"mcp"_s});
    ASSERT_TRUE(ws.server.listen(QHostAddress::LocalHost, 0));
    ServerConfig config;
    config.url = ws.url();
    McpSession session(createTransport(config));
    QStringList texts;
    QObject::connect(&session,
                     &McpSession::trafficObserved,
                     &session,
                     [&texts](const TrafficEvent &e) { texts << e.text; });
    session.connectToServer();
    ASSERT_TRUE(
        QTest::qWaitFor([&session] { return session.state() == McpSession::State::Ready; }, 10000))
        << session.failureReason().toStdString();
    EXPECT_EQ(ws.selectedSubprotocols, QStringList{u"mcp"_s});
    EXPECT_TRUE(texts.contains(u"WebSocket connected (subprotocol mcp)"_s))
        << texts.join(u'\n').toStdString();
    EXPECT_EQ(session.serverInfo().protocolVersion, u"2025-06-18"_s);
}

TEST(WebSocketTransport, ToleratesServerWithoutSubprotocol)
{
    WebSocketMcpServer ws({});
    ASSERT_TRUE(ws.server.listen(QHostAddress::LocalHost, 0));
    ServerConfig config;
    config.url = ws.url();
    McpSession session(createTransport(config));
    session.connectToServer();
    ASSERT_TRUE(
        QTest::qWaitFor([&session] { return session.state() == McpSession::State::Ready; }, 10000))
        << session.failureReason().toStdString();
}

TEST(WebSocketTransport, CloseCodeIsDecoded)
{
    WebSocketMcpServer ws({u"mcp"_s});
    ASSERT_TRUE(ws.server.listen(QHostAddress::LocalHost, 0));
    ServerConfig config;
    config.url = ws.url();
    McpSession session(createTransport(config));
    session.connectToServer();
    ASSERT_TRUE(
        QTest::qWaitFor([&session] { return session.state() == McpSession::State::Ready; }, 10000));
    session.sendRequest(u"tools/call"_s, {{"name"_L1, u"x"_s}});
    ASSERT_TRUE(QTest::qWaitFor([&session] { return session.state() == McpSession::State::Failed; },
                                10000));
    EXPECT_TRUE(
        session.failureReason().startsWith(u"WebSocket closed with code 1008 (policy violation: "
                                           u"the server refused the connection (often "
                                           "authorization or Origin)): token rejected"_s))
        << session.failureReason().toStdString();
}

} // namespace
