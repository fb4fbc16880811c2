// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "modernprotocol.h"

#include <QObject>
#include <QUrl>
#include <QWebSocketServer>

class QWebSocket;

// mcpscope-demo-server over WebSocket on 127.0.0.1 only, on any path. WebSocket is not an MCP
// transport of any revision (SEP-1288 is a draft), so this follows the MCP TypeScript SDK v1
// client: subprotocol "mcp" (selected when offered; clients that offer none are served too),
// one JSON-RPC message per text frame. Every connection gets its own DemoServer; a binary frame
// closes the connection with 1003 (unsupported data). Browser pages from other origins are
// refused during the handshake. Owns the sockets and their servers. Main (event-loop) thread.
class McpWebSocketServer : public QObject
{
    Q_OBJECT

public:
    explicit McpWebSocketServer(QObject *parent = nullptr);
    ~McpWebSocketServer() override;

    // Listens on 127.0.0.1 (never any other address); port 0 picks a free port.
    bool listen(quint16 port);
    QString errorString() const { return m_server.errorString(); }
    quint16 port() const { return m_server.serverPort(); }
    QUrl url() const; // ws://127.0.0.1:PORT
    // Stops listening and closes every connection with 1001 (going away).
    void close();
    // Stops at once without a close frame, as a crash would.
    void abort();
    qsizetype connectionCount() const { return m_sockets.size(); }
    // Applies to connections accepted from now on.
    void setServerOptions(const DemoServerOptions &options) { m_serverOptions = options; }

    static constexpr qint64 MaxMessageBytes = 16 * 1024 * 1024;

Q_SIGNALS:
    void logLine(const QString &line);
    // misbehave crash, emitted from inside a DemoServer: do not destroy the server in the slot.
    void exitRequested(int exitCode);
    // The last open connection closed (after close(), the shutdown can finish).
    void connectionsClosed();

private:
    void acceptConnections();
    void serve(QWebSocket *socket, int number);

    QWebSocketServer m_server;
    QList<QWebSocket *> m_sockets;
    int m_nextNumber = 1;
    DemoServerOptions m_serverOptions;
};
