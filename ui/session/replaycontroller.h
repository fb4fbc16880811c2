// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "windowpanes.h"

#include <core/replay/replayplan.h>
#include <core/transport/serverconfig.h>

#include <QObject>
#include <QPointer>

class ReplayPane;
class ReplayRun;
class SessionController;

// Session > Replay…: runs core SessionReplayer on a session file against a server the user
// picks (the recorded one, only after confirming its exact command; the current connection
// settings; or another command or URL) and shows the outcome in the Replay tab. Rerun replays
// the same file against the same server with the ignore paths as edited. GUI thread.
class ReplayController : public QObject
{
    Q_OBJECT
public:
    enum class Target { Recorded, CurrentSettings, Other };

    ReplayController(const WindowPanes &panes, SessionController *sessions);

    // Asks which server to replay against, then replay(). path empty: asks for a file first.
    void askAndReplay(QString path);
    // Replays path against target; a recorded server is started only after confirmation.
    // False (with error()) when nothing was started: refused, unreadable file, no requests.
    bool replay(const QString &path, Target target, const ServerConfig &other = {});
    void rerun();
    void stop();
    ReplayPane *pane();
    QString error() const { return m_error; }
    bool isRunning() const;

Q_SIGNALS:
    void finished();

private:
    bool fail(const QString &message);
    // The plan and recorded server of path: the open offline session's, else read from the file.
    bool readPlan(const QString &path, ReplayPlan *plan, ServerConfig *recorded);
    void startRun();

    WindowPanes m_panes;
    SessionController *m_sessions = nullptr;
    ReplayPane *m_pane = nullptr;
    QPointer<ReplayRun> m_run;
    ReplayPlan m_plan;
    QString m_path;
    ServerConfig m_target;
    QString m_error;
};
