// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

// The MCP client configuration files mcpscope reads and writes. Most share the plain
// {"mcpServers": {NAME: {...}}} shape; each client adds its own fields (Windsurf's serverUrl,
// Cline's autoApprove, the Inspector's "streamable-http"), VS Code uses "servers" and "inputs",
// Claude Code's user file nests servers per project, and a registry server.json describes
// packages and remotes instead of commands.
enum class ClientConfigFormat {
    Unknown,
    McpServers,     // the shared shape with nothing that names one client
    ClaudeDesktop,  // claude_desktop_config.json
    ClaudeCode,     // a project's .mcp.json
    ClaudeCodeUser, // ~/.claude.json: mcpServers and projects.<path>.mcpServers
    Cursor,         // ~/.cursor/mcp.json, <project>/.cursor/mcp.json
    VsCode,         // .vscode/mcp.json or the user mcp.json: servers + inputs (JSONC)
    VsCodeSettings, // the user settings.json: mcp.servers + mcp.inputs (JSONC)
    Windsurf,       // ~/.codeium/windsurf/mcp_config.json
    Cline,          // cline_mcp_settings.json
    Inspector,      // the official MCP Inspector's mcp.json
    RegistryServer, // an MCP registry server.json
    McpScope,       // mcpscope's own export (the mcpServers shape with our fields)
};

namespace ClientConfigFormats {

// A person's name for the format ("Claude Desktop", "VS Code (mcp.json)").
QString displayName(ClientConfigFormat format);
// A stable identifier for files, options and tests ("claude-desktop", "vscode").
QString id(ClientConfigFormat format);
// The format with that id; Unknown for an unknown id.
ClientConfigFormat fromId(const QString &id);
// The formats ClientConfigExporter writes, in menu order.
QList<ClientConfigFormat> exportable();

// What a file is, from its parsed content; the file's name (not its folder alone) only breaks
// a tie between formats the content fits equally (a plain mcpServers file called
// claude_desktop_config.json is Claude Desktop's; with "serverUrl" in it, it is Windsurf's
// whatever its name). `why` (optional) says which content or name decided.
ClientConfigFormat detect(const QJsonObject &root, const QString &path, QString *why = nullptr);

} // namespace ClientConfigFormats
