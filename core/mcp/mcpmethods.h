// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>

// Method names of MCP, in one place so a typo is a compile error.
namespace Mcp::Method {
using namespace Qt::Literals::StringLiterals;
inline constexpr QLatin1StringView Initialize = "initialize"_L1;
inline constexpr QLatin1StringView Initialized = "notifications/initialized"_L1;
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
inline constexpr QLatin1StringView TasksStatus = "notifications/tasks/status"_L1;
} // namespace Mcp::Method
