// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class InFlightModel;
class McpSession;
class SessionContext;
class PingControl;
class QLabel;
class QTreeView;

// The "Requests" tab: every request still waiting for its answer, with a progress bar, the
// server's progress message, the countdown to its timeout and a Cancel button per row; and
// ping with its round-trip time above. GUI thread.
class ActivityPane : public QWidget
{
    Q_OBJECT
public:
    explicit ActivityPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the live session (SessionContext).
    void setContext(SessionContext *context);
    InFlightModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    PingControl *ping() const { return m_ping; }

private:
    void updateSummary();

    InFlightModel *m_model = nullptr;
    PingControl *m_ping = nullptr;
    QLabel *m_summary = nullptr;
    QTreeView *m_view = nullptr;
};
