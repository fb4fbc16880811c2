// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// McpSession, receiving side: decoding incoming frames, pairing responses, answering server
// requests, routing progress. The sending side and the lifecycle are in mcpsession.cpp.
#include "mcpmethods.h"
#include "mcpsession.h"
#include "pendingrequest.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>

using namespace Qt::StringLiterals;

ServerRequestResponder::ServerRequestResponder(McpSession *session, const JsonRpcId &id)
    : m_session(session)
    , m_id(id)
{}

ServerRequestResponder::ServerRequestResponder(Sink sink)
    : m_sink(std::move(sink))
{}

void ServerRequestResponder::result(const QJsonObject &result) const
{
    if (m_sink)
        m_sink(&result, nullptr);
    else if (m_session)
        m_session->transmit(JsonRpcMessage::response(m_id, result).json().toObject());
}

void ServerRequestResponder::error(const JsonRpcError &error) const
{
    if (m_sink)
        m_sink(nullptr, &error);
    else if (m_session)
        m_session->transmit(JsonRpcMessage::errorResponse(m_id, error).json().toObject());
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
    PendingRequest *request = m_pending.take(message.id());
    if (!request) {
        if (message.kind() == JsonRpcMessage::Kind::Error
            && (message.id().isNull() || message.id().isNone())) {
            const JsonRpcError error = message.error();
            diagnose(u"the server reported an error tied to no request: %1: %2"_s.arg(
                         JsonRpc::errorCodeName(error.code), error.message),
                     &Rules::ErrorWithoutId);
            return;
        }
        diagnose(unknownIdExplanation(message.id()),
                 m_abandoned.contains(message.id()) ? &Rules::LateResponse : nullptr);
        return;
    }
    completeRequest(request, message);
}

QString McpSession::unknownIdExplanation(const JsonRpcId &id) const
{
    const auto abandoned = m_abandoned.constFind(id);
    if (abandoned != m_abandoned.constEnd())
        return u"late response to request %1 (%2)"_s.arg(id.displayText(), *abandoned);
    const JsonRpcId other = id.withOtherWireType();
    if (!other.isNone() && m_pending.contains(other))
        return u"response id %1 is %2, but request %3 was sent with %4 id: the server changed "
               "the id's type, so the response cannot be paired"_s.arg(
                   id.displayText(),
                   id.type() == JsonRpcId::Type::String ? u"a string"_s : u"an integer"_s,
                   other.displayText(),
                   other.type() == JsonRpcId::Type::String ? u"a string"_s : u"an integer"_s);
    return u"response to unknown request id %1: no request with this id is pending"_s.arg(
        id.displayText());
}

void McpSession::handleServerRequest(const JsonRpcMessage &message)
{
    // MCP 2026-07-28: servers never send requests; they ask for input through MRTR.
    if (isModern())
        diagnose(u"the server sent a %1 request, which a 2026-07-28 server must not do (it "
                 "should ask with an input_required result)"_s.arg(message.method()));
    dispatchServerRequest(message, ServerRequestResponder(this, message.id()));
}

void McpSession::dispatchServerRequest(const JsonRpcMessage &message,
                                       ServerRequestResponder responder)
{
    const auto handler = m_handlers.constFind(message.method());
    if (handler == m_handlers.constEnd()) {
        responder.error(
            {JsonRpc::ErrorCode::MethodNotFound,
             u"Method not found: mcpscope does not handle %1 here"_s.arg(message.method()),
             {}});
        return;
    }
    (*handler)(message, std::move(responder));
}

void McpSession::handleProgress(const JsonRpcMessage &message)
{
    const QJsonObject params = message.paramsObject();
    const JsonRpcId token = JsonRpcId::fromJson(params.value("progressToken"_L1));
    // We always use the request id as its progress token, with the same wire type.
    PendingRequest *request = m_pending.value(token);
    if (!request || !request->hasProgressToken()) {
        diagnose(u"progress for unknown token %1"_s.arg(token.displayText()),
                 &Rules::ProgressUnknownToken);
        return;
    }
    const QJsonValue total = params.value("total"_L1);
    request->reportProgress(params.value("progress"_L1).toDouble(),
                            total.isDouble() ? total.toDouble() : qQNaN(),
                            params.value("message"_L1).toString());
}
