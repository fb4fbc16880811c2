// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "configlocations.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace ConfigLocations {

namespace {

// The folder where desktop applications keep per-user settings: ~/Library/Application Support
// (macOS), %APPDATA% (Windows), $XDG_CONFIG_HOME or ~/.config (Linux).
QString applicationSupport(Os os, const Roots &roots)
{
    switch (os) {
    case Os::MacOs:
        return roots.home + u"/Library/Application Support"_s;
    case Os::Windows:
        return roots.appData.isEmpty() ? roots.home + u"/AppData/Roaming"_s : roots.appData;
    case Os::Linux:
        break;
    }
    return roots.xdgConfigHome.isEmpty() ? roots.home + u"/.config"_s : roots.xdgConfigHome;
}

QString joined(const QString &folder, const QString &relative)
{
    return QDir::cleanPath(QString(folder).replace(u'\\', u'/') + u'/' + relative);
}

} // namespace

QList<Location> candidates(Os os, const Roots &roots, const QString &projectDir)
{
    using F = ClientConfigFormat;
    const QString support = applicationSupport(os, roots);
    const QString vsCodeUser = joined(support, u"Code/User"_s);
    QList<Location> list{
        {F::ClaudeDesktop,
         joined(support, u"Claude/claude_desktop_config.json"_s),
         u"Claude Desktop"_s,
         false},
        {F::ClaudeCodeUser, joined(roots.home, u".claude.json"_s), u"Claude Code"_s, false},
        {F::Cursor, joined(roots.home, u".cursor/mcp.json"_s), u"Cursor"_s, false},
        {F::VsCode, joined(vsCodeUser, u"mcp.json"_s), u"VS Code"_s, false},
        {F::VsCodeSettings, joined(vsCodeUser, u"settings.json"_s), u"VS Code"_s, false},
        {F::Windsurf,
         joined(roots.home, u".codeium/windsurf/mcp_config.json"_s),
         u"Windsurf"_s,
         false},
        {F::Cline,
         joined(vsCodeUser,
                u"globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json"_s),
         u"Cline (VS Code extension)"_s,
         false},
        {F::Cline,
         joined(roots.home, u".cline/data/settings/cline_mcp_settings.json"_s),
         u"Cline (CLI)"_s,
         false},
        {F::Inspector, joined(roots.home, u".mcp-inspector/mcp.json"_s), u"MCP Inspector"_s, false},
    };
    if (!projectDir.isEmpty()) {
        list << Location{F::ClaudeCode, joined(projectDir, u".mcp.json"_s), u"Claude Code"_s, true}
             << Location{F::Cursor, joined(projectDir, u".cursor/mcp.json"_s), u"Cursor"_s, true}
             << Location{F::VsCode, joined(projectDir, u".vscode/mcp.json"_s), u"VS Code"_s, true}
             << Location{F::RegistryServer,
                         joined(projectDir, u"server.json"_s),
                         u"MCP registry"_s,
                         true};
    }
    return list;
}

QList<Location> existing(Os os, const Roots &roots, const QString &projectDir)
{
    QList<Location> found;
    for (const Location &location : candidates(os, roots, projectDir)) {
        if (QFileInfo(location.path).isFile())
            found << location;
    }
    return found;
}

Os currentOs()
{
#if defined(Q_OS_MACOS)
    return Os::MacOs;
#elif defined(Q_OS_WIN)
    return Os::Windows;
#else
    return Os::Linux;
#endif
}

Roots currentRoots()
{
    return {
        QDir::homePath(), qEnvironmentVariable("APPDATA"), qEnvironmentVariable("XDG_CONFIG_HOME")};
}

} // namespace ConfigLocations
