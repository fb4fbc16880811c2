// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>

// Tells whether the last run ended cleanly, and what it was recording. Each run holds a lock
// file (QLockFile: it names our process, so a lock whose process is gone is known stale) and
// lists its autosaves next to it, in <folder>/<run>.lock and <folder>/<run>.json; a clean exit
// (the destructor) removes both. A list whose lock is free at the next start is what a crash
// or a kill left: leftovers() hands over its recordings that still exist and removes it.
// A list whose lock another running mcpscope holds is that one's, and left alone. The files
// are owner-only (they name recordings of a server's traffic). GUI thread.
class RunMarker
{
public:
    explicit RunMarker(const QString &folder = defaultFolder());
    ~RunMarker(); // the clean exit
    RunMarker(const RunMarker &) = delete;
    RunMarker &operator=(const RunMarker &) = delete;

    static QString defaultFolder(); // <AppLocalDataLocation>/runs
    // Takes this run's lock and writes its (empty) list. False with *error when it cannot.
    bool start(QString *error);
    // An autosave this run writes, listed at once (a kill may come any time after).
    void addRecording(const QString &path);
    QStringList recordings() const { return m_recordings; }

    // The recordings (existing, not empty) of runs that did not end cleanly, newest first;
    // their lists are removed, so each is offered once.
    static QStringList leftovers(const QString &folder = defaultFolder());
    // The list of a run: what a test writes to act as a killed run.
    static QByteArray listOf(const QStringList &recordings);

private:
    bool writeList() const;

    QString m_folder;
    QString m_name;
    std::unique_ptr<QLockFile> m_lock;
    QStringList m_recordings;
};
