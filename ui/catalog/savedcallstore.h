// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QObject>

class ServerCatalog;

// The saved calls of one catalog entry, as the GUI changes them: save (or replace), rename,
// remove, and adding the connected server to the catalog when it is not in it yet. Each change
// is written to servers.json at once (ServerCatalog::save); a change the file could not take
// stays in memory and the error says so. Whoever owns the catalog says which entry is current
// (setCatalog); the store never owns the catalog. GUI thread.
class SavedCallStore : public QObject
{
    Q_OBJECT
public:
    explicit SavedCallStore(QObject *parent = nullptr);

    // The catalog and the entry whose calls these are; a null catalog or an empty (or unknown)
    // id: no entry, no calls.
    void setCatalog(ServerCatalog *catalog, const QString &entryId);
    ServerCatalog *catalog() const { return m_catalog; }
    QString entryId() const { return hasEntry() ? m_entryId : QString(); }
    bool hasEntry() const;
    QString entryName() const;
    QList<SavedCall> calls() const;
    // nullopt when the entry has no call with that id.
    std::optional<SavedCall> call(const QString &callId) const;
    bool hasCallNamed(const QString &name) const;

    // Adds the server to the catalog (under a name no entry has, from its command or URL) and
    // makes it the current entry. False, with the reason, when the catalog refuses it.
    bool addServer(const ServerConfig &config, QString *error);
    // Stores `call` under the current entry; a call already named so is replaced when
    // `replace` (keeping its id and its place in the list), refused otherwise. Returns the
    // call's id, empty (and why) when refused; with an id and an `error`, the call is kept but
    // servers.json could not be written.
    QString save(const SavedCall &call, bool replace, QString *error);
    bool rename(const QString &callId, const QString &name, QString *error);
    // Removes the call; the last removal can be undone while its entry is current.
    bool remove(const QString &callId, QString *error);
    // The name of the call undoRemove() would bring back; empty when there is none.
    QString undoableRemoval() const;
    // Puts the last removed call back where it was, under its id.
    bool undoRemove(QString *error);

Q_SIGNALS:
    void entryChanged(); // another entry (or none) is current
    void callsChanged(); // the current entry's calls were added, renamed or removed

private:
    bool persist(QString *error);

    ServerCatalog *m_catalog = nullptr;
    QString m_entryId;
    struct Removal
    {
        SavedCall call;
        int index = -1;
    };
    std::optional<Removal> m_removed; // of the current entry; forgotten when it changes
};
