// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpsession.h"

#include "erapolicy.h"
#include "handshake.h"
#include "httpexchanges.h"
#include "mcpmethods.h"
#include "modernhandshake.h"
#include "modernmeta.h"
#include "protocolversion.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/jsonrpc/jsontypes.h>
#include <core/transport/transport.h>

#include <QDateTime>

using namespace Qt::StringLiterals;

McpSession::McpSession(std::unique_ptr<Transport> transport, QObject *parent)
    : QObject(parent)
    , m_transport(transport.release())
    , m_handshake(std::make_unique<LegacyHandshake>())
    , m_clientInfo{{"name"_L1, u"mcpscope"_s}, {"version"_L1, QStringLiteral(MCPSCOPE_VERSION)}}
    , m_legacy(std::make_unique<LegacyPolicy>(*this, m_requests))
    , m_modern(std::make_unique<ModernPolicy>(
          *this,
          m_requests,
          [this](const QList<ExcludedTool> &tools) { Q_EMIT toolsExcluded(tools); }))
    , m_policy(m_legacy.get())
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
    connect(m_transport,
            &Transport::authorizationWaitingForUser,
            &m_requests,
            &RequestCorrelator::holdTimeouts);
    connect(&m_requests, &RequestCorrelator::timedOut, this, [this](PendingRequest *request) {
        diagnose(u"no answer to request %1 (%2) within %3 ms"_s
                     .arg(request->id().displayText(), request->method())
                     .arg(request->timeoutMs()),
                 &Rules::RequestTimedOut);
    });
    connect(&m_requests, &RequestCorrelator::cancelRequired, this, &McpSession::sendCancel);
    connect(&m_requests,
            &RequestCorrelator::resent,
            this,
            [this](PendingRequest *request, const QString &why) {
                diagnose(u"request %1 (%2) is sent again as request %3: %4"_s.arg(
                    request->previousId().displayText(),
                    request->method(),
                    request->id().displayText(),
                    why));
                transmitRequest(request);
            });
    attachHandshake();
    // MCP: the receiver of a ping must answer promptly with an empty result.
    setRequestHandler(
        Mcp::Method::Ping,
        [](const JsonRpcMessage &, ServerRequestResponder responder) { responder.result({}); });
}

McpSession::~McpSession()
{
    // Make sure nobody waits forever; their finished() handlers still see a whole session.
    m_requests.closeAll([](const PendingRequest &) { return u"session closed"_s; });
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

void McpSession::setEraPreference(ServerConfig::Era era, const QString &pinnedVersion)
{
    m_eraPreference = era;
    m_pinnedVersion = pinnedVersion;
    const QString version
        = pinnedVersion.isEmpty() ? ProtocolVersion::latestModern() : pinnedVersion;
    switch (era) {
    case ServerConfig::Era::Legacy:
        setHandshake(std::make_unique<LegacyHandshake>());
        break;
    case ServerConfig::Era::Modern:
        setHandshake(std::make_unique<DiscoverHandshake>(version));
        break;
    case ServerConfig::Era::Auto:
        setHandshake(std::make_unique<AutoEraHandshake>(version));
        break;
    }
}

void McpSession::enterModernEra(const QString &version)
{
    m_era = ServerConfig::Era::Modern;
    m_policy = m_modern.get();
    m_protocolVersion = version;
    m_transport->setModernEra(true);
    m_transport->setProtocolVersion(version);
}

void McpSession::enterLegacyEra()
{
    m_era = ServerConfig::Era::Legacy;
    m_policy = m_legacy.get();
    m_protocolVersion.clear();
    m_transport->setModernEra(false);
    m_transport->setProtocolVersion({});
}

QJsonObject McpSession::modernRequestMeta() const
{
    return ModernMeta::requestMeta(
        m_protocolVersion, m_clientCapabilities, m_clientInfo, m_requestLogLevel);
}

QList<McpSession::ExcludedTool> McpSession::excludedTools() const
{
    return m_modern->excludedTools();
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
    m_policy = m_legacy.get();
    m_protocolVersion.clear();
    m_transport->setModernEra(false);
    m_modern->reset();
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
        PendingRequest *request = m_requests.pending(message.id());
        if (!request || m_policy->reissueAfterBrokenStream(request, failure))
            continue;
        m_requests.setHttpStatus(request, failure.httpStatus);
        // MCP 2026-07-28 puts a JSON-RPC error in a 400/404 body (-32022, -32020, -32601…),
        // often with a null id: it answers this request better than the status alone.
        const JsonRpc::DecodeResult body = JsonRpc::decode(failure.body);
        if (body.messages.size() == 1
            && body.messages.first().kind() == JsonRpcMessage::Kind::Error) {
            m_policy->complete(request, body.messages.first());
            continue;
        }
        m_requests.finishLocally(request,
                                 PendingRequest::Outcome::TransportError,
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
    m_requests.closeAll([&](const PendingRequest &request) {
        QString text = u"%1 before answering %2"_s.arg(reason, request.method());
        if (!detail.isEmpty() && !reason.contains(detail))
            text += u"; "_s + detail;
        return text;
    });
}

PendingRequest *McpSession::sendRequest(const QString &method,
                                        const QJsonObject &params,
                                        const RequestOptions &options)
{
    const JsonRpcId id = m_requests.nextId();
    QJsonObject effectiveParams = params;
    if (options.withProgress) {
        QJsonObject meta = effectiveParams.value("_meta"_L1).toObject();
        meta.insert("progressToken"_L1, id.toJson());
        effectiveParams.insert("_meta"_L1, meta);
    }
    effectiveParams = m_policy->decorate(effectiveParams);
    if (m_transport->state() != Transport::State::Open)
        return m_requests.refuse(
            id, method, effectiveParams, u"not connected: %1 was not sent"_s.arg(method));
    PendingRequest *request
        = m_requests.open(id,
                          method,
                          effectiveParams,
                          {options.timeoutMs < 0 ? m_defaultTimeoutMs : options.timeoutMs,
                           options.withProgress,
                           options.cancellable});
    transmitRequest(request);
    if (!request->isFinished()) // a transport may fail the send synchronously
        Q_EMIT requestStarted(request);
    return request;
}

void McpSession::transmitRequest(const PendingRequest *request)
{
    const JsonRpcMessage message
        = JsonRpcMessage::request(request->id(), request->method(), request->params());
    HttpHeaderList headers;
    const bool withHeaders = m_policy->requestHeaders(*request, &headers);
    transmit(message, withHeaders ? &headers : nullptr, request->previousId());
}

void McpSession::sendNotification(const QString &method, const QJsonObject &params)
{
    transmit(JsonRpcMessage::notification(method, params));
}

void McpSession::transmit(const JsonRpcMessage &message,
                          const HttpHeaderList *requestHeaders,
                          const JsonRpcId &continues)
{
    const QByteArray raw = JsonRpc::encode(message);
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Outgoing;
    event.kind = TrafficEvent::Kind::Frame;
    event.raw = raw;
    event.decoded.shape = JsonRpc::DecodeResult::Shape::Single;
    event.decoded.messages.append(message);
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

void McpSession::sendCancel(const PendingRequest *request, const QString &reason)
{
    if (m_transport->state() == Transport::State::Open)
        m_policy->cancel(*request, reason);
}

void McpSession::reportUserAction(const UserAction &action)
{
    observe(action.toTraffic());
}

void McpSession::handleFrame(const QByteArray &frame, const FrameInfo &info)
{
    m_inbox.frame(frame, [this, frame, info](const JsonRpc::DecodeResult &decoded) {
        handleDecodedFrame(frame, info, decoded);
    });
}

void McpSession::handleDecodedFrame(const QByteArray &frame,
                                    const FrameInfo &info,
                                    const JsonRpc::DecodeResult &decoded)
{
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Incoming;
    event.raw = frame;
    event.channel = info.channel;
    event.httpStatus = info.httpStatus;
    event.decoded = decoded;
    const QList<JsonRpcMessage> messages = event.decoded.messages;
    observe(std::move(event));
    m_frameBytes = frame.size();
    for (const JsonRpcMessage &message : messages)
        handleMessage(message);
    m_frameBytes = 0;
}

void McpSession::handleMessage(const JsonRpcMessage &message)
{
    switch (message.kind()) {
    case JsonRpcMessage::Kind::Result:
    case JsonRpcMessage::Kind::Error:
        handleResponse(message);
        break;
    case JsonRpcMessage::Kind::Request:
        handleServerRequest(message);
        break;
    case JsonRpcMessage::Kind::Notification:
        if (message.method() == Mcp::Method::Progress)
            handleProgress(message);
        Q_EMIT notificationReceived(message);
        break;
    case JsonRpcMessage::Kind::Invalid:
        break; // the log already shows the frame and why it is invalid
    }
}

void McpSession::handleResponse(const JsonRpcMessage &message)
{
    if (PendingRequest *request = m_requests.pending(message.id())) {
        m_requests.setResponseBytes(request, m_frameBytes);
        m_policy->complete(request, message);
        return;
    }
    if (message.kind() == JsonRpcMessage::Kind::Error
        && (message.id().isNull() || message.id().isNone())) {
        const JsonRpcError error = message.error();
        diagnose(u"the server reported an error tied to no request: %1: %2"_s.arg(
                     JsonRpc::errorCodeName(error.code), error.message),
                 &Rules::ErrorWithoutId);
        return;
    }
    if (m_requests.wasAbandoned(message.id())) {
        diagnose(m_requests.lateResponseExplanation(message.id()), &Rules::LateResponse);
        return;
    }
    // Why else it pairs with nothing is the analysis' finding on the frame; the line says it too.
    diagnose(m_analysis.whyServerResponseIsUnpaired(message.id()));
}

void McpSession::handleServerRequest(const JsonRpcMessage &message)
{
    m_policy->noteServerRequest(message);
    const QPointer<McpSession> self(this);
    m_serverRequests.dispatch(
        message,
        ServerRequestResponder(
            [self, id = message.id()](const QJsonObject *result, const JsonRpcError *error) {
                if (!self)
                    return;
                self->transmit(result ? JsonRpcMessage::response(id, *result)
                                      : JsonRpcMessage::errorResponse(id, *error));
            }));
}

void McpSession::handleProgress(const JsonRpcMessage &message)
{
    const QJsonObject params = message.paramsObject();
    const JsonRpcId token = JsonRpcId::fromJson(params.value("progressToken"_L1));
    const QJsonValue total = params.value("total"_L1);
    if (!m_requests.reportProgress(token,
                                   JsonTypes::number(params.value("progress"_L1)),
                                   total.isDouble() ? JsonTypes::number(total) : qQNaN(),
                                   params.value("message"_L1).toString()))
        diagnose(u"progress for unknown token %1"_s.arg(token.displayText()),
                 &Rules::ProgressUnknownToken);
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
