// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "interfacesnapshot.h"

#include <QString>
#include <QStringList>

#include <optional>

// The snapshots of each server's interface, the last kKept per server, as owner-only JSON
// files written atomically (PrivateFiles) under folder()/<hash of the server key>/. The key is
// whatever identifies the server to the caller (FormValueStore::serverIdentity for a
// connection); only its SHA-256 reaches the disk, so a secret in it is never written.
// Every file is bounded (kMaxSnapshotBytes): a server that lists a million tools gets its
// snapshot refused with a sentence, not the disk filled. Files are read as hostile input: a
// damaged, foreign or oversized one is skipped with a message naming it.
class SnapshotStore
{
public:
    static constexpr int kKept = 20;
    static constexpr qint64 kMaxSnapshotBytes = 4 * 1024 * 1024;

    explicit SnapshotStore(const QString &folder);
    // <app data>/snapshots.
    static QString defaultFolder();
    QString folder() const { return m_folder; }
    QString serverFolder(const QString &serverKey) const;

    // The server's snapshot files, oldest first.
    QStringList files(const QString &serverKey) const;

    struct Latest
    {
        std::optional<InterfaceSnapshot> snapshot; // none: nothing stored yet, or nothing readable
        QString path;
        QStringList problems; // one sentence per file skipped
    };
    // The newest snapshot that can be read; the unreadable newer ones are named in problems.
    Latest latest(const QString &serverKey) const;

    // Stores the snapshot as the server's newest and removes the oldest beyond kKept.
    // Returns why it could not, or nothing.
    std::optional<QString> save(const QString &serverKey, const InterfaceSnapshot &snapshot) const;

    // A snapshot file read on its own (mcpscope-cli --diff-with): bounded, named in every error.
    struct Read
    {
        std::optional<InterfaceSnapshot> snapshot;
        QString error;
    };
    static Read readFile(const QString &path);

private:
    QString m_folder;
};
