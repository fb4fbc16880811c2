// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>

// Method names of MCP (both eras: 2025-11-25 and 2026-07-28), in one place so a typo is a
// compile error. Requests are built with them by McpRequest (mcprequests.h).
namespace Mcp::Method {
using namespace Qt::Literals::StringLiterals;
inline constexpr QLatin1StringView Initialize = "initialize"_L1;
inline constexpr QLatin1StringView Initialized = "notifications/initialized"_L1;
inline constexpr QLatin1StringView ServerDiscover = "server/discover"_L1;           // 2026-07-28
inline constexpr QLatin1StringView SubscriptionsListen = "subscriptions/listen"_L1; // 2026-07-28
inline constexpr QLatin1StringView SubscriptionsAcknowledged
    = "notifications/subscriptions/acknowledged"_L1;
inline constexpr QLatin1StringView Ping = "ping"_L1;
inline constexpr QLatin1StringView ToolsList = "tools/list"_L1;
inline constexpr QLatin1StringView ToolsCall = "tools/call"_L1;
inline constexpr QLatin1StringView ResourcesList = "resources/list"_L1;
inline constexpr QLatin1StringView ResourcesTemplatesList = "resources/templates/list"_L1;
inline constexpr QLatin1StringView ResourcesRead = "resources/read"_L1;
inline constexpr QLatin1StringView PromptsList = "prompts/list"_L1;
inline constexpr QLatin1StringView PromptsGet = "prompts/get"_L1;
inline constexpr QLatin1StringView LoggingSetLevel = "logging/setLevel"_L1;
inline constexpr QLatin1StringView CompletionComplete = "completion/complete"_L1;
inline constexpr QLatin1StringView Cancelled = "notifications/cancelled"_L1;
inline constexpr QLatin1StringView Progress = "notifications/progress"_L1;
inline constexpr QLatin1StringView Message = "notifications/message"_L1;
inline constexpr QLatin1StringView ToolsListChanged = "notifications/tools/list_changed"_L1;
inline constexpr QLatin1StringView ResourcesSubscribe = "resources/subscribe"_L1;
inline constexpr QLatin1StringView ResourcesUnsubscribe = "resources/unsubscribe"_L1;
inline constexpr QLatin1StringView ResourcesUpdated = "notifications/resources/updated"_L1;
inline constexpr QLatin1StringView ResourcesListChanged = "notifications/resources/list_changed"_L1;
inline constexpr QLatin1StringView PromptsListChanged = "notifications/prompts/list_changed"_L1;
inline constexpr QLatin1StringView RootsList = "roots/list"_L1;
inline constexpr QLatin1StringView RootsListChanged = "notifications/roots/list_changed"_L1;
inline constexpr QLatin1StringView SamplingCreateMessage = "sampling/createMessage"_L1;
inline constexpr QLatin1StringView ElicitationCreate = "elicitation/create"_L1;
inline constexpr QLatin1StringView ElicitationComplete = "notifications/elicitation/complete"_L1;
inline constexpr QLatin1StringView TasksGet = "tasks/get"_L1;
inline constexpr QLatin1StringView TasksResult = "tasks/result"_L1;
inline constexpr QLatin1StringView TasksList = "tasks/list"_L1;
inline constexpr QLatin1StringView TasksCancel = "tasks/cancel"_L1;
inline constexpr QLatin1StringView TasksUpdate = "tasks/update"_L1; // 2026-07-28
inline constexpr QLatin1StringView TasksStatus = "notifications/tasks/status"_L1;
// 2026-07-28 tasks extension: the whole DetailedTask, to a subscriptions/listen on its id.
inline constexpr QLatin1StringView TaskNotification = "notifications/tasks"_L1;
// Skills extension (SEP-2640, io.modelcontextprotocol/skills): the skills a server offers.
inline constexpr QLatin1StringView SkillsList = "skills/list"_L1;
// MCP Apps extension (SEP-1865, io.modelcontextprotocol/ui): what an app (a View in an iframe)
// and its host say to each other over postMessage. Never sent to a server.
inline constexpr QLatin1StringView UiInitialize = "ui/initialize"_L1;
inline constexpr QLatin1StringView UiInitialized = "ui/notifications/initialized"_L1;
inline constexpr QLatin1StringView UiToolInput = "ui/notifications/tool-input"_L1;
inline constexpr QLatin1StringView UiToolInputPartial = "ui/notifications/tool-input-partial"_L1;
inline constexpr QLatin1StringView UiToolResult = "ui/notifications/tool-result"_L1;
inline constexpr QLatin1StringView UiToolCancelled = "ui/notifications/tool-cancelled"_L1;
inline constexpr QLatin1StringView UiSizeChanged = "ui/notifications/size-changed"_L1;
inline constexpr QLatin1StringView UiHostContextChanged
    = "ui/notifications/host-context-changed"_L1;
inline constexpr QLatin1StringView UiResourceTeardown = "ui/resource-teardown"_L1;
inline constexpr QLatin1StringView UiOpenLink = "ui/open-link"_L1;
inline constexpr QLatin1StringView UiMessage = "ui/message"_L1;
inline constexpr QLatin1StringView UiUpdateModelContext = "ui/update-model-context"_L1;
inline constexpr QLatin1StringView UiRequestDisplayMode = "ui/request-display-mode"_L1;
inline constexpr QLatin1StringView UiDownloadFile = "ui/download-file"_L1;
} // namespace Mcp::Method

// JSON keys of the params the client sends and of the results it reads.
namespace Mcp::Key {
using namespace Qt::Literals::StringLiterals;
inline constexpr QLatin1StringView Meta = "_meta"_L1;
inline constexpr QLatin1StringView ProgressToken = "progressToken"_L1;
inline constexpr QLatin1StringView Cursor = "cursor"_L1;
inline constexpr QLatin1StringView NextCursor = "nextCursor"_L1;
inline constexpr QLatin1StringView Name = "name"_L1;
inline constexpr QLatin1StringView Arguments = "arguments"_L1;
inline constexpr QLatin1StringView Uri = "uri"_L1;
inline constexpr QLatin1StringView Level = "level"_L1;
inline constexpr QLatin1StringView TaskId = "taskId"_L1;
inline constexpr QLatin1StringView Task = "task"_L1;
inline constexpr QLatin1StringView Ttl = "ttl"_L1;
inline constexpr QLatin1StringView Ref = "ref"_L1;
inline constexpr QLatin1StringView Type = "type"_L1;
inline constexpr QLatin1StringView Argument = "argument"_L1;
inline constexpr QLatin1StringView Value = "value"_L1;
inline constexpr QLatin1StringView Context = "context"_L1;
inline constexpr QLatin1StringView Notifications = "notifications"_L1;
// Results
inline constexpr QLatin1StringView Tools = "tools"_L1;
inline constexpr QLatin1StringView Resources = "resources"_L1;
inline constexpr QLatin1StringView ResourceTemplates = "resourceTemplates"_L1;
inline constexpr QLatin1StringView Prompts = "prompts"_L1;
inline constexpr QLatin1StringView TaskList = "tasks"_L1;
inline constexpr QLatin1StringView Contents = "contents"_L1;
inline constexpr QLatin1StringView Content = "content"_L1;
inline constexpr QLatin1StringView StructuredContent = "structuredContent"_L1;
inline constexpr QLatin1StringView IsError = "isError"_L1;
inline constexpr QLatin1StringView Messages = "messages"_L1;
inline constexpr QLatin1StringView Skills = "skills"_L1; // skills/list (SEP-2640)
} // namespace Mcp::Key

// Completion references (completion/complete params.ref.type).
namespace Mcp::RefType {
using namespace Qt::Literals::StringLiterals;
inline constexpr QLatin1StringView Prompt = "ref/prompt"_L1;
inline constexpr QLatin1StringView Resource = "ref/resource"_L1;
} // namespace Mcp::RefType
