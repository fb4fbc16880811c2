// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"

#include <core/catalog/configvariables.h>

#include <functional>

class ConfirmedCommands;
class QIODevice;

// mcpscope-cli --config FILE --server NAME: reads the client's file, picks the server, lays
// the command line's own -e, --cwd, --header, --era… over it, and makes sure the command (or
// URL) was confirmed once before anything starts: on a terminal it asks y/N; without one it
// refuses and asks for --yes, which confirms and remembers.
namespace CliConfigServer {

struct Terminal
{
    bool interactive = false; // stdin and stderr are a terminal: a person can answer
    // Prints `prompt` and reads one line (without echo when `secret`); nullopt at end of input.
    std::function<std::optional<QString>(const QString &prompt, bool secret)> readLine;
};

inline constexpr int kContinue = -1;

// kContinue: options.server is the server to run. Anything else is the exit code, after a
// message on `err` (2: the file cannot be used, the name is missing or unknown, or the
// command was not confirmed).
int resolve(CliOptions &options,
            ConfigImportContext context,
            ConfirmedCommands &confirmed,
            const Terminal &terminal,
            QIODevice *err);

// The command line's additions win over the file's server: -e replaces a variable of the
// same name, --header a header, --cwd the folder, --accept-certificate the fingerprint; --era
// (and --protocol-version) and a --max-message-size other than the default apply as given.
// mcpscope-cli and mcpscope both lay their options over a --config server with it.
void layCommandLineOver(ServerConfig &config, const ServerConfig &given);

// What will run, as printed before asking: one argv entry a line, the environment's names
// (values may be secret), the working directory; or the URL and its header names. Terminal
// safe (Cli::oneLine).
QString describe(const ServerConfig &config);

} // namespace CliConfigServer
