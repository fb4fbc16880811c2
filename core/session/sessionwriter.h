// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionevent.h"
#include "sessionredactor.h"

#include <QHash>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class QObject;

// Appends a .mcpsession file line by line: the header when opened, then each event as it
// happens, flushed to the operating system right away, so a crash or kill of mcpscope loses at
// most the event being written. Every line goes through a SessionRedactor built from the
// header's server config: secrets never reach the file. A header of several connections gives
// each connection a redactor of its own, and every event must name one of them
// (SessionEvent::connection); in a file of one, events name none. Used on one thread (the GUI's); a line
// holding a frame of kBackgroundBytes or more is quoted and written on a worker thread (50 MB
// took the GUI thread a third of a second), and the lines after it wait their turn there, so the
// file keeps the order of append().
class SessionWriter
{
public:
    static constexpr qsizetype kBackgroundBytes = qsizetype(1) << 20;

    SessionWriter();
    ~SessionWriter();
    SessionWriter(const SessionWriter &) = delete;
    SessionWriter &operator=(const SessionWriter &) = delete;

    // Creates (or truncates) path and writes the header. False with errorString() on failure.
    bool open(const QString &path, const SessionHeader &header);
    bool isOpen() const { return m_open; }
    QString fileName() const { return m_path ? *m_path : QString(); }
    // False when the file is not open or an earlier line could not be written (errorString()).
    bool append(const SessionEvent &event);
    // Where the last append() put a traffic event's bytes; invalid when it wrote none, only a
    // copy with a secret masked, or queued the line behind one still being written on the
    // worker (its place is not known yet). Then the log keeps the exact bytes in memory.
    RawLocation lastLocation() const { return m_lastLocation; }
    // Secrets learnt after open() (OAuth tokens): masked in every later line.
    void addSecrets(const QList<QByteArray> &values);
    // Blocks until every appended line is in the file; false (errorString()) if one is not.
    bool waitForWrites();
    // Called on context's thread when a line written on the worker could not be written.
    void setBackgroundFailureHandler(QObject *context,
                                     std::function<void(const QString &)> handler);
    void close();
    QString errorString() const { return m_error; }
    qint64 eventCount() const { return m_events; }

    // "Save session as…": copies a session file to target atomically (QSaveFile): target is
    // either the complete copy or untouched. The source may still be growing.
    static bool copyAtomically(const QString &source, const QString &target, QString *error);

private:
    struct Output; // the file and the lines waiting for the worker, shared with it
    static void writeQueuedLines(const std::shared_ptr<Output> &output,
                                 const std::shared_ptr<std::atomic<qint64>> &written);

    std::shared_ptr<Output> m_output;
    // How far the file holds whole lines; shared with every RawLocation into it.
    std::shared_ptr<std::atomic<qint64>> m_written;
    std::shared_ptr<const QString> m_path; // shared with every RawLocation into this file
    bool m_open = false;
    RawLocation m_lastLocation;
    SessionRedactor m_redactor;                        // the one connection's
    QHash<int, SessionRedactor> m_connectionRedactors; // tag -> redactor, in a file of several
    QString m_error;
    qint64 m_events = 0;
};
