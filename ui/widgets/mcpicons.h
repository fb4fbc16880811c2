// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QJsonObject>

// The icons MCP entries carry (tools, resources, templates, prompts: "icons": [{src, mimeType,
// sizes}]). Only data: URIs are decoded: fetching an http(s) icon would tell the server's
// chosen host that someone is looking, so remote icons are not loaded. GUI thread.
namespace McpIcons {

// The entry's icons as one QIcon (every size that decodes); a null icon when none does.
QIcon fromEntry(const QJsonObject &entry);

} // namespace McpIcons
