// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clientconfigformat.h"

#include <QList>
#include <QString>

// Where MCP clients keep their config files. Paths are computed from given folders (not the
// running system) so every platform's list is testable on any machine.
namespace ConfigLocations {

enum class Os { Linux, MacOs, Windows };

struct Roots
{
    QString home;          // $HOME, or %USERPROFILE% on Windows
    QString appData;       // Windows %APPDATA%; unused elsewhere
    QString xdgConfigHome; // Linux $XDG_CONFIG_HOME; empty: home/.config
};

struct Location
{
    ClientConfigFormat format = ClientConfigFormat::Unknown;
    QString path;
    QString client;       // who keeps it there ("Cursor", "Cline (VS Code extension)")
    bool project = false; // inside the project folder, not the user's
};

// Every place a client may keep its file on `os`, the user's first, then (when projectDir is
// not empty) the project's: .mcp.json, .cursor/mcp.json, .vscode/mcp.json, server.json.
QList<Location> candidates(Os os, const Roots &roots, const QString &projectDir = {});
// The candidates that are files.
QList<Location> existing(Os os, const Roots &roots, const QString &projectDir = {});

Os currentOs();
Roots currentRoots(); // from the process' environment
} // namespace ConfigLocations
