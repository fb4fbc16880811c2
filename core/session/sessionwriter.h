// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionevent.h"
#include "sessionredactor.h"

#include <QFile>
#include <QString>

// Appends a .mcpsession file line by line: the header when opened, then each event as it
// happens, flushed to the operating system right away, so a crash or kill of mcpscope loses at
// most the event being written. Every line goes through a SessionRedactor built from the
// header's server config: secrets never reach the file. Owns its QFile; GUI thread.
class SessionWriter
{
public:
    SessionWriter() = default;
    SessionWriter(const SessionWriter &) = delete;
    SessionWriter &operator=(const SessionWriter &) = delete;

    // Creates (or truncates) path and writes the header. False with errorString() on failure.
    bool open(const QString &path, const SessionHeader &header);
    bool isOpen() const { return m_file.isOpen(); }
    QString fileName() const { return m_file.fileName(); }
    bool append(const SessionEvent &event);
    // Where the last append() put a traffic event's bytes; invalid when it wrote none, or only
    // a copy with a secret masked (then the log keeps the exact bytes in memory).
    RawLocation lastLocation() const { return m_lastLocation; }
    // Secrets learnt after open() (OAuth tokens): masked in every later line.
    void addSecrets(const QList<QByteArray> &values);
    void close();
    QString errorString() const { return m_error; }
    qint64 eventCount() const { return m_events; }

    // "Save session as…": copies a session file to target atomically (QSaveFile): target is
    // either the complete copy or untouched. The source may still be growing.
    static bool copyAtomically(const QString &source, const QString &target, QString *error);

private:
    bool writeLine(const QJsonObject &object, const QByteArray &quotedRaw = {});

    QFile m_file;
    std::shared_ptr<const QString> m_path; // shared with every RawLocation into this file
    RawLocation m_lastLocation;
    SessionRedactor m_redactor;
    QString m_error;
    qint64 m_events = 0;
};
