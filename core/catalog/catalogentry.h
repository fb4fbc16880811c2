// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// A tool call or prompt request the user named and kept under a catalog entry, to run again
// with one click (GUI) or `mcpscope-cli --config FILE --server NAME --saved-call CALL`.
struct SavedCall
{
    enum class Kind { Tool, Prompt };

    QString id;   // stable (a UUID without braces); keys its secret arguments in the SecretStore
    QString name; // unique within its entry
    Kind kind = Kind::Tool;
    QString target;        // the tool's or the prompt's name
    QJsonObject arguments; // as sent: tools/call arguments or prompts/get arguments
    // Arguments whose values live in the SecretStore (named like secrets) and are not in
    // `arguments`: the file was read and the store did not have them (always, in the CLI).
    QStringList unrestoredSecrets;

    // A call to save (the catalog gives it its id).
    static SavedCall
    make(const QString &name, Kind kind, const QString &target, const QJsonObject &arguments = {});
    static QString kindName(Kind kind); // "tool", "prompt"
    static std::optional<Kind> kindFromName(const QString &name);
    // The MCP method that runs it: tools/call or prompts/get.
    QString method() const;
};

// How the last connection to an entry's server went, for the catalog's status column.
struct LastResult
{
    enum class Status { Unknown, Ok, Failed, NeedsLogin };

    Status status = Status::Unknown;
    QDateTime when;  // UTC
    QString message; // one line: "connected, 12 tools", "exit code 1", "401 from /mcp"

    static QString statusName(Status status); // "unknown", "ok", "failed", "needs-login"
    static std::optional<Status> statusFromName(const QString &name);
};

// One of the user's servers. `config.name` is the entry's name, unique in the catalog.
struct CatalogEntry
{
    QString id; // stable across renames and reorders (a UUID without braces)
    ServerConfig config;
    LastResult lastResult;
    QList<SavedCall> savedCalls;

    QString name() const { return config.name; }
    // nullptr when no saved call has that name.
    const SavedCall *findCall(const QString &name) const;
};
