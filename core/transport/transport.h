// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "httpauthorizer.h"
#include "httpsyntax.h"

#include <core/jsonrpc/jsonrpcid.h>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QString>
#include <QUrl>

#include <optional>

// One HTTP request and what came back, for the log's exchange rows. Secret header values
// (Authorization, cookies) are already redacted here.
struct HttpExchange
{
    QByteArray method;
    QUrl url;
    int status = 0;    // 0: no HTTP response (network failure)
    QByteArray reason; // "Not Found"
    HttpHeaderList requestHeaders;
    HttpHeaderList responseHeaders;
    qint64 elapsedMs = -1;
    QByteArray bodyPreview; // the first bytes of an error body
};

// Where a frame came from, for the log.
struct FrameInfo
{
    QString channel; // "stdout", "POST response", "GET stream", "SSE stream", "WebSocket"
    int httpStatus = 0;
    QByteArray sseEventId{};
};

// Why a frame could not be delivered (HTTP transports): the session fails the request the
// frame carried, if any, with this reason instead of waiting for a timeout.
struct TransportFailure
{
    QString message;    // one line a person can act on
    int httpStatus = 0; // 401/403 mean "authorization required"
    QByteArray body{};  // the HTTP error body (a 2026-07-28 server puts a JSON-RPC error there)
};

// HTTP: a POST exchange ended and what happens next depends on whether the server answered the
// requests of its frame, which the transport cannot tell because it never decodes. It asks
// with Transport::exchangeEnded(); the session answers with settleExchange() only after every
// frame delivered before the question was decoded and handled (its InboundQueue), so a large
// response still being decoded off-thread counts as arrived.
struct ExchangeEnd
{
    quint64 ticket = 0;        // for settleExchange()
    QList<JsonRpcId> requests; // the ids sendRequestFrame() was given with the frame
    // Empty: the response stream ended (answered: no request of the frame waits any more;
    // else it is resumed or fails). Set: an HTTP error's body (answered: it holds a response
    // to one of them, which then arrives as a frame; else the status fails the request).
    QByteArray errorBody{};
};

// Something that happened on the transport that is not a frame: a stderr line, a process
// exit, a warning about framing. Kept separate from frames so the log can show both.
struct TransportEvent
{
    enum class Kind { Info, Stderr, Warning, Error };
    Kind kind = Kind::Info;
    QString text;
    QByteArray raw; // the exact bytes, when the event carries some (a stderr line)
    std::optional<HttpExchange> http{};
};

// Moves byte frames to and from one MCP server. Never decodes JSON (the session does; a
// transport whose next step depends on what a frame said asks it: ExchangeEnd) and never
// blocks: open() and close() complete asynchronously through stateChanged(). Owned by the
// McpSession it is given to; lives on the GUI thread.
class Transport : public QObject
{
    Q_OBJECT
public:
    enum class State { Closed, Opening, Open, Closing };
    Q_ENUM(State)

    State state() const { return m_state; }
    // Why the transport closed, in one line a person can act on; empty after a clean close.
    QString closeReason() const { return m_closeReason; }
    virtual QString description() const = 0; // "stdio: node server.js"
    virtual void open() = 0;
    virtual void close() = 0;
    virtual void sendFrame(const QByteArray &frame) = 0; // exactly one encoded message
    virtual void setProtocolVersion(const QString &version);
    // A frame with its request-scoped HTTP headers (MCP 2026-07-28: Mcp-Method, Mcp-Name,
    // Mcp-Param-*) and the ids of the requests it carries, which the sender knows (it chose
    // them): HTTP transports name a POST's requests by them (abandonRequest(), ExchangeEnd)
    // instead of decoding the frame. Transports without HTTP requests send the frame alone.
    virtual void sendRequestFrame(const QByteArray &frame,
                                  const HttpHeaderList &headers,
                                  const QList<JsonRpcId> &requestIds = {})
    {
        Q_UNUSED(headers);
        Q_UNUSED(requestIds);
        sendFrame(frame);
    }
    // The session's answer to exchangeEnded() (see ExchangeEnd); every question gets one.
    virtual void settleExchange(quint64 ticket, bool answered)
    {
        Q_UNUSED(ticket);
        Q_UNUSED(answered);
    }
    // MCP 2026-07-28 on the wire: no session, no GET stream, no DELETE, no resumption.
    virtual void setModernEra(bool modern) { m_modernEra = modern; }
    bool isModernEra() const { return m_modernEra; }
    // MCP 2026-07-28 HTTP: cancelling a request is closing its response stream (there are no
    // client notifications). Transports without per-request streams ignore it.
    virtual void abandonRequest(const JsonRpcId &id) { Q_UNUSED(id); }
    // Transports that run the server as a process: how long close() waits after closing stdin
    // before SIGTERM, and after SIGTERM before SIGKILL. Others have nothing to wait for.
    virtual void setShutdownGrace(int closeStdinMs, int terminateMs)
    {
        Q_UNUSED(closeStdinMs);
        Q_UNUSED(terminateMs);
    }
    // HTTP transports: silence there is an outage, not evidence of an older server.
    virtual bool isHttp() const { return false; }
    // The transport's last words before it closed (a stderr line, an HTTP body), if any.
    virtual QString lastDiagnostic() const { return {}; }
    // Streamable HTTP: the Mcp-Session-Id the server assigned (empty elsewhere, or before one).
    virtual QByteArray sessionId() const { return {}; }
    // HTTP transports: who adds the Authorization header and handles 401/403 (not owned; may
    // be null: the config's bearer token, if any, is sent as it is).
    virtual void setAuthorizer(HttpAuthorizer *authorizer);
    HttpAuthorizer *authorizer() const { return m_authorizer; }

Q_SIGNALS:
    void stateChanged(Transport::State state);
    void frameReceived(const QByteArray &frame, const FrameInfo &info);
    void eventOccurred(const TransportEvent &event);
    void sendFailed(const QByteArray &frame, const TransportFailure &failure);
    // HTTP: did the server answer the requests of this exchange? See ExchangeEnd.
    void exchangeEnded(const ExchangeEnd &end);
    // HTTP: the server no longer knows our session (404 with Mcp-Session-Id); MCP says
    // to initialize again without a session id.
    void sessionExpired();
    // TLS refused the server's certificate (and the user has not accepted this one): the GUI
    // shows it and offers to accept it. problems: the TLS errors in words.
    void certificateRejected(const QSslCertificate &certificate, const QString &problems);
    // The authorizer waits for the user (true) or no longer does (false): see HttpAuthorizer.
    void authorizationWaitingForUser(bool waiting);

protected:
    explicit Transport(QObject *parent = nullptr);
    void setState(State state);
    void setCloseReason(const QString &reason) { m_closeReason = reason; }
    void emitEvent(TransportEvent::Kind kind, const QString &text, const QByteArray &raw = {});

private:
    State m_state = State::Closed;
    QString m_closeReason;
    bool m_modernEra = false;
    QPointer<HttpAuthorizer> m_authorizer; // may go before the transport (a closing window)
};
