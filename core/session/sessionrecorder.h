// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionwriter.h"

#include <QObject>
#include <QPointer>

class McpSession;

// Records one McpSession into a .mcpsession file while it runs (autosave): every traffic
// event as it is observed, the handshake's outcome when the session becomes ready, and the
// user actions the caller reports. Writing stops at the first I/O error, which writeFailed()
// reports once (also for a large line written on SessionWriter's worker). Does not own the
// session; GUI thread.
class SessionRecorder : public QObject
{
    Q_OBJECT
public:
    explicit SessionRecorder(QObject *parent = nullptr);

    // Opens path (truncating it) and writes the header for server. False with errorString().
    bool start(const QString &path, const ServerConfig &server, const QJsonObject &clientInfo);
    void attach(McpSession *session);
    void recordAction(const UserAction &action);
    // Blocks until every event recorded so far is in the file (before the file is copied or
    // read whole); false after a write failure (writeFailed() has told).
    bool waitForWrites();
    void stop();
    bool isRecording() const { return m_writer.isOpen(); }
    QString fileName() const { return m_writer.fileName(); }
    QString errorString() const { return m_writer.errorString(); }
    qint64 eventCount() const { return m_writer.eventCount(); }

Q_SIGNALS:
    void writeFailed(const QString &message);

private:
    RawLocation write(const SessionEvent &event);

    SessionWriter m_writer;
    QPointer<McpSession> m_session;
    QMetaObject::Connection m_secretsConnection;
};
