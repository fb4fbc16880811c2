// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

struct ServerInfo;

// When a tool may or must run as a task (MCP 2025-11-25 tasks, experimental).
namespace TaskSupport {

// The server declared tasks.requests.tools.call: without it, tools are never run as tasks.
bool serverRunsToolsAsTasks(const ServerInfo &info);
// The tool's execution.taskSupport: "forbidden" (also when absent), "optional" or "required".
QString toolTaskSupport(const QJsonObject &tool);

} // namespace TaskSupport
