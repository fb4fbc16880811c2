// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientconfigformat.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ClientConfigFormats {

namespace {

struct FormatName
{
    ClientConfigFormat format;
    const char *id;
    const char *display;
};

constexpr FormatName kFormatNames[] = {
    {ClientConfigFormat::McpServers,
     "mcpservers",
     "mcpServers file (shape shared by several clients)"},
    {ClientConfigFormat::ClaudeDesktop, "claude-desktop", "Claude Desktop"},
    {ClientConfigFormat::ClaudeCode, "claude-code", "Claude Code (.mcp.json)"},
    {ClientConfigFormat::ClaudeCodeUser, "claude-code-user", "Claude Code (~/.claude.json)"},
    {ClientConfigFormat::Cursor, "cursor", "Cursor"},
    {ClientConfigFormat::VsCode, "vscode", "VS Code (mcp.json)"},
    {ClientConfigFormat::VsCodeSettings, "vscode-settings", "VS Code (settings.json)"},
    {ClientConfigFormat::Windsurf, "windsurf", "Windsurf"},
    {ClientConfigFormat::Cline, "cline", "Cline"},
    {ClientConfigFormat::Inspector, "inspector", "MCP Inspector (mcp.json)"},
    {ClientConfigFormat::RegistryServer, "server-json", "MCP registry server.json"},
    {ClientConfigFormat::McpScope, "mcpscope", "mcpscope"},
};

// The clients whose files are the plain mcpServers shape, most specific first: when the
// content narrows the candidates but not to one, and the file name does not pick one, the
// first left wins.
const QList<ClientConfigFormat> kMcpServersFormats{ClientConfigFormat::Windsurf,
                                                   ClientConfigFormat::Cline,
                                                   ClientConfigFormat::Inspector,
                                                   ClientConfigFormat::ClaudeCode,
                                                   ClientConfigFormat::Cursor,
                                                   ClientConfigFormat::ClaudeDesktop};

// What the file's name (and for ambiguous names, its folder) says, or Unknown.
ClientConfigFormat formatFromName(const QString &path)
{
    const QString normalized = QString(path).replace(u'\\', u'/');
    const QString file = QFileInfo(normalized).fileName().toLower();
    const QString folder = QFileInfo(normalized).dir().dirName().toLower();
    if (file == "claude_desktop_config.json"_L1)
        return ClientConfigFormat::ClaudeDesktop;
    if (file == ".mcp.json"_L1)
        return ClientConfigFormat::ClaudeCode;
    if (file == ".claude.json"_L1)
        return ClientConfigFormat::ClaudeCodeUser;
    if (file == "mcp_config.json"_L1)
        return ClientConfigFormat::Windsurf;
    if (file == "cline_mcp_settings.json"_L1)
        return ClientConfigFormat::Cline;
    if (file == "server.json"_L1)
        return ClientConfigFormat::RegistryServer;
    if (file == "settings.json"_L1)
        return ClientConfigFormat::VsCodeSettings;
    if (file == "mcp.json"_L1) {
        if (folder == ".cursor"_L1)
            return ClientConfigFormat::Cursor;
        if (folder == ".vscode"_L1 || folder == "user"_L1)
            return ClientConfigFormat::VsCode;
        if (folder == ".mcp-inspector"_L1)
            return ClientConfigFormat::Inspector;
    }
    return ClientConfigFormat::Unknown;
}

using Candidates = QList<ClientConfigFormat>;

void keepOnly(Candidates &candidates,
              const Candidates &allowed,
              QStringList &reasons,
              const QString &reason)
{
    Candidates kept;
    for (ClientConfigFormat format : candidates) {
        if (allowed.contains(format))
            kept << format;
    }
    if (kept.isEmpty())
        return; // contradictory markers: keep what the earlier ones said
    if (kept.size() < candidates.size())
        reasons << reason;
    candidates = kept;
}

// Narrows the mcpServers clients by the fields and values only some of them use.
Candidates mcpServersCandidates(const QJsonObject &root, QStringList &reasons)
{
    using F = ClientConfigFormat;
    Candidates candidates = kMcpServersFormats;
    if (root.contains("globalShortcut"_L1) || root.contains("preferences"_L1))
        keepOnly(candidates, {F::ClaudeDesktop}, reasons, u"Claude Desktop's top-level keys"_s);
    const QJsonObject servers = root.value("mcpServers"_L1).toObject();
    static const QRegularExpression braceVariable(u"\\$\\{(env:|userHome|workspaceFolder)"_s);
    static const QRegularExpression defaultVariable(u"\\$\\{[A-Za-z_][A-Za-z0-9_]*:-"_s);
    int inspected = 0;
    for (auto it = servers.begin(); it != servers.end() && inspected < 1000; ++it, ++inspected) {
        const QJsonObject entry = it.value().toObject();
        const QString type = entry.value("type"_L1).toString();
        if (entry.contains("serverUrl"_L1) || entry.contains("disabledTools"_L1))
            keepOnly(candidates, {F::Windsurf}, reasons, u"Windsurf's serverUrl/disabledTools"_s);
        if (entry.contains("autoApprove"_L1) || entry.contains("alwaysAllow"_L1)
            || entry.contains("transportType"_L1) || type == "streamableHttp"_L1)
            keepOnly(candidates, {F::Cline}, reasons, u"Cline's autoApprove/transportType"_s);
        if (type == "streamable-http"_L1)
            keepOnly(candidates, {F::Inspector}, reasons, u"type \"streamable-http\""_s);
        if (type == "http"_L1)
            keepOnly(candidates, {F::ClaudeCode, F::Cursor}, reasons, u"type \"http\""_s);
        if (entry.contains("envFile"_L1))
            keepOnly(candidates, {F::Cursor}, reasons, u"envFile"_s);
        const QString text = QString::fromUtf8(QJsonDocument(entry).toJson(QJsonDocument::Compact));
        if (text.contains(braceVariable))
            keepOnly(candidates, {F::Cursor, F::Windsurf}, reasons, u"${env:…} variables"_s);
        if (text.contains(defaultVariable))
            keepOnly(candidates, {F::ClaudeCode}, reasons, u"${VAR:-default} variables"_s);
    }
    return candidates;
}

} // namespace

QString displayName(ClientConfigFormat format)
{
    for (const FormatName &name : kFormatNames) {
        if (name.format == format)
            return QString::fromLatin1(name.display);
    }
    return u"unknown"_s;
}

QString id(ClientConfigFormat format)
{
    for (const FormatName &name : kFormatNames) {
        if (name.format == format)
            return QString::fromLatin1(name.id);
    }
    return u"unknown"_s;
}

ClientConfigFormat fromId(const QString &text)
{
    for (const FormatName &name : kFormatNames) {
        if (text == QLatin1StringView(name.id))
            return name.format;
    }
    return ClientConfigFormat::Unknown;
}

QList<ClientConfigFormat> exportable()
{
    return {ClientConfigFormat::McpScope,
            ClientConfigFormat::ClaudeDesktop,
            ClientConfigFormat::ClaudeCode,
            ClientConfigFormat::Cursor,
            ClientConfigFormat::VsCode,
            ClientConfigFormat::Windsurf,
            ClientConfigFormat::Cline,
            ClientConfigFormat::Inspector};
}

ClientConfigFormat detect(const QJsonObject &root, const QString &path, QString *why)
{
    const auto decided = [why](ClientConfigFormat format, const QString &reason) {
        if (why)
            *why = reason;
        return format;
    };
    const ClientConfigFormat named = formatFromName(path);
    if (root.contains("mcpscopeCatalog"_L1))
        return decided(ClientConfigFormat::McpScope, u"the mcpscopeCatalog key"_s);
    if (root.value("packages"_L1).isArray() || root.value("remotes"_L1).isArray())
        return decided(ClientConfigFormat::RegistryServer, u"packages/remotes arrays"_s);
    if (root.value("servers"_L1).isObject() || root.value("inputs"_L1).isArray())
        return decided(ClientConfigFormat::VsCode, u"the servers/inputs keys"_s);
    if (root.value("mcp"_L1).toObject().contains("servers"_L1) || root.contains("mcp.servers"_L1))
        return decided(ClientConfigFormat::VsCodeSettings, u"the mcp.servers setting"_s);
    if (root.value("projects"_L1).isObject())
        return decided(ClientConfigFormat::ClaudeCodeUser, u"per-project servers (projects)"_s);
    if (!root.contains("mcpServers"_L1))
        return decided(ClientConfigFormat::Unknown, u"no mcpServers, servers or packages"_s);
    QStringList reasons;
    const Candidates candidates = mcpServersCandidates(root, reasons);
    const QString fileReason = u"the file name %1"_s.arg(QFileInfo(path).fileName());
    if (named == ClientConfigFormat::ClaudeCodeUser)
        return decided(named, fileReason);
    if (candidates.contains(named)) {
        reasons << fileReason;
        return decided(named, reasons.join(u", "_s));
    }
    if (candidates.size() == kMcpServersFormats.size())
        return decided(ClientConfigFormat::McpServers, u"the plain mcpServers shape"_s);
    return decided(candidates.first(), reasons.join(u", "_s));
}

} // namespace ClientConfigFormats
