// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "cliauthoptions.h"
#include "clilintoptions.h"
#include "cliprotocoloptions.h"

#include <core/replay/replayslice.h>
#include <core/transport/serverconfig.h>

#include <QJsonObject>
#include <QString>
#include <QStringList>

// What one mcpscope-cli invocation asks for. Parsing is pure so that every usage error has a
// table test and a message a person can act on.
struct CliOptions
{
    enum class Format { Text, Json };

    QString method;
    QString toolName;
    QJsonObject toolArguments;
    QString uri;
    QString promptName;
    QJsonObject promptArguments;
    ServerConfig server;
    // --config FILE --server NAME (cliconfigserver.cpp): the server comes from a client's config
    // file; `server` then holds only what the command line adds (-e, --cwd, --header…).
    QString configPath;
    QString configServer;
    bool confirmCommand = false; // --yes: confirm the config's command and remember it
    // --saved-call NAME: the method and arguments come from a saved call of the --config
    // server in an mcpscope catalog (servers.json); set in CliConfigServer::resolve.
    QString savedCall;
    int timeoutMs = 60000;
    Format format = Format::Text;
    bool noValidate = false; // send tool arguments that break the input schema
    QString appHtmlPath;     // --app-html FILE: save the called tool's MCP App document
    bool showHelp = false;
    bool showVersion = false;

    // Sessions, replay, raw frames and load runs (clisessionoptions.cpp).
    QString recordPath;                      // --record FILE
    QString replayPath;                      // mcpscope-cli replay FILE
    QString replayConnection;                // replay --connection NAME|INDEX (a file of several)
    std::optional<ReplaySlice> replayEvents; // replay --events 5,9,12-20; none: every event
    QString diffWithPath;                    // --method snapshot --diff-with FILE
    QStringList diffInterfacePaths; // mcpscope-cli diff-interface OLD NEW (clidiffinterface.cpp)
    QStringList ignorePatterns;
    bool defaultIgnores = true;
    QByteArray frame; // --method raw: sent exactly as given
    bool noHandshake = false;
    int repeat = 0; // --repeat N; 0: one ordinary call
    int concurrency = 1;

    CliProtocolOptions protocol; // subscribe, completion, logging, tasks, client features
    CliAuthOptions auth;         // OAuth for remote servers
    CliLintOptions lint;         // mcpscope-cli lint, --check
};

struct CliParseResult
{
    CliOptions options;
    QString error; // non-empty: a usage error (exit code 1)
};

namespace Cli {
// arguments: the whole argv, program name first.
CliParseResult parseArguments(const QStringList &arguments);
QString helpText();
QStringList supportedMethods();
// "count=3" -> 3, "name=x" -> "x", "obj={\"a\":1}" -> object: JSON when it parses, else a string.
QJsonValue parseArgumentValue(const QString &text);
} // namespace Cli
