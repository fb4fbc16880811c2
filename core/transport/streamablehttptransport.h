// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverconfig.h"
#include "transport.h"

#include <QHash>
#include <QTimer>

class HttpReplyReader;
class QNetworkAccessManager;
class QNetworkRequest;

// MCP Streamable HTTP (2025-03-26 … 2025-11-25 shape): every frame is a POST to one endpoint
// that answers JSON, an SSE stream or 202; Mcp-Session-Id is kept and sent; MCP-Protocol-Version
// follows the handshake; a GET stream carries server-initiated messages (405 is fine); a stream
// that ends before its response is resumed with GET + Last-Event-ID after the server's retry
// delay; 404 for a known session reports sessionExpired(); close() sends DELETE.
// Every HTTP exchange is reported as a TransportEvent with its details. It moves bytes only:
// a POST's requests are the ids the session gave with the frame, and whether they were
// answered (when a response stream ends, or an error body may hold the answer) is the
// session's to say (ExchangeEnd, settleExchange()).
class StreamableHttpTransport : public Transport
{
    Q_OBJECT
public:
    explicit StreamableHttpTransport(const ServerConfig &config, QObject *parent = nullptr);
    ~StreamableHttpTransport() override;

    QString description() const override;
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;
    void setProtocolVersion(const QString &version) override;
    void sendRequestFrame(const QByteArray &frame,
                          const HttpHeaderList &headers,
                          const QList<JsonRpcId> &requestIds = {}) override;
    void settleExchange(quint64 ticket, bool answered) override;
    bool isHttp() const override { return true; }
    void abandonRequest(const JsonRpcId &id) override;
    QString lastDiagnostic() const override { return m_lastDiagnostic; }

    QByteArray sessionId() const override { return m_sessionId; }
    // Auto mode: if the very first POST is refused with 400, 404 or 405 (and no JSON-RPC error),
    // emit fallbackRequested() instead of failing, so the caller can try HTTP+SSE.
    void setFallbackAllowed(bool allowed) { m_fallbackAllowed = allowed; }

Q_SIGNALS:
    void fallbackRequested(const QByteArray &frame, const QString &reason);

private:
    static int backoffMs(int attempt); // between attempts when the server names no retry
    struct Stream
    {
        QByteArray frame;          // the POST body (empty for GET streams)
        HttpHeaderList headers;    // the POST's request-scoped headers (Mcp-Method, Mcp-Name…)
        QList<JsonRpcId> requests; // the ids of the frame's requests (sendRequestFrame)
        QString channel;
        int resumeAttempts = 0;
        bool standalone = false;  // the long-lived GET stream
        QByteArray sentSessionId; // the Mcp-Session-Id the request carried
        int authorizations = 0;   // times it waited for an authorization (401/403)
        QString refusal;          // the 401/403 that started the last one
    };

    QNetworkRequest makeRequest(const QByteArray &verb,
                                const QByteArray &accept,
                                HttpHeaderList *logged,
                                QString *problem) const;
    // Sends the stream's request (POST: its frame and headers; GET: none) and follows it. A
    // request that cannot be built (a header with CR/LF) fails at once and is not sent.
    void launch(const QByteArray &method, Stream stream, const QByteArray &lastEventId = {});
    HttpReplyReader *startRequest(const QByteArray &method,
                                  const QByteArray &body,
                                  const QByteArray &lastEventId,
                                  const HttpHeaderList &extraHeaders,
                                  QString *problem);
    void track(HttpReplyReader *reader, Stream stream);
    // The server's Mcp-Session-Id, if it may be sent back (visible ASCII only).
    void adoptSessionId(const QByteArray &sessionId);
    void handleHeaders(HttpReplyReader *reader);
    void handleSseItem(HttpReplyReader *reader, const QByteArray &data, const QByteArray &id);
    void handleFinished(HttpReplyReader *reader);
    void handleFailure(HttpReplyReader *reader, Stream &stream);
    void deliver(const Stream &stream, int httpStatus, const QByteArray &frame);
    // An exchange whose next step waits for the session's settleExchange().
    struct Ending
    {
        Stream stream;
        int status = 0;
        HttpExchange exchange;  // for the log row
        QByteArray body;        // an HTTP error's body (ExchangeEnd::errorBody); else empty
        QString described;      // that error in words
        QByteArray lastEventId; // a stream that ended: where a resumption starts
        int retryMs = -1;       // the server's retry:, or -1
        QString how;            // "the SSE stream ended", "… broke (…)"
    };
    void ask(Ending ending);
    void resumeOrFail(const Ending &ending);
    // An HTTP error whose body answers no request: fall back to HTTP+SSE, or fail the request.
    void refuse(const Ending &ending);
    // 401/403 with an authorizer: the request waits for it and is sent again (true).
    bool awaitAuthorization(HttpReplyReader *reader, Stream &stream);
    void resendAuthorized();
    void failUnauthorized(const QString &reason);
    void openStandaloneStream(const QByteArray &lastEventId = {});
    void reportExchange(HttpReplyReader *reader, TransportEvent::Kind kind, const QString &text);
    void
    reportExchange(const HttpExchange &exchange, TransportEvent::Kind kind, const QString &text);
    void fail(const QByteArray &frame,
              const QString &message,
              int httpStatus,
              const QByteArray &body = {});
    void finishClosing();

    ServerConfig m_config;
    QNetworkAccessManager *m_network;
    QHash<HttpReplyReader *, Stream> m_streams;
    QList<Stream> m_awaitingAuthorization;
    QHash<quint64, Ending> m_endings; // asked, not yet settled
    quint64 m_nextTicket = 1;
    QByteArray m_sessionId;
    QString m_protocolVersion;
    QString m_lastDiagnostic;
    QTimer m_closeTimer;
    int m_standaloneFailures = 0;
    bool m_standaloneStarted = false;
    bool m_fallbackAllowed = false;
    bool m_anyPostAnswered = false;
};
