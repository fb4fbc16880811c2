// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "reply.h"

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QJsonObject>
#include <QStringList>

#include <optional>

// Which MCP eras the demo server speaks (--era): legacy is the initialize handshake of
// 2024-11-05 to 2025-11-25 only, modern is 2026-07-28 only (per-request _meta, no
// handshake), both serves each request by how it arrives.
enum class DemoEra { Legacy, Modern, Both };

struct DemoServerOptions
{
    DemoEra era = DemoEra::Both;
    // Misbehaviour switch: list tools whose x-mcp-header markers break the spec's rules, so a
    // client can show that it excludes them.
    bool invalidHeaderTools = false;
};

// The modern (2026-07-28) wire rules the demo server enforces, as pure functions: the
// per-request _meta, the modern error codes, and the fields every modern result carries.
namespace ModernProtocol {

using namespace Qt::Literals::StringLiterals;

inline constexpr QLatin1StringView Version = "2026-07-28"_L1;
inline constexpr QLatin1StringView ProtocolVersionKey
    = "io.modelcontextprotocol/protocolVersion"_L1;
inline constexpr QLatin1StringView ClientCapabilitiesKey
    = "io.modelcontextprotocol/clientCapabilities"_L1;
inline constexpr QLatin1StringView ClientInfoKey = "io.modelcontextprotocol/clientInfo"_L1;
inline constexpr QLatin1StringView LogLevelKey = "io.modelcontextprotocol/logLevel"_L1;
inline constexpr QLatin1StringView ServerInfoKey = "io.modelcontextprotocol/serverInfo"_L1;
inline constexpr QLatin1StringView SubscriptionIdKey = "io.modelcontextprotocol/subscriptionId"_L1;
inline constexpr QLatin1StringView TasksExtension = "io.modelcontextprotocol/tasks"_L1;

QStringList supportedVersions(); // the modern revisions this server implements
std::optional<DemoEra> parseEra(const QString &text);
QString eraName(DemoEra era);

// What one modern request says about its client, read from its _meta.
struct RequestContext
{
    QString protocolVersion;
    QJsonObject clientCapabilities;
    QJsonObject clientInfo;
    int logThreshold = -1; // index into DemoServer::logLevels(); -1: no logLevel, no log
};

// True when request carries the modern per-request protocol version, or is a method that
// exists only in the modern era.
bool looksModern(const JsonRpcMessage &request);
// The request's context, or the error the spec prescribes: -32602 for a missing or malformed
// required _meta field or logLevel, -32022 (data: supported, requested) for a version this
// server does not implement.
std::optional<Reply> readContext(const JsonRpcMessage &request, RequestContext *context);
// -32022 for an initialize sent to a modern-only server: it names the versions it speaks
// (versioning.mdx, Backward Compatibility: the only diagnostic a legacy client can show).
Reply initializeRefused(const JsonRpcMessage &initialize);
// -32021 naming the client capabilities that processing a request needs.
Reply missingCapability(const QString &what, const QJsonObject &requiredCapabilities);

// A complete result's standard fields: resultType (unless already set), serverInfo in _meta,
// and for cacheable methods ttlMs and cacheScope.
QJsonObject completeResult(QJsonObject result, const QJsonObject &serverInfo, int ttlMs);
// The ttlMs for a cacheable method's result, or -1 when the method's results are not
// cacheable. Things that change (the notes) get 0.
int ttlFor(const QString &method, const QJsonObject &params);

} // namespace ModernProtocol
