// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>

// The request metadata of MCP 2026-07-28 (SEP-2575) and the result rules every modern result
// follows (resultType, caching). Pure functions.
namespace ModernMeta {
using namespace Qt::Literals::StringLiterals;
inline constexpr QLatin1StringView ProtocolVersionKey
    = "io.modelcontextprotocol/protocolVersion"_L1;
inline constexpr QLatin1StringView ClientCapabilitiesKey
    = "io.modelcontextprotocol/clientCapabilities"_L1;
inline constexpr QLatin1StringView ClientInfoKey = "io.modelcontextprotocol/clientInfo"_L1;
inline constexpr QLatin1StringView LogLevelKey = "io.modelcontextprotocol/logLevel"_L1;
inline constexpr QLatin1StringView ServerInfoKey = "io.modelcontextprotocol/serverInfo"_L1;

// The legacy capability object in its modern shape: roots without listChanged (the
// notification is gone) and no 2025-11-25 core tasks (an extension now).
QJsonObject modernCapabilities(const QJsonObject &legacyCapabilities);
// The _meta keys every modern request carries; logLevel only when given.
QJsonObject requestMeta(const QString &protocolVersion,
                        const QJsonObject &legacyCapabilities,
                        const QJsonObject &clientInfo,
                        const QString &logLevel);
// "complete" when absent (older servers); otherwise the value as sent.
QString resultType(const QJsonObject &result);
// MRTR (SEP-2322) applies to these methods only.
bool allowsInputRequired(const QString &method);
// Whether a result of this resultType (as resultType() reads it) may answer method: "complete"
// always, "input_required" where allowsInputRequired(), "task" only for tools/call (the
// io.modelcontextprotocol/tasks extension). ResultType is an open string in the schema, but a
// client treats a value it does not know as invalid.
bool allowsResultType(const QString &method, const QString &resultType);
// The resultTypes that may answer method, for messages: "complete, input_required".
QString allowedResultTypes(const QString &method);
// Caching hints of a cacheable result (SEP-2549): "ttl 0 ms, private" or empty when absent.
QString cachingSummary(const QJsonObject &result);
} // namespace ModernMeta
