// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clientconfigformat.h"
#include "configvariables.h"

#include <core/transport/serverconfig.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

// One server found in a client's config file.
struct ImportedServer
{
    QString name; // the key in the file, as written (control characters stay data)
    ServerConfig config;
    bool disabled = false; // the client has it switched off ("disabled": true)
    // Where in the file it came from when that is not just its name: "projects./home/me/app"
    // (Claude Code's user file), "packages[0]" or "remotes[1]" (a registry server.json).
    QString origin;
    // What the import could not do as the client would: "envFile … not read", "environment
    // variable X is not set", "unknown variable ${foo}". The server is imported anyway.
    QStringList notes;
};

// The result of reading one file. `error` set: nothing was imported (unreadable, too large,
// not JSON, not a config). Otherwise each entry was imported whole or, with a problem in
// `problems` ("mcpServers.foo.args[2] is a number, expected a string"), not at all.
struct ClientConfigImport
{
    ClientConfigFormat format = ClientConfigFormat::Unknown;
    QString detectedBecause; // which content (or file name) decided the format
    QList<ImportedServer> servers;
    QStringList problems;
    QString error;

    bool ok() const { return error.isEmpty(); }
    QStringList names() const;
    // nullptr when no server has that name.
    const ImportedServer *find(const QString &name) const;
};

// Reads the config files of MCP clients (see ClientConfigFormat) into ServerConfig values.
// Everything in the file is untrusted: sizes and counts are capped, a wrong type is a problem
// for that entry, never a crash or a guess. Variables are expanded as ConfigVariables says.
// Secrets: an Authorization header, an env variable or header whose name looks like a token,
// key, secret or password, one whose value came from a password input or was wholly a
// variable reference, and a registry variable marked isSecret.
namespace ClientConfigImporter {

inline constexpr qsizetype kMaxFileBytes = 4 * 1024 * 1024;
inline constexpr int kMaxServers = 500;
inline constexpr qsizetype kMaxProblems = 100; // then "… and N more problems"

// `path` names the file in messages and breaks ties in detection; it is not read.
ClientConfigImport
import(const QByteArray &bytes, const QString &path, const ConfigImportContext &context);
// Reads `path` (at most kMaxFileBytes) and imports it; errors name the file.
ClientConfigImport importFile(const QString &path, const ConfigImportContext &context);

// Whether an env variable or header with this name holds a secret by its name alone.
bool looksSecret(const QString &name);

} // namespace ClientConfigImporter
