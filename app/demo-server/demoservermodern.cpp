// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The modern era (MCP 2026-07-28) of DemoServer: no handshake, every request validated and
// served on its own _meta; server/discover; results with resultType, serverInfo and caching
// hints; MRTR tools; subscriptions/listen instead of resources/subscribe and unsolicited
// notifications.
#include "demoserver.h"
#include "moderntools.h"
#include "mrtr.h"
#include "skillcatalogue.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// Methods of the legacy era that 2026-07-28 removed: say so instead of a bare "not found".
QString removedInModern(const QString &method)
{
    if (method == Mcp::Method::Ping)
        return u"ping was removed in 2026-07-28"_s;
    if (method == Mcp::Method::LoggingSetLevel)
        return u"logging/setLevel was removed in 2026-07-28; send _meta "
               "io.modelcontextprotocol/logLevel with each request"_s;
    if (method == Mcp::Method::ResourcesSubscribe || method == Mcp::Method::ResourcesUnsubscribe)
        return u"%1 was removed in 2026-07-28; use subscriptions/listen"_s.arg(method);
    if (method == Mcp::Method::Initialize)
        return u"2026-07-28 has no initialize handshake"_s;
    return {};
}

QJsonObject withSubscriptionId(QJsonObject params, const JsonRpcId &id)
{
    QJsonObject meta = params.value("_meta"_L1).toObject();
    meta.insert(ModernProtocol::SubscriptionIdKey, id.toJson());
    params.insert("_meta"_L1, meta);
    return params;
}

} // namespace

QJsonObject DemoServer::modernCapabilities()
{
    // Tools and prompts never change, so there is nothing to listen for on them.
    return {{"tools"_L1, QJsonObject()},
            {"resources"_L1, QJsonObject{{"subscribe"_L1, true}, {"listChanged"_L1, true}}},
            {"prompts"_L1, QJsonObject()},
            {"logging"_L1, QJsonObject{}},
            {"completions"_L1, QJsonObject{}},
            {"extensions"_L1,
             QJsonObject{{ModernProtocol::TasksExtension, QJsonObject()},
                         {SkillCatalogue::Extension, QJsonObject()}}}};
}

bool DemoServer::isModern(const JsonRpcMessage &request) const
{
    switch (m_options.era) {
    case DemoEra::Legacy:
        return false;
    case DemoEra::Modern:
        return true;
    case DemoEra::Both:
        break;
    }
    return ModernProtocol::looksModern(request);
}

DemoServer::Handler DemoServer::modernHandlerFor(const QString &method) const
{
    static const QHash<QString, Handler> handlers = [] {
        QHash<QString, Handler> modern = commonHandlers();
        modern.insert(Mcp::Method::ServerDiscover, &DemoServer::discover);
        modern.insert(Mcp::Method::SubscriptionsListen, &DemoServer::listen);
        modern.insert(Mcp::Method::TasksGet, &DemoServer::getTask);
        modern.insert(Mcp::Method::TasksUpdate, &DemoServer::updateTask);
        modern.insert(Mcp::Method::TasksCancel, &DemoServer::cancelTask);
        return modern;
    }();
    return handlers.value(method, nullptr);
}

void DemoServer::handleModernRequest(const JsonRpcMessage &request)
{
    const QString method = request.method();
    const JsonRpcId id = request.id();
    if (method == Mcp::Method::Initialize && m_options.era == DemoEra::Modern) {
        diagnostic(u"refused initialize: this server runs with --era modern"_s);
        send(ModernProtocol::initializeRefused(request).toMessage(id));
        return;
    }
    if (const std::optional<Reply> rejected = rejectNonObjectParams(request)) {
        send(rejected->toMessage(id));
        return;
    }
    ModernProtocol::RequestContext context;
    if (const std::optional<Reply> refused = ModernProtocol::readContext(request, &context)) {
        send(refused->toMessage(id));
        return;
    }
    const Handler handler = modernHandlerFor(method);
    if (!handler) {
        const QString removed = removedInModern(method);
        send(Reply::failure(JsonRpc::ErrorCode::MethodNotFound,
                            removed.isEmpty() ? u"Method not found: %1"_s.arg(method)
                                              : u"Method not found: %1"_s.arg(removed),
                            QJsonObject{{"method"_L1, method}})
                 .toMessage(id));
        return;
    }
    diagnostic(u"%1 (id %2) as %3 from %4"_s.arg(
        method,
        id.displayText(),
        context.protocolVersion,
        context.clientInfo.value("name"_L1).toString(u"(unnamed client)"_s)));
    m_modern = &context;
    const std::optional<Reply> reply = (this->*handler)(request);
    m_modern = nullptr;
    if (reply)
        send(modernResponse(*reply, id, method, request.paramsObject()));
}

JsonRpcMessage DemoServer::modernResponse(const Reply &reply,
                                          const JsonRpcId &id,
                                          const QString &method,
                                          const QJsonObject &params) const
{
    if (reply.error) {
        JsonRpcError error = *reply.error;
        // 2026-07-28 reports a missing resource as invalid params; -32002 is legacy only.
        if (error.code == JsonRpc::ErrorCode::ResourceNotFound)
            error.code = JsonRpc::ErrorCode::InvalidParams;
        return JsonRpcMessage::errorResponse(id, error);
    }
    return JsonRpcMessage::response(
        id,
        ModernProtocol::completeResult(
            reply.result, serverInfo(), ModernProtocol::ttlFor(method, params)));
}

std::optional<Reply> DemoServer::discover(const JsonRpcMessage &)
{
    // Only versions a request may name in _meta: the legacy ones are reached by initialize.
    return Reply::success(
        {{"supportedVersions"_L1, QJsonArray::fromStringList(ModernProtocol::supportedVersions())},
         {"capabilities"_L1, modernCapabilities()},
         {"instructions"_L1, instructions()}});
}

std::optional<Reply> DemoServer::callModernTool(const QString &name, const QJsonObject &params)
{
    if (name.startsWith("bad_header_"_L1) && m_options.invalidHeaderTools) {
        return Reply::success(ToolCatalogue::textResult(
            u"%1 exists only to be excluded: its x-mcp-header marker is invalid, so a "
            "conforming client should never have called it."_s.arg(name),
            true));
    }
    if (!ModernTools::isMrtrTool(name))
        return std::nullopt;
    const QStringList problems
        = ModernTools::validateArguments(name, params.value("arguments"_L1).toObject());
    if (!problems.isEmpty())
        return Reply::success(ToolCatalogue::invalidArgumentsResult(name, problems));
    return Mrtr::call(params, m_modern->clientCapabilities);
}

std::optional<Reply> DemoServer::listen(const JsonRpcMessage &request)
{
    const JsonRpcId id = request.id();
    const QJsonValue wanted = request.paramsObject().value("notifications"_L1);
    if (!wanted.isObject()) {
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              u"subscriptions/listen needs params.notifications, an object such "
                              "as {\"resourcesListChanged\": true}"_s);
    }
    if (m_listens.contains(id)) {
        return Reply::failure(
            JsonRpc::ErrorCode::InvalidRequest,
            u"Request id %1 already names an open subscription"_s.arg(id.displayText()));
    }
    // Acknowledge only what can ever happen here: resources change, tools and prompts never.
    QJsonObject agreed;
    if (wanted["resourcesListChanged"_L1].toBool())
        agreed.insert("resourcesListChanged"_L1, true);
    QJsonArray uris;
    for (const QJsonValue &uri : wanted["resourceSubscriptions"_L1].toArray()) {
        if (uri.isString())
            uris.append(uri);
    }
    if (!uris.isEmpty())
        agreed.insert("resourceSubscriptions"_L1, uris);
    const QJsonArray taskIds = wanted["taskIds"_L1].toArray();
    if (!taskIds.isEmpty())
        agreed.insert("taskIds"_L1, taskIds);
    m_listens.insert(id, agreed);
    diagnostic(u"subscription %1 opened: %2"_s.arg(id.displayText(), agreed.keys().join(u", "_s)));
    send(JsonRpcMessage::notification(Mcp::Method::SubscriptionsAcknowledged,
                                      withSubscriptionId({{"notifications"_L1, agreed}}, id)));
    return std::nullopt; // the response ends the subscription
}

void DemoServer::notifyListeners(const QStringList &updatedUris)
{
    for (auto it = m_listens.cbegin(); it != m_listens.cend(); ++it) {
        if (it.value().value("resourcesListChanged"_L1).toBool()) {
            send(JsonRpcMessage::notification(Mcp::Method::ResourcesListChanged,
                                              withSubscriptionId({}, it.key())));
        }
        const QJsonArray subscribed = it.value().value("resourceSubscriptions"_L1).toArray();
        for (const QString &uri : updatedUris) {
            // A subscription covers the resource and what lies beneath it.
            const bool covered = std::any_of(subscribed.begin(), subscribed.end(), [&](auto s) {
                const QString base = s.toString();
                return uri == base || uri.startsWith(base.endsWith(u'/') ? base : base + u'/');
            });
            if (covered) {
                send(JsonRpcMessage::notification(Mcp::Method::ResourcesUpdated,
                                                  withSubscriptionId({{"uri"_L1, uri}}, it.key())));
            }
        }
    }
}

bool DemoServer::endListen(const JsonRpcId &id, const QString &reason)
{
    if (!m_listens.remove(id))
        return false;
    // Cancelled by the client: no response (MCP 2026-07-28, Cancellation).
    diagnostic(u"subscription %1 cancelled (%2)"_s.arg(id.displayText(), reason));
    return true;
}

void DemoServer::endSubscriptions()
{
    const QList<JsonRpcId> ids = m_listens.keys();
    m_listens.clear();
    for (const JsonRpcId &id : ids) {
        send(JsonRpcMessage::response(
            id, ModernProtocol::completeResult(withSubscriptionId({}, id), serverInfo(), -1)));
    }
}
