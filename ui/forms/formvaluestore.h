// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

struct ServerConfig;

// Remembers the last value of each form across restarts, in the application's QSettings: per
// server and per form ("tool:echo"). The server is known only by a SHA-256 of its identity (the
// command line, or the URL without user info, query or fragment), so nothing of a command line
// or URL (which may carry a token) is written; headers, bearer tokens and environment values
// are never part of it. The value is JSON text, kept exactly (numbers keep their spelling);
// the caller leaves secret fields out (SchemaFormSecrets). The settings file is made
// owner-only (PrivateFiles), as it holds what the user typed.
namespace FormValueStore {

// What makes two connections "the same server": the command line for stdio, the URL without
// user info, query or fragment for the remote transports.
QString serverIdentity(const ServerConfig &config);

// Empty JSON forgets the form's value. Returns why the value could not be kept, or "".
QString save(const QString &server, const QString &form, const QByteArray &json);
std::optional<QByteArray> load(const QString &server, const QString &form);
void forget(const QString &server, const QString &form);

} // namespace FormValueStore
