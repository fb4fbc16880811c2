// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "shaperow.h"

#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

// What 2026-07-28 (the modern era) adds, transcribed from schema/2026-07-28/schema.json and
// schema.ts of modelcontextprotocol/modelcontextprotocol (schema/draft differs only in links):
// server/discover, resultType, the caching hints, input-required results, serverInfo in each
// result's _meta and the subscription acknowledgement. The definitions these results share
// with the legacy era (Tool, ContentBlock…) are in shaperuleslegacy.cpp.
//
// resultType chooses the definition a result is checked against. Whether the value may answer
// the method at all is not a shape finding but the analysis' own, always on
// (ResultTypeNotAllowed, from ModernMeta::allowsResultType), as is a missing resultType
// (MissingResultType, a warning: clients read it as "complete").
namespace ShapeRules::ModernTable {

using enum Check;
constexpr auto Req = Presence::Required;
constexpr auto Opt = Presence::Optional;
constexpr auto E = Rule::Severity::Error;

constexpr auto r2607 = "2026-07-28"_L1;
constexpr auto kComplete = "resultType=|complete"_L1;
constexpr auto kInputRequired = "resultType=input_required"_L1;

constexpr auto sDiscover = "MCP 2026-07-28 schema > DiscoverResult"_L1;
constexpr auto sCacheable = "MCP 2026-07-28 schema > CacheableResult"_L1;
constexpr auto sInput = "MCP 2026-07-28 schema > InputRequiredResult"_L1;
constexpr auto sAck = "MCP 2026-07-28 schema > SubscriptionsAcknowledgedNotification"_L1;
constexpr auto sCaps = "MCP 2026-07-28 schema > ServerCapabilities"_L1;

constexpr auto uDiscover
    = "https://modelcontextprotocol.io/specification/2026-07-28/server/discover#response"_L1;
constexpr auto uCaching = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                          "utilities/caching#cacheable-results"_L1;
constexpr auto uInput = "https://modelcontextprotocol.io/specification/2026-07-28/basic/"
                        "patterns/mrtr#core-types"_L1;
constexpr auto uAck = "https://modelcontextprotocol.io/specification/2026-07-28/basic/"
                      "patterns/subscriptions#acknowledgment"_L1;

// clang-format off
constexpr ShapeRow kRows[] = {
// Which definition answers which method, chosen by resultType.
{{}, Mcp::Method::ServerDiscover, r2607, {}, {}, kComplete, Opt, Shape, "#DiscoverResult"_L1},
{{}, Mcp::Method::ToolsList, r2607, {}, {}, kComplete, Opt, Shape, "#ListToolsResult"_L1},
{{}, Mcp::Method::ResourcesList, r2607, {}, {}, kComplete, Opt, Shape, "#ListResourcesResult"_L1},
{{}, Mcp::Method::ResourcesTemplatesList, r2607, {}, {}, kComplete, Opt, Shape, "#ListResourceTemplatesResult"_L1},
{{}, Mcp::Method::PromptsList, r2607, {}, {}, kComplete, Opt, Shape, "#ListPromptsResult"_L1},
{{}, Mcp::Method::CompletionComplete, r2607, {}, {}, kComplete, Opt, Shape, "#CompleteResult"_L1},
{{}, Mcp::Method::ToolsCall, r2607, {}, {}, kComplete, Opt, Shape, "#CallToolResult"_L1},
{{}, Mcp::Method::ToolsCall, r2607, {}, {}, kInputRequired, Opt, Shape, "#InputRequiredResult"_L1},
{{}, Mcp::Method::PromptsGet, r2607, {}, {}, kComplete, Opt, Shape, "#GetPromptResult"_L1},
{{}, Mcp::Method::PromptsGet, r2607, {}, {}, kInputRequired, Opt, Shape, "#InputRequiredResult"_L1},
{{}, Mcp::Method::ResourcesRead, r2607, {}, {}, kComplete, Opt, Shape, "#ReadResourceResult"_L1},
{{}, Mcp::Method::ResourcesRead, r2607, {}, {}, kInputRequired, Opt, Shape, "#InputRequiredResult"_L1},

{{"shape.SubscriptionsAcknowledgedNotification.params"_L1, E, "Subscription acknowledgement without params"_L1, sAck, uAck},
 Mcp::Method::SubscriptionsAcknowledged, r2607, {}, {}, {}, Req, Shape, "#SubscriptionsAcknowledgedNotificationParams"_L1},

// Additions to definitions of both eras.
{{}, "#Result"_L1, r2607, {}, "/_meta/io.modelcontextprotocol~1serverInfo"_L1, {}, Opt, Shape, "#Implementation"_L1},
{{"shape.ServerCapabilities.extensions"_L1, E, "extensions capability is not an object"_L1, sCaps, uDiscover},
 "#ServerCapabilities"_L1, r2607, {}, "/extensions"_L1, {}, Opt, Type, "object"_L1},
{{}, "#ListToolsResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#CacheableResult"_L1},
{{}, "#ListResourcesResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#CacheableResult"_L1},
{{}, "#ListResourceTemplatesResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#CacheableResult"_L1},
{{}, "#ListPromptsResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#CacheableResult"_L1},
{{}, "#ReadResourceResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#CacheableResult"_L1},

// server/discover
{{"shape.DiscoverResult"_L1, E, "server/discover result is not an object"_L1, sDiscover, uDiscover},
 "#DiscoverResult"_L1, r2607, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.DiscoverResult.supportedVersions"_L1, E, "server/discover result without a supportedVersions array"_L1, sDiscover, uDiscover},
 "#DiscoverResult"_L1, r2607, {}, "/supportedVersions"_L1, {}, Req, Type, "array"_L1},
{{"shape.DiscoverResult.supportedVersions.items"_L1, E, "Supported version is not a string"_L1, sDiscover, uDiscover},
 "#DiscoverResult"_L1, r2607, {}, "/supportedVersions/*"_L1, {}, Opt, Type, "string"_L1},
{{"shape.DiscoverResult.capabilities"_L1, E, "server/discover result without capabilities"_L1, sDiscover, uDiscover},
 "#DiscoverResult"_L1, r2607, {}, "/capabilities"_L1, {}, Req, Shape, "#ServerCapabilities"_L1},
{{"shape.DiscoverResult.instructions"_L1, E, "server/discover instructions are not a string"_L1, sDiscover, uDiscover},
 "#DiscoverResult"_L1, r2607, {}, "/instructions"_L1, {}, Opt, Type, "string"_L1},
{{}, "#DiscoverResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#CacheableResult"_L1},
{{}, "#DiscoverResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#Result"_L1},

// CacheableResult: caching hints on complete results (caching: "Servers MUST include").
{{"shape.CacheableResult.ttlMs"_L1, E, "Cacheable result without an integer ttlMs"_L1, sCacheable, uCaching},
 "#CacheableResult"_L1, r2607, {}, "/ttlMs"_L1, {}, Req, Type, "integer"_L1},
{{"shape.CacheableResult.ttlMs.minimum"_L1, E, "Negative ttlMs"_L1, sCacheable, uCaching},
 "#CacheableResult"_L1, r2607, {}, "/ttlMs"_L1, {}, Opt, Minimum, "0"_L1},
{{"shape.CacheableResult.cacheScope"_L1, E, "Cacheable result without cacheScope public or private"_L1, sCacheable, uCaching},
 "#CacheableResult"_L1, r2607, {}, "/cacheScope"_L1, {}, Req, Enum, "public|private"_L1},

// InputRequiredResult (multi round-trip requests); chosen only for an object holding
// resultType "input_required", so the object itself needs no row.
{{"shape.InputRequiredResult.inputRequestsOrRequestState"_L1, E, "Input-required result with neither inputRequests nor requestState"_L1, sInput, uInput},
 "#InputRequiredResult"_L1, r2607, {}, {}, {}, Opt, AnyOf, "inputRequests|requestState"_L1},
{{"shape.InputRequiredResult.inputRequests"_L1, E, "inputRequests is not an object"_L1, sInput, uInput},
 "#InputRequiredResult"_L1, r2607, {}, "/inputRequests"_L1, {}, Opt, Type, "object"_L1},
{{"shape.InputRequiredResult.inputRequests.items"_L1, E, "Input request is not an object"_L1, sInput, uInput},
 "#InputRequiredResult"_L1, r2607, {}, "/inputRequests/*"_L1, {}, Opt, Type, "object"_L1},
{{"shape.InputRequest.method"_L1, E, "Input request method is not sampling, roots or elicitation"_L1, sInput, uInput},
 "#InputRequiredResult"_L1, r2607, {}, "/inputRequests/*/method"_L1, {}, Req, Enum, "sampling/createMessage|roots/list|elicitation/create"_L1},
{{"shape.InputRequiredResult.requestState"_L1, E, "requestState is not a string"_L1, sInput, uInput},
 "#InputRequiredResult"_L1, r2607, {}, "/requestState"_L1, {}, Opt, Type, "string"_L1},
{{}, "#InputRequiredResult"_L1, r2607, {}, {}, {}, Opt, Shape, "#Result"_L1},

// notifications/subscriptions/acknowledged
{{"shape.SubscriptionsAcknowledgedNotificationParams"_L1, E, "Subscription acknowledgement params are not an object"_L1, sAck, uAck},
 "#SubscriptionsAcknowledgedNotificationParams"_L1, r2607, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.SubscriptionsAcknowledgedNotificationParams.notifications"_L1, E, "Subscription acknowledgement without a notifications object"_L1, sAck, uAck},
 "#SubscriptionsAcknowledgedNotificationParams"_L1, r2607, {}, "/notifications"_L1, {}, Req, Type, "object"_L1},
{{"shape.SubscriptionFilter.resourceSubscriptions"_L1, E, "resourceSubscriptions is not an array"_L1, sAck, uAck},
 "#SubscriptionsAcknowledgedNotificationParams"_L1, r2607, {}, "/notifications/resourceSubscriptions"_L1, {}, Opt, Type, "array"_L1},
};
// clang-format on

} // namespace ShapeRules::ModernTable

std::span<const ShapeRules::ShapeRow> ShapeRules::modernRows()
{
    return ModernTable::kRows;
}
