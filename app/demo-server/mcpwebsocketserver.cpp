// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpwebsocketserver.h"

#include "demoserver.h"
#include "originpolicy.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QWebSocket>
#include <QWebSocketCorsAuthenticator>

using namespace Qt::StringLiterals;

McpWebSocketServer::McpWebSocketServer(QObject *parent)
    : QObject(parent)
    , m_server(u"mcpscope-demo-server"_s, QWebSocketServer::NonSecureMode)
{
    m_server.setSupportedSubprotocols({u"mcp"_s});
    connect(
        &m_server, &QWebSocketServer::newConnection, this, &McpWebSocketServer::acceptConnections);
    connect(&m_server,
            &QWebSocketServer::originAuthenticationRequired,
            this,
            [this](QWebSocketCorsAuthenticator *authenticator) {
                const bool allowed
                    = OriginPolicy::isAllowedOrigin(authenticator->origin().toUtf8());
                authenticator->setAllowed(allowed);
                if (!allowed)
                    Q_EMIT logLine(u"WebSocket: refused a handshake from Origin \"%1\""_s.arg(
                        authenticator->origin()));
            });
}

McpWebSocketServer::~McpWebSocketServer()
{
    abort();
}

bool McpWebSocketServer::listen(quint16 port)
{
    return m_server.listen(QHostAddress::LocalHost, port);
}

QUrl McpWebSocketServer::url() const
{
    QUrl url;
    url.setScheme(u"ws"_s);
    url.setHost(u"127.0.0.1"_s);
    url.setPort(port());
    return url;
}

void McpWebSocketServer::acceptConnections()
{
    while (QWebSocket *socket = m_server.nextPendingConnection())
        serve(socket, m_nextNumber++);
}

void McpWebSocketServer::serve(QWebSocket *socket, int number)
{
    socket->setParent(this);
    socket->setMaxAllowedIncomingMessageSize(MaxMessageBytes);
    m_sockets.append(socket);
    // A child of the socket: its running long operations end with the connection.
    auto *server = new DemoServer(m_serverOptions, nullptr, socket);
    const QString prefix = u"[ws %1] "_s.arg(number);
    Q_EMIT logLine(prefix
                   + u"connected from %1 (path %2, subprotocol %3)"_s.arg(
                       socket->peerAddress().toString(),
                       socket->requestUrl().path(),
                       socket->subprotocol().isEmpty() ? u"none"_s : socket->subprotocol()));

    connect(socket, &QWebSocket::textMessageReceived, server, [server](const QString &message) {
        server->handleFrame(message.toUtf8());
    });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [socket](const QByteArray &message) {
        socket->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported,
                      u"binary frames are not supported: send one JSON-RPC message per text "
                      "frame (got %1 bytes)"_s.arg(message.size()));
    });
    connect(server, &DemoServer::messageReady, socket, [socket](const JsonRpcMessage &message) {
        socket->sendTextMessage(QString::fromUtf8(JsonRpc::encode(message)));
    });
    // misbehave banner/malformed: the broken text goes out as a frame of its own.
    connect(server, &DemoServer::rawLineReady, socket, [socket](const QByteArray &line) {
        socket->sendTextMessage(QString::fromUtf8(line));
    });
    connect(server, &DemoServer::diagnosticReady, this, [this, prefix](const QString &line) {
        Q_EMIT logLine(prefix + line);
    });
    connect(server, &DemoServer::exitRequested, this, &McpWebSocketServer::exitRequested);
    connect(socket, &QWebSocket::disconnected, this, [this, socket, prefix] {
        Q_EMIT logLine(prefix
                       + u"closed (code %1%2)"_s.arg(QString::number(int(socket->closeCode())),
                                                     socket->closeReason().isEmpty()
                                                         ? QString()
                                                         : u", "_s + socket->closeReason()));
        m_sockets.removeAll(socket);
        socket->deleteLater();
        if (m_sockets.isEmpty())
            Q_EMIT connectionsClosed();
    });
}

void McpWebSocketServer::close()
{
    m_server.close();
    for (QWebSocket *socket : std::as_const(m_sockets))
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, u"the server is shutting down"_s);
}

void McpWebSocketServer::abort()
{
    m_server.close();
    const QList<QWebSocket *> sockets = std::exchange(m_sockets, {});
    for (QWebSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
}
