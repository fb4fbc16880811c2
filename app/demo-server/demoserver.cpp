// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demoserver.h"

#include "completions.h"
#include "longoperation.h"
#include "moderntools.h"
#include "promptcatalogue.h"
#include "resourcecatalogue.h"
#include "skillcatalogue.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/protocolversion.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

constexpr QLatin1StringView BatchRevision{"2025-03-26"}; // the only revision with batches

Reply invalidParams(const QString &message)
{
    return Reply::failure(JsonRpc::ErrorCode::InvalidParams, message);
}

// Every list fits in one page, so this server never hands out a cursor to come back with.
std::optional<Reply> rejectCursor(const JsonRpcMessage &request)
{
    const QJsonValue cursor = request.paramsObject().value("cursor"_L1);
    if (cursor.isUndefined() || cursor.isNull())
        return std::nullopt;
    return invalidParams(u"Invalid cursor: this server returns every list in one page and never "
                         "issues cursors"_s);
}

} // namespace

DemoServer::DemoServer(QObject *parent)
    : DemoServer(DemoServerOptions{}, nullptr, parent)
{}

DemoServer::DemoServer(const DemoServerOptions &options, NoteBook *sharedNotes, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_notes(sharedNotes ? sharedNotes : &m_ownNotes)
{
    connect(m_notes, &NoteBook::changed, this, &DemoServer::notifyListeners);
    setSharedTasks(&m_ownTasks);
}

DemoServer::~DemoServer() = default;

QString DemoServer::logLevel() const
{
    return logLevels().at(m_logThreshold);
}

QJsonObject DemoServer::capabilities()
{
    return {{"tools"_L1, QJsonObject{{"listChanged"_L1, false}}},
            {"resources"_L1, QJsonObject{{"subscribe"_L1, true}, {"listChanged"_L1, true}}},
            {"prompts"_L1, QJsonObject{{"listChanged"_L1, false}}},
            {"logging"_L1, QJsonObject{}},
            {"completions"_L1, QJsonObject{}},
            {"extensions"_L1, QJsonObject{{SkillCatalogue::Extension, QJsonObject()}}}};
}

QJsonObject DemoServer::serverInfo()
{
    return {{"name"_L1, u"mcpscope-demo-server"_s},
            {"title"_L1, u"mcpscope demo server"_s},
            {"version"_L1, QStringLiteral(MCPSCOPE_VERSION)},
            {"description"_L1,
             u"A harmless local MCP server bundled with mcpscope, for exploring and testing."_s}};
}

QString DemoServer::instructions()
{
    return u"This is the mcpscope demo server: every tool, resource and prompt is local and "
           "harmless. Start with the echo or add tools, read demo://docs/readme for a tour, "
           "call long_operation with a progress token to watch progress and cancellation, and "
           "use misbehave to see how protocol faults look in the inspector."_s;
}

QStringList DemoServer::logLevels()
{
    return {u"debug"_s,
            u"info"_s,
            u"notice"_s,
            u"warning"_s,
            u"error"_s,
            u"critical"_s,
            u"alert"_s,
            u"emergency"_s};
}

bool DemoServer::acceptsBatches() const
{
    if (m_options.era == DemoEra::Modern)
        return false;
    return m_protocolVersion.isEmpty() || m_protocolVersion == BatchRevision;
}

void DemoServer::handleFrame(const QByteArray &frame)
{
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(frame);
    switch (decoded.shape) {
    case JsonRpc::DecodeResult::Shape::Empty:
        diagnostic(u"ignored an empty line"_s);
        return;
    case JsonRpc::DecodeResult::Shape::NotJson: {
        // JSON-RPC 2.0: a parse error is answered with a null id, since none could be read.
        QJsonObject data;
        if (decoded.errorOffset >= 0)
            data.insert("offset"_L1, decoded.errorOffset);
        send(JsonRpcMessage::errorResponse(
            JsonRpcId(),
            {JsonRpc::ErrorCode::ParseError, u"Parse error: %1"_s.arg(decoded.errorString), data}));
        return;
    }
    case JsonRpc::DecodeResult::Shape::Single:
        handle(decoded.messages.constFirst());
        return;
    case JsonRpc::DecodeResult::Shape::Batch:
        handleBatch(decoded.messages);
        return;
    }
}

void DemoServer::handleBatch(const QList<JsonRpcMessage> &messages)
{
    if (messages.isEmpty()) {
        send(
            Reply::failure(JsonRpc::ErrorCode::InvalidRequest, u"Invalid Request: an empty batch"_s)
                .toMessage(JsonRpcId()));
        return;
    }
    // Before initialize nothing is negotiated yet, so be lenient there too.
    if (!acceptsBatches()) {
        send(JsonRpcMessage::errorResponse(
            JsonRpcId(),
            {JsonRpc::ErrorCode::InvalidRequest,
             m_protocolVersion.isEmpty()
                 ? u"Invalid Request: JSON-RPC batches exist only in MCP 2025-03-26, and this "
                   "server runs with --era modern (2026-07-28)"_s
                 : u"Invalid Request: JSON-RPC batches exist only in MCP 2025-03-26, and this "
                   "session negotiated %1"_s.arg(m_protocolVersion),
             QJsonObject{{"protocolVersion"_L1, m_protocolVersion}}}));
        return;
    }
    // Each element is answered on its own line; stdio clients read line by line anyway.
    for (const JsonRpcMessage &message : messages)
        handle(message);
}

void DemoServer::handle(const JsonRpcMessage &message)
{
    switch (message.kind()) {
    case JsonRpcMessage::Kind::Request:
        if (!message.id().isValidRequestId())
            break;
        if (!message.problems().isEmpty())
            diagnostic(u"warning: request %1 has problems, answering anyway: %2"_s.arg(
                message.id().displayText(), message.problemText()));
        handleRequest(message);
        return;
    case JsonRpcMessage::Kind::Notification:
        handleNotification(message);
        return;
    case JsonRpcMessage::Kind::Result:
    case JsonRpcMessage::Kind::Error:
        diagnostic(u"ignored a response with id %1: this server never sends requests"_s.arg(
            message.id().displayText()));
        return;
    case JsonRpcMessage::Kind::Invalid:
        break;
    }
    const JsonRpcId id = message.id().isValidRequestId() ? message.id() : JsonRpcId();
    QJsonArray problems;
    for (const JsonRpcProblem &problem : message.problems())
        problems.append(problem.text);
    send(JsonRpcMessage::errorResponse(id,
                                       {JsonRpc::ErrorCode::InvalidRequest,
                                        u"Invalid Request: %1"_s.arg(message.problemText()),
                                        QJsonObject{{"problems"_L1, problems}}}));
}

QHash<QString, DemoServer::Handler> DemoServer::commonHandlers()
{
    return {
        {Mcp::Method::ToolsList, &DemoServer::listTools},
        {Mcp::Method::ToolsCall, &DemoServer::callTool},
        {Mcp::Method::ResourcesList, &DemoServer::listResources},
        {Mcp::Method::ResourcesTemplatesList, &DemoServer::listResourceTemplates},
        {Mcp::Method::ResourcesRead, &DemoServer::readResource},
        {Mcp::Method::PromptsList, &DemoServer::listPrompts},
        {Mcp::Method::PromptsGet, &DemoServer::getPrompt},
        {Mcp::Method::CompletionComplete, &DemoServer::complete},
        {Mcp::Method::SkillsList, &DemoServer::listSkills},
    };
}

DemoServer::Handler DemoServer::handlerFor(const QString &method) const
{
    static const QHash<QString, Handler> handlers = [] {
        QHash<QString, Handler> legacy = commonHandlers();
        legacy.insert(Mcp::Method::Initialize, &DemoServer::initialize);
        legacy.insert(Mcp::Method::Ping, &DemoServer::ping);
        legacy.insert(Mcp::Method::LoggingSetLevel, &DemoServer::setLevel);
        legacy.insert(Mcp::Method::ResourcesSubscribe, &DemoServer::subscribe);
        legacy.insert(Mcp::Method::ResourcesUnsubscribe, &DemoServer::subscribe);
        return legacy;
    }();
    return handlers.value(method, nullptr);
}

std::optional<Reply> DemoServer::rejectNonObjectParams(const JsonRpcMessage &request)
{
    const QJsonValue params = request.params();
    if (params.isUndefined() || params.isObject())
        return std::nullopt;
    return invalidParams(u"params of %1 must be an object, not an array"_s.arg(request.method()));
}

void DemoServer::handleRequest(const JsonRpcMessage &request)
{
    if (isModern(request)) {
        handleModernRequest(request);
        return;
    }
    const QString method = request.method();
    const Handler handler = handlerFor(method);
    if (!handler) {
        send(JsonRpcMessage::errorResponse(request.id(),
                                           {JsonRpc::ErrorCode::MethodNotFound,
                                            u"Method not found: %1"_s.arg(method),
                                            QJsonObject{{"method"_L1, method}}}));
        return;
    }
    // MCP 2025-11-25, Lifecycle: only ping may precede initialize. Answer anyway, but say so.
    if (m_protocolVersion.isEmpty() && method != Mcp::Method::Initialize
        && method != Mcp::Method::Ping) {
        diagnostic(u"warning: %1 (id %2) arrived before initialize; answering anyway"_s.arg(
            method, request.id().displayText()));
    }
    if (const std::optional<Reply> rejected = rejectNonObjectParams(request)) {
        send(rejected->toMessage(request.id()));
        return;
    }
    if (const std::optional<Reply> reply = (this->*handler)(request))
        send(reply->toMessage(request.id()));
}

void DemoServer::handleNotification(const JsonRpcMessage &notification)
{
    const QString method = notification.method();
    if (method == Mcp::Method::Initialized) {
        if (m_protocolVersion.isEmpty())
            diagnostic(u"warning: notifications/initialized arrived before initialize"_s);
        else
            diagnostic(u"client confirmed initialization"_s);
    } else if (method == Mcp::Method::Cancelled) {
        cancel(notification.paramsObject());
    } else {
        // JSON-RPC: notifications are never answered, not even unknown ones.
        diagnostic(u"ignored notification %1"_s.arg(method));
    }
}

std::optional<Reply> DemoServer::initialize(const JsonRpcMessage &request)
{
    const QJsonObject params = request.paramsObject();
    const QJsonValue requested = params.value("protocolVersion"_L1);
    if (!requested.isString()) {
        return invalidParams(u"initialize needs params.protocolVersion, a string such as "
                             "\"2025-11-25\""_s);
    }
    if (!m_protocolVersion.isEmpty())
        diagnostic(u"warning: initialize received again; negotiating afresh"_s);
    // MCP 2025-11-25, Lifecycle > Version Negotiation: echo a supported version, else offer
    // our latest and let the client decide whether to disconnect.
    const QString version = ProtocolVersion::isSupportedLegacy(requested.toString())
                                ? requested.toString()
                                : ProtocolVersion::latestLegacy();
    m_protocolVersion = version;
    const QJsonObject client = params.value("clientInfo"_L1).toObject();
    diagnostic(u"initialize from %1 %2: asked for %3, answering %4"_s.arg(
        client.value("name"_L1).toString(u"(unnamed client)"_s),
        client.value("version"_L1).toString(),
        requested.toString(),
        version));
    return Reply::success({{"protocolVersion"_L1, version},
                           {"capabilities"_L1, capabilities()},
                           {"serverInfo"_L1, serverInfo()},
                           {"instructions"_L1, instructions()}});
}

std::optional<Reply> DemoServer::ping(const JsonRpcMessage &)
{
    return Reply::success({});
}

std::optional<Reply> DemoServer::setLevel(const JsonRpcMessage &request)
{
    const QJsonValue level = request.paramsObject().value("level"_L1);
    const qsizetype index = logLevels().indexOf(level.toString());
    if (!level.isString()) {
        return invalidParams(
            u"logging/setLevel needs params.level, one of: %1"_s.arg(logLevels().join(u", "_s)));
    }
    if (index < 0) {
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              u"Unknown log level \"%1\"; expected one of: %2"_s.arg(
                                  level.toString(), logLevels().join(u", "_s)),
                              QJsonObject{{"level"_L1, level}});
    }
    m_logThreshold = int(index);
    diagnostic(u"log level set to %1"_s.arg(level.toString()));
    return Reply::success({});
}

std::optional<Reply> DemoServer::listTools(const JsonRpcMessage &request)
{
    if (std::optional<Reply> rejected = rejectCursor(request))
        return rejected;
    QJsonArray tools = m_tools.definitions();
    for (const QJsonValue &tool : NoteBook::toolDefinitions())
        tools.append(tool);
    if (m_modern) {
        for (const QJsonValue &tool : ModernTools::definitions(m_options.invalidHeaderTools))
            tools.append(tool);
    }
    return Reply::success({{"tools"_L1, tools}});
}

std::optional<Reply> DemoServer::listResources(const JsonRpcMessage &request)
{
    if (std::optional<Reply> rejected = rejectCursor(request))
        return rejected;
    QJsonArray resources = ResourceCatalogue::resources();
    for (const QJsonValue &note : m_notes->resources())
        resources.append(note);
    return Reply::success({{"resources"_L1, resources}});
}

std::optional<Reply> DemoServer::listResourceTemplates(const JsonRpcMessage &request)
{
    if (std::optional<Reply> rejected = rejectCursor(request))
        return rejected;
    return Reply::success({{"resourceTemplates"_L1, ResourceCatalogue::templates()}});
}

std::optional<Reply> DemoServer::readResource(const JsonRpcMessage &request)
{
    const QJsonValue uri = request.paramsObject().value("uri"_L1);
    if (!uri.isString())
        return invalidParams(u"resources/read needs params.uri (a string)"_s);
    if (const std::optional<QJsonObject> note = m_notes->read(uri.toString()))
        return Reply::success({{"contents"_L1, QJsonArray{*note}}});
    if (std::optional<Reply> skillFile = SkillCatalogue::read(uri.toString()))
        return skillFile;
    return ResourceCatalogue::read(uri.toString());
}

std::optional<Reply> DemoServer::listSkills(const JsonRpcMessage &request)
{
    if (std::optional<Reply> rejected = rejectCursor(request))
        return rejected;
    return Reply::success(SkillCatalogue::list());
}

std::optional<Reply> DemoServer::listPrompts(const JsonRpcMessage &request)
{
    if (std::optional<Reply> rejected = rejectCursor(request))
        return rejected;
    return Reply::success({{"prompts"_L1, PromptCatalogue::prompts()}});
}

std::optional<Reply> DemoServer::getPrompt(const JsonRpcMessage &request)
{
    return PromptCatalogue::get(request.paramsObject());
}

std::optional<Reply> DemoServer::complete(const JsonRpcMessage &request)
{
    return Completions::complete(request.paramsObject());
}

void DemoServer::send(const JsonRpcMessage &message)
{
    Q_EMIT messageReady(message);
}

void DemoServer::diagnostic(const QString &line)
{
    Q_EMIT diagnosticReady(line);
}
