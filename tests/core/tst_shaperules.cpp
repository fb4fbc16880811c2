// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/analysis/finding.h>
#include <core/analysis/shaperow.h>
#include <core/analysis/shaperules.h>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <gtest/gtest.h>
#include <optional>

using namespace Qt::StringLiterals;

namespace shaperules_test {

// Good results and params, one per definition and era; each case below breaks one member.
constexpr const char *kInit24 = R"({"protocolVersion": "2024-11-05", "capabilities": {},
    "serverInfo": {"name": "demo", "version": "1.0"}})";
constexpr const char *kInit25 = R"({"protocolVersion": "2025-11-25", "instructions": "hi",
    "capabilities": {"experimental": {}, "logging": {}, "completions": {},
        "prompts": {"listChanged": true}, "resources": {"subscribe": true, "listChanged": false},
        "tools": {"listChanged": true}, "tasks": {"list": {}}},
    "serverInfo": {"name": "demo", "version": "1.0", "title": "Demo", "description": "d",
        "websiteUrl": "https://example.com", "icons": []},
    "_meta": {}})";
constexpr const char *kEmpty = R"({})";
constexpr const char *kTools = R"({"nextCursor": "c", "tools": [{"name": "get_weather",
    "title": "Weather", "description": "d",
    "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}},
        "required": ["city"]},
    "outputSchema": {"type": "object"},
    "annotations": {"title": "W", "readOnlyHint": true, "destructiveHint": false,
        "idempotentHint": true, "openWorldHint": false},
    "execution": {"taskSupport": "optional"}, "icons": [], "_meta": {}}]})";
constexpr const char *kTools26 = R"({"resultType": "complete", "ttlMs": 1000,
    "cacheScope": "private", "tools": [{"name": "get_weather",
    "inputSchema": {"type": "object", "$defs": {}}, "outputSchema": {"type": "array"}}],
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1"}}})";
constexpr const char *kCall24 = R"({"isError": false, "content": [
    {"type": "text", "text": "hi"},
    {"type": "image", "data": "AA==", "mimeType": "image/png"},
    {"type": "resource", "resource": {"uri": "file:///a", "text": "x"}}]})";
constexpr const char *kCall25 = R"({"isError": true, "structuredContent": {"t": 1}, "content": [
    {"type": "text", "text": "hi", "annotations": {}},
    {"type": "image", "data": "AA==", "mimeType": "image/png"},
    {"type": "audio", "data": "AA==", "mimeType": "audio/wav"},
    {"type": "resource_link", "uri": "file:///b", "name": "b"},
    {"type": "resource", "resource": {"uri": "file:///a", "blob": "AA=="}}]})";
constexpr const char *kCall26 = R"({"resultType": "complete", "structuredContent": [1, 2],
    "content": [{"type": "text", "text": "hi"}]})";
constexpr const char *kTask25 = R"({"task": {"taskId": "t1", "status": "working",
    "statusMessage": "m", "createdAt": "2025-11-25T00:00:00Z",
    "lastUpdatedAt": "2025-11-25T00:00:00Z", "ttl": 60000, "pollInterval": 500}})";
constexpr const char *kInput26 = R"({"resultType": "input_required", "requestState": "s",
    "inputRequests": {"ask": {"method": "elicitation/create", "params": {"message": "?"}}}})";
constexpr const char *kResources = R"({"nextCursor": "c", "resources": [{"uri": "file:///a",
    "name": "a", "title": "A", "description": "d", "mimeType": "text/plain", "size": 3,
    "annotations": {}}]})";
constexpr const char *kResources26 = R"({"resultType": "complete", "ttlMs": 0,
    "cacheScope": "public", "resources": [{"uri": "file:///a", "name": "a"}]})";
constexpr const char *kTemplates = R"({"nextCursor": "c", "resourceTemplates": [
    {"uriTemplate": "file:///{path}", "name": "files", "title": "Files", "description": "d",
     "mimeType": "text/plain"}]})";
constexpr const char *kTemplates26 = R"({"resultType": "complete", "ttlMs": 0,
    "cacheScope": "public", "resourceTemplates": [{"uriTemplate": "file:///{p}", "name": "f"}]})";
constexpr const char *kRead = R"({"contents": [{"uri": "file:///a", "mimeType": "text/plain",
    "text": "x"}, {"uri": "file:///b", "blob": "AA=="}]})";
constexpr const char *kRead26 = R"({"resultType": "complete", "ttlMs": 5, "cacheScope": "public",
    "contents": [{"uri": "file:///a", "text": "x"}]})";
constexpr const char *kPrompts = R"({"nextCursor": "c", "prompts": [{"name": "greet",
    "title": "Greet", "description": "d", "arguments": [{"name": "who", "title": "Who",
    "description": "d", "required": true}]}]})";
constexpr const char *kPrompts26 = R"({"resultType": "complete", "ttlMs": 0,
    "cacheScope": "public", "prompts": [{"name": "greet"}]})";
constexpr const char *kGet = R"({"description": "d", "messages": [
    {"role": "user", "content": {"type": "text", "text": "hi"}},
    {"role": "assistant", "content": {"type": "resource",
        "resource": {"uri": "file:///a", "text": "x"}}}]})";
constexpr const char *kGet26 = R"({"resultType": "complete", "messages": [
    {"role": "user", "content": {"type": "text", "text": "hi"}}]})";
constexpr const char *kComplete = R"({"completion": {"values": ["a", "b"], "total": 2,
    "hasMore": false}})";
constexpr const char *kComplete26 = R"({"resultType": "complete",
    "completion": {"values": ["a"]}})";
constexpr const char *kDiscover = R"({"resultType": "complete",
    "supportedVersions": ["2026-07-28"], "instructions": "i", "ttlMs": 0, "cacheScope": "public",
    "capabilities": {"tools": {}, "extensions": {"io.modelcontextprotocol/tasks": {}}},
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1"}}})";
constexpr const char *kProgress = R"({"progressToken": "p1", "progress": 1.5, "total": 10,
    "message": "m"})";
constexpr const char *kLog = R"({"level": "info", "logger": "l", "data": {"a": 1}})";
constexpr const char *kUpdated = R"({"uri": "file:///a"})";
constexpr const char *kCancelled = R"({"requestId": 3, "reason": "r"})";
constexpr const char *kAck = R"({"notifications": {"toolsListChanged": true,
    "resourceSubscriptions": ["file:///a"]}})";

constexpr const char *kRemove = nullptr;

struct ShapeCase
{
    const char *name;
    const char *method;
    const char *revision;
    const char *sample;
    const char *pointer; // the member to change ("" = the whole value); nullptr: unchanged
    const char *value;   // its new value as JSON; kRemove: take it out
    const char *ruleId;  // nullptr: no finding
    const char *found;   // the finding's pointer below the prefix, if not pointer
};

void PrintTo(const ShapeCase &shapeCase, std::ostream *os)
{
    *os << shapeCase.name;
}

// clang-format off
const ShapeCase kGood[] = {
    {"init_2024", "initialize", "2024-11-05", kInit24, nullptr, nullptr, nullptr, nullptr},
    {"init_2025_11", "initialize", "2025-11-25", kInit25, nullptr, nullptr, nullptr, nullptr},
    {"init_title_before_2025_06", "initialize", "2025-03-26", kInit24, "/serverInfo/title", "1", nullptr, nullptr},
    {"init_unknown_capability", "initialize", "2025-06-18", kInit24, "/capabilities/x", "1", nullptr, nullptr},
    {"init_tasks_before_2025_11", "initialize", "2025-06-18", kInit24, "/capabilities/tasks", "1", nullptr, nullptr},
    {"ping", "ping", "2024-11-05", kEmpty, nullptr, nullptr, nullptr, nullptr},
    {"ping_meta", "ping", "2025-11-25", kEmpty, "/_meta", "{}", nullptr, nullptr},
    {"ping_gone_in_2026", "ping", "2026-07-28", kEmpty, "", "[]", nullptr, nullptr},
    {"set_level", "logging/setLevel", "2025-06-18", kEmpty, nullptr, nullptr, nullptr, nullptr},
    {"subscribe", "resources/subscribe", "2025-03-26", kEmpty, nullptr, nullptr, nullptr, nullptr},
    {"tools_2024", "tools/list", "2024-11-05", kTools, nullptr, nullptr, nullptr, nullptr},
    {"tools_2024_annotations_unknown", "tools/list", "2024-11-05", kTools, "/tools/0/annotations", "1", nullptr, nullptr},
    {"tools_2025_03_title_unknown", "tools/list", "2025-03-26", kTools, "/tools/0/title", "1", nullptr, nullptr},
    {"tools_2025_03_output_unknown", "tools/list", "2025-03-26", kTools, "/tools/0/outputSchema", "1", nullptr, nullptr},
    {"tools_2025_06", "tools/list", "2025-06-18", kTools, nullptr, nullptr, nullptr, nullptr},
    {"tools_2025_06_execution_unknown", "tools/list", "2025-06-18", kTools, "/tools/0/execution", "1", nullptr, nullptr},
    {"tools_2025_11", "tools/list", "2025-11-25", kTools, nullptr, nullptr, nullptr, nullptr},
    {"tools_empty_cursor", "tools/list", "2025-11-25", kTools, "/nextCursor", "\"\"", nullptr, nullptr},
    {"tools_2026", "tools/list", "2026-07-28", kTools26, nullptr, nullptr, nullptr, nullptr},
    {"tools_2026_properties_any", "tools/list", "2026-07-28", kTools26, "/tools/0/inputSchema/properties", "true", nullptr, nullptr},
    {"tools_2026_execution_gone", "tools/list", "2026-07-28", kTools26, "/tools/0/execution", "1", nullptr, nullptr},
    {"call_2024", "tools/call", "2024-11-05", kCall24, nullptr, nullptr, nullptr, nullptr},
    {"call_2025_03_structured_unknown", "tools/call", "2025-03-26", kCall24, "/structuredContent", "[]", nullptr, nullptr},
    {"call_2025_06", "tools/call", "2025-06-18", kCall25, nullptr, nullptr, nullptr, nullptr},
    {"call_2025_11", "tools/call", "2025-11-25", kCall25, nullptr, nullptr, nullptr, nullptr},
    {"call_2025_11_task", "tools/call", "2025-11-25", kTask25, nullptr, nullptr, nullptr, nullptr},
    {"call_2025_11_task_ttl_null", "tools/call", "2025-11-25", kTask25, "/task/ttl", "null", nullptr, nullptr},
    {"call_2026", "tools/call", "2026-07-28", kCall26, nullptr, nullptr, nullptr, nullptr},
    {"call_2026_structured_string", "tools/call", "2026-07-28", kCall26, "/structuredContent", "\"s\"", nullptr, nullptr},
    {"call_2026_all_blocks", "tools/call", "2026-07-28", kCall25, "/resultType", "\"complete\"", nullptr, nullptr},
    {"call_2026_without_result_type", "tools/call", "2026-07-28", kCall26, "/resultType", kRemove, nullptr, nullptr},
    {"call_2026_input_required", "tools/call", "2026-07-28", kInput26, nullptr, nullptr, nullptr, nullptr},
    {"call_2026_input_state_only", "tools/call", "2026-07-28", kInput26, "/inputRequests", kRemove, nullptr, nullptr},
    {"call_2026_task", "tools/call", "2026-07-28", R"({"resultType": "task", "taskId": "t"})", nullptr, nullptr, nullptr, nullptr},
    // A resultType that cannot answer the method is the analysis' finding (ResultTypeNotAllowed,
    // always on), not a shape one.
    {"call_2026_unknown_result_type", "tools/call", "2026-07-28", kCall26, "/resultType", "\"completed\"", nullptr, nullptr},
    {"list_2026_input_required", "tools/list", "2026-07-28", kTools26, "/resultType", "\"input_required\"", nullptr, nullptr},
    {"resources_2024", "resources/list", "2024-11-05", kResources, nullptr, nullptr, nullptr, nullptr},
    {"resources_2025_11", "resources/list", "2025-11-25", kResources, nullptr, nullptr, nullptr, nullptr},
    {"resources_2026", "resources/list", "2026-07-28", kResources26, nullptr, nullptr, nullptr, nullptr},
    {"templates_2025_03", "resources/templates/list", "2025-03-26", kTemplates, nullptr, nullptr, nullptr, nullptr},
    {"templates_2026", "resources/templates/list", "2026-07-28", kTemplates26, nullptr, nullptr, nullptr, nullptr},
    {"read_2024", "resources/read", "2024-11-05", kRead, nullptr, nullptr, nullptr, nullptr},
    {"read_2026", "resources/read", "2026-07-28", kRead26, nullptr, nullptr, nullptr, nullptr},
    {"read_2026_input_required", "resources/read", "2026-07-28", kInput26, nullptr, nullptr, nullptr, nullptr},
    {"prompts_2025_06", "prompts/list", "2025-06-18", kPrompts, nullptr, nullptr, nullptr, nullptr},
    {"prompts_2024_title_unknown", "prompts/list", "2024-11-05", kPrompts, "/prompts/0/title", "1", nullptr, nullptr},
    {"prompts_2026", "prompts/list", "2026-07-28", kPrompts26, nullptr, nullptr, nullptr, nullptr},
    {"get_2024", "prompts/get", "2024-11-05", kGet, nullptr, nullptr, nullptr, nullptr},
    {"get_2026", "prompts/get", "2026-07-28", kGet26, nullptr, nullptr, nullptr, nullptr},
    {"get_2026_input_required", "prompts/get", "2026-07-28", kInput26, nullptr, nullptr, nullptr, nullptr},
    {"complete_2024", "completion/complete", "2024-11-05", kComplete, nullptr, nullptr, nullptr, nullptr},
    {"complete_2026", "completion/complete", "2026-07-28", kComplete26, nullptr, nullptr, nullptr, nullptr},
    {"discover_2026", "server/discover", "2026-07-28", kDiscover, nullptr, nullptr, nullptr, nullptr},
    {"discover_before_2026", "server/discover", "2025-11-25", kEmpty, "", "[]", nullptr, nullptr},
    {"progress_2024", "notifications/progress", "2024-11-05", kProgress, nullptr, nullptr, nullptr, nullptr},
    {"progress_2024_message_unknown", "notifications/progress", "2024-11-05", kProgress, "/message", "1", nullptr, nullptr},
    {"progress_integer_token", "notifications/progress", "2026-07-28", kProgress, "/progressToken", "7", nullptr, nullptr},
    {"log_2025_03", "notifications/message", "2025-03-26", kLog, nullptr, nullptr, nullptr, nullptr},
    {"log_null_data", "notifications/message", "2026-07-28", kLog, "/data", "null", nullptr, nullptr},
    {"updated_2025_06", "notifications/resources/updated", "2025-06-18", kUpdated, nullptr, nullptr, nullptr, nullptr},
    {"cancelled_2024", "notifications/cancelled", "2024-11-05", kCancelled, nullptr, nullptr, nullptr, nullptr},
    {"cancelled_2025_11_without_id", "notifications/cancelled", "2025-11-25", kCancelled, "/requestId", kRemove, nullptr, nullptr},
    {"acknowledged_2026", "notifications/subscriptions/acknowledged", "2026-07-28", kAck, nullptr, nullptr, nullptr, nullptr},
    {"unknown_method", "tools/frobnicate", "2025-11-25", kEmpty, "", "[]", nullptr, nullptr},
    {"unknown_notification", "notifications/tools/list_changed", "2025-11-25", kEmpty, "", "[]", nullptr, nullptr},
    {"definition_is_no_method", "#Tool", "2025-11-25", kEmpty, "", "[]", nullptr, nullptr},
    {"result_check_on_notification", "notifications/progress", "2025-11-25", kEmpty, "", "[]", nullptr, nullptr},
    {"default_revision_structured", "tools/call", "", kCall25, nullptr, nullptr, nullptr, nullptr},
};
// clang-format on

// clang-format off
const ShapeCase kBad[] = {
    // InitializeResult, ServerCapabilities, Implementation (legacy)
    {"init_not_object", "initialize", "2024-11-05", kInit24, "", "[]", "shape.InitializeResult", nullptr},
    {"init_no_version", "initialize", "2024-11-05", kInit24, "/protocolVersion", kRemove, "shape.InitializeResult.protocolVersion", nullptr},
    {"init_version_number", "initialize", "2025-11-25", kInit25, "/protocolVersion", "20251125", "shape.InitializeResult.protocolVersion", nullptr},
    {"init_no_capabilities", "initialize", "2025-03-26", kInit24, "/capabilities", kRemove, "shape.InitializeResult.capabilities", nullptr},
    {"init_no_server_info", "initialize", "2025-06-18", kInit24, "/serverInfo", kRemove, "shape.InitializeResult.serverInfo", nullptr},
    {"init_instructions", "initialize", "2025-11-25", kInit25, "/instructions", "[]", "shape.InitializeResult.instructions", nullptr},
    {"init_meta", "initialize", "2025-11-25", kInit25, "/_meta", "[]", "shape.Result._meta", nullptr},
    {"caps_array", "initialize", "2024-11-05", kInit24, "/capabilities", "[]", "shape.ServerCapabilities", nullptr},
    {"caps_experimental", "initialize", "2025-11-25", kInit25, "/capabilities/experimental", "1", "shape.ServerCapabilities.experimental", nullptr},
    {"caps_logging", "initialize", "2025-11-25", kInit25, "/capabilities/logging", "true", "shape.ServerCapabilities.logging", nullptr},
    {"caps_completions", "initialize", "2025-03-26", kInit25, "/capabilities/completions", "true", "shape.ServerCapabilities.completions", nullptr},
    {"caps_prompts", "initialize", "2024-11-05", kInit25, "/capabilities/prompts", "true", "shape.ServerCapabilities.prompts", nullptr},
    {"caps_prompts_list_changed", "initialize", "2025-11-25", kInit25, "/capabilities/prompts/listChanged", "\"yes\"", "shape.ServerCapabilities.prompts.listChanged", nullptr},
    {"caps_resources", "initialize", "2025-11-25", kInit25, "/capabilities/resources", "[]", "shape.ServerCapabilities.resources", nullptr},
    {"caps_resources_subscribe", "initialize", "2025-11-25", kInit25, "/capabilities/resources/subscribe", "1", "shape.ServerCapabilities.resources.subscribe", nullptr},
    {"caps_resources_list_changed", "initialize", "2025-11-25", kInit25, "/capabilities/resources/listChanged", "null", "shape.ServerCapabilities.resources.listChanged", nullptr},
    {"caps_tools", "initialize", "2025-06-18", kInit25, "/capabilities/tools", "\"all\"", "shape.ServerCapabilities.tools", nullptr},
    {"caps_tools_list_changed", "initialize", "2025-11-25", kInit25, "/capabilities/tools/listChanged", "0", "shape.ServerCapabilities.tools.listChanged", nullptr},
    {"caps_tasks_2025_11", "initialize", "2025-11-25", kInit25, "/capabilities/tasks", "true", "shape.ServerCapabilities.tasks", nullptr},
    {"impl_not_object", "initialize", "2024-11-05", kInit24, "/serverInfo", "\"demo\"", "shape.Implementation", nullptr},
    {"impl_no_name", "initialize", "2024-11-05", kInit24, "/serverInfo/name", kRemove, "shape.Implementation.name", nullptr},
    {"impl_no_version", "initialize", "2025-03-26", kInit24, "/serverInfo/version", kRemove, "shape.Implementation.version", nullptr},
    {"impl_version_number", "initialize", "2025-11-25", kInit25, "/serverInfo/version", "1", "shape.Implementation.version", nullptr},
    {"impl_title_2025_06", "initialize", "2025-06-18", kInit24, "/serverInfo/title", "1", "shape.Implementation.title", nullptr},
    {"impl_description_2025_11", "initialize", "2025-11-25", kInit25, "/serverInfo/description", "[]", "shape.Implementation.description", nullptr},
    {"impl_website_2025_11", "initialize", "2025-11-25", kInit25, "/serverInfo/websiteUrl", "{}", "shape.Implementation.websiteUrl", nullptr},
    {"impl_icons_2025_11", "initialize", "2025-11-25", kInit25, "/serverInfo/icons", "{}", "shape.Implementation.icons", nullptr},
    // EmptyResult
    {"ping_not_object", "ping", "2024-11-05", kEmpty, "", "[]", "shape.EmptyResult", nullptr},
    {"ping_meta", "ping", "2025-03-26", kEmpty, "/_meta", "\"m\"", "shape.Result._meta", nullptr},
    {"unsubscribe_not_object", "resources/unsubscribe", "2025-11-25", kEmpty, "", "null", "shape.EmptyResult", nullptr},
    // ListToolsResult, Tool
    {"tools_not_object", "tools/list", "2024-11-05", kTools, "", "[]", "shape.ListToolsResult", nullptr},
    {"tools_missing", "tools/list", "2024-11-05", kTools, "/tools", kRemove, "shape.ListToolsResult.tools", nullptr},
    {"tools_object", "tools/list", "2026-07-28", kTools26, "/tools", "{}", "shape.ListToolsResult.tools", nullptr},
    {"tools_cursor_number", "tools/list", "2025-06-18", kTools, "/nextCursor", "2", "shape.ListToolsResult.nextCursor", nullptr},
    {"tool_not_object", "tools/list", "2025-03-26", kTools, "/tools/0", "\"get_weather\"", "shape.Tool", nullptr},
    {"tool_no_name", "tools/list", "2024-11-05", kTools, "/tools/0/name", kRemove, "shape.Tool.name", nullptr},
    {"tool_name_number_2026", "tools/list", "2026-07-28", kTools26, "/tools/0/name", "7", "shape.Tool.name", nullptr},
    {"tool_title_2025_06", "tools/list", "2025-06-18", kTools, "/tools/0/title", "1", "shape.Tool.title", nullptr},
    {"tool_description", "tools/list", "2024-11-05", kTools, "/tools/0/description", "{}", "shape.Tool.description", nullptr},
    {"tool_no_input_schema", "tools/list", "2024-11-05", kTools, "/tools/0/inputSchema", kRemove, "shape.Tool.inputSchema", nullptr},
    {"tool_input_schema_null_2026", "tools/list", "2026-07-28", kTools26, "/tools/0/inputSchema", "null", "shape.Tool.inputSchema", nullptr},
    {"tool_input_schema_no_type", "tools/list", "2025-11-25", kTools, "/tools/0/inputSchema/type", kRemove, "shape.Tool.inputSchema.type", nullptr},
    {"tool_input_schema_array_2026", "tools/list", "2026-07-28", kTools26, "/tools/0/inputSchema/type", "\"array\"", "shape.Tool.inputSchema.type", nullptr},
    {"tool_input_properties", "tools/list", "2025-03-26", kTools, "/tools/0/inputSchema/properties", "[]", "shape.Tool.inputSchema.properties", nullptr},
    {"tool_input_required", "tools/list", "2025-11-25", kTools, "/tools/0/inputSchema/required", "\"city\"", "shape.Tool.inputSchema.required", nullptr},
    {"tool_output_schema_2026", "tools/list", "2026-07-28", kTools26, "/tools/0/outputSchema", "true", "shape.Tool.outputSchema", nullptr},
    {"tool_output_type_2025_06", "tools/list", "2025-06-18", kTools, "/tools/0/outputSchema/type", "\"array\"", "shape.Tool.outputSchema.type", nullptr},
    {"tool_output_no_type_2025_11", "tools/list", "2025-11-25", kTools, "/tools/0/outputSchema/type", kRemove, "shape.Tool.outputSchema.type", nullptr},
    {"tool_annotations_2025_03", "tools/list", "2025-03-26", kTools, "/tools/0/annotations", "[]", "shape.Tool.annotations", nullptr},
    {"tool_annotation_title", "tools/list", "2025-11-25", kTools, "/tools/0/annotations/title", "1", "shape.ToolAnnotations.title", nullptr},
    {"tool_read_only_hint", "tools/list", "2025-03-26", kTools, "/tools/0/annotations/readOnlyHint", "\"true\"", "shape.ToolAnnotations.readOnlyHint", nullptr},
    {"tool_destructive_hint", "tools/list", "2025-06-18", kTools, "/tools/0/annotations/destructiveHint", "0", "shape.ToolAnnotations.destructiveHint", nullptr},
    {"tool_idempotent_hint", "tools/list", "2025-06-18", kTools, "/tools/0/annotations/idempotentHint", "null", "shape.ToolAnnotations.idempotentHint", nullptr},
    {"tool_open_world_hint", "tools/list", "2025-11-25", kTools, "/tools/0/annotations/openWorldHint", "\"no\"", "shape.ToolAnnotations.openWorldHint", nullptr},
    {"tool_execution_2025_11", "tools/list", "2025-11-25", kTools, "/tools/0/execution", "\"task\"", "shape.Tool.execution", nullptr},
    {"tool_task_support_2025_11", "tools/list", "2025-11-25", kTools, "/tools/0/execution/taskSupport", "\"sometimes\"", "shape.ToolExecution.taskSupport", nullptr},
    {"tool_icons_2025_11", "tools/list", "2025-11-25", kTools, "/tools/0/icons", "\"icon.png\"", "shape.Tool.icons", nullptr},
    {"tool_meta_2025_06", "tools/list", "2025-06-18", kTools, "/tools/0/_meta", "[]", "shape.Tool._meta", nullptr},
    // CallToolResult, ContentBlock, ResourceContents inside it
    {"call_not_object", "tools/call", "2024-11-05", kCall24, "", "\"done\"", "shape.CallToolResult", nullptr},
    {"call_no_content", "tools/call", "2024-11-05", kCall24, "/content", kRemove, "shape.CallToolResult.content", nullptr},
    {"call_no_content_2026", "tools/call", "2026-07-28", kCall26, "/content", kRemove, "shape.CallToolResult.content", nullptr},
    {"call_is_error", "tools/call", "2025-06-18", kCall25, "/isError", "\"no\"", "shape.CallToolResult.isError", nullptr},
    {"call_structured_2025_06", "tools/call", "2025-06-18", kCall25, "/structuredContent", "[1]", "shape.CallToolResult.structuredContent", nullptr},
    {"call_structured_default_revision", "tools/call", "", kCall25, "/structuredContent", "\"s\"", "shape.CallToolResult.structuredContent", nullptr},
    {"call_meta", "tools/call", "2025-11-25", kCall25, "/_meta", "1", "shape.Result._meta", nullptr},
    {"block_not_object", "tools/call", "2024-11-05", kCall24, "/content/0", "\"hi\"", "shape.ContentBlock", nullptr},
    {"block_no_type", "tools/call", "2025-06-18", kCall25, "/content/0/type", kRemove, "shape.ContentBlock.type", nullptr},
    {"block_audio_in_2024", "tools/call", "2024-11-05", kCall24, "/content/0/type", "\"audio\"", "shape.ContentBlock.type", nullptr},
    {"block_link_in_2025_03", "tools/call", "2025-03-26", kCall25, "/content/3/type", "\"resource_link\"", "shape.ContentBlock.type", nullptr},
    {"block_video_2026", "tools/call", "2026-07-28", kCall26, "/content/0/type", "\"video\"", "shape.ContentBlock.type", nullptr},
    {"text_no_text", "tools/call", "2024-11-05", kCall24, "/content/0/text", kRemove, "shape.TextContent.text", nullptr},
    {"text_number_2026", "tools/call", "2026-07-28", kCall26, "/content/0/text", "42", "shape.TextContent.text", nullptr},
    {"image_no_data", "tools/call", "2024-11-05", kCall24, "/content/1/data", kRemove, "shape.ImageContent.data", nullptr},
    {"image_no_mime", "tools/call", "2025-11-25", kCall25, "/content/1/mimeType", kRemove, "shape.ImageContent.mimeType", nullptr},
    {"audio_no_data_2025_03", "tools/call", "2025-03-26", kCall24, "/content/0", R"({"type": "audio", "mimeType": "audio/wav"})", "shape.AudioContent.data", "/content/0/data"},
    {"audio_no_mime", "tools/call", "2025-06-18", kCall25, "/content/2/mimeType", "[]", "shape.AudioContent.mimeType", nullptr},
    {"link_no_uri", "tools/call", "2025-06-18", kCall25, "/content/3/uri", kRemove, "shape.ResourceLink.uri", nullptr},
    {"link_no_name_2026", "tools/call", "2026-07-28", kCall25, "/content/3/name", kRemove, "shape.ResourceLink.name", nullptr},
    {"embedded_no_resource", "tools/call", "2024-11-05", kCall24, "/content/2/resource", kRemove, "shape.EmbeddedResource.resource", nullptr},
    {"embedded_resource_string", "tools/call", "2025-11-25", kCall25, "/content/4/resource", "\"file:///a\"", "shape.ResourceContents", nullptr},
    {"embedded_no_text_or_blob", "tools/call", "2025-11-25", kCall25, "/content/4/resource/blob", kRemove, "shape.ResourceContents.textOrBlob", "/content/4/resource"},
    {"embedded_no_uri", "tools/call", "2024-11-05", kCall24, "/content/2/resource/uri", kRemove, "shape.ResourceContents.uri", nullptr},
    {"block_annotations", "tools/call", "2025-06-18", kCall25, "/content/0/annotations", "[]", "shape.ContentBlock.annotations", nullptr},
    // CreateTaskResult (2025-11-25)
    {"task_not_object", "tools/call", "2025-11-25", kTask25, "/task", "\"t1\"", "shape.CreateTaskResult.task", nullptr},
    {"task_no_id", "tools/call", "2025-11-25", kTask25, "/task/taskId", kRemove, "shape.Task.taskId", nullptr},
    {"task_status", "tools/call", "2025-11-25", kTask25, "/task/status", "\"running\"", "shape.Task.status", nullptr},
    {"task_status_message", "tools/call", "2025-11-25", kTask25, "/task/statusMessage", "1", "shape.Task.statusMessage", nullptr},
    {"task_created", "tools/call", "2025-11-25", kTask25, "/task/createdAt", kRemove, "shape.Task.createdAt", nullptr},
    {"task_updated", "tools/call", "2025-11-25", kTask25, "/task/lastUpdatedAt", "0", "shape.Task.lastUpdatedAt", nullptr},
    {"task_ttl_missing", "tools/call", "2025-11-25", kTask25, "/task/ttl", kRemove, "shape.Task.ttl", nullptr},
    {"task_ttl_fraction", "tools/call", "2025-11-25", kTask25, "/task/ttl", "1.5", "shape.Task.ttl", nullptr},
    {"task_poll_interval", "tools/call", "2025-11-25", kTask25, "/task/pollInterval", "\"1s\"", "shape.Task.pollInterval", nullptr},
    // ListResourcesResult, Resource
    {"resources_not_object", "resources/list", "2024-11-05", kResources, "", "[]", "shape.ListResourcesResult", nullptr},
    {"resources_missing", "resources/list", "2025-11-25", kResources, "/resources", kRemove, "shape.ListResourcesResult.resources", nullptr},
    {"resources_cursor", "resources/list", "2025-03-26", kResources, "/nextCursor", "null", "shape.ListResourcesResult.nextCursor", nullptr},
    {"resource_not_object", "resources/list", "2026-07-28", kResources26, "/resources/0", "1", "shape.Resource", nullptr},
    {"resource_no_uri", "resources/list", "2024-11-05", kResources, "/resources/0/uri", kRemove, "shape.Resource.uri", nullptr},
    {"resource_no_name", "resources/list", "2026-07-28", kResources26, "/resources/0/name", kRemove, "shape.Resource.name", nullptr},
    {"resource_title_2025_06", "resources/list", "2025-06-18", kResources, "/resources/0/title", "[]", "shape.Resource.title", nullptr},
    {"resource_description", "resources/list", "2024-11-05", kResources, "/resources/0/description", "1", "shape.Resource.description", nullptr},
    {"resource_mime", "resources/list", "2025-11-25", kResources, "/resources/0/mimeType", "1", "shape.Resource.mimeType", nullptr},
    {"resource_size_fraction", "resources/list", "2024-11-05", kResources, "/resources/0/size", "3.5", "shape.Resource.size", nullptr},
    {"resource_annotations", "resources/list", "2024-11-05", kResources, "/resources/0/annotations", "\"a\"", "shape.Resource.annotations", nullptr},
    // ListResourceTemplatesResult, ResourceTemplate
    {"templates_not_object", "resources/templates/list", "2024-11-05", kTemplates, "", "1", "shape.ListResourceTemplatesResult", nullptr},
    {"templates_missing", "resources/templates/list", "2026-07-28", kTemplates26, "/resourceTemplates", kRemove, "shape.ListResourceTemplatesResult.resourceTemplates", nullptr},
    {"templates_cursor", "resources/templates/list", "2025-11-25", kTemplates, "/nextCursor", "{}", "shape.ListResourceTemplatesResult.nextCursor", nullptr},
    {"template_not_object", "resources/templates/list", "2025-06-18", kTemplates, "/resourceTemplates/0", "[]", "shape.ResourceTemplate", nullptr},
    {"template_no_uri_template", "resources/templates/list", "2024-11-05", kTemplates, "/resourceTemplates/0/uriTemplate", kRemove, "shape.ResourceTemplate.uriTemplate", nullptr},
    {"template_no_name", "resources/templates/list", "2025-11-25", kTemplates, "/resourceTemplates/0/name", kRemove, "shape.ResourceTemplate.name", nullptr},
    {"template_title_2025_06", "resources/templates/list", "2025-06-18", kTemplates, "/resourceTemplates/0/title", "1", "shape.ResourceTemplate.title", nullptr},
    {"template_description", "resources/templates/list", "2025-03-26", kTemplates, "/resourceTemplates/0/description", "1", "shape.ResourceTemplate.description", nullptr},
    {"template_mime", "resources/templates/list", "2024-11-05", kTemplates, "/resourceTemplates/0/mimeType", "1", "shape.ResourceTemplate.mimeType", nullptr},
    // ReadResourceResult, ResourceContents
    {"read_not_object", "resources/read", "2024-11-05", kRead, "", "[]", "shape.ReadResourceResult", nullptr},
    {"read_no_contents", "resources/read", "2025-06-18", kRead, "/contents", kRemove, "shape.ReadResourceResult.contents", nullptr},
    {"read_no_contents_2026", "resources/read", "2026-07-28", kRead26, "/contents", kRemove, "shape.ReadResourceResult.contents", nullptr},
    {"contents_not_object", "resources/read", "2025-11-25", kRead, "/contents/1", "\"AA==\"", "shape.ResourceContents", nullptr},
    {"contents_no_uri", "resources/read", "2024-11-05", kRead, "/contents/1/uri", kRemove, "shape.ResourceContents.uri", nullptr},
    {"contents_mime", "resources/read", "2025-03-26", kRead, "/contents/0/mimeType", "{}", "shape.ResourceContents.mimeType", nullptr},
    {"contents_no_text_or_blob", "resources/read", "2024-11-05", kRead, "/contents/0/text", kRemove, "shape.ResourceContents.textOrBlob", "/contents/0"},
    {"contents_text_number", "resources/read", "2026-07-28", kRead26, "/contents/0/text", "1", "shape.TextResourceContents.text", nullptr},
    {"contents_blob_array", "resources/read", "2025-06-18", kRead, "/contents/1/blob", "[]", "shape.BlobResourceContents.blob", nullptr},
    // ListPromptsResult, Prompt, PromptArgument
    {"prompts_not_object", "prompts/list", "2024-11-05", kPrompts, "", "[]", "shape.ListPromptsResult", nullptr},
    {"prompts_missing", "prompts/list", "2026-07-28", kPrompts26, "/prompts", kRemove, "shape.ListPromptsResult.prompts", nullptr},
    {"prompts_cursor", "prompts/list", "2025-06-18", kPrompts, "/nextCursor", "1", "shape.ListPromptsResult.nextCursor", nullptr},
    {"prompt_not_object", "prompts/list", "2025-11-25", kPrompts, "/prompts/0", "\"greet\"", "shape.Prompt", nullptr},
    {"prompt_no_name", "prompts/list", "2024-11-05", kPrompts, "/prompts/0/name", kRemove, "shape.Prompt.name", nullptr},
    {"prompt_title_2025_06", "prompts/list", "2025-06-18", kPrompts, "/prompts/0/title", "1", "shape.Prompt.title", nullptr},
    {"prompt_description", "prompts/list", "2025-03-26", kPrompts, "/prompts/0/description", "1", "shape.Prompt.description", nullptr},
    {"prompt_arguments", "prompts/list", "2024-11-05", kPrompts, "/prompts/0/arguments", "{}", "shape.Prompt.arguments", nullptr},
    {"argument_not_object", "prompts/list", "2025-11-25", kPrompts, "/prompts/0/arguments/0", "\"who\"", "shape.PromptArgument", nullptr},
    {"argument_no_name", "prompts/list", "2024-11-05", kPrompts, "/prompts/0/arguments/0/name", kRemove, "shape.PromptArgument.name", nullptr},
    {"argument_title_2025_06", "prompts/list", "2025-06-18", kPrompts, "/prompts/0/arguments/0/title", "1", "shape.PromptArgument.title", nullptr},
    {"argument_description", "prompts/list", "2025-11-25", kPrompts, "/prompts/0/arguments/0/description", "1", "shape.PromptArgument.description", nullptr},
    {"argument_required", "prompts/list", "2024-11-05", kPrompts, "/prompts/0/arguments/0/required", "\"yes\"", "shape.PromptArgument.required", nullptr},
    // GetPromptResult, PromptMessage
    {"get_not_object", "prompts/get", "2024-11-05", kGet, "", "[]", "shape.GetPromptResult", nullptr},
    {"get_description", "prompts/get", "2025-06-18", kGet, "/description", "1", "shape.GetPromptResult.description", nullptr},
    {"get_no_messages", "prompts/get", "2026-07-28", kGet26, "/messages", kRemove, "shape.GetPromptResult.messages", nullptr},
    {"message_not_object", "prompts/get", "2025-11-25", kGet, "/messages/0", "\"hi\"", "shape.PromptMessage", nullptr},
    {"message_role_system", "prompts/get", "2024-11-05", kGet, "/messages/0/role", "\"system\"", "shape.PromptMessage.role", nullptr},
    {"message_no_role", "prompts/get", "2026-07-28", kGet26, "/messages/0/role", kRemove, "shape.PromptMessage.role", nullptr},
    {"message_no_content", "prompts/get", "2025-03-26", kGet, "/messages/1/content", kRemove, "shape.PromptMessage.content", nullptr},
    {"message_content_array", "prompts/get", "2025-11-25", kGet, "/messages/0/content", "[]", "shape.ContentBlock", nullptr},
    {"message_audio_in_2024", "prompts/get", "2024-11-05", kGet, "/messages/0/content/type", "\"audio\"", "shape.ContentBlock.type", nullptr},
    // CompleteResult
    {"complete_not_object", "completion/complete", "2024-11-05", kComplete, "", "[]", "shape.CompleteResult", nullptr},
    {"complete_no_completion", "completion/complete", "2026-07-28", kComplete26, "/completion", kRemove, "shape.CompleteResult.completion", nullptr},
    {"complete_no_values", "completion/complete", "2025-03-26", kComplete, "/completion/values", kRemove, "shape.CompleteResult.completion.values", nullptr},
    {"complete_value_number", "completion/complete", "2025-06-18", kComplete, "/completion/values/1", "2", "shape.CompleteResult.completion.values.items", nullptr},
    {"complete_total_fraction", "completion/complete", "2024-11-05", kComplete, "/completion/total", "2.5", "shape.CompleteResult.completion.total", nullptr},
    {"complete_has_more", "completion/complete", "2025-11-25", kComplete, "/completion/hasMore", "\"no\"", "shape.CompleteResult.completion.hasMore", nullptr},
    // Modern: DiscoverResult, CacheableResult, InputRequiredResult, serverInfo
    {"discover_not_object", "server/discover", "2026-07-28", kDiscover, "", "[]", "shape.DiscoverResult", nullptr},
    {"discover_no_versions", "server/discover", "2026-07-28", kDiscover, "/supportedVersions", kRemove, "shape.DiscoverResult.supportedVersions", nullptr},
    {"discover_version_number", "server/discover", "2026-07-28", kDiscover, "/supportedVersions/0", "20260728", "shape.DiscoverResult.supportedVersions.items", nullptr},
    {"discover_no_capabilities", "server/discover", "2026-07-28", kDiscover, "/capabilities", kRemove, "shape.DiscoverResult.capabilities", nullptr},
    {"discover_capabilities_tools", "server/discover", "2026-07-28", kDiscover, "/capabilities/tools", "true", "shape.ServerCapabilities.tools", nullptr},
    {"discover_extensions", "server/discover", "2026-07-28", kDiscover, "/capabilities/extensions", "[]", "shape.ServerCapabilities.extensions", nullptr},
    {"discover_instructions", "server/discover", "2026-07-28", kDiscover, "/instructions", "1", "shape.DiscoverResult.instructions", nullptr},
    {"discover_no_ttl", "server/discover", "2026-07-28", kDiscover, "/ttlMs", kRemove, "shape.CacheableResult.ttlMs", nullptr},
    {"discover_server_info", "server/discover", "2026-07-28", kDiscover, "/_meta/io.modelcontextprotocol~1serverInfo/version", kRemove, "shape.Implementation.version", nullptr},
    {"tools_ttl_fraction", "tools/list", "2026-07-28", kTools26, "/ttlMs", "1.5", "shape.CacheableResult.ttlMs", nullptr},
    {"tools_ttl_negative", "tools/list", "2026-07-28", kTools26, "/ttlMs", "-1", "shape.CacheableResult.ttlMs.minimum", nullptr},
    {"tools_no_scope", "tools/list", "2026-07-28", kTools26, "/cacheScope", kRemove, "shape.CacheableResult.cacheScope", nullptr},
    {"tools_scope_shared", "tools/list", "2026-07-28", kTools26, "/cacheScope", "\"shared\"", "shape.CacheableResult.cacheScope", nullptr},
    {"tools_server_info", "tools/list", "2026-07-28", kTools26, "/_meta/io.modelcontextprotocol~1serverInfo", "\"demo\"", "shape.Implementation", nullptr},
    {"resources_no_ttl", "resources/list", "2026-07-28", kResources26, "/ttlMs", kRemove, "shape.CacheableResult.ttlMs", nullptr},
    {"templates_no_scope", "resources/templates/list", "2026-07-28", kTemplates26, "/cacheScope", kRemove, "shape.CacheableResult.cacheScope", nullptr},
    {"read_no_scope", "resources/read", "2026-07-28", kRead26, "/cacheScope", kRemove, "shape.CacheableResult.cacheScope", nullptr},
    {"input_neither", "tools/call", "2026-07-28", kInput26, "", R"({"resultType": "input_required"})", "shape.InputRequiredResult.inputRequestsOrRequestState", nullptr},
    {"input_requests_array", "prompts/get", "2026-07-28", kInput26, "/inputRequests", "[]", "shape.InputRequiredResult.inputRequests", nullptr},
    {"input_request_string", "resources/read", "2026-07-28", kInput26, "/inputRequests/ask", "\"ask\"", "shape.InputRequiredResult.inputRequests.items", nullptr},
    {"input_request_method", "tools/call", "2026-07-28", kInput26, "/inputRequests/ask/method", "\"tools/call\"", "shape.InputRequest.method", nullptr},
    {"input_request_no_method", "tools/call", "2026-07-28", kInput26, "/inputRequests/ask/method", kRemove, "shape.InputRequest.method", nullptr},
    {"input_request_state", "tools/call", "2026-07-28", kInput26, "/requestState", "{}", "shape.InputRequiredResult.requestState", nullptr},
    {"input_meta", "tools/call", "2026-07-28", kInput26, "/_meta", "1", "shape.Result._meta", nullptr},
    // Notifications
    {"progress_no_params", "notifications/progress", "2025-11-25", kProgress, "", kRemove, "shape.ProgressNotification.params", nullptr},
    {"progress_params_array", "notifications/progress", "2024-11-05", kProgress, "", "[]", "shape.ProgressNotificationParams", nullptr},
    {"progress_no_token", "notifications/progress", "2024-11-05", kProgress, "/progressToken", kRemove, "shape.ProgressNotificationParams.progressToken", nullptr},
    {"progress_token_fraction", "notifications/progress", "2026-07-28", kProgress, "/progressToken", "1.5", "shape.ProgressNotificationParams.progressToken", nullptr},
    {"progress_token_null", "notifications/progress", "2025-06-18", kProgress, "/progressToken", "null", "shape.ProgressNotificationParams.progressToken", nullptr},
    {"progress_no_progress", "notifications/progress", "2025-03-26", kProgress, "/progress", kRemove, "shape.ProgressNotificationParams.progress", nullptr},
    {"progress_percent_string", "notifications/progress", "2025-11-25", kProgress, "/progress", "\"50%\"", "shape.ProgressNotificationParams.progress", nullptr},
    {"progress_total", "notifications/progress", "2024-11-05", kProgress, "/total", "\"10\"", "shape.ProgressNotificationParams.total", nullptr},
    {"progress_message_2025_03", "notifications/progress", "2025-03-26", kProgress, "/message", "1", "shape.ProgressNotificationParams.message", nullptr},
    {"log_no_params", "notifications/message", "2024-11-05", kLog, "", kRemove, "shape.LoggingMessageNotification.params", nullptr},
    {"log_params_string", "notifications/message", "2026-07-28", kLog, "", "\"oops\"", "shape.LoggingMessageNotificationParams", nullptr},
    {"log_level_verbose", "notifications/message", "2025-06-18", kLog, "/level", "\"verbose\"", "shape.LoggingMessageNotificationParams.level", nullptr},
    {"log_no_level", "notifications/message", "2024-11-05", kLog, "/level", kRemove, "shape.LoggingMessageNotificationParams.level", nullptr},
    {"log_no_data", "notifications/message", "2025-11-25", kLog, "/data", kRemove, "shape.LoggingMessageNotificationParams.data", nullptr},
    {"log_logger", "notifications/message", "2025-03-26", kLog, "/logger", "1", "shape.LoggingMessageNotificationParams.logger", nullptr},
    {"updated_no_params", "notifications/resources/updated", "2026-07-28", kUpdated, "", kRemove, "shape.ResourceUpdatedNotification.params", nullptr},
    {"updated_params_array", "notifications/resources/updated", "2024-11-05", kUpdated, "", "[]", "shape.ResourceUpdatedNotificationParams", nullptr},
    {"updated_no_uri", "notifications/resources/updated", "2025-06-18", kUpdated, "/uri", kRemove, "shape.ResourceUpdatedNotificationParams.uri", nullptr},
    {"cancelled_no_params", "notifications/cancelled", "2025-03-26", kCancelled, "", kRemove, "shape.CancelledNotification.params", nullptr},
    {"cancelled_params_number", "notifications/cancelled", "2025-11-25", kCancelled, "", "3", "shape.CancelledNotificationParams", nullptr},
    {"cancelled_no_id_2025_06", "notifications/cancelled", "2025-06-18", kCancelled, "/requestId", kRemove, "shape.CancelledNotificationParams.requestId", nullptr},
    {"cancelled_no_id_2026", "notifications/cancelled", "2026-07-28", kCancelled, "/requestId", kRemove, "shape.CancelledNotificationParams.requestId", nullptr},
    {"cancelled_id_bool_2025_11", "notifications/cancelled", "2025-11-25", kCancelled, "/requestId", "true", "shape.CancelledNotificationParams.requestId", nullptr},
    {"cancelled_reason", "notifications/cancelled", "2024-11-05", kCancelled, "/reason", "{}", "shape.CancelledNotificationParams.reason", nullptr},
    {"ack_no_params", "notifications/subscriptions/acknowledged", "2026-07-28", kAck, "", kRemove, "shape.SubscriptionsAcknowledgedNotification.params", nullptr},
    {"ack_params_array", "notifications/subscriptions/acknowledged", "2026-07-28", kAck, "", "[]", "shape.SubscriptionsAcknowledgedNotificationParams", nullptr},
    {"ack_no_notifications", "notifications/subscriptions/acknowledged", "2026-07-28", kAck, "/notifications", kRemove, "shape.SubscriptionsAcknowledgedNotificationParams.notifications", nullptr},
    {"ack_resource_subscriptions", "notifications/subscriptions/acknowledged", "2026-07-28", kAck, "/notifications/resourceSubscriptions", "\"file:///a\"", "shape.SubscriptionFilter.resourceSubscriptions", nullptr},
};
// clang-format on

QJsonValue parsed(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson("[" + QByteArray(json) + "]", &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << json;
    return document.array().at(0);
}

// value with the member at pointer replaced (or taken out when replacement is empty).
QJsonValue
patched(const QJsonValue &value, QStringView pointer, const std::optional<QJsonValue> &replacement)
{
    if (pointer.isEmpty())
        return replacement.value_or(QJsonValue(QJsonValue::Undefined));
    const qsizetype slash = pointer.indexOf(u'/', 1);
    const QString token = pointer.mid(1, slash < 0 ? -1 : slash - 1)
                              .toString()
                              .replace(u"~1"_s, u"/"_s)
                              .replace(u"~0"_s, u"~"_s);
    const QStringView rest = slash < 0 ? QStringView() : pointer.mid(slash);
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        const qsizetype index = token.toLongLong();
        if (rest.isEmpty() && !replacement)
            array.removeAt(index);
        else
            array[index] = patched(array.at(index), rest, replacement);
        return array;
    }
    QJsonObject object = value.toObject();
    if (rest.isEmpty() && !replacement)
        object.remove(token);
    else
        object[token] = patched(object.value(token), rest, replacement);
    return object;
}

bool isNotification(const ShapeCase &shapeCase)
{
    return QByteArray(shapeCase.method).startsWith("notifications/");
}

QJsonValue sampleOf(const ShapeCase &shapeCase)
{
    const QJsonValue sample = parsed(shapeCase.sample);
    if (!shapeCase.pointer)
        return sample;
    std::optional<QJsonValue> replacement;
    if (shapeCase.value)
        replacement = parsed(shapeCase.value);
    return patched(sample, QString::fromLatin1(shapeCase.pointer), replacement);
}

QList<Finding> findingsOf(const ShapeCase &shapeCase, const QJsonValue &value)
{
    const QString method = QString::fromLatin1(shapeCase.method);
    const QString revision = QString::fromLatin1(shapeCase.revision);
    // A notification's params go through checkNotification, a result through checkResult;
    // the case named result_check_on_notification crosses them on purpose.
    if (isNotification(shapeCase) && QByteArray(shapeCase.name) != "result_check_on_notification")
        return ShapeRules::checkNotification(method, revision, value, u"/params"_s);
    return ShapeRules::checkResult(method, revision, value, u"/result"_s);
}

std::string describe(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &finding : findings)
        lines.append(finding.ruleId() + u" at "_s + finding.pointer + u": "_s + finding.message);
    return lines.join(u'\n').toStdString();
}

class ShapeRulesGood : public ::testing::TestWithParam<ShapeCase>
{};

TEST_P(ShapeRulesGood, FindsNothing)
{
    const QList<Finding> findings = findingsOf(GetParam(), sampleOf(GetParam()));
    EXPECT_TRUE(findings.isEmpty()) << describe(findings);
}

INSTANTIATE_TEST_SUITE_P(Samples, ShapeRulesGood, ::testing::ValuesIn(kGood), [](const auto &info) {
    return std::string(info.param.name);
});

class ShapeRulesBad : public ::testing::TestWithParam<ShapeCase>
{};

TEST_P(ShapeRulesBad, FindsExactlyTheRule)
{
    const ShapeCase &shapeCase = GetParam();
    const QList<Finding> findings = findingsOf(shapeCase, sampleOf(shapeCase));
    ASSERT_EQ(findings.size(), 1) << describe(findings);
    const Finding &finding = findings.first();
    EXPECT_EQ(finding.ruleId(), QString::fromLatin1(shapeCase.ruleId));
    const QString prefix = isNotification(shapeCase) ? u"/params"_s : u"/result"_s;
    EXPECT_EQ(finding.pointer,
              prefix + QString::fromLatin1(shapeCase.found ? shapeCase.found : shapeCase.pointer));
    EXPECT_EQ(finding.frame, 0);
    EXPECT_EQ(finding.severity(), Rule::Severity::Error);
    EXPECT_TRUE(finding.message.startsWith(QString::fromLatin1(shapeCase.method)))
        << finding.message.toStdString();
    EXPECT_FALSE(finding.message.contains(u'\n'));
}

INSTANTIATE_TEST_SUITE_P(Samples, ShapeRulesBad, ::testing::ValuesIn(kBad), [](const auto &info) {
    return std::string(info.param.name);
});

TEST(ShapeRules, EveryRuleHasABadSample)
{
    QSet<QString> sampled;
    for (const ShapeCase &shapeCase : kBad)
        sampled.insert(QString::fromLatin1(shapeCase.ruleId));
    sampled.insert(u"shape.CompleteResult.completion.values.maxItems"_s); // a test of its own
    for (const Rule *rule : ShapeRules::all())
        EXPECT_TRUE(sampled.contains(QString(rule->id))) << rule->id.data();
}

TEST(ShapeRules, RuleIdsAreUniqueAndFoundByRules)
{
    QSet<QString> ids;
    ASSERT_FALSE(ShapeRules::all().isEmpty());
    for (const Rule *rule : ShapeRules::all()) {
        const QString id = rule->id;
        EXPECT_TRUE(id.startsWith(u"shape."_s)) << qPrintable(id);
        EXPECT_FALSE(ids.contains(id)) << qPrintable(id);
        ids.insert(id);
        EXPECT_EQ(Rules::byId(id), rule) << qPrintable(id);
        EXPECT_TRUE(Rules::all().contains(rule)) << qPrintable(id);
        EXPECT_FALSE(rule->title.isEmpty()) << qPrintable(id);
    }
    EXPECT_EQ(Rules::byId(u"shape.NoSuch.member"), nullptr);
    ASSERT_NE(Rules::byId(u"shape.Tool.name"), nullptr);
    EXPECT_EQ(Rules::byId(u"shape.Tool.name")->severity, Rule::Severity::Error);
}

const QStringList kRevisions{
    u"2024-11-05"_s, u"2025-03-26"_s, u"2025-06-18"_s, u"2025-11-25"_s, u"2026-07-28"_s};

QList<const ShapeRules::ShapeRow *> allRows()
{
    QList<const ShapeRules::ShapeRow *> rows;
    for (const auto table : {ShapeRules::legacyRows(), ShapeRules::modernRows()}) {
        for (const ShapeRules::ShapeRow &row : table)
            rows.append(&row);
    }
    return rows;
}

// Each rule cites the newest revision any of its rows holds in, on its page of that revision.
TEST(ShapeRules, RowsAreWellFormed)
{
    using ShapeRules::Check;
    QHash<QString, QString> newest;         // rule id -> newest revision its rows hold in
    QHash<QString, const Rule *> canonical; // rule id -> the row with its words
    QSet<QString> definitions, shapes;
    for (const ShapeRules::ShapeRow *row : allRows()) {
        const QString id = row->rule.id;
        const QString where = id.isEmpty() ? QString(row->method) + QString(row->path) : id;
        EXPECT_FALSE(row->method.isEmpty()) << qPrintable(where);
        if (row->method.startsWith(u'#'))
            definitions.insert(row->method);
        EXPECT_TRUE(row->from.isEmpty() || kRevisions.contains(QString(row->from)))
            << qPrintable(where);
        EXPECT_TRUE(row->to.isEmpty() || kRevisions.contains(QString(row->to)))
            << qPrintable(where);
        EXPECT_TRUE(row->from.isEmpty() || row->to.isEmpty() || row->from <= row->to)
            << qPrintable(where);
        EXPECT_TRUE(row->path.isEmpty() || row->path.startsWith(u'/')) << qPrintable(where);
        if (row->check == Check::Shape) {
            EXPECT_TRUE(row->values.startsWith(u'#')) << qPrintable(where);
            shapes.insert(row->values);
        } else {
            EXPECT_FALSE(row->values.isEmpty() && row->check != Check::Type) << qPrintable(where);
        }
        if (row->check == Check::Type) {
            for (const QString &type : QString(row->values).split(u'|', Qt::SkipEmptyParts)) {
                EXPECT_TRUE(QStringList({u"string"_s,
                                         u"number"_s,
                                         u"integer"_s,
                                         u"boolean"_s,
                                         u"object"_s,
                                         u"array"_s,
                                         u"null"_s})
                                .contains(type))
                    << qPrintable(where);
            }
        }
        if (id.isEmpty()) {
            // Only an optional Shape row may report nothing itself.
            EXPECT_EQ(row->check, Check::Shape) << qPrintable(where);
            EXPECT_EQ(row->presence, ShapeRules::Presence::Optional) << qPrintable(where);
            continue;
        }
        const QString to = row->to.isEmpty() ? kRevisions.last() : QString(row->to);
        newest[id] = qMax(newest.value(id), to);
        if (!row->rule.title.isEmpty()) {
            EXPECT_FALSE(canonical.contains(id)) << "two rows with words for " << qPrintable(id);
            canonical.insert(id, &row->rule);
        } else {
            EXPECT_TRUE(row->rule.spec.isEmpty() && row->rule.url.isEmpty()) << qPrintable(id);
        }
    }
    EXPECT_EQ(definitions, shapes) << "every definition is used, every Shape target defined";
    for (auto it = newest.cbegin(); it != newest.cend(); ++it) {
        const Rule *rule = canonical.value(it.key());
        ASSERT_NE(rule, nullptr) << qPrintable(it.key());
        EXPECT_TRUE(QString(rule->spec).startsWith(u"MCP "_s + it.value() + u" schema "_s))
            << qPrintable(it.key());
        EXPECT_TRUE(QString(rule->url).startsWith(
            u"https://modelcontextprotocol.io/specification/"_s + it.value() + u'/'))
            << qPrintable(it.key());
    }
}

TEST(ShapeRules, MessagesNameThePlaceAndTheServerText)
{
    const QJsonValue tools = parsed(R"({"tools": [{"name": "a", "inputSchema": {"type": "object"}},
        {"name": "get_weather", "inputSchema": []}, {"inputSchema": {"type": "object"}}]})");
    const QList<Finding> findings
        = ShapeRules::checkResult(u"tools/list"_s, u"2025-06-18"_s, tools, u"/2/result"_s);
    ASSERT_EQ(findings.size(), 2) << describe(findings);
    EXPECT_EQ(findings.at(0).pointer, u"/2/result/tools/1/inputSchema"_s);
    EXPECT_EQ(findings.at(0).message,
              u"tools/list result: /tools/1/inputSchema must be an object, got an array "
              "(in \"get_weather\")"_s);
    EXPECT_EQ(findings.at(1).message,
              u"tools/list result: /tools/2/name is missing; it must be a string"_s);

    const QJsonValue messages = parsed(R"({"messages": [{"role": "system\n\u202eevil",
        "content": {"type": "text", "text": "hi"}}]})");
    const QList<Finding> roles
        = ShapeRules::checkResult(u"prompts/get"_s, u"2024-11-05"_s, messages, u"/result"_s);
    ASSERT_EQ(roles.size(), 1);
    EXPECT_EQ(roles.first().message,
              u"prompts/get result: /messages/0/role must be one of \"user\", \"assistant\", "
              "got \"system\uFFFD\uFFFDevil\""_s);

    const QList<Finding> root
        = ShapeRules::checkResult(u"tools/list"_s, u"2024-11-05"_s, QJsonArray(), u"/result"_s);
    ASSERT_EQ(root.size(), 1);
    EXPECT_EQ(root.first().message, u"tools/list result must be an object, got an array"_s);

    const QList<Finding> params = ShapeRules::checkNotification(
        u"notifications/progress"_s, {}, QJsonValue(QJsonValue::Undefined), u"/params"_s);
    ASSERT_EQ(params.size(), 1);
    EXPECT_EQ(params.first().message, u"notifications/progress has no params"_s);
    EXPECT_EQ(params.first().pointer, u"/params"_s);

    const QString longName(500, u'x');
    QJsonObject level{{u"level"_s, longName}, {u"data"_s, 1}};
    const QList<Finding> levels = ShapeRules::checkNotification(
        u"notifications/message"_s, u"2026-07-28"_s, level, u"/params"_s);
    ASSERT_EQ(levels.size(), 1);
    EXPECT_LT(levels.first().message.size(), 250) << qPrintable(levels.first().message);
    EXPECT_TRUE(levels.first().message.endsWith(u"…\""_s));
}

TEST(ShapeRules, CompletionValuesAreAtMostOneHundred)
{
    QJsonArray values;
    for (int i = 0; i < 100; ++i)
        values.append(QString::number(i));
    QJsonObject result{{u"completion"_s, QJsonObject{{u"values"_s, values}}}};
    EXPECT_TRUE(
        ShapeRules::checkResult(u"completion/complete"_s, u"2025-03-26"_s, result, u"/result"_s)
            .isEmpty());
    values.append(u"100"_s);
    result[u"completion"_s] = QJsonObject{{u"values"_s, values}};
    const QList<Finding> findings
        = ShapeRules::checkResult(u"completion/complete"_s, u"2024-11-05"_s, result, u"/result"_s);
    ASSERT_EQ(findings.size(), 1) << describe(findings);
    EXPECT_EQ(findings.first().ruleId(), u"shape.CompleteResult.completion.values.maxItems"_s);
    EXPECT_EQ(findings.first().pointer, u"/result/completion/values"_s);
    EXPECT_EQ(findings.first().message,
              u"completion/complete result: /completion/values must have at most 100 items, "
              "got 101"_s);
}

// lint checks every frame; a long list is walked once per row, with no finding for a good tool.
TEST(ShapeRules, TenThousandToolsGiveOneFinding)
{
    QJsonArray tools;
    for (int i = 0; i < 10000; ++i) {
        tools.append(QJsonObject{{u"name"_s, u"tool_%1"_s.arg(i)},
                                 {u"inputSchema"_s, QJsonObject{{u"type"_s, u"object"_s}}}});
    }
    tools[9999] = QJsonObject{{u"name"_s, u"last"_s}, {u"inputSchema"_s, true}};
    const QJsonObject result{{u"tools"_s, tools}};
    const QList<Finding> findings
        = ShapeRules::checkResult(u"tools/list"_s, u"2025-11-25"_s, result, u"/result"_s);
    ASSERT_EQ(findings.size(), 1) << describe(findings);
    EXPECT_EQ(findings.first().pointer, u"/result/tools/9999/inputSchema"_s);
}

} // namespace shaperules_test
