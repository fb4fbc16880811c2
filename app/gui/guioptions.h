// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>
#include <ui/theme/theme.h>

#include <QString>
#include <QStringList>

#include <optional>

// What the mcpscope command line asks for: a stdio server after --, or a remote one with --url
// (and --transport, --header, --accept-certificate), the MCP era, timeout and screenshot. Parsing is
// pure, so every usage error has a test and a message a person can act on.
struct GuiOptions
{
    ServerConfig config;           // the server given on the command line, if any
    bool connect = false;          // a command or --url was given: connect at start
    bool environmentGiven = false; // -e/--env or --cwd: they apply to a restored server too
    bool timeoutGiven = false;
    bool eraGiven = false; // --era (and --protocol-version) apply to a restored server too
    int timeoutMs = 60000;
    QString screenshot;
    std::optional<Theme::Name> theme; // --theme: this run only (else the saved choice)
    QString sessionFile;              // FILE.mcpsession: open it offline instead of connecting
    // --config FILE --server NAME: connect at start to a server named in any MCP client's
    // config file (CatalogController::connectFromFile resolves and confirms it).
    QString configPath;
    QString configServer;
    // --lang: a code of UiLanguage ("en", "zh_CN", "de"); empty: the setting, else the system's.
    QString language;
    bool showHelp = false;
    bool showVersion = false;
    QString error; // a usage error, without the "mcpscope: " prefix
    QString helpText;

    // arguments: the whole argv, program name first.
    static GuiOptions parse(const QStringList &arguments);
};
