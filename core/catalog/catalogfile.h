// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalogentry.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QStringList>

class SecretStore;

// servers.json: mcpscope's own client config format (ClientConfigFormat::McpScope), the
// common {"mcpServers": {NAME: {...}}} shape that any client and `mcpscope-cli --config` read,
// written by ClientConfigExporter and read by ClientConfigImporter. What only the catalog
// needs rides in "x-mcpscope" objects that other clients ignore:
//   root:  "x-mcpscope": {"order": [NAME, ...]}           (JSON objects have no order)
//   entry: "x-mcpscope": {"id", "bearerToken": true, "lastResult": {"status", "when",
//          "message"}, "savedCalls": [{"id", "name", "kind", "target", "arguments",
//          "secretArguments": [KEY, ...]}]}
// Secret values are never in the bytes: the exporter writes a ${NAME} reference for each secret
// env value and header, and secrets() hands the values to a SecretStore instead.
namespace CatalogFile {

inline constexpr int kMaxSavedCallsPerEntry = 500;

QByteArray write(const QList<CatalogEntry> &entries);
// Some servers to take elsewhere (another machine, a colleague, a repository): the same file
// with their saved calls, without what only this machine knows (the last results) and, as
// always, without secret values (secret call arguments are named, not written). Read it back
// with parse() to keep the saved calls: ClientConfigExporter::write(McpScope, …) is the
// snippet of the servers alone.
QByteArray exportWorkspace(QList<CatalogEntry> entries);

struct Parsed
{
    QList<CatalogEntry> entries;
    QStringList problems; // entries or saved calls that were left out, and why
    QString error;        // set: nothing was read (not JSON, not our format, too large)
    bool ok() const { return error.isEmpty(); }
};

// Reads bytes that write() produced (or a person edited). `path` names the file in messages.
// Secrets read as their ${NAME} references until restoreSecrets().
Parsed parse(const QByteArray &bytes, const QString &path);
// Reads `path` (at most ClientConfigImporter::kMaxFileBytes) and parses it.
Parsed readFile(const QString &path);

// The entry's known (non-empty) secret values by SecretStore key; what write() leaves out.
QHash<QString, QString> secrets(const CatalogEntry &entry);
// Puts back what the store holds for each secret the entry names; one the store lacks becomes
// empty (to be filled in by the user). Returns the keys that were missing.
QStringList restoreSecrets(CatalogEntry &entry, const SecretStore &store);

} // namespace CatalogFile
