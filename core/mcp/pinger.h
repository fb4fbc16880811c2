// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

class McpSession;

// ping with latency, once on demand or periodically while the session is ready (MCP: a
// client SHOULD be able to ping, with a configurable interval). One ping in flight at a time;
// a timeout is reported as failed(), which a GUI may show as a stale connection. Child of
// whoever shows the result; GUI thread.
class Pinger : public QObject
{
    Q_OBJECT
public:
    explicit Pinger(McpSession *session, QObject *parent = nullptr);

    void ping();
    void setInterval(int ms); // 0 stops the periodic ping
    int interval() const { return m_timer.interval(); }
    bool isPeriodic() const { return m_timer.isActive(); }

Q_SIGNALS:
    void ponged(qint64 latencyMs);
    void failed(const QString &errorString);

private:
    void updateTimer();

    QPointer<McpSession> m_session;
    QTimer m_timer;
    bool m_inFlight = false;
};
