// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpsession.h"

#include "erapolicy.h"
#include "handshake.h"
#include "httpexchanges.h"
#include "mcpmethods.h"
#include "modernhandshake.h"
#include "modernmeta.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/jsonrpc/jsontypes.h>
#include <core/transport/transport.h>

#include <QMetaEnum>

using namespace Qt::StringLiterals;

McpSession::McpSession(std::unique_ptr<Transport> transport, QObject *parent)
    : QObject(parent)
    , m_transport(transport.release())
    , m_handshake(std::make_unique<LegacyHandshake>())
    , m_clientInfo{{"name"_L1, u"mcpscope"_s}, {"version"_L1, QStringLiteral(MCPSCOPE_VERSION)}}
    , m_trace([this](const TrafficEvent &event) { Q_EMIT trafficObserved(event); })
    , m_legacy(std::make_unique<LegacyPolicy>(*this, m_requests))
    , m_modern(std::make_unique<ModernPolicy>(
          *this,
          m_requests,
          [this](const QList<ExcludedTool> &tools) { Q_EMIT toolsExcluded(tools); }))
    , m_policy(m_legacy.get())
{
    m_transport->setParent(this);
    // Everything the transport reports waits behind a frame still being decoded (InboundQueue).
    connect(m_transport, &Transport::stateChanged, this, [this] {
        m_inbox.step([this] { handleTransportState(); });
    });
    connect(m_transport, &Transport::frameReceived, this, &McpSession::handleFrame);
    connect(m_transport, &Transport::eventOccurred, this, [this](const TransportEvent &event) {
        m_inbox.step([this, event] { m_trace.transportEvent(event); });
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
            m_transport->settleExchange(end.ticket,
                                        HttpExchanges::answered(end, m_trace.analysis()));
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
        m_trace.diagnose(u"no answer to request %1 (%2) within %3 ms"_s
                             .arg(request->id().displayText(), request->method())
                             .arg(request->timeoutMs()),
                         &Rules::RequestTimedOut);
    });
    connect(&m_requests, &RequestCorrelator::cancelRequired, this, &McpSession::sendCancel);
    connect(&m_requests,
            &RequestCorrelator::resent,
            this,
            [this](PendingRequest *request, const QString &why) {
                m_trace.diagnose(u"request %1 (%2) is sent again as request %3: %4"_s.arg(
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
    // Every state is one word: its Q_ENUM key, lower-cased, is its name in the log.
    return QString::fromLatin1(QMetaEnum::fromType<State>().valueToKey(int(state))).toLower();
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
    connect(m_handshake.get(), &Handshake::agreed, this, [this](const QString &version) {
        m_transport->setProtocolVersion(version);
    });
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
    setHandshake(handshakeForEra(era, pinnedVersion));
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
    m_trace.diagnose(reason);
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
        m_trace.analysis().forgetRequest(message.id());
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
    m_trace.diagnose(
        u"the server no longer knows this session (HTTP 404): initializing a new one"_s);
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
    m_trace.reportUnansweredRequests();
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
    JsonRpc::DecodeResult decoded;
    decoded.shape = JsonRpc::DecodeResult::Shape::Single;
    decoded.messages.append(message);
    m_trace.outgoing(raw, decoded, continues);
    m_transport->sendRequestFrame(raw,
                                  requestHeaders ? *requestHeaders : HttpHeaderList(),
                                  HttpExchanges::requestIds(decoded));
}

void McpSession::sendRawFrame(const QByteArray &frame)
{
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(frame);
    m_trace.outgoing(frame, decoded);
    m_transport->sendRequestFrame(frame, {}, HttpExchanges::requestIds(decoded));
}

void McpSession::sendCancel(const PendingRequest *request, const QString &reason)
{
    if (m_transport->state() == Transport::State::Open)
        m_policy->cancel(*request, reason);
}

void McpSession::reportUserAction(const UserAction &action)
{
    m_trace.userAction(action);
}

qint64 McpSession::reportAppMessage(TrafficEvent::Direction direction,
                                    const QByteArray &raw,
                                    const QString &answers,
                                    qint64 answersFrame)
{
    return m_trace.appMessage(direction, raw, answers, answersFrame);
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
    m_trace.incoming(frame, info, decoded);
    m_frameBytes = frame.size();
    for (const JsonRpcMessage &message : decoded.messages)
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
    m_trace.explainUnroutedResponse(message, m_requests);
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
        m_trace.diagnose(u"progress for unknown token %1"_s.arg(token.displayText()),
                         &Rules::ProgressUnknownToken);
}
