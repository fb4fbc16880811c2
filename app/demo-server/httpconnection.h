// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/httprequestparser.h>

#include <QObject>
#include <QTimer>

class QTcpSocket;

// One accepted TCP connection carrying exactly one HTTP/1.x request and its response, after
// which the connection closes (Connection: close; no keep-alive, no pipelining). Reads with
// HttpRequestParser and answers malformed, oversized or too slow requests itself (400, 408,
// 413, ...); a good request is announced with requestReady() and then answered by whoever
// handles it, either at once with respond() or as a stream (startStream(), writeChunk(),
// endStream(); chunked framing for HTTP/1.1, close-delimited for HTTP/1.0).
//
// Closing is careful about unread input: when the response goes out before the whole request
// was read (413, say), the write side is shut down first and the rest is read and discarded
// for a moment, so the kernel does not reset the connection and destroy the response.
// Owns its socket; emits closed() once, after which its owner deletes it. Main (event-loop)
// thread.
class HttpConnection : public QObject
{
    Q_OBJECT

public:
    struct Timeouts
    {
        int headersMs = 10000; // the header section must be complete by then (slowloris)
        int requestMs = 60000; // the whole request, body included
        int lingerMs = 2000;   // reading and discarding after an early response
    };

    HttpConnection(QTcpSocket *socket,
                   const HttpRequestParser::Limits &limits,
                   const Timeouts &timeouts,
                   QObject *parent = nullptr);
    ~HttpConnection() override;

    const HttpRequest &request() const { return m_parser.request(); }
    // The connection can still take a response or stream data.
    bool isWritable() const { return m_phase == Phase::Handling || m_phase == Phase::Streaming; }
    bool isStreaming() const { return m_phase == Phase::Streaming; }

    // A complete response: adds Content-Length and Connection: close, then closes.
    void respond(int status, HttpHeaderList headers, const QByteArray &body = {});
    // A response with a JSON-RPC error body (id null) carrying message.
    void respondError(int status,
                      int jsonRpcCode,
                      const QString &message,
                      const HttpHeaderList &headers = {});
    void startStream(int status, HttpHeaderList headers);
    void writeChunk(const QByteArray &data);
    // Ends the body cleanly (the last chunk for HTTP/1.1) and closes.
    void endStream();
    // Drops the connection with no further bytes, as a crashing server would.
    void abort();
    // Hands what is queued to the system, then closes at once (server shutdown).
    void closeNow();

Q_SIGNALS:
    void requestReady();
    void responseStarted(int status, const QByteArray &contentType);
    void closed();

private:
    enum class Phase { Reading, Handling, Streaming, Finishing, Closed };

    void readAvailable();
    void handleParserState();
    void timeOut(const QString &what);
    void finish();
    void shutDownWrites();
    void markClosed();

    QTcpSocket *m_socket;
    HttpRequestParser m_parser;
    Timeouts m_timeouts;
    Phase m_phase = Phase::Reading;
    bool m_headersHandled = false;
    bool m_chunked = false;
    bool m_lingering = false;
    QTimer m_headersTimer;
    QTimer m_requestTimer;
    QTimer m_lingerTimer;
};
