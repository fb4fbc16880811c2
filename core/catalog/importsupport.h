// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clientconfigimporter.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

// What the importer's readers share (importsupport.cpp, serverentry.cpp, registryimport.cpp);
// not API.
namespace ImportSupport {

// "servers.foo.args[2] is a number, expected a string"
QString typeProblem(const QString &where, const QJsonValue &value, const QString &expected);
// object[key] when it is a string; nullopt when absent or null; a problem when another type.
std::optional<QString> optionalString(const QJsonObject &object,
                                      const QString &key,
                                      const QString &where,
                                      QStringList &problems);
// The value as an object, or nullopt and a problem naming `where`.
std::optional<QJsonObject>
objectAt(const QJsonValue &value, const QString &where, QStringList &problems);
// A server name as it appears in a path ("mcpServers.my server"), capped so that a hostile
// name cannot make every message megabytes long.
QString pathName(const QString &name);
// Adds a server unless the file already gave kMaxServers (then one problem says so).
void addServer(ClientConfigImport &result, ImportedServer server);
// Checks a URL from a file: http(s) or ws(s) with a host; empty when it is fine.
QString urlProblem(const QString &where, const QUrl &url);
// Checks one header the way every request will; empty when it is fine.
QString headerProblem(const QString &where, const QString &name, const QString &value);

// One entry of an mcpServers or servers map (serverentry.cpp); nullopt, with the reasons in
// `problems`, when anything in it is wrong: nothing is imported half-way.
std::optional<ImportedServer> readServerEntry(const QString &where,
                                              const QString &name,
                                              const QJsonValue &value,
                                              ConfigVariables &variables,
                                              QStringList &problems);

// The registry's server.json (registryimport.cpp).
void importRegistryServer(const QJsonObject &root,
                          ConfigVariables &variables,
                          ClientConfigImport &result);

} // namespace ImportSupport
