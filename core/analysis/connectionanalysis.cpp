// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "connectionanalysis.h"

#include "shaperules.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/modernmeta.h>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kFirstModernRevision = "2026-07-28"_L1;

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

QString sizeText(qint64 bytes)
{
    return u"%1 MB"_s.arg(double(bytes) / (1 << 20), 0, 'f', 1);
}

} // namespace

void ConnectionAnalysis::Context::add(const Rule &rule,
                                      const QString &pointer,
                                      const QString &message) const
{
    out->append({&rule, prefix + pointer, message, frame});
}

void ConnectionAnalysis::Context::addAll(QList<Finding> findings) const
{
    for (Finding &finding : findings) {
        finding.frame = frame;
        out->append(std::move(finding));
    }
}

QString ConnectionAnalysis::requiredCapability(const QString &method)
{
    if (method == Mcp::Method::ResourcesSubscribe || method == Mcp::Method::ResourcesUnsubscribe)
        return u"resources.subscribe"_s;
    if (method == Mcp::Method::LoggingSetLevel)
        return u"logging"_s;
    if (method == Mcp::Method::CompletionComplete)
        return u"completions"_s;
    if (method == Mcp::Method::SamplingCreateMessage)
        return u"sampling"_s;
    if (method == Mcp::Method::ElicitationCreate)
        return u"elicitation"_s;
    for (const auto family : {"tools"_L1, "resources"_L1, "prompts"_L1, "roots"_L1}) {
        if (method.startsWith(family) && method.mid(family.size()).startsWith(u'/'))
            return QString(family);
    }
    return {};
}

void ConnectionAnalysis::setNegotiated(const QString &protocolVersion,
                                       const QJsonObject &serverCapabilities,
                                       const QJsonObject &clientCapabilities)
{
    m_protocolVersion = protocolVersion;
    m_serverCapabilities = serverCapabilities;
    m_clientCapabilities = clientCapabilities;
    m_knowsCapabilities = true;
}

bool ConnectionAnalysis::isModern() const
{
    return m_protocolVersion >= kFirstModernRevision;
}

ConnectionAnalysis::Result ConnectionAnalysis::analyze(const TrafficEvent &event)
{
    Result result;
    if (event.kind != TrafficEvent::Kind::Frame) {
        result.findings = event.findings; // a session's own finding (a timeout) as is
        return result;
    }
    QList<Finding> out;
    checkFrame(event, out, result);
    if (!out.isEmpty())
        result.findings = std::make_shared<const QList<Finding>>(std::move(out));
    return result;
}

void ConnectionAnalysis::annotate(TrafficEvent &event)
{
    Result result = analyze(event);
    event.findings = std::move(result.findings);
    // The analysis pairs the server's frames; an app's messages come paired by their bridge.
    if (event.kind == TrafficEvent::Kind::AppBridge)
        return;
    event.answersFrame = result.answersFrame;
    event.continuesFrame = result.continuesFrame;
}

void ConnectionAnalysis::checkFrame(const TrafficEvent &event, QList<Finding> &out, Result &result)
{
    if (event.direction != TrafficEvent::Direction::Outgoing
        && event.direction != TrafficEvent::Direction::Incoming)
        return;
    const JsonRpc::DecodeResult &decoded = event.decoded;
    Context context{event.direction == TrafficEvent::Direction::Outgoing, {}, event.sequence, &out};
    if (event.raw.size() >= kLargeMessageBytes)
        context.add(Rules::MessageSize,
                    {},
                    u"a %1 message: clients and servers often cap messages (mcpscope's default "
                    "limit is 64 MB)"_s.arg(sizeText(event.raw.size())));
    using Shape = JsonRpc::DecodeResult::Shape;
    switch (decoded.shape) {
    case Shape::Empty:
        context.add(Rules::EmptyFrame, {}, u"the frame holds no JSON-RPC message"_s);
        return;
    case Shape::NotJson:
        context.add(Rules::NotJson, {}, decoded.errorString);
        return;
    case Shape::Single:
    case Shape::Batch:
        break;
    }
    const bool batch = decoded.shape == Shape::Batch;
    if (batch && decoded.messages.isEmpty()) {
        context.add(Rules::NeitherRequestNorResponse, {}, decoded.errorString);
        return;
    }
    if (batch && !allowsBatches(m_protocolVersion))
        context.add(Rules::BatchNotAllowed,
                    {},
                    u"a JSON-RPC batch on a %1 connection: batching exists only in 2025-03-26 "
                    "(removed in 2025-06-18)"_s.arg(m_protocolVersion));
    if (!batch) {
        context.answersFrame = &result.answersFrame;
        // Looked up before the request itself is counted: a round never continues itself.
        if (!event.continues.isNone() && decoded.messages.size() == 1
            && decoded.messages.first().isRequest())
            result.continuesFrame = m_ledger.previousRound(context.sender(), event.continues);
    }
    for (qsizetype i = 0; i < decoded.messages.size(); ++i) {
        context.prefix = batch ? u"/%1"_s.arg(i) : QString();
        checkMessage(decoded.messages.at(i), context);
    }
}

void ConnectionAnalysis::checkMessage(const JsonRpcMessage &message, const Context &context)
{
    for (const JsonRpcProblem &problem : message.problems()) {
        if (const Rule *rule = Rules::byId(problem.rule))
            context.add(*rule, problem.pointer, problem.text);
    }
    if (message.isRequest())
        checkRequest(message, context);
    else if (message.isResponse())
        checkResponse(message, context);
    else if (message.isNotification())
        checkNotification(message, context);
}

void ConnectionAnalysis::checkRequest(const JsonRpcMessage &message, const Context &context)
{
    const QString method = message.method();
    const JsonRpcId id = message.id();
    if (m_ledger.isOpen(context.sender(), id) || m_ledger.isAnswered(context.sender(), id))
        context.add(Rules::DuplicateRequestId,
                    u"/id"_s,
                    u"request id %1 is reused (MCP: an id is never reused within a session)"_s.arg(
                        id.displayText()));
    if (method.startsWith("notifications/"_L1))
        context.add(Rules::NotificationWithId,
                    u"/id"_s,
                    u"%1 is a notification method but carries an id, which makes it a request "
                    "that expects an answer"_s.arg(method));
    if (context.fromClient)
        learnFromRequest(message);
    const QString capability = requiredCapability(method);
    const QJsonObject &receiverCapabilities
        = context.fromClient ? m_serverCapabilities : m_clientCapabilities;
    if (m_knowsCapabilities && !capability.isEmpty()
        && !hasCapability(receiverCapabilities, capability))
        context.add(Rules::MethodNotInCapabilities,
                    u"/method"_s,
                    u"%1 needs the %2 capability \"%3\", which the handshake did not declare"_s.arg(
                        method, context.fromClient ? u"server"_s : u"client"_s, capability));
    if (!context.fromClient && isModern())
        context.add(Rules::ServerRequestInModernEra,
                    u"/method"_s,
                    u"the server sent a %1 request, which a 2026-07-28 server must not do (it "
                    "asks for input with an input_required result)"_s.arg(method));
    m_ledger.open(context.sender(), id, {method, context.frame, context.isSingle(), false});
}

std::pair<const Rule *, QString> ConnectionAnalysis::whyUnpaired(Side requester,
                                                                 const JsonRpcId &id) const
{
    if (m_ledger.isAnswered(requester, id))
        return {
            &Rules::DuplicateResponse,
            u"a second response to request %1, which was already answered"_s.arg(id.displayText())};
    const JsonRpcId other = id.withOtherWireType();
    if (!other.isNone() && m_ledger.isOpen(requester, other))
        return {&Rules::IdTypeChanged,
                u"response id %1 has another JSON type than request id %2: ids must come back "
                "exactly as sent"_s.arg(id.displayText(), other.displayText())};
    return {&Rules::UnknownResponseId,
            u"response to id %1, which no open request has"_s.arg(id.displayText())};
}

QString ConnectionAnalysis::whyServerResponseIsUnpaired(const JsonRpcId &id) const
{
    return whyUnpaired(Side::Client, id).second;
}

void ConnectionAnalysis::checkResponse(const JsonRpcMessage &message, const Context &context)
{
    // A response answers a request of the other side.
    const JsonRpcId id = message.id();
    if (id.isNone() || id.isNull()) {
        // JSON-RPC 2.0: an error may have a null id when the request could not be read.
        if (message.kind() == JsonRpcMessage::Kind::Result)
            context.add(Rules::ResponseToNotification,
                        {},
                        u"a result without an id answers nothing; notifications must never be "
                        "answered"_s);
        return;
    }
    if (const std::optional<RequestLedger::OpenRequest> open
        = m_ledger.answer(context.receiver(), id)) {
        const QString method = open->method;
        if (context.answersFrame)
            *context.answersFrame = open->single ? open->frame : 0;
        if (method.startsWith("notifications/"_L1))
            context.add(Rules::ResponseToNotification,
                        u"/id"_s,
                        u"a response to %1, a notification method: notifications are never "
                        "answered"_s.arg(method));
        if (message.kind() == JsonRpcMessage::Kind::Result) {
            learnFromResult(method, message);
            if (!context.fromClient)
                checkResult(method, message, context);
        }
        return;
    }
    const auto [rule, text] = whyUnpaired(context.receiver(), id);
    context.add(*rule, u"/id"_s, text);
}

void ConnectionAnalysis::checkNotification(const JsonRpcMessage &message, const Context &context)
{
    const QString method = message.method();
    if (method == Mcp::Method::Cancelled) {
        // The sender gives up on its own request: an answer may or may not follow.
        m_ledger.cancel(context.sender(),
                        JsonRpcId::fromJson(message.paramsObject().value("requestId"_L1)));
    }
    if (m_shapeChecks && !context.fromClient)
        context.addAll(ShapeRules::checkNotification(
            method, m_protocolVersion, message.params(), context.prefix + u"/params"_s));
}

void ConnectionAnalysis::checkResult(const QString &method,
                                     const JsonRpcMessage &message,
                                     const Context &context)
{
    const QJsonObject result = message.result().toObject();
    if (isModern() && !result.contains("resultType"_L1))
        context.add(Rules::MissingResultType,
                    u"/result"_s,
                    u"a 2026-07-28 result carries \"resultType\" (the client has to assume "
                    "\"complete\")"_s);
    // Always on, not a shape check: the session refuses such a result, and this is the one
    // finding that says so.
    const QString resultType = ModernMeta::resultType(result);
    if (isModern() && result.contains("resultType"_L1)
        && !ModernMeta::allowsResultType(method, resultType))
        context.add(Rules::ResultTypeNotAllowed,
                    u"/result/resultType"_s,
                    u"resultType \"%1\" does not answer %2 (allowed: %3)"_s.arg(
                        resultType, method, ModernMeta::allowedResultTypes(method)));
    if (!m_shapeChecks)
        return;
    context.addAll(ShapeRules::checkResult(
        method, m_protocolVersion, message.result(), context.prefix + u"/result"_s));
}

void ConnectionAnalysis::learnFromRequest(const JsonRpcMessage &request)
{
    const QJsonObject params = request.paramsObject();
    if (request.method() == Mcp::Method::Initialize) {
        m_pendingClientCapabilities = params.value("capabilities"_L1).toObject();
        return;
    }
    // MCP 2026-07-28: every request names its revision and the client's capabilities.
    const QJsonObject meta = params.value("_meta"_L1).toObject();
    const QString version = meta.value(ModernMeta::ProtocolVersionKey).toString();
    if (version.isEmpty())
        return;
    m_protocolVersion = version;
    m_clientCapabilities = meta.value(ModernMeta::ClientCapabilitiesKey).toObject();
}

void ConnectionAnalysis::learnFromResult(const QString &method, const JsonRpcMessage &response)
{
    const QJsonObject result = response.result().toObject();
    if (method == Mcp::Method::Initialize)
        setNegotiated(result.value("protocolVersion"_L1).toString(),
                      result.value("capabilities"_L1).toObject(),
                      m_pendingClientCapabilities);
    else if (method == Mcp::Method::ServerDiscover && isModern())
        setNegotiated(
            m_protocolVersion, result.value("capabilities"_L1).toObject(), m_clientCapabilities);
}

void ConnectionAnalysis::forgetRequest(const JsonRpcId &id)
{
    m_ledger.forget(Side::Client, id);
}

QList<Finding> ConnectionAnalysis::close()
{
    QList<Finding> out;
    const QHash<JsonRpcId, RequestLedger::OpenRequest> &open = m_ledger.openRequests(Side::Client);
    for (auto it = open.cbegin(); it != open.cend(); ++it) {
        if (it->cancelled)
            continue;
        out.append({&Rules::RequestUnanswered,
                    {},
                    u"request %1 (%2) was never answered before the connection ended"_s.arg(
                        it.key().displayText(), it->method),
                    it->frame});
    }
    std::sort(out.begin(), out.end(), [](const Finding &a, const Finding &b) {
        return a.frame < b.frame;
    });
    m_ledger.clear();
    return out;
}
