// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalogentry.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

class SecretStore;

// The user's servers, in the user's order: add, edit, duplicate, rename, remove, reorder,
// filter, saved calls, and the last result of each. Stored as one file (CatalogFile: our own
// mcpServers format, owner-only, replaced atomically) and a SecretStore for every secret value.
// Changes stay in memory until save(). Every operation that can be refused returns false (or
// an empty id) and says why in `error`; the catalog is then unchanged.
class ServerCatalog
{
public:
    static constexpr int kMaxNameLength = 200;
    static constexpr int kMaxEntries = 500; // ClientConfigImporter::kMaxServers

    explicit ServerCatalog(SecretStore &secrets, QString path = defaultPath());

    static QString defaultPath(); // <AppConfigLocation>/servers.json
    QString path() const { return m_path; }

    const QList<CatalogEntry> &entries() const { return m_entries; }
    qsizetype size() const { return m_entries.size(); }
    int indexOf(const QString &id) const; // -1 when unknown
    const CatalogEntry *find(const QString &id) const;
    const CatalogEntry *findByName(const QString &name) const;
    // The ids of the entries whose name, command line (program and arguments) or URL contains
    // `text`, case-insensitively, in catalog order; every id for an empty text.
    QStringList filter(const QString &text) const;
    // `base`, or "base 2", "base 3"… : the first name no entry has.
    QString uniqueName(const QString &base) const;
    // A name the catalog takes (nameProblem() aside from duplicates), made from one it would
    // refuse: each run of control characters becomes one space, the ends are trimmed, the
    // length capped; nothing left gives "server". A name it takes comes back unchanged.
    static QString cleanName(const QString &name);

    // Adds at the end under config.name; returns the new entry's id.
    QString add(const ServerConfig &config, QString *error);
    // Replaces what the entry runs; config.name is ignored (rename() changes names).
    bool update(const QString &id, const ServerConfig &config, QString *error);
    // A copy right after the original, named "X copy", "X copy 2"…, with its saved calls.
    QString duplicate(const QString &id, QString *error);
    bool rename(const QString &id, const QString &name, QString *error);
    bool remove(const QString &id, QString *error);
    // Moves the entry to `index` (0 .. size()-1) of the list as it is after the move.
    bool move(const QString &id, int index, QString *error);
    void setLastResult(const QString &id, const LastResult &result);

    // Saved calls: names unique within the entry. Returns the new call's id.
    QString addSavedCall(const QString &entryId, const SavedCall &call, QString *error);
    bool renameSavedCall(const QString &entryId,
                         const QString &callId,
                         const QString &name,
                         QString *error);
    bool removeSavedCall(const QString &entryId, const QString &callId, QString *error);
    // Replaces the call `callId` with `call` where it is, keeping its id (secrets and the
    // list's order follow the id); `call`'s name may be the old one.
    bool replaceSavedCall(const QString &entryId,
                          const QString &callId,
                          const SavedCall &call,
                          QString *error);
    // Puts a removed call back at `index` (clamped) under its own id: undoing a removal.
    bool restoreSavedCall(const QString &entryId, const SavedCall &call, int index, QString *error);

    // Reads the file and the secrets. A missing file is an empty catalog. A file that cannot
    // be read whole (not JSON, not our format, too large, or entries that had to be left out)
    // is copied to "<path>.bad" (then .bad.2, .bad.3…) before anything can overwrite it, and
    // `error` says what was wrong and where the copy is; what could be read is loaded.
    bool load(QString *error);
    // Writes the file (owner-only, atomically) and hands every secret to the store; secrets
    // of entries, headers or calls that are gone are removed from the store.
    bool save(QString *error);

private:
    CatalogEntry *entry(const QString &id, QString *error);
    QString nameProblem(const QString &name, const QString &exceptId) const;
    // Why `call` cannot be kept under `target` ("" when it can); exceptCallId is the call it
    // replaces (its name is free) and does not count towards the limit.
    static QString savedCallProblem(const CatalogEntry &target,
                                    const SavedCall &call,
                                    const QString &exceptCallId);
    QString keepBadCopy(QString *error) const;

    SecretStore &m_secrets;
    QString m_path;
    QList<CatalogEntry> m_entries;
    QHash<QString, QSet<QString>> m_storedKeys; // entry id -> the keys written to the store
};
