// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "demoserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/transport/httprequest.h>

#include <QJsonArray>
#include <QPointer>
#include <QSet>

#include <memory>
#include <vector>

class HttpConnection;
class SseStream;

// One MCP session of McpHttpServer (MCP 2025-11-25, Streamable HTTP): its own DemoServer, the
// POSTs still waiting for their responses, and its SSE streams (stream 0 is the GET stream).
// It routes what the DemoServer emits:
//  - a response goes to the POST that carried its request, as the application/json body or,
//    when the request asked for progress (_meta.progressToken), as the last event of that
//    POST's text/event-stream response, which then ends;
//  - progress goes to the stream of the request that asked for it;
//  - any other server message (notifications/message from the log tool, say) goes to the
//    GET stream, where it waits if no GET is open.
// The misbehave modes keep their meaning: banner puts a non-JSON data line on an event stream,
// malformed answers with a truncated JSON body, no_answer leaves the POST open, crash asks the
// process to exit. Owns its DemoServer and streams, never the connections. Main (event-loop)
// thread.
class McpHttpSession : public QObject
{
    Q_OBJECT

public:
    McpHttpSession(const QByteArray &id,
                   int keepAliveMs,
                   const DemoServerOptions &options = {},
                   QObject *parent = nullptr);
    ~McpHttpSession() override;

    QByteArray id() const { return m_id; }
    QString negotiatedVersion() const { return m_server.negotiatedVersion(); }

    // A POST with body (one JSON-RPC message or a batch); answers on connection now or later.
    void post(HttpConnection *connection, const QByteArray &body);
    // A GET: the GET stream, or with lastEventId the stream it names, replayed from there.
    void get(HttpConnection *connection, const QByteArray &lastEventId);
    // DELETE, eviction or shutdown: ends every stream and answers the POSTs still waiting
    // with pendingStatus (404: the session is gone; 503: the server is going away).
    void terminate(const QString &why, int pendingStatus);

Q_SIGNALS:
    void logLine(const QString &line);
    void exitRequested(int exitCode);

public:
    // One thing DemoServer emitted: a message, or (misbehave) raw bytes.
    struct Output
    {
        std::optional<JsonRpcMessage> message;
        QByteArray rawLine;
    };

private:
    struct Exchange
    {
        quint64 serial = 0;
        QPointer<HttpConnection> connection;
        QList<JsonRpcId> awaiting; // request ids without a response yet
        bool batch = false;
        QJsonValue progressToken = QJsonValue(QJsonValue::Undefined);
        SseStream *stream = nullptr; // set: the answer is an event stream
        QJsonArray collected;        // application/json: the responses so far
    };
    void capture(const Output &output);
    std::unique_ptr<Exchange> makeExchange(HttpConnection *connection,
                                           const JsonRpc::DecodeResult &decoded);
    QList<Output> runServer(const QByteArray &body);
    bool answerAtOnce(const Exchange &exchange, const QList<Output> &immediate);
    void keep(std::unique_ptr<Exchange> exchange, const QList<Output> &immediate);
    void answerImmediately(HttpConnection *connection, int status, const QList<Output> &immediate);
    void openStream(Exchange *exchange);
    void route(const Output &output, Exchange *current);
    void routeResponse(const JsonRpcMessage &response, Exchange *current);
    void routeNotification(const JsonRpcMessage &notification, Exchange *current);
    void deliver(Exchange *exchange, const JsonRpcMessage &response);
    void cancelExchange(const JsonRpcId &requestId);
    Exchange *exchangeAwaiting(const JsonRpcId &id) const;
    Exchange *findExchange(quint64 serial) const;
    std::unique_ptr<Exchange> takeExchange(const Exchange *exchange);
    void forget(const JsonRpcId &id);
    void pruneStreams();
    HttpHeaderList sessionHeaders() const;
    void log(const QString &line);

    QByteArray m_id;
    int m_keepAliveMs;
    DemoServer m_server;
    std::vector<std::unique_ptr<Exchange>> m_exchanges;
    quint64 m_nextSerial = 1;
    QHash<int, SseStream *> m_streams;
    SseStream *m_getStream = nullptr;
    int m_nextStream = 1;
    bool m_capturing = false;
    QList<Output> m_captured;
    bool m_exiting = false;
    bool m_terminated = false;
    QSet<JsonRpcId> m_forgotten; // requests cancelled, or whose POST closed, before an answer
};
