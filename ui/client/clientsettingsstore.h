// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/clientfeatures.h>

#include <QList>
#include <QString>

// Remembers, per server, the client capabilities mcpscope advertises and the roots it offers,
// in the application's QSettings. The server is known by FormValueStore::serverIdentity(),
// stored only as a SHA-256 (a command line or URL may carry a token). An empty identity
// remembers nothing. Roots are file:// URIs and names the user typed: no secrets.
namespace ClientSettingsStore {

ClientCapabilitySettings loadCapabilities(const QString &server);
void saveCapabilities(const QString &server, const ClientCapabilitySettings &settings);
QList<Root> loadRoots(const QString &server);
void saveRoots(const QString &server, const QList<Root> &roots);

} // namespace ClientSettingsStore
