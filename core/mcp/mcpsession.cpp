// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpsession.h"

#include "handshake.h"
#include "httpexchanges.h"
#include "mcpmethods.h"
#include "pendingrequest.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/transport/transport.h>

#include <QDateTime>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {
constexpr int kMaxRememberedAbandonedIds = 4096;
}

McpSession::McpSession(std::unique_ptr<Transport> transport, QObject *parent)
    : QObject(parent)
    , m_transport(transport.release())
    , m_handshake(std::make_unique<LegacyHandshake>())
    , m_clientInfo{{"name"_L1, u"mcpscope"_s}, {"version"_L1, QStringLiteral(MCPSCOPE_VERSION)}}
{
    m_clock.start();
    m_transport->setParent(this);
    // Everything the transport reports waits behind a frame still being decoded (InboundQueue).
    connect(m_transport, &Transport::stateChanged, this, [this] {
        m_inbox.step([this] { handleTransportState(); });
    });
    connect(m_transport, &Transport::frameReceived, this, &McpSession::handleFrame);
    connect(m_transport, &Transport::eventOccurred, this, [this](const TransportEvent &event) {
        m_inbox.step([this, event] { handleTransportEvent(event); });
    });
    connect(m_transport,
            &Transport::sendFailed,
            this,
            [this](const QByteArray &frame, const TransportFailure &failure) {
                m_inbox.step([this, frame, failure] { handleSendFailed(frame, failure); });
            });
    // HTTP: the transport never decodes, so it asks whether an exchange's requests were
    // answered; the answer waits behind the frames before it, like everything else.
    connect(m_transport, &Transport::exchangeEnded, this, [this](const ExchangeEnd &end) {
        m_inbox.step([this, end] {
            m_transport->settleExchange(end.ticket, HttpExchanges::answered(end, m_analysis));
        });
    });
    connect(m_transport, &Transport::sessionExpired, this, [this] {
        m_inbox.step([this] { handleSessionExpired(); });
    });
    connect(m_transport, &Transport::certificateRejected, this, &McpSession::certificateRejected);
    connect(m_transport, &Transport::authorizationWaitingForUser, this, &McpSession::holdTimeouts);
    attachHandshake();
    // MCP: the receiver of a ping must answer promptly with an empty result.
    setRequestHandler(
        Mcp::Method::Ping,
        [](const JsonRpcMessage &, ServerRequestResponder responder) { responder.result({}); });
}

McpSession::~McpSession()
{
    // Pending requests are children and die with us; make sure nobody waits forever.
    const auto pending = m_pending;
    m_pending.clear();
    for (PendingRequest *request : pending)
        request->finishLocally(PendingRequest::Outcome::ConnectionClosed, u"session closed"_s);
}

QString McpSession::stateName(State state)
{
    switch (state) {
    case State::Disconnected:
        return u"disconnected"_s;
    case State::Connecting:
        return u"connecting"_s;
    case State::Initializing:
        return u"initializing"_s;
    case State::Ready:
        return u"ready"_s;
    case State::Closing:
        return u"closing"_s;
    case State::Failed:
        return u"failed"_s;
    }
    return {};
}

void McpSession::setHandshake(std::unique_ptr<Handshake> handshake)
{
    if (m_handshake)
        m_handshake->disconnect(this);
    m_handshake = std::move(handshake);
    attachHandshake();
}

void McpSession::attachHandshake()
{
    connect(m_handshake.get(), &Handshake::succeeded, this, [this](const ServerInfo &info) {
        m_serverInfo = info;
        m_protocolVersion = info.protocolVersion;
        m_transport->setProtocolVersion(info.protocolVersion);
        setState(State::Ready);
        Q_EMIT eraDetected(m_era, m_protocolVersion);
    });
    connect(m_handshake.get(), &Handshake::failed, this, &McpSession::fail);
}

void McpSession::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void McpSession::connectToServer()
{
    if (m_state != State::Disconnected && m_state != State::Failed)
        return;
    m_failureReason.clear();
    m_failureHttpStatus = 0;
    m_lastSendFailureStatus = 0;
    m_serverInfo = {};
    // The era is found again on every connection (the handshake enters the modern one).
    m_era = ServerConfig::Era::Legacy;
    m_protocolVersion.clear();
    m_transport->setModernEra(false);
    m_toolHeaders.clear();
    m_excludedTools.clear();
    setState(State::Connecting);
    m_transport->open();
    if (m_transport->state() == Transport::State::Closed && m_state == State::Connecting)
        fail(m_transport->closeReason().isEmpty() ? u"could not open the transport"_s
                                                  : m_transport->closeReason());
}

void McpSession::disconnectFromServer()
{
    if (m_state == State::Disconnected || m_state == State::Failed || m_state == State::Closing)
        return;
    setState(State::Closing);
    m_transport->close();
}

void McpSession::fail(const QString &reason)
{
    if (m_state == State::Failed)
        return;
    m_failureReason = reason;
    m_failureHttpStatus = m_lastSendFailureStatus;
    diagnose(reason);
    setState(State::Failed);
    if (m_transport->state() == Transport::State::Open)
        m_transport->close();
}

void McpSession::startHandshake()
{
    setState(State::Initializing);
    m_handshake->start(this);
}

void McpSession::handleSendFailed(const QByteArray &frame, const TransportFailure &failure)
{
    m_lastSendFailureStatus = failure.httpStatus;
    for (const JsonRpcMessage &message : JsonRpc::decode(frame).messages) {
        if (!message.isRequest())
            continue;
        // It never reached a server that could answer it: not a request left unanswered.
        m_analysis.forgetRequest(message.id());
        PendingRequest *request = m_pending.take(message.id());
        if (!request)
            continue;
        // MCP 2026-07-28 has no resumption: a response stream that broke after a 2xx loses
        // the request, which the client must send again under a new id (once, here).
        if (isModern() && failure.httpStatus >= 200 && failure.httpStatus < 300
            && !request->m_streamRetried) {
            request->m_streamRetried = true;
            m_pending.insert(request->id(), request);
            resend(request, request->params(), failure.message);
            continue;
        }
        request->m_httpStatus = failure.httpStatus;
        // MCP 2026-07-28 puts a JSON-RPC error in a 400/404 body (-32022, -32020, -32601…),
        // often with a null id: it answers this request better than the status alone.
        const JsonRpc::DecodeResult body = JsonRpc::decode(failure.body);
        if (body.messages.size() == 1
            && body.messages.first().kind() == JsonRpcMessage::Kind::Error) {
            m_pending.insert(request->id(), request);
            completeRequest(request, body.messages.first());
            continue;
        }
        request->finishLocally(PendingRequest::Outcome::TransportError,
                               u"%1 (sending %2)"_s.arg(failure.message, request->method()));
    }
}

void McpSession::handleSessionExpired()
{
    // MCP 2025-11-25, Streamable HTTP: a 404 for a known session id means the session is gone;
    // the client starts a new one with initialize (and no session id).
    diagnose(u"the server no longer knows this session (HTTP 404): initializing a new one"_s);
    if (m_state == State::Ready)
        startHandshake();
}

void McpSession::handleTransportState()
{
    const Transport::State transportState = m_transport->state();
    if (transportState == Transport::State::Open && m_state == State::Connecting) {
        startHandshake();
        return;
    }
    if (transportState != Transport::State::Closed)
        return;
    reportUnansweredRequests();
    if (m_state == State::Closing) {
        failAllPending(u"disconnected"_s);
        setState(State::Disconnected);
        return;
    }
    QString reason = m_transport->closeReason();
    if (reason.isEmpty())
        reason = u"the server closed the connection"_s;
    failAllPending(reason);
    if (m_state != State::Failed && m_state != State::Disconnected) {
        const QString detail = m_transport->lastDiagnostic();
        fail(detail.isEmpty() || reason.contains(detail) ? reason : reason + u"; "_s + detail);
    }
}

void McpSession::failAllPending(const QString &reason)
{
    const QString detail = m_transport->lastDiagnostic();
    const auto pending = m_pending;
    m_pending.clear();
    for (PendingRequest *request : pending) {
        QString text = u"%1 before answering %2"_s.arg(reason, request->method());
        if (!detail.isEmpty() && !reason.contains(detail))
            text += u"; "_s + detail;
        request->finishLocally(PendingRequest::Outcome::ConnectionClosed, text);
    }
}

PendingRequest *McpSession::sendRequest(const QString &method,
                                        const QJsonObject &params,
                                        const RequestOptions &options)
{
    const JsonRpcId id(m_nextId++);
    QJsonObject effectiveParams = params;
    if (options.withProgress) {
        QJsonObject meta = effectiveParams.value("_meta"_L1).toObject();
        meta.insert("progressToken"_L1, id.toJson());
        effectiveParams.insert("_meta"_L1, meta);
    }
    if (isModern())
        effectiveParams = withModernMeta(effectiveParams);
    auto *request = new PendingRequest(id, method, effectiveParams, this);
    request->m_hasProgressToken = options.withProgress;
    if (m_transport->state() != Transport::State::Open) {
        // Finish on the next event-loop turn so the caller can connect to finished() first.
        const QString reason = u"not connected: %1 was not sent"_s.arg(method);
        QTimer::singleShot(0, request, [request, reason] {
            request->finishLocally(PendingRequest::Outcome::ConnectionClosed, reason);
        });
        return request;
    }
    m_pending.insert(id, request);
    // Whichever way it finishes (answer, timeout, cancel, a failed send, an MRTR round that
    // gave up), a finished request leaves the table before deleteLater() frees it: nothing may
    // reach it through m_pending afterwards (failAllPending did, under ASan).
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (m_pending.value(request->id()) == request)
            m_pending.remove(request->id());
    });
    if (options.cancellable) {
        request->m_cancelHook = [this](PendingRequest *r, const QString &reason) {
            forget(r, u"been cancelled"_s);
            sendCancel(r, reason);
        };
    }
    request->m_timeoutHook = [this, cancellable = options.cancellable](PendingRequest *r) {
        forget(r, u"timed out"_s);
        diagnose(
            u"no answer to request %1 (%2) within %3 ms"_s.arg(r->id().displayText(), r->method())
                .arg(r->timeoutMs()),
            &Rules::RequestTimedOut);
        if (cancellable)
            sendCancel(r, u"timed out after %1 ms"_s.arg(r->elapsedMs()));
        r->finishLocally(PendingRequest::Outcome::Timeout,
                         u"no answer to %1 within %2 ms"_s.arg(r->method()).arg(r->timeoutMs()));
    };
    request->armTimeout(options.timeoutMs < 0 ? m_defaultTimeoutMs : options.timeoutMs,
                        m_maxTotalTimeoutMs);
    if (m_timeoutsHeld)
        request->holdTimeout();
    transmitRequest(request);
    if (!request->isFinished()) // a transport may fail the send synchronously
        Q_EMIT requestStarted(request);
    return request;
}

void McpSession::sendNotification(const QString &method, const QJsonObject &params)
{
    transmit(JsonRpcMessage::notification(method, params).json().toObject());
}

void McpSession::transmit(const QJsonObject &message,
                          const HttpHeaderList *requestHeaders,
                          const JsonRpcId &continues)
{
    const QByteArray raw = JsonRpc::encode(message);
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Outgoing;
    event.kind = TrafficEvent::Kind::Frame;
    event.raw = raw;
    event.decoded.shape = JsonRpc::DecodeResult::Shape::Single;
    event.decoded.messages.append(JsonRpcMessage::fromJson(message));
    event.continues = continues;
    const QList<JsonRpcId> ids = HttpExchanges::requestIds(event.decoded);
    observe(std::move(event));
    m_transport->sendRequestFrame(raw, requestHeaders ? *requestHeaders : HttpHeaderList(), ids);
}

void McpSession::sendRawFrame(const QByteArray &frame)
{
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Outgoing;
    event.raw = frame;
    event.decoded = JsonRpc::decode(frame);
    const QList<JsonRpcId> ids = HttpExchanges::requestIds(event.decoded);
    observe(std::move(event));
    m_transport->sendRequestFrame(frame, {}, ids);
}

void McpSession::reportUserAction(const UserAction &action)
{
    observe(action.toTraffic());
}

void McpSession::setRequestHandler(const QString &method, ServerRequestHandler handler)
{
    m_handlers.insert(method, std::move(handler));
}

void McpSession::forget(PendingRequest *request, const QString &why)
{
    m_pending.remove(request->id());
    if (m_abandoned.size() >= kMaxRememberedAbandonedIds)
        m_abandoned.clear();
    m_abandoned.insert(request->id(), request->method() + u", which had already "_s + why);
}

void McpSession::sendCancel(PendingRequest *request, const QString &reason)
{
    if (m_transport->state() != Transport::State::Open)
        return;
    // MCP 2026-07-28 HTTP defines no client notifications: cancelling is closing the stream.
    if (isModern() && m_transport->isHttp()) {
        m_transport->abandonRequest(request->id());
        return;
    }
    QJsonObject params{{"requestId"_L1, request->id().toJson()}};
    if (!reason.isEmpty())
        params.insert("reason"_L1, reason);
    sendNotification(Mcp::Method::Cancelled, params);
}

void McpSession::handleTransportEvent(const TransportEvent &transportEvent)
{
    TrafficEvent event;
    event.kind = TrafficEvent::Kind::Transport;
    event.direction = transportEvent.kind == TransportEvent::Kind::Stderr
                          ? TrafficEvent::Direction::Incoming
                          : TrafficEvent::Direction::Local;
    event.transportKind = transportEvent.kind;
    event.text = transportEvent.text;
    event.raw = transportEvent.raw;
    event.channel = transportEvent.kind == TransportEvent::Kind::Stderr ? u"stderr"_s : QString();
    event.http = transportEvent.http;
    observe(std::move(event));
}

void McpSession::observe(TrafficEvent event)
{
    event.sequence = ++m_sequence;
    event.wallClockMs = QDateTime::currentMSecsSinceEpoch();
    event.monotonicNs = m_clock.nsecsElapsed();
    m_analysis.annotate(event); // findings and pairs
    if (m_recorder)
        event.stored = m_recorder(event);
    Q_EMIT trafficObserved(event);
}

void McpSession::diagnose(const QString &text, const Rule *rule)
{
    TrafficEvent event;
    event.kind = TrafficEvent::Kind::Diagnostic;
    event.direction = TrafficEvent::Direction::Local;
    event.text = text;
    if (rule) // about this very line: its sequence is the next one
        event.findings = std::make_shared<const QList<Finding>>(
            QList<Finding>{{rule, {}, text, m_sequence + 1}});
    observe(std::move(event));
}

void McpSession::reportUnansweredRequests()
{
    // Each one is its own line, pointing at the request it is about.
    for (const Finding &finding : m_analysis.close()) {
        TrafficEvent event;
        event.kind = TrafficEvent::Kind::Diagnostic;
        event.direction = TrafficEvent::Direction::Local;
        event.text = finding.message;
        event.findings = std::make_shared<const QList<Finding>>(QList<Finding>{finding});
        observe(std::move(event));
    }
}

void McpSession::holdTimeouts(bool hold)
{
    // A browser login takes as long as the user does; the requests waiting for it (all of
    // them: the transport holds them until it is done) keep the time they had left.
    m_timeoutsHeld = hold;
    for (PendingRequest *request : std::as_const(m_pending)) {
        if (hold)
            request->holdTimeout();
        else
            request->releaseTimeout();
    }
}
