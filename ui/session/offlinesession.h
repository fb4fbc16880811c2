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

// A .mcpsession file shown in one workspace of the main window, offline and read-only: the
// window's message log gets the file's rows under a log connection of their own (SessionLoader;
// the rows of the other servers stay, and so do these when the workspace goes back to live),
// and the server info, tools, resources and prompts panes
// rebuilt from the recorded responses by an McpSession whose transport answers from the
// recording (RecordedServerTransport). Nothing is started: no process, no connection. A
// damaged file shows what came before its first bad line, and the banner says which line and
// why. Of a file of several connections it shows one (the controller opens each in a workspace
// of its own). GUI thread.
class OfflineSession : public QObject
{
    Q_OBJECT
public:
    OfflineSession(const WindowPanes &panes, OfflineBanner *banner, QObject *parent = nullptr);

    // False (and the banner says why) when the file cannot be opened at all. Otherwise loading
    // goes on asynchronously; opened() follows. connection: the tag of the connection to show
    // in a file of several (SessionHeader::connections); ignored in a file of one.
    bool open(const QString &path, int connection = SessionEvent::kNoConnection);
    // Back to live mode: with restorePanes, the panes follow the live session again (without:
    // the context has just given them a new live session). The file's rows stay in the log.
    void leave(bool restorePanes);
    bool isActive() const { return !m_path.isEmpty(); }
    bool isLoaded() const { return m_loaded; }
    QString path() const { return m_path; }
    // The connection shown, in a file of several; kNoConnection in a file of one.
    int connection() const { return m_connection; }
    // The log connection the file's rows were added under (0 before the first open).
    int logConnection() const { return m_logConnection; }
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
    int m_connection = SessionEvent::kNoConnection;
    int m_logConnection = 0;
    QString m_problem;
    bool m_loaded = false;
};
