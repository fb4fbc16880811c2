// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "windowpanes.h"

#include <core/replay/replayplan.h>
#include <core/session/sessionevent.h>

#include <QObject>
#include <QPointer>

class McpSession;
class OfflineBanner;
class SessionLoader;

// A .mcpsession file shown in the main window, offline and read-only: the message log filled
// from the file (SessionLoader), and the server info, tools, resources and prompts panes
// rebuilt from the recorded responses by an McpSession whose transport answers from the
// recording (RecordedServerTransport). Nothing is started: no process, no connection. A
// damaged file shows what came before its first bad line, and the banner says which line and
// why. GUI thread.
class OfflineSession : public QObject
{
    Q_OBJECT
public:
    OfflineSession(const WindowPanes &panes, OfflineBanner *banner, QObject *parent = nullptr);

    // False (and the banner says why) when the file cannot be opened at all. Otherwise loading
    // goes on asynchronously; opened() follows.
    bool open(const QString &path);
    // Back to live mode: the log is cleared and, with restorePanes, the panes follow the live
    // session again (without: the context has just given them a new live session).
    void leave(bool restorePanes);
    bool isActive() const { return !m_path.isEmpty(); }
    bool isLoaded() const { return m_loaded; }
    QString path() const { return m_path; }
    const SessionHeader &header() const { return m_header; }
    const ReplayPlan &plan() const { return m_plan; }
    QString problem() const { return m_problem; } // where loading stopped, if it did
    McpSession *session() const { return m_session; }

Q_SIGNALS:
    void opened();

private:
    void stopLiveSession();
    void finishLoading();
    void showServerLog(const SessionEvent &event) const; // recorded notifications/message
    void startOfflineSession();
    QString description() const;

    WindowPanes m_panes;
    OfflineBanner *m_banner = nullptr;
    SessionLoader *m_loader = nullptr;
    QPointer<McpSession> m_session;
    SessionHeader m_header;
    ReplayPlan m_plan;
    ReplayPlanBuilder m_planBuilder;
    QString m_path;
    QString m_problem;
    bool m_loaded = false;
};
