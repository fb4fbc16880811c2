// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "savedcallstore.h"

#include <core/catalog/servercatalog.h>

#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// A catalog name for a server the user connected to by hand: what they would call it (the
// program's file name, or the URL's host and port), never text the server sent.
QString catalogNameFor(const ServerConfig &config)
{
    if (!config.name.isEmpty())
        return config.name;
    if (config.transport == ServerConfig::TransportKind::Stdio && !config.program.isEmpty())
        return QFileInfo(config.program).fileName();
    const QString host = config.url.host();
    if (host.isEmpty())
        return u"server"_s;
    return config.url.port() < 0 ? host : u"%1:%2"_s.arg(host).arg(config.url.port());
}

} // namespace

SavedCallStore::SavedCallStore(QObject *parent)
    : QObject(parent)
{}

void SavedCallStore::setCatalog(ServerCatalog *catalog, const QString &entryId)
{
    if (catalog == m_catalog && entryId == m_entryId)
        return;
    m_catalog = catalog;
    m_entryId = entryId;
    m_removed.reset();
    Q_EMIT entryChanged();
    Q_EMIT callsChanged();
}

bool SavedCallStore::hasEntry() const
{
    return m_catalog && m_catalog->find(m_entryId);
}

QString SavedCallStore::entryName() const
{
    const CatalogEntry *entry = m_catalog ? m_catalog->find(m_entryId) : nullptr;
    return entry ? entry->name() : QString();
}

QList<SavedCall> SavedCallStore::calls() const
{
    const CatalogEntry *entry = m_catalog ? m_catalog->find(m_entryId) : nullptr;
    return entry ? entry->savedCalls : QList<SavedCall>();
}

std::optional<SavedCall> SavedCallStore::call(const QString &callId) const
{
    for (const SavedCall &call : calls()) {
        if (call.id == callId)
            return call;
    }
    return std::nullopt;
}

bool SavedCallStore::hasCallNamed(const QString &name) const
{
    const CatalogEntry *entry = m_catalog ? m_catalog->find(m_entryId) : nullptr;
    return entry && entry->findCall(name);
}

bool SavedCallStore::addServer(const ServerConfig &config, QString *error)
{
    if (!m_catalog) {
        if (error)
            *error = u"there is no catalog to add the server to"_s;
        return false;
    }
    ServerConfig named = config;
    named.name = m_catalog->uniqueName(catalogNameFor(config).left(ServerCatalog::kMaxNameLength));
    const QString id = m_catalog->add(named, error);
    if (id.isEmpty())
        return false;
    const bool written = persist(error);
    setCatalog(m_catalog, id);
    return written;
}

QString SavedCallStore::save(const SavedCall &call, bool replace, QString *error)
{
    if (!hasEntry()) {
        if (error)
            *error = u"the server is not in the catalog"_s;
        return {};
    }
    const SavedCall *existing = m_catalog->find(m_entryId)->findCall(call.name);
    QString id = existing && replace ? existing->id : QString(); // a copy: the call changes
    if (!id.isEmpty() && !m_catalog->replaceSavedCall(m_entryId, id, call, error))
        return {};
    if (id.isEmpty())
        id = m_catalog->addSavedCall(m_entryId, call, error);
    if (id.isEmpty())
        return {};
    Q_EMIT callsChanged();
    persist(error); // kept in memory even when the file could not take it; `error` says so
    return id;
}

bool SavedCallStore::rename(const QString &callId, const QString &name, QString *error)
{
    if (!hasEntry() || !m_catalog->renameSavedCall(m_entryId, callId, name.trimmed(), error))
        return false;
    Q_EMIT callsChanged();
    return persist(error);
}

bool SavedCallStore::remove(const QString &callId, QString *error)
{
    const QList<SavedCall> before = calls();
    const auto removed = std::find_if(
        before.begin(), before.end(), [&](const SavedCall &call) { return call.id == callId; });
    if (!hasEntry() || !m_catalog->removeSavedCall(m_entryId, callId, error))
        return false;
    m_removed = Removal{*removed, int(removed - before.begin())};
    Q_EMIT callsChanged();
    return persist(error);
}

QString SavedCallStore::undoableRemoval() const
{
    return m_removed && hasEntry() ? m_removed->call.name : QString();
}

bool SavedCallStore::undoRemove(QString *error)
{
    if (undoableRemoval().isEmpty()) {
        if (error)
            *error = u"there is no removal to undo"_s;
        return false;
    }
    if (!m_catalog->restoreSavedCall(m_entryId, m_removed->call, m_removed->index, error))
        return false;
    m_removed.reset();
    Q_EMIT callsChanged();
    return persist(error);
}

bool SavedCallStore::persist(QString *error)
{
    QString why;
    if (m_catalog->save(&why))
        return true;
    if (error)
        *error
            = u"kept until mcpscope quits, but not written to %1: %2"_s.arg(m_catalog->path(), why);
    return false;
}
