// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class McpSession;
class PendingRequest;
class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

// Ping and its round-trip time, once on click or every N seconds (one ping at a time: a ping
// still unanswered when the next is due is not doubled). GUI thread.
class PingControl : public QWidget
{
    Q_OBJECT
public:
    explicit PingControl(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    void ping();
    void setPeriodic(bool on, int seconds);
    bool isPinging() const { return !m_pending.isNull(); }
    qint64 lastLatencyMs() const { return m_lastLatencyMs; } // -1 until a ping was answered
    QString resultText() const;

Q_SIGNALS:
    void pinged(); // a ping finished, answered or not

private:
    void handleFinished(PendingRequest *request);
    void updateWidgets();

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_pending;
    QPushButton *m_button = nullptr;
    QLabel *m_result = nullptr;
    QCheckBox *m_periodic = nullptr;
    QSpinBox *m_interval = nullptr;
    QTimer m_timer;
    qint64 m_lastLatencyMs = -1;
};
