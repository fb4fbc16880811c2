// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "shaperow.h"

#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

// The definitions born in the legacy era (2024-11-05 … 2025-11-25), transcribed from
// schema/<revision>/schema.json and schema.ts of modelcontextprotocol/modelcontextprotocol.
// Rows without an end still hold in 2026-07-28; the modern-only additions to these definitions
// (resultType, ttlMs, cacheScope, serverInfo in _meta) are in shaperulesmodern.cpp. A rule cites
// the newest revision it holds in.
namespace ShapeRules::LegacyTable {

using enum Check;
constexpr auto Req = Presence::Required;
constexpr auto Opt = Presence::Optional;
constexpr auto E = Rule::Severity::Error;

constexpr auto r2411 = "2024-11-05"_L1;
constexpr auto r2503 = "2025-03-26"_L1;
constexpr auto r2506 = "2025-06-18"_L1;
constexpr auto r2511 = "2025-11-25"_L1;
constexpr auto r2607 = "2026-07-28"_L1;

constexpr auto sInit = "MCP 2025-11-25 schema > InitializeResult"_L1;
constexpr auto sCaps = "MCP 2026-07-28 schema > ServerCapabilities"_L1;
constexpr auto sCaps25 = "MCP 2025-11-25 schema > ServerCapabilities"_L1;
constexpr auto sImpl = "MCP 2026-07-28 schema > Implementation"_L1;
constexpr auto sEmpty = "MCP 2025-11-25 schema > EmptyResult"_L1;
constexpr auto sResult = "MCP 2026-07-28 schema > Result"_L1;
constexpr auto sToolsList = "MCP 2026-07-28 schema > ListToolsResult"_L1;
constexpr auto sTool = "MCP 2026-07-28 schema > Tool"_L1;
constexpr auto sTool25 = "MCP 2025-11-25 schema > Tool"_L1;
constexpr auto sResList = "MCP 2026-07-28 schema > ListResourcesResult"_L1;
constexpr auto sRes = "MCP 2026-07-28 schema > Resource"_L1;
constexpr auto sTplList = "MCP 2026-07-28 schema > ListResourceTemplatesResult"_L1;
constexpr auto sTpl = "MCP 2026-07-28 schema > ResourceTemplate"_L1;
constexpr auto sPromptsList = "MCP 2026-07-28 schema > ListPromptsResult"_L1;
constexpr auto sPrompt = "MCP 2026-07-28 schema > Prompt"_L1;
constexpr auto sPromptArg = "MCP 2026-07-28 schema > PromptArgument"_L1;
constexpr auto sCall = "MCP 2026-07-28 schema > CallToolResult"_L1;
constexpr auto sCall25 = "MCP 2025-11-25 schema > CallToolResult"_L1;
constexpr auto sTask25 = "MCP 2025-11-25 schema > CreateTaskResult"_L1;
constexpr auto sBlock = "MCP 2026-07-28 schema > ContentBlock"_L1;
constexpr auto sContents = "MCP 2026-07-28 schema > ResourceContents"_L1;
constexpr auto sRead = "MCP 2026-07-28 schema > ReadResourceResult"_L1;
constexpr auto sGet = "MCP 2026-07-28 schema > GetPromptResult"_L1;
constexpr auto sMessage = "MCP 2026-07-28 schema > PromptMessage"_L1;
constexpr auto sComplete = "MCP 2026-07-28 schema > CompleteResult"_L1;
constexpr auto sProgress = "MCP 2026-07-28 schema > ProgressNotification"_L1;
constexpr auto sLog = "MCP 2026-07-28 schema > LoggingMessageNotification"_L1;
constexpr auto sUpdated = "MCP 2026-07-28 schema > ResourceUpdatedNotification"_L1;
constexpr auto sCancelled = "MCP 2026-07-28 schema > CancelledNotification"_L1;

constexpr auto uInit
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#initialization"_L1;
constexpr auto uInit26
    = "https://modelcontextprotocol.io/specification/2026-07-28/server/discover"_L1;
constexpr auto uPing
    = "https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/ping"_L1;
constexpr auto uMeta
    = "https://modelcontextprotocol.io/specification/2026-07-28/basic/index#meta"_L1;
constexpr auto uTools
    = "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#listing-tools"_L1;
constexpr auto uTools25
    = "https://modelcontextprotocol.io/specification/2025-11-25/server/tools#listing-tools"_L1;
constexpr auto uCall
    = "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#calling-tools"_L1;
constexpr auto uCall25
    = "https://modelcontextprotocol.io/specification/2025-11-25/server/tools#calling-tools"_L1;
constexpr auto uBlock
    = "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#tool-result"_L1;
constexpr auto uTask25 = "https://modelcontextprotocol.io/specification/2025-11-25/basic/"
                         "utilities/tasks#creating-tasks"_L1;
constexpr auto uRes = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                      "resources#listing-resources"_L1;
constexpr auto uTpl = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                      "resources#resource-templates"_L1;
constexpr auto uRead = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                       "resources#reading-resources"_L1;
constexpr auto uContents = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                           "resources#resource-contents"_L1;
constexpr auto uUpdated
    = "https://modelcontextprotocol.io/specification/2026-07-28/server/resources#subscriptions"_L1;
constexpr auto uPrompts = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                          "prompts#listing-prompts"_L1;
constexpr auto uGet = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                      "prompts#getting-a-prompt"_L1;
constexpr auto uComplete = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                           "utilities/completion#completion-results"_L1;
constexpr auto uProgress
    = "https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/progress"_L1;
constexpr auto uLog = "https://modelcontextprotocol.io/specification/2026-07-28/server/"
                      "utilities/logging#log-message-notifications"_L1;
constexpr auto uCancelled
    = "https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/cancellation"_L1;

constexpr auto kLevels = "debug|info|notice|warning|error|critical|alert|emergency"_L1;

// clang-format off
constexpr ShapeRow kRows[] = {
// Which definition answers which method in the legacy era. Results of 2025-11-25 tools/call
// holding "task" are a CreateTaskResult (task-augmented call), not a CallToolResult.
{{}, Mcp::Method::Initialize, {}, r2511, {}, {}, Opt, Shape, "#InitializeResult"_L1},
{{}, Mcp::Method::Ping, {}, r2511, {}, {}, Opt, Shape, "#EmptyResult"_L1},
{{}, Mcp::Method::LoggingSetLevel, {}, r2511, {}, {}, Opt, Shape, "#EmptyResult"_L1},
{{}, Mcp::Method::ResourcesSubscribe, {}, r2511, {}, {}, Opt, Shape, "#EmptyResult"_L1},
{{}, Mcp::Method::ResourcesUnsubscribe, {}, r2511, {}, {}, Opt, Shape, "#EmptyResult"_L1},
{{}, Mcp::Method::ToolsList, {}, r2511, {}, {}, Opt, Shape, "#ListToolsResult"_L1},
{{}, Mcp::Method::ToolsCall, {}, r2511, {}, "task="_L1, Opt, Shape, "#CallToolResult"_L1},
{{}, Mcp::Method::ToolsCall, r2511, r2511, {}, "task"_L1, Opt, Shape, "#CreateTaskResult"_L1},
{{}, Mcp::Method::ResourcesList, {}, r2511, {}, {}, Opt, Shape, "#ListResourcesResult"_L1},
{{}, Mcp::Method::ResourcesTemplatesList, {}, r2511, {}, {}, Opt, Shape, "#ListResourceTemplatesResult"_L1},
{{}, Mcp::Method::ResourcesRead, {}, r2511, {}, {}, Opt, Shape, "#ReadResourceResult"_L1},
{{}, Mcp::Method::PromptsList, {}, r2511, {}, {}, Opt, Shape, "#ListPromptsResult"_L1},
{{}, Mcp::Method::PromptsGet, {}, r2511, {}, {}, Opt, Shape, "#GetPromptResult"_L1},
{{}, Mcp::Method::CompletionComplete, {}, r2511, {}, {}, Opt, Shape, "#CompleteResult"_L1},

// Notifications the server sends, in every revision.
{{"shape.ProgressNotification.params"_L1, E, "Progress notification without params"_L1, sProgress, uProgress},
 Mcp::Method::Progress, {}, {}, {}, {}, Req, Shape, "#ProgressNotificationParams"_L1},
{{"shape.LoggingMessageNotification.params"_L1, E, "Log message notification without params"_L1, sLog, uLog},
 Mcp::Method::Message, {}, {}, {}, {}, Req, Shape, "#LoggingMessageNotificationParams"_L1},
{{"shape.ResourceUpdatedNotification.params"_L1, E, "Resource updated notification without params"_L1, sUpdated, uUpdated},
 Mcp::Method::ResourcesUpdated, {}, {}, {}, {}, Req, Shape, "#ResourceUpdatedNotificationParams"_L1},
{{"shape.CancelledNotification.params"_L1, E, "Cancelled notification without params"_L1, sCancelled, uCancelled},
 Mcp::Method::Cancelled, {}, {}, {}, {}, Req, Shape, "#CancelledNotificationParams"_L1},

// Result: _meta on every result.
{{"shape.Result._meta"_L1, E, "Result _meta is not an object"_L1, sResult, uMeta},
 "#Result"_L1, {}, {}, "/_meta"_L1, {}, Opt, Type, "object"_L1},

// InitializeResult and what it holds.
{{"shape.InitializeResult"_L1, E, "Initialize result is not an object"_L1, sInit, uInit},
 "#InitializeResult"_L1, {}, r2511, {}, {}, Opt, Type, "object"_L1},
{{"shape.InitializeResult.protocolVersion"_L1, E, "Initialize result without a string protocolVersion"_L1, sInit, uInit},
 "#InitializeResult"_L1, {}, r2511, "/protocolVersion"_L1, {}, Req, Type, "string"_L1},
{{"shape.InitializeResult.capabilities"_L1, E, "Initialize result without capabilities"_L1, sInit, uInit},
 "#InitializeResult"_L1, {}, r2511, "/capabilities"_L1, {}, Req, Shape, "#ServerCapabilities"_L1},
{{"shape.InitializeResult.serverInfo"_L1, E, "Initialize result without serverInfo"_L1, sInit, uInit},
 "#InitializeResult"_L1, {}, r2511, "/serverInfo"_L1, {}, Req, Shape, "#Implementation"_L1},
{{"shape.InitializeResult.instructions"_L1, E, "Initialize instructions are not a string"_L1, sInit, uInit},
 "#InitializeResult"_L1, {}, r2511, "/instructions"_L1, {}, Opt, Type, "string"_L1},
{{}, "#InitializeResult"_L1, {}, r2511, {}, {}, Opt, Shape, "#Result"_L1},

{{"shape.ServerCapabilities"_L1, E, "Server capabilities are not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.experimental"_L1, E, "experimental capability is not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/experimental"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.logging"_L1, E, "logging capability is not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/logging"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.completions"_L1, E, "completions capability is not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, r2503, {}, "/completions"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.prompts"_L1, E, "prompts capability is not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/prompts"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.prompts.listChanged"_L1, E, "prompts.listChanged is not a boolean"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/prompts/listChanged"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ServerCapabilities.resources"_L1, E, "resources capability is not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/resources"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.resources.subscribe"_L1, E, "resources.subscribe is not a boolean"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/resources/subscribe"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ServerCapabilities.resources.listChanged"_L1, E, "resources.listChanged is not a boolean"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/resources/listChanged"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ServerCapabilities.tools"_L1, E, "tools capability is not an object"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/tools"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ServerCapabilities.tools.listChanged"_L1, E, "tools.listChanged is not a boolean"_L1, sCaps, uInit26},
 "#ServerCapabilities"_L1, {}, {}, "/tools/listChanged"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ServerCapabilities.tasks"_L1, E, "tasks capability is not an object"_L1, sCaps25, uInit},
 "#ServerCapabilities"_L1, r2511, r2511, "/tasks"_L1, {}, Opt, Type, "object"_L1},

{{"shape.Implementation"_L1, E, "Server info is not an object"_L1, sImpl, uInit26},
 "#Implementation"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.Implementation.name"_L1, E, "Server info without a string name"_L1, sImpl, uInit26},
 "#Implementation"_L1, {}, {}, "/name"_L1, {}, Req, Type, "string"_L1},
{{"shape.Implementation.version"_L1, E, "Server info without a string version"_L1, sImpl, uInit26},
 "#Implementation"_L1, {}, {}, "/version"_L1, {}, Req, Type, "string"_L1},
{{"shape.Implementation.title"_L1, E, "Server info title is not a string"_L1, sImpl, uInit26},
 "#Implementation"_L1, r2506, {}, "/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Implementation.description"_L1, E, "Server info description is not a string"_L1, sImpl, uInit26},
 "#Implementation"_L1, r2511, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Implementation.websiteUrl"_L1, E, "Server info websiteUrl is not a string"_L1, sImpl, uInit26},
 "#Implementation"_L1, r2511, {}, "/websiteUrl"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Implementation.icons"_L1, E, "Server info icons are not an array"_L1, sImpl, uInit26},
 "#Implementation"_L1, r2511, {}, "/icons"_L1, {}, Opt, Type, "array"_L1},

// EmptyResult (ping, logging/setLevel, resources/subscribe and unsubscribe).
{{"shape.EmptyResult"_L1, E, "Empty result is not an object"_L1, sEmpty, uPing},
 "#EmptyResult"_L1, {}, r2511, {}, {}, Opt, Type, "object"_L1},
{{}, "#EmptyResult"_L1, {}, r2511, {}, {}, Opt, Shape, "#Result"_L1},

// tools/list
{{"shape.ListToolsResult"_L1, E, "tools/list result is not an object"_L1, sToolsList, uTools},
 "#ListToolsResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ListToolsResult.tools"_L1, E, "tools/list result without a tools array"_L1, sToolsList, uTools},
 "#ListToolsResult"_L1, {}, {}, "/tools"_L1, {}, Req, Type, "array"_L1},
{{}, "#ListToolsResult"_L1, {}, {}, "/tools/*"_L1, {}, Opt, Shape, "#Tool"_L1},
{{"shape.ListToolsResult.nextCursor"_L1, E, "tools/list nextCursor is not a string"_L1, sToolsList, uTools},
 "#ListToolsResult"_L1, {}, {}, "/nextCursor"_L1, {}, Opt, Type, "string"_L1},
{{}, "#ListToolsResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

{{"shape.Tool"_L1, E, "Tool is not an object"_L1, sTool, uTools},
 "#Tool"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.Tool.name"_L1, E, "Tool without a string name"_L1, sTool, uTools},
 "#Tool"_L1, {}, {}, "/name"_L1, {}, Req, Type, "string"_L1},
{{"shape.Tool.title"_L1, E, "Tool title is not a string"_L1, sTool, uTools},
 "#Tool"_L1, r2506, {}, "/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Tool.description"_L1, E, "Tool description is not a string"_L1, sTool, uTools},
 "#Tool"_L1, {}, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Tool.inputSchema"_L1, E, "Tool without an inputSchema object"_L1, sTool, uTools},
 "#Tool"_L1, {}, {}, "/inputSchema"_L1, {}, Req, Type, "object"_L1},
{{"shape.Tool.inputSchema.type"_L1, E, "Tool inputSchema without \"type\": \"object\""_L1, sTool, uTools},
 "#Tool"_L1, {}, {}, "/inputSchema/type"_L1, {}, Req, Const, "object"_L1},
{{"shape.Tool.inputSchema.properties"_L1, E, "Tool inputSchema properties are not an object"_L1, sTool25, uTools25},
 "#Tool"_L1, {}, r2511, "/inputSchema/properties"_L1, {}, Opt, Type, "object"_L1},
{{"shape.Tool.inputSchema.required"_L1, E, "Tool inputSchema required is not an array"_L1, sTool25, uTools25},
 "#Tool"_L1, {}, r2511, "/inputSchema/required"_L1, {}, Opt, Type, "array"_L1},
{{"shape.Tool.outputSchema"_L1, E, "Tool outputSchema is not an object"_L1, sTool, uTools},
 "#Tool"_L1, r2506, {}, "/outputSchema"_L1, {}, Opt, Type, "object"_L1},
{{"shape.Tool.outputSchema.type"_L1, E, "Tool outputSchema without \"type\": \"object\""_L1, sTool25, uTools25},
 "#Tool"_L1, r2506, r2511, "/outputSchema/type"_L1, {}, Req, Const, "object"_L1},
{{"shape.Tool.annotations"_L1, E, "Tool annotations are not an object"_L1, sTool, uTools},
 "#Tool"_L1, r2503, {}, "/annotations"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ToolAnnotations.title"_L1, E, "Tool annotation title is not a string"_L1, sTool, uTools},
 "#Tool"_L1, r2503, {}, "/annotations/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.ToolAnnotations.readOnlyHint"_L1, E, "readOnlyHint is not a boolean"_L1, sTool, uTools},
 "#Tool"_L1, r2503, {}, "/annotations/readOnlyHint"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ToolAnnotations.destructiveHint"_L1, E, "destructiveHint is not a boolean"_L1, sTool, uTools},
 "#Tool"_L1, r2503, {}, "/annotations/destructiveHint"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ToolAnnotations.idempotentHint"_L1, E, "idempotentHint is not a boolean"_L1, sTool, uTools},
 "#Tool"_L1, r2503, {}, "/annotations/idempotentHint"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.ToolAnnotations.openWorldHint"_L1, E, "openWorldHint is not a boolean"_L1, sTool, uTools},
 "#Tool"_L1, r2503, {}, "/annotations/openWorldHint"_L1, {}, Opt, Type, "boolean"_L1},
{{"shape.Tool.execution"_L1, E, "Tool execution is not an object"_L1, sTool25, uTools25},
 "#Tool"_L1, r2511, r2511, "/execution"_L1, {}, Opt, Type, "object"_L1},
{{"shape.ToolExecution.taskSupport"_L1, E, "Tool taskSupport is not forbidden, optional or required"_L1, sTool25, uTools25},
 "#Tool"_L1, r2511, r2511, "/execution/taskSupport"_L1, {}, Opt, Enum, "forbidden|optional|required"_L1},
{{"shape.Tool.icons"_L1, E, "Tool icons are not an array"_L1, sTool, uTools},
 "#Tool"_L1, r2511, {}, "/icons"_L1, {}, Opt, Type, "array"_L1},
{{"shape.Tool._meta"_L1, E, "Tool _meta is not an object"_L1, sTool, uTools},
 "#Tool"_L1, r2506, {}, "/_meta"_L1, {}, Opt, Type, "object"_L1},

// resources/list and resources/templates/list
{{"shape.ListResourcesResult"_L1, E, "resources/list result is not an object"_L1, sResList, uRes},
 "#ListResourcesResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ListResourcesResult.resources"_L1, E, "resources/list result without a resources array"_L1, sResList, uRes},
 "#ListResourcesResult"_L1, {}, {}, "/resources"_L1, {}, Req, Type, "array"_L1},
{{}, "#ListResourcesResult"_L1, {}, {}, "/resources/*"_L1, {}, Opt, Shape, "#Resource"_L1},
{{"shape.ListResourcesResult.nextCursor"_L1, E, "resources/list nextCursor is not a string"_L1, sResList, uRes},
 "#ListResourcesResult"_L1, {}, {}, "/nextCursor"_L1, {}, Opt, Type, "string"_L1},
{{}, "#ListResourcesResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

{{"shape.Resource"_L1, E, "Resource is not an object"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.Resource.uri"_L1, E, "Resource without a string uri"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, "/uri"_L1, {}, Req, Type, "string"_L1},
{{"shape.Resource.name"_L1, E, "Resource without a string name"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, "/name"_L1, {}, Req, Type, "string"_L1},
{{"shape.Resource.title"_L1, E, "Resource title is not a string"_L1, sRes, uRes},
 "#Resource"_L1, r2506, {}, "/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Resource.description"_L1, E, "Resource description is not a string"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Resource.mimeType"_L1, E, "Resource mimeType is not a string"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, "/mimeType"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Resource.size"_L1, E, "Resource size is not an integer"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, "/size"_L1, {}, Opt, Type, "integer"_L1},
{{"shape.Resource.annotations"_L1, E, "Resource annotations are not an object"_L1, sRes, uRes},
 "#Resource"_L1, {}, {}, "/annotations"_L1, {}, Opt, Type, "object"_L1},

{{"shape.ListResourceTemplatesResult"_L1, E, "resources/templates/list result is not an object"_L1, sTplList, uTpl},
 "#ListResourceTemplatesResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ListResourceTemplatesResult.resourceTemplates"_L1, E, "resources/templates/list result without a resourceTemplates array"_L1, sTplList, uTpl},
 "#ListResourceTemplatesResult"_L1, {}, {}, "/resourceTemplates"_L1, {}, Req, Type, "array"_L1},
{{}, "#ListResourceTemplatesResult"_L1, {}, {}, "/resourceTemplates/*"_L1, {}, Opt, Shape, "#ResourceTemplate"_L1},
{{"shape.ListResourceTemplatesResult.nextCursor"_L1, E, "resources/templates/list nextCursor is not a string"_L1, sTplList, uTpl},
 "#ListResourceTemplatesResult"_L1, {}, {}, "/nextCursor"_L1, {}, Opt, Type, "string"_L1},
{{}, "#ListResourceTemplatesResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

{{"shape.ResourceTemplate"_L1, E, "Resource template is not an object"_L1, sTpl, uTpl},
 "#ResourceTemplate"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ResourceTemplate.uriTemplate"_L1, E, "Resource template without a string uriTemplate"_L1, sTpl, uTpl},
 "#ResourceTemplate"_L1, {}, {}, "/uriTemplate"_L1, {}, Req, Type, "string"_L1},
{{"shape.ResourceTemplate.name"_L1, E, "Resource template without a string name"_L1, sTpl, uTpl},
 "#ResourceTemplate"_L1, {}, {}, "/name"_L1, {}, Req, Type, "string"_L1},
{{"shape.ResourceTemplate.title"_L1, E, "Resource template title is not a string"_L1, sTpl, uTpl},
 "#ResourceTemplate"_L1, r2506, {}, "/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.ResourceTemplate.description"_L1, E, "Resource template description is not a string"_L1, sTpl, uTpl},
 "#ResourceTemplate"_L1, {}, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.ResourceTemplate.mimeType"_L1, E, "Resource template mimeType is not a string"_L1, sTpl, uTpl},
 "#ResourceTemplate"_L1, {}, {}, "/mimeType"_L1, {}, Opt, Type, "string"_L1},

// prompts/list
{{"shape.ListPromptsResult"_L1, E, "prompts/list result is not an object"_L1, sPromptsList, uPrompts},
 "#ListPromptsResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ListPromptsResult.prompts"_L1, E, "prompts/list result without a prompts array"_L1, sPromptsList, uPrompts},
 "#ListPromptsResult"_L1, {}, {}, "/prompts"_L1, {}, Req, Type, "array"_L1},
{{}, "#ListPromptsResult"_L1, {}, {}, "/prompts/*"_L1, {}, Opt, Shape, "#Prompt"_L1},
{{"shape.ListPromptsResult.nextCursor"_L1, E, "prompts/list nextCursor is not a string"_L1, sPromptsList, uPrompts},
 "#ListPromptsResult"_L1, {}, {}, "/nextCursor"_L1, {}, Opt, Type, "string"_L1},
{{}, "#ListPromptsResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

{{"shape.Prompt"_L1, E, "Prompt is not an object"_L1, sPrompt, uPrompts},
 "#Prompt"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.Prompt.name"_L1, E, "Prompt without a string name"_L1, sPrompt, uPrompts},
 "#Prompt"_L1, {}, {}, "/name"_L1, {}, Req, Type, "string"_L1},
{{"shape.Prompt.title"_L1, E, "Prompt title is not a string"_L1, sPrompt, uPrompts},
 "#Prompt"_L1, r2506, {}, "/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Prompt.description"_L1, E, "Prompt description is not a string"_L1, sPrompt, uPrompts},
 "#Prompt"_L1, {}, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Prompt.arguments"_L1, E, "Prompt arguments are not an array"_L1, sPrompt, uPrompts},
 "#Prompt"_L1, {}, {}, "/arguments"_L1, {}, Opt, Type, "array"_L1},
{{}, "#Prompt"_L1, {}, {}, "/arguments/*"_L1, {}, Opt, Shape, "#PromptArgument"_L1},

{{"shape.PromptArgument"_L1, E, "Prompt argument is not an object"_L1, sPromptArg, uPrompts},
 "#PromptArgument"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.PromptArgument.name"_L1, E, "Prompt argument without a string name"_L1, sPromptArg, uPrompts},
 "#PromptArgument"_L1, {}, {}, "/name"_L1, {}, Req, Type, "string"_L1},
{{"shape.PromptArgument.title"_L1, E, "Prompt argument title is not a string"_L1, sPromptArg, uPrompts},
 "#PromptArgument"_L1, r2506, {}, "/title"_L1, {}, Opt, Type, "string"_L1},
{{"shape.PromptArgument.description"_L1, E, "Prompt argument description is not a string"_L1, sPromptArg, uPrompts},
 "#PromptArgument"_L1, {}, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.PromptArgument.required"_L1, E, "Prompt argument required is not a boolean"_L1, sPromptArg, uPrompts},
 "#PromptArgument"_L1, {}, {}, "/required"_L1, {}, Opt, Type, "boolean"_L1},

// tools/call
{{"shape.CallToolResult"_L1, E, "tools/call result is not an object"_L1, sCall, uCall},
 "#CallToolResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.CallToolResult.content"_L1, E, "tools/call result without a content array"_L1, sCall, uCall},
 "#CallToolResult"_L1, {}, {}, "/content"_L1, {}, Req, Type, "array"_L1},
{{}, "#CallToolResult"_L1, {}, {}, "/content/*"_L1, {}, Opt, Shape, "#ContentBlock"_L1},
{{"shape.CallToolResult.isError"_L1, E, "tools/call isError is not a boolean"_L1, sCall, uCall},
 "#CallToolResult"_L1, {}, {}, "/isError"_L1, {}, Opt, Type, "boolean"_L1},
// 2026-07-28 lets structuredContent be any JSON value.
{{"shape.CallToolResult.structuredContent"_L1, E, "tools/call structuredContent is not an object"_L1, sCall25, uCall25},
 "#CallToolResult"_L1, r2506, r2511, "/structuredContent"_L1, {}, Opt, Type, "object"_L1},
{{}, "#CallToolResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

// Chosen only for an object holding "task", so the object itself needs no row.
{{"shape.CreateTaskResult.task"_L1, E, "Task result without a task object"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task"_L1, {}, Req, Type, "object"_L1},
{{"shape.Task.taskId"_L1, E, "Task without a string taskId"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/taskId"_L1, {}, Req, Type, "string"_L1},
{{"shape.Task.status"_L1, E, "Task without a known status"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/status"_L1, {}, Req, Enum, "working|input_required|completed|failed|cancelled"_L1},
{{"shape.Task.statusMessage"_L1, E, "Task statusMessage is not a string"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/statusMessage"_L1, {}, Opt, Type, "string"_L1},
{{"shape.Task.createdAt"_L1, E, "Task without a string createdAt"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/createdAt"_L1, {}, Req, Type, "string"_L1},
{{"shape.Task.lastUpdatedAt"_L1, E, "Task without a string lastUpdatedAt"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/lastUpdatedAt"_L1, {}, Req, Type, "string"_L1},
{{"shape.Task.ttl"_L1, E, "Task ttl is not an integer or null"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/ttl"_L1, {}, Req, Type, "integer|null"_L1},
{{"shape.Task.pollInterval"_L1, E, "Task pollInterval is not an integer"_L1, sTask25, uTask25},
 "#CreateTaskResult"_L1, r2511, r2511, "/task/pollInterval"_L1, {}, Opt, Type, "integer"_L1},
{{}, "#CreateTaskResult"_L1, r2511, r2511, {}, {}, Opt, Shape, "#Result"_L1},

// ContentBlock, in tool results and prompt messages: the variant is chosen by "type".
{{"shape.ContentBlock"_L1, E, "Content block is not an object"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ContentBlock.type"_L1, E, "Content block type missing or unknown in this revision"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, r2506, {}, "/type"_L1, {}, Req, Enum, "text|image|audio|resource_link|resource"_L1},
{{"shape.ContentBlock.type"_L1, E, {}, {}, {}},
 "#ContentBlock"_L1, r2503, r2503, "/type"_L1, {}, Req, Enum, "text|image|audio|resource"_L1},
{{"shape.ContentBlock.type"_L1, E, {}, {}, {}},
 "#ContentBlock"_L1, {}, r2411, "/type"_L1, {}, Req, Enum, "text|image|resource"_L1},
{{"shape.TextContent.text"_L1, E, "Text content without a string text"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, {}, {}, "/text"_L1, "type=text"_L1, Req, Type, "string"_L1},
{{"shape.ImageContent.data"_L1, E, "Image content without string data"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, {}, {}, "/data"_L1, "type=image"_L1, Req, Type, "string"_L1},
{{"shape.ImageContent.mimeType"_L1, E, "Image content without a string mimeType"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, {}, {}, "/mimeType"_L1, "type=image"_L1, Req, Type, "string"_L1},
{{"shape.AudioContent.data"_L1, E, "Audio content without string data"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, r2503, {}, "/data"_L1, "type=audio"_L1, Req, Type, "string"_L1},
{{"shape.AudioContent.mimeType"_L1, E, "Audio content without a string mimeType"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, r2503, {}, "/mimeType"_L1, "type=audio"_L1, Req, Type, "string"_L1},
{{"shape.ResourceLink.uri"_L1, E, "Resource link without a string uri"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, r2506, {}, "/uri"_L1, "type=resource_link"_L1, Req, Type, "string"_L1},
{{"shape.ResourceLink.name"_L1, E, "Resource link without a string name"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, r2506, {}, "/name"_L1, "type=resource_link"_L1, Req, Type, "string"_L1},
{{"shape.EmbeddedResource.resource"_L1, E, "Embedded resource without a resource"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, {}, {}, "/resource"_L1, "type=resource"_L1, Req, Shape, "#ResourceContents"_L1},
{{"shape.ContentBlock.annotations"_L1, E, "Content annotations are not an object"_L1, sBlock, uBlock},
 "#ContentBlock"_L1, {}, {}, "/annotations"_L1, {}, Opt, Type, "object"_L1},

// ResourceContents: TextResourceContents or BlobResourceContents.
{{"shape.ResourceContents"_L1, E, "Resource contents are not an object"_L1, sContents, uContents},
 "#ResourceContents"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ResourceContents.uri"_L1, E, "Resource contents without a string uri"_L1, sContents, uContents},
 "#ResourceContents"_L1, {}, {}, "/uri"_L1, {}, Req, Type, "string"_L1},
{{"shape.ResourceContents.mimeType"_L1, E, "Resource contents mimeType is not a string"_L1, sContents, uContents},
 "#ResourceContents"_L1, {}, {}, "/mimeType"_L1, {}, Opt, Type, "string"_L1},
{{"shape.ResourceContents.textOrBlob"_L1, E, "Resource contents with neither text nor blob"_L1, sContents, uContents},
 "#ResourceContents"_L1, {}, {}, {}, {}, Opt, AnyOf, "text|blob"_L1},
{{"shape.TextResourceContents.text"_L1, E, "Resource text is not a string"_L1, sContents, uContents},
 "#ResourceContents"_L1, {}, {}, "/text"_L1, {}, Opt, Type, "string"_L1},
{{"shape.BlobResourceContents.blob"_L1, E, "Resource blob is not a string"_L1, sContents, uContents},
 "#ResourceContents"_L1, {}, {}, "/blob"_L1, {}, Opt, Type, "string"_L1},

// resources/read
{{"shape.ReadResourceResult"_L1, E, "resources/read result is not an object"_L1, sRead, uRead},
 "#ReadResourceResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ReadResourceResult.contents"_L1, E, "resources/read result without a contents array"_L1, sRead, uRead},
 "#ReadResourceResult"_L1, {}, {}, "/contents"_L1, {}, Req, Type, "array"_L1},
{{}, "#ReadResourceResult"_L1, {}, {}, "/contents/*"_L1, {}, Opt, Shape, "#ResourceContents"_L1},
{{}, "#ReadResourceResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

// prompts/get
{{"shape.GetPromptResult"_L1, E, "prompts/get result is not an object"_L1, sGet, uGet},
 "#GetPromptResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.GetPromptResult.description"_L1, E, "prompts/get description is not a string"_L1, sGet, uGet},
 "#GetPromptResult"_L1, {}, {}, "/description"_L1, {}, Opt, Type, "string"_L1},
{{"shape.GetPromptResult.messages"_L1, E, "prompts/get result without a messages array"_L1, sGet, uGet},
 "#GetPromptResult"_L1, {}, {}, "/messages"_L1, {}, Req, Type, "array"_L1},
{{}, "#GetPromptResult"_L1, {}, {}, "/messages/*"_L1, {}, Opt, Shape, "#PromptMessage"_L1},
{{}, "#GetPromptResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

{{"shape.PromptMessage"_L1, E, "Prompt message is not an object"_L1, sMessage, uGet},
 "#PromptMessage"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.PromptMessage.role"_L1, E, "Prompt message role is not user or assistant"_L1, sMessage, uGet},
 "#PromptMessage"_L1, {}, {}, "/role"_L1, {}, Req, Enum, "user|assistant"_L1},
{{"shape.PromptMessage.content"_L1, E, "Prompt message without content"_L1, sMessage, uGet},
 "#PromptMessage"_L1, {}, {}, "/content"_L1, {}, Req, Shape, "#ContentBlock"_L1},

// completion/complete
{{"shape.CompleteResult"_L1, E, "completion/complete result is not an object"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.CompleteResult.completion"_L1, E, "completion/complete result without a completion object"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, "/completion"_L1, {}, Req, Type, "object"_L1},
{{"shape.CompleteResult.completion.values"_L1, E, "Completion without a values array"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, "/completion/values"_L1, {}, Req, Type, "array"_L1},
{{"shape.CompleteResult.completion.values.items"_L1, E, "Completion value is not a string"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, "/completion/values/*"_L1, {}, Opt, Type, "string"_L1},
// Every revision's schema.ts says "Must not exceed 100 items"; 2026-07-28 adds @maxItems 100.
{{"shape.CompleteResult.completion.values.maxItems"_L1, E, "More than 100 completion values"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, "/completion/values"_L1, {}, Opt, MaxItems, "100"_L1},
{{"shape.CompleteResult.completion.total"_L1, E, "Completion total is not an integer"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, "/completion/total"_L1, {}, Opt, Type, "integer"_L1},
{{"shape.CompleteResult.completion.hasMore"_L1, E, "Completion hasMore is not a boolean"_L1, sComplete, uComplete},
 "#CompleteResult"_L1, {}, {}, "/completion/hasMore"_L1, {}, Opt, Type, "boolean"_L1},
{{}, "#CompleteResult"_L1, {}, {}, {}, {}, Opt, Shape, "#Result"_L1},

// Notification params.
{{"shape.ProgressNotificationParams"_L1, E, "Progress params are not an object"_L1, sProgress, uProgress},
 "#ProgressNotificationParams"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ProgressNotificationParams.progressToken"_L1, E, "Progress without a string or integer progressToken"_L1, sProgress, uProgress},
 "#ProgressNotificationParams"_L1, {}, {}, "/progressToken"_L1, {}, Req, Type, "string|integer"_L1},
{{"shape.ProgressNotificationParams.progress"_L1, E, "Progress without a number progress"_L1, sProgress, uProgress},
 "#ProgressNotificationParams"_L1, {}, {}, "/progress"_L1, {}, Req, Type, "number"_L1},
{{"shape.ProgressNotificationParams.total"_L1, E, "Progress total is not a number"_L1, sProgress, uProgress},
 "#ProgressNotificationParams"_L1, {}, {}, "/total"_L1, {}, Opt, Type, "number"_L1},
{{"shape.ProgressNotificationParams.message"_L1, E, "Progress message is not a string"_L1, sProgress, uProgress},
 "#ProgressNotificationParams"_L1, r2503, {}, "/message"_L1, {}, Opt, Type, "string"_L1},

{{"shape.LoggingMessageNotificationParams"_L1, E, "Log message params are not an object"_L1, sLog, uLog},
 "#LoggingMessageNotificationParams"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.LoggingMessageNotificationParams.level"_L1, E, "Log message without a known level"_L1, sLog, uLog},
 "#LoggingMessageNotificationParams"_L1, {}, {}, "/level"_L1, {}, Req, Enum, kLevels},
{{"shape.LoggingMessageNotificationParams.data"_L1, E, "Log message without data"_L1, sLog, uLog},
 "#LoggingMessageNotificationParams"_L1, {}, {}, "/data"_L1, {}, Req, Type, {}},
{{"shape.LoggingMessageNotificationParams.logger"_L1, E, "Log message logger is not a string"_L1, sLog, uLog},
 "#LoggingMessageNotificationParams"_L1, {}, {}, "/logger"_L1, {}, Opt, Type, "string"_L1},

{{"shape.ResourceUpdatedNotificationParams"_L1, E, "Resource updated params are not an object"_L1, sUpdated, uUpdated},
 "#ResourceUpdatedNotificationParams"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
{{"shape.ResourceUpdatedNotificationParams.uri"_L1, E, "Resource updated without a string uri"_L1, sUpdated, uUpdated},
 "#ResourceUpdatedNotificationParams"_L1, {}, {}, "/uri"_L1, {}, Req, Type, "string"_L1},

{{"shape.CancelledNotificationParams"_L1, E, "Cancelled params are not an object"_L1, sCancelled, uCancelled},
 "#CancelledNotificationParams"_L1, {}, {}, {}, {}, Opt, Type, "object"_L1},
// Required in every revision but 2025-11-25, whose schema makes it optional (a task is
// cancelled with tasks/cancel, but the notification still names a request).
{{"shape.CancelledNotificationParams.requestId"_L1, E, "Cancelled without a string or integer requestId"_L1, sCancelled, uCancelled},
 "#CancelledNotificationParams"_L1, {}, r2506, "/requestId"_L1, {}, Req, Type, "string|integer"_L1},
{{"shape.CancelledNotificationParams.requestId"_L1, E, {}, {}, {}},
 "#CancelledNotificationParams"_L1, r2511, r2511, "/requestId"_L1, {}, Opt, Type, "string|integer"_L1},
{{"shape.CancelledNotificationParams.requestId"_L1, E, {}, {}, {}},
 "#CancelledNotificationParams"_L1, r2607, {}, "/requestId"_L1, {}, Req, Type, "string|integer"_L1},
{{"shape.CancelledNotificationParams.reason"_L1, E, "Cancelled reason is not a string"_L1, sCancelled, uCancelled},
 "#CancelledNotificationParams"_L1, {}, {}, "/reason"_L1, {}, Opt, Type, "string"_L1},
};
// clang-format on

} // namespace ShapeRules::LegacyTable

std::span<const ShapeRules::ShapeRow> ShapeRules::legacyRows()
{
    return LegacyTable::kRows;
}
