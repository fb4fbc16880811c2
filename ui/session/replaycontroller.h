// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "windowpanes.h"

#include <core/log/trafficevent.h>
#include <core/replay/replayplan.h>
#include <core/replay/replayslice.h>
#include <core/transport/serverconfig.h>

#include <QObject>
#include <QPointer>

class MessageLogModel;
class ReplayPane;
class ReplayPlanLoader;
class ReplayRun;
class SessionController;

// Session > Replay…: runs core SessionReplayer on a session file against a server the user
// picks (the recorded one, only after confirming its exact command; the current connection
// settings; or another command or URL) and shows the outcome in the Replay tab. The plan is
// read from the file off the GUI thread when asked for (ReplayPlanLoader: the whole file, of
// the connection shown for a file of several), then replayed. Rerun replays the same plan
// against the same server with the ignore paths as edited. Replay Selected (the log's context
// menu, the offline banner) replays the events of rows selected in the message log: only the
// lines the slice needs are read, then replayed the same way. GUI thread.
class ReplayController : public QObject
{
    Q_OBJECT
public:
    enum class Target { Recorded, CurrentSettings, Other };

    ReplayController(const WindowPanes &panes, SessionController *sessions);

    // Asks which server to replay against, then replay(). path empty: asks for a file first.
    void askAndReplay(QString path);
    // Replays path against target; a recorded server is started only after confirmation.
    // True: the plan is being read, and the replay starts once it is; finished() follows
    // either way (error() says why nothing ran: a damaged file, no requests). False (with
    // error()) when nothing was started: refused, unreadable file, several connections.
    bool replay(const QString &path, Target target, const ServerConfig &other = {});
    // The rows of the message log (source rows): the events of one session file, replayed
    // against the server the user picks.
    void askAndReplayRows(const QList<int> &rows);
    // Without asking. True: the slice is being read, and the replay starts once it is;
    // finished() follows either way (error() says why nothing ran). False (with error()) when
    // nothing was started: no row in a session file, rows of several files, refused.
    bool replayRows(const QList<int> &rows, Target target, const ServerConfig &other = {});
    // Where the log row's event lies in its session file: the one place this controller reads
    // the log's rows.
    static RawLocation rowLocation(const MessageLogModel &log, int row);
    void rerun();
    void stop();
    ReplayPane *pane();
    QString error() const { return m_error; }
    bool isRunning() const;

Q_SIGNALS:
    void finished();

private:
    bool fail(const QString &message);
    // The replay target chosen in dialogs titled after what is replayed; false: cancelled.
    bool askTarget(const QString &what, Target *target, ServerConfig *other);
    bool resolveServer(const QString &what,
                       Target target,
                       const ServerConfig &recorded,
                       const ServerConfig &other);
    // The connection to replay of path and its recorded server: the open offline session's,
    // else the file's header (a file of several is refused; rows: Replay Selected's words).
    bool recordedServer(const QString &path, bool rows, int *connection, ServerConfig *recorded);
    // Reads the plan off the GUI thread (no slice: the whole file); planRead() runs it.
    void readPlan(const QString &path, int connection, std::optional<ReplaySlice> slice);
    void planRead();
    void startRun();

    WindowPanes m_panes;
    SessionController *m_sessions = nullptr;
    ReplayPane *m_pane = nullptr;
    QPointer<ReplayRun> m_run;
    ReplayPlanLoader *m_loader = nullptr; // the plan being read (a file or a slice of it)
    bool m_wholeFile = false;
    QString m_title; // what the Replay tab says is replayed
    ReplayPlan m_plan;
    QString m_path;
    ServerConfig m_target;
    QString m_error;
};
