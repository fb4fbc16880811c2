// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernmeta.h"

#include "mcpmethods.h"

namespace ModernMeta {

QJsonObject modernCapabilities(const QJsonObject &legacyCapabilities)
{
    QJsonObject capabilities = legacyCapabilities;
    if (capabilities.contains("roots"_L1))
        capabilities.insert("roots"_L1, QJsonObject{});
    capabilities.remove("tasks"_L1);
    return capabilities;
}

QJsonObject requestMeta(const QString &protocolVersion,
                        const QJsonObject &legacyCapabilities,
                        const QJsonObject &clientInfo,
                        const QString &logLevel)
{
    QJsonObject meta{{ProtocolVersionKey, protocolVersion},
                     {ClientCapabilitiesKey, modernCapabilities(legacyCapabilities)},
                     {ClientInfoKey, clientInfo}};
    if (!logLevel.isEmpty())
        meta.insert(LogLevelKey, logLevel);
    return meta;
}

QString resultType(const QJsonObject &result)
{
    const QJsonValue type = result.value("resultType"_L1);
    if (type.isUndefined())
        return u"complete"_s;
    return type.isString() ? type.toString() : u"(not a string)"_s;
}

bool allowsInputRequired(const QString &method)
{
    return method == Mcp::Method::ToolsCall || method == Mcp::Method::PromptsGet
           || method == Mcp::Method::ResourcesRead;
}

bool allowsResultType(const QString &method, const QString &resultType)
{
    if (resultType == "complete"_L1)
        return true;
    if (resultType == "input_required"_L1)
        return allowsInputRequired(method);
    return resultType == "task"_L1 && method == Mcp::Method::ToolsCall;
}

QString allowedResultTypes(const QString &method)
{
    QStringList allowed;
    for (const QString &type : {u"complete"_s, u"input_required"_s, u"task"_s}) {
        if (allowsResultType(method, type))
            allowed << type;
    }
    return allowed.join(u", "_s);
}

QString cachingSummary(const QJsonObject &result)
{
    if (!result.contains("ttlMs"_L1) && !result.contains("cacheScope"_L1))
        return {};
    // SEP-2549: a missing or negative ttlMs counts as 0.
    const qint64 ttl = qMax<qint64>(0, qint64(result.value("ttlMs"_L1).toDouble()));
    const QString scope = result.value("cacheScope"_L1).toString();
    return u"ttl %1 ms, %2"_s.arg(ttl).arg(scope.isEmpty() ? u"scope not given"_s : scope);
}

} // namespace ModernMeta
