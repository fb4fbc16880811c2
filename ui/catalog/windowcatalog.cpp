// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "windowcatalog.h"

#include "forms/formvaluestore.h"

using namespace Qt::StringLiterals;

WindowCatalog::WindowCatalog(QObject *parent, const QString &path)
    : QObject(parent)
    , m_secrets(std::make_unique<MemorySecretStore>())
    , m_catalog(std::make_unique<ServerCatalog>(
          *m_secrets, path.isEmpty() ? ServerCatalog::defaultPath() : path))
{
    setObjectName(u"windowCatalog"_s);
    m_catalog->load(&m_loadProblem); // what could be read is there; the problem is said
}

WindowCatalog::~WindowCatalog() = default;

QString WindowCatalog::entryIdFor(const ServerConfig &config) const
{
    const QString identity = FormValueStore::serverIdentity(config);
    for (const CatalogEntry &entry : m_catalog->entries()) {
        if (FormValueStore::serverIdentity(entry.config) == identity)
            return entry.id;
    }
    return {};
}
