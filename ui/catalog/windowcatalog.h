// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>

#include <QObject>

#include <memory>

// The window's one ServerCatalog (servers.json) and the SecretStore behind it, loaded when the
// window is made. Everything in the GUI that reads or changes the catalog (the saved calls
// today, the catalog sidebar next) uses this instance, so a change made in one place is the
// file the next one saves. There is no keychain store yet: secrets live in memory until the
// application quits (a file's secret references then read as empty, see ServerCatalog).
class WindowCatalog : public QObject
{
    Q_OBJECT
public:
    // `path`: servers.json; empty: ServerCatalog::defaultPath().
    explicit WindowCatalog(QObject *parent, const QString &path = {});
    ~WindowCatalog() override;

    ServerCatalog &catalog() { return *m_catalog; }
    // What load() said about a damaged file (kept as .bad); empty when it read cleanly.
    QString loadProblem() const { return m_loadProblem; }
    // The entry a connection to `config` belongs to: the first whose command line or URL is the
    // same (FormValueStore::serverIdentity); empty when none is. Until connections are made
    // from the catalog itself, this is how a connection finds its entry.
    QString entryIdFor(const ServerConfig &config) const;

private:
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<ServerCatalog> m_catalog;
    QString m_loadProblem;
};
