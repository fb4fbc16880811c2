// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "httpconnection.h"
#include "modernprotocol.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QTcpServer>
#include <QUrl>

class McpHttpSession;
class ModernHttpEndpoint;

// mcpscope-demo-server's Streamable HTTP transport at /mcp on 127.0.0.1 only. In the legacy
// shape (MCP 2025-11-25): POST for every client message, GET for the server's stream, DELETE
// to end a session. In the modern shape (2026-07-28, ModernHttpEndpoint): POST only, one
// request each, no sessions. Options::server.era picks; with both, a POST carrying modern
// _meta is modern and everything else is legacy. It checks the transport rules (path, method, Origin and Host, Accept, Content-Type,
// Mcp-Session-Id, MCP-Protocol-Version) and answers violations with a status and a JSON-RPC
// error (id null) in words; valid requests go to the McpHttpSession that initialize created.
//
// Built on QTcpServer with a small HTTP/1.1 reader and writer of our own rather than on
// QHttpServer: in Qt 6.4 QHttpServerResponder cannot end a streamed body (no chunked coding,
// and it never closes the socket), so an SSE response could not finish cleanly; it also has no
// limits on header or body size and no timeouts for clients that send slowly (slowloris).
// Owns the connections and sessions. Main (event-loop) thread.
class McpHttpServer : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        HttpRequestParser::Limits limits;
        HttpConnection::Timeouts timeouts;
        int keepAliveMs = 15000; // ": keep-alive" comment interval on open event streams
        int maxConnections = 64;
        int maxSessions = 64; // beyond this the least recently used session is ended
        DemoServerOptions server;
    };

    explicit McpHttpServer(QObject *parent = nullptr);
    explicit McpHttpServer(const Options &options, QObject *parent = nullptr);
    ~McpHttpServer() override;

    // Listens on 127.0.0.1 (never any other address); port 0 picks a free port.
    bool listen(quint16 port);
    QString errorString() const { return m_tcp.errorString(); }
    quint16 port() const { return m_tcp.serverPort(); }
    QUrl url() const; // http://127.0.0.1:PORT/mcp
    // Stops listening, ends every session (event streams end cleanly, waiting POSTs get 503)
    // and closes every connection after writing what is queued.
    void close();
    // Stops at once without another byte on any connection, as a crash would.
    void abort();
    qsizetype sessionCount() const { return m_sessions.size(); }
    // Modern requests still being answered (open event streams, subscriptions/listen).
    qsizetype modernRequestCount() const;

    static constexpr QByteArrayView EndpointPath = "/mcp";

Q_SIGNALS:
    void logLine(const QString &line);
    // misbehave crash, emitted from inside a DemoServer: do not destroy the server in the slot.
    void exitRequested(int exitCode);

private:
    void acceptConnections();
    void dispatch(HttpConnection *connection);
    void handlePost(HttpConnection *connection);
    bool checkPostHeaders(HttpConnection *connection);
    void handleGet(HttpConnection *connection);
    void handleDelete(HttpConnection *connection);
    bool checkOrigin(HttpConnection *connection);
    McpHttpSession *sessionFor(HttpConnection *connection);
    McpHttpSession *createSession();
    void endSession(McpHttpSession *session, const QString &why, int pendingStatus = 404);

    Options m_options;
    QTcpServer m_tcp;
    QSet<HttpConnection *> m_connections;
    ModernHttpEndpoint *m_modern;
    QHash<QByteArray, McpHttpSession *> m_sessions;
    QHash<McpHttpSession *, quint64> m_lastUse; // a use counter, for least-recently-used
    quint64 m_useCounter = 0;
};
