// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernprotocol.h"

#include "demoserver.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

namespace ModernProtocol {

namespace {

constexpr int StaticTtlMs = 300000; // five minutes: tools, prompts and templates never change

Reply missingField(const QString &method, QLatin1StringView key, const QString &what)
{
    return Reply::failure(
        JsonRpc::ErrorCode::InvalidParams,
        u"%1: params._meta[\"%2\"] %3; every 2026-07-28 request carries "
        "io.modelcontextprotocol/protocolVersion and io.modelcontextprotocol/clientCapabilities"_s
            .arg(method, key, what),
        QJsonObject{{"missing"_L1, QString(key)}});
}

Reply unsupportedVersion(const QString &requested, const QString &why)
{
    return Reply::failure(
        JsonRpc::ErrorCode::UnsupportedProtocolVersion,
        u"Unsupported protocol version: %1; this server speaks %2"_s.arg(
            why, supportedVersions().join(u", "_s)),
        QJsonObject{{"supported"_L1, QJsonArray::fromStringList(supportedVersions())},
                    {"requested"_L1, requested}});
}

} // namespace

QStringList supportedVersions()
{
    return {QString(Version)};
}

std::optional<DemoEra> parseEra(const QString &text)
{
    if (text == "legacy"_L1)
        return DemoEra::Legacy;
    if (text == "modern"_L1)
        return DemoEra::Modern;
    if (text == "both"_L1)
        return DemoEra::Both;
    return std::nullopt;
}

QString eraName(DemoEra era)
{
    switch (era) {
    case DemoEra::Legacy:
        return u"legacy"_s;
    case DemoEra::Modern:
        return u"modern"_s;
    case DemoEra::Both:
        break;
    }
    return u"both"_s;
}

bool looksModern(const JsonRpcMessage &request)
{
    const QString method = request.method();
    if (method == Mcp::Method::ServerDiscover || method == Mcp::Method::SubscriptionsListen)
        return true;
    return request.paramsObject().value("_meta"_L1).toObject().contains(ProtocolVersionKey);
}

std::optional<Reply> readContext(const JsonRpcMessage &request, RequestContext *context)
{
    const QString method = request.method();
    const QJsonValue metaValue = request.paramsObject().value("_meta"_L1);
    if (!metaValue.isObject())
        return missingField(method, ProtocolVersionKey, u"is missing (no params._meta at all)"_s);
    const QJsonObject meta = metaValue.toObject();
    const QJsonValue version = meta.value(ProtocolVersionKey);
    if (!version.isString() || version.toString().isEmpty())
        return missingField(method, ProtocolVersionKey, u"is missing or not a string"_s);
    if (!supportedVersions().contains(version.toString())) {
        return unsupportedVersion(version.toString(),
                                  u"%1 asked for %2"_s.arg(method, version.toString()));
    }
    const QJsonValue capabilities = meta.value(ClientCapabilitiesKey);
    if (!capabilities.isObject())
        return missingField(method, ClientCapabilitiesKey, u"is missing or not an object"_s);
    context->protocolVersion = version.toString();
    context->clientCapabilities = capabilities.toObject();
    context->clientInfo = meta.value(ClientInfoKey).toObject();
    context->logThreshold = -1;
    const QJsonValue level = meta.value(LogLevelKey);
    if (!level.isUndefined()) {
        const qsizetype index = DemoServer::logLevels().indexOf(level.toString());
        if (!level.isString() || index < 0) {
            return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                                  u"params._meta[\"%1\"] must be one of: %2"_s.arg(
                                      LogLevelKey, DemoServer::logLevels().join(u", "_s)),
                                  QJsonObject{{"level"_L1, level}});
        }
        context->logThreshold = int(index);
    }
    return std::nullopt;
}

Reply initializeRefused(const JsonRpcMessage &initialize)
{
    const QJsonValue requested = initialize.paramsObject().value("protocolVersion"_L1);
    return unsupportedVersion(requested.isString() ? requested.toString() : QString(),
                              u"this server runs with --era modern and has no initialize "
                              "handshake (send server/discover, then requests with "
                              "_meta[\"%1\"])"_s.arg(ProtocolVersionKey));
}

Reply missingCapability(const QString &what, const QJsonObject &requiredCapabilities)
{
    return Reply::failure(JsonRpc::ErrorCode::MissingRequiredClientCapability,
                          u"Missing required client capability: %1"_s.arg(what),
                          QJsonObject{{"requiredCapabilities"_L1, requiredCapabilities}});
}

QJsonObject completeResult(QJsonObject result, const QJsonObject &serverInfo, int ttlMs)
{
    if (!result.contains("resultType"_L1))
        result.insert("resultType"_L1, u"complete"_s);
    QJsonObject meta = result.value("_meta"_L1).toObject();
    meta.insert(ServerInfoKey, serverInfo);
    result.insert("_meta"_L1, meta);
    // SEP-2549: only complete results are cacheable; an input_required one carries no hints.
    if (ttlMs >= 0 && result.value("resultType"_L1) == "complete"_L1) {
        result.insert("ttlMs"_L1, ttlMs);
        result.insert("cacheScope"_L1, u"public"_s);
    }
    return result;
}

int ttlFor(const QString &method, const QJsonObject &params)
{
    // Retries carry inputs that are not part of any cache key: never cacheable.
    if (params.contains("inputResponses"_L1) || params.contains("requestState"_L1))
        return -1;
    if (method == Mcp::Method::ServerDiscover || method == Mcp::Method::ToolsList
        || method == Mcp::Method::PromptsList || method == Mcp::Method::ResourcesTemplatesList)
        return StaticTtlMs;
    if (method == Mcp::Method::ResourcesList)
        return 0; // the notes come and go
    if (method == Mcp::Method::ResourcesRead) {
        const QString uri = params.value("uri"_L1).toString();
        return uri.startsWith("demo://notes/"_L1) ? 0 : StaticTtlMs;
    }
    return -1;
}

} // namespace ModernProtocol
