// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "protocolchecker.h"

using namespace Qt::StringLiterals;

namespace {

using Code = ProtocolDiagnostic::Code;
constexpr qsizetype kRememberedAnswers = 65536;

// MCP 2025-06-18 changelog: "Remove support for JSON-RPC batching"; 2025-03-26 was the only
// revision that allowed it.
bool allowsBatches(const QString &version)
{
    return version.isEmpty() || version <= "2025-03-26"_L1;
}

bool hasCapability(const QJsonObject &capabilities, const QString &path)
{
    const qsizetype dot = path.indexOf(u'.');
    if (dot < 0)
        return capabilities.contains(path);
    const QJsonObject parent = capabilities.value(path.left(dot)).toObject();
    return parent.value(path.mid(dot + 1)).toBool();
}

} // namespace

QString ProtocolDiagnostic::codeName(Code code)
{
    switch (code) {
    case Code::MissingJsonRpc:
        return u"missing-jsonrpc"_s;
    case Code::WrongJsonRpc:
        return u"wrong-jsonrpc"_s;
    case Code::ResultAndError:
        return u"result-and-error"_s;
    case Code::DuplicateRequestId:
        return u"duplicate-request-id"_s;
    case Code::NotificationWithId:
        return u"notification-with-id"_s;
    case Code::UnknownResponseId:
        return u"unknown-response-id"_s;
    case Code::DuplicateResponse:
        return u"duplicate-response"_s;
    case Code::IdTypeChanged:
        return u"id-type-changed"_s;
    case Code::ResponseToNotification:
        return u"response-to-notification"_s;
    case Code::BatchNotAllowed:
        return u"batch-not-allowed"_s;
    case Code::MethodNotInCapabilities:
        return u"method-not-in-capabilities"_s;
    }
    return {};
}

QString ProtocolChecker::requiredCapability(const QString &method)
{
    if (method == "resources/subscribe"_L1 || method == "resources/unsubscribe"_L1)
        return u"resources.subscribe"_s;
    if (method == "logging/setLevel"_L1)
        return u"logging"_s;
    if (method == "completion/complete"_L1)
        return u"completions"_s;
    if (method == "sampling/createMessage"_L1)
        return u"sampling"_s;
    if (method == "elicitation/create"_L1)
        return u"elicitation"_s;
    for (const auto family : {"tools"_L1, "resources"_L1, "prompts"_L1, "roots"_L1}) {
        if (method.startsWith(family) && method.mid(family.size()).startsWith(u'/'))
            return QString(family);
    }
    return {};
}

void ProtocolChecker::reset()
{
    *this = ProtocolChecker();
}

void ProtocolChecker::setNegotiated(const QString &protocolVersion,
                                    const QJsonObject &serverCapabilities,
                                    const QJsonObject &clientCapabilities)
{
    m_protocolVersion = protocolVersion;
    m_serverCapabilities = serverCapabilities;
    m_clientCapabilities = clientCapabilities;
    m_knowsCapabilities = true;
}

QList<ProtocolDiagnostic> ProtocolChecker::check(TrafficEvent::Direction direction,
                                                 const JsonRpc::DecodeResult &decoded)
{
    QList<ProtocolDiagnostic> out;
    using Shape = JsonRpc::DecodeResult::Shape;
    if (direction == TrafficEvent::Direction::Local || direction == TrafficEvent::Direction::User
        || (decoded.shape != Shape::Single && decoded.shape != Shape::Batch))
        return out; // not JSON at all: the codec's own error already says so
    const bool fromClient = direction == TrafficEvent::Direction::Outgoing;
    Side &sender = fromClient ? m_client : m_server;
    Side &receiver = fromClient ? m_server : m_client;
    const bool batch = decoded.shape == Shape::Batch;
    if (batch && !allowsBatches(m_protocolVersion))
        out.append({Code::BatchNotAllowed,
                    u"a JSON-RPC batch on a %1 connection: batching exists only in 2025-03-26 "
                    "(removed in 2025-06-18)"_s.arg(m_protocolVersion),
                    {}});
    for (qsizetype i = 0; i < decoded.messages.size(); ++i) {
        const QString prefix = batch ? u"/%1"_s.arg(i) : QString();
        checkMessage(sender, receiver, fromClient, decoded.messages.at(i), prefix, out);
    }
    return out;
}

void ProtocolChecker::checkMessage(Side &sender,
                                   Side &receiver,
                                   bool fromClient,
                                   const JsonRpcMessage &message,
                                   const QString &prefix,
                                   QList<ProtocolDiagnostic> &out)
{
    if (!message.json().isObject())
        return; // the codec explains non-objects
    checkEnvelope(message.json().toObject(), prefix, out);
    if (message.isRequest())
        checkRequest(sender, fromClient, message, prefix, out);
    else if (message.isResponse())
        checkResponse(receiver, message, prefix, out);
}

void ProtocolChecker::checkEnvelope(const QJsonObject &object,
                                    const QString &prefix,
                                    QList<ProtocolDiagnostic> &out)
{
    const QJsonValue version = object.value("jsonrpc"_L1);
    if (version.isUndefined())
        out.append({Code::MissingJsonRpc,
                    u"no \"jsonrpc\": \"2.0\" member (JSON-RPC 2.0 requires it in every message)"_s,
                    prefix});
    else if (version != QJsonValue(u"2.0"_s))
        out.append({Code::WrongJsonRpc,
                    u"\"jsonrpc\" must be exactly the string \"2.0\""_s,
                    prefix + u"/jsonrpc"_s});
    if (object.contains("result"_L1) && object.contains("error"_L1))
        out.append({Code::ResultAndError,
                    u"a response carries both \"result\" and \"error\" (JSON-RPC 2.0: exactly "
                    "one of them)"_s,
                    prefix + u"/error"_s});
}

void ProtocolChecker::checkRequest(Side &sender,
                                   bool fromClient,
                                   const JsonRpcMessage &message,
                                   const QString &prefix,
                                   QList<ProtocolDiagnostic> &out)
{
    const QString method = message.method();
    const JsonRpcId id = message.id();
    if (sender.open.contains(id) || sender.answered.contains(id))
        out.append({Code::DuplicateRequestId,
                    u"request id %1 is reused (MCP: an id is never reused within a session)"_s.arg(
                        id.displayText()),
                    prefix + u"/id"_s});
    if (method.startsWith("notifications/"_L1))
        out.append({Code::NotificationWithId,
                    u"%1 is a notification method but carries an id, which makes it a request "
                    "that expects an answer"_s.arg(method),
                    prefix + u"/id"_s});
    const QString capability = requiredCapability(method);
    const QJsonObject &receiverCapabilities
        = fromClient ? m_serverCapabilities : m_clientCapabilities;
    if (m_knowsCapabilities && !capability.isEmpty()
        && !hasCapability(receiverCapabilities, capability))
        out.append({Code::MethodNotInCapabilities,
                    u"%1 needs the %2 capability \"%3\", which the handshake did not declare"_s.arg(
                        method, fromClient ? u"server"_s : u"client"_s, capability),
                    prefix + u"/method"_s});
    const bool isInitialize = fromClient && method == "initialize"_L1;
    if (isInitialize)
        m_pendingClientCapabilities = message.paramsObject().value("capabilities"_L1).toObject();
    sender.open.insert(id, {method, isInitialize});
}

void ProtocolChecker::checkResponse(Side &receiver,
                                    const JsonRpcMessage &message,
                                    const QString &prefix,
                                    QList<ProtocolDiagnostic> &out)
{
    const JsonRpcId id = message.id();
    if (id.isNone() || id.isNull()) {
        // JSON-RPC 2.0: an error may have a null id when the request could not be read.
        if (message.kind() == JsonRpcMessage::Kind::Result)
            out.append({Code::ResponseToNotification,
                        u"a result without an id answers nothing; notifications must never be "
                        "answered"_s,
                        prefix});
        return;
    }
    const auto open = receiver.open.constFind(id);
    if (open != receiver.open.constEnd()) {
        if (open->method.startsWith("notifications/"_L1))
            out.append({Code::ResponseToNotification,
                        u"a response to %1, a notification method: notifications are never "
                        "answered"_s.arg(open->method),
                        prefix + u"/id"_s});
        if (open->isInitialize && message.kind() == JsonRpcMessage::Kind::Result)
            learnFromInitialize(message);
        receiver.open.erase(open);
        remember(receiver, id);
        return;
    }
    const JsonRpcId other = id.withOtherWireType();
    if (receiver.answered.contains(id))
        out.append(
            {Code::DuplicateResponse,
             u"a second response to request %1, which was already answered"_s.arg(id.displayText()),
             prefix + u"/id"_s});
    else if (!other.isNone() && receiver.open.contains(other))
        out.append({Code::IdTypeChanged,
                    u"response id %1 has another JSON type than request id %2: ids must come "
                    "back exactly as sent"_s.arg(id.displayText(), other.displayText()),
                    prefix + u"/id"_s});
    else
        out.append({Code::UnknownResponseId,
                    u"response to id %1, which no open request has"_s.arg(id.displayText()),
                    prefix + u"/id"_s});
}

void ProtocolChecker::learnFromInitialize(const JsonRpcMessage &response)
{
    const QJsonObject result = response.result().toObject();
    setNegotiated(result.value("protocolVersion"_L1).toString(),
                  result.value("capabilities"_L1).toObject(),
                  m_pendingClientCapabilities);
}

void ProtocolChecker::remember(Side &side, const JsonRpcId &id)
{
    side.answered.insert(id);
    side.answeredOrder.push_back(id);
    if (side.answeredOrder.size() > size_t(kRememberedAnswers)) {
        side.answered.remove(side.answeredOrder.front());
        side.answeredOrder.pop_front();
    }
}
