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
class OfflineFileDetails;
class SessionIndex;

// A .mcpsession file shown in one workspace of the main window, offline and read-only, opened
// lazily: a SessionIndex indexes the file off the GUI thread and each batch of its entries
// becomes rows of the window's message log at once (MessageLogModel::appendIndexed, under a log
// connection of their own; the rows of the other servers stay, and so do these when the
// workspace goes back to live); a frame is decoded only when it is shown. The banner shows a
// progress bar and Cancel meanwhile (Cancel keeps the rows so far). The server info, tools,
// resources and prompts panes are rebuilt from the recorded responses by an McpSession whose
// transport answers from the recording (RecordedServerTransport), with a plan read from only
// the handshake and listing lines (OfflineFileDetails). Nothing is started: no process, no
// connection. Damaged lines are skipped: the banner says how many and where the first is.
// Of a file of several connections it shows one (the controller opens each in a workspace of
// its own). The index lives as long as the file is shown. GUI thread.
class OfflineSession : public QObject
{
    Q_OBJECT
public:
    OfflineSession(const WindowPanes &panes, OfflineBanner *banner, QObject *parent = nullptr);

    // False (and the banner says why) when the file cannot be opened at all. Otherwise loading
    // goes on asynchronously; opened() follows once, when it has ended (complete, cancelled or
    // stopped by an error). connection: the tag of the connection to show
    // in a file of several (SessionHeader::connections); ignored in a file of one.
    bool open(const QString &path, int connection = SessionEvent::kNoConnection);
    // Back to live mode: with restorePanes, the panes follow the live session again (without:
    // the context has just given them a new live session). The file's rows stay in the log.
    void leave(bool restorePanes);
    // Stops indexing: the rows so far stay, and the banner says the file was partly opened.
    void cancelLoading();
    bool isActive() const { return !m_path.isEmpty(); }
    bool isLoaded() const { return m_loaded; }
    QString path() const { return m_path; }
    // The connection shown, in a file of several; kNoConnection in a file of one.
    int connection() const { return m_connection; }
    // The log connection the file's rows were added under (0 before the first open).
    int logConnection() const { return m_logConnection; }
    const SessionHeader &header() const { return m_header; }
    // The file's index, while it is shown (nullptr otherwise).
    const SessionIndex *index() const { return m_index; }
    // Events indexed (rows, plus handshake and damaged lines); all of them once fully opened.
    qint64 eventCount() const;
    bool isPartlyOpened() const { return m_partly; } // cancelled, or stopped by an error
    // Damaged lines skipped, or where loading stopped, if it did.
    QString problem() const { return m_problem; }
    McpSession *session() const { return m_session; }

Q_SIGNALS:
    void opened();
    void activeChanged(); // a file is shown, or no longer

private:
    void stopLiveSession();
    void indexEnded();
    void finishLoading();
    void startOfflineSession(const ReplayPlan &plan);
    QString description() const;
    QString damageText() const;

    WindowPanes m_panes;
    OfflineBanner *m_banner = nullptr;
    SessionIndex *m_index = nullptr;
    OfflineFileDetails *m_details = nullptr;
    QPointer<McpSession> m_session;
    SessionHeader m_header;
    QString m_path;
    int m_connection = SessionEvent::kNoConnection;
    int m_logConnection = 0;
    QString m_problem;
    bool m_loaded = false;
    bool m_partly = false;
};
