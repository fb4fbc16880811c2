// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "commandconfirmation.h"
#include "windowpanes.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

class OfflineBanner;
class OfflineSession;
class QLabel;
class ReplayController;
class ServerWorkspace;
class SessionRecorder;
struct SessionSource;
class QTemporaryDir;

// Session files in the main window, wired from outside it (MainWindow only creates this and
// hands it each server's workspace, adopt()):
// - autosave: every live connection is recorded as it happens into the sessions folder, one
//   file per connection (core SessionRecorder; secrets are redacted by core), the last one
//   started shown in the status bar. One file per connection, not per window: each is written
//   as its events happen, by its own SessionWriter, and outlives a crash on its own; Save
//   Session As combines them;
// - File menu: Open Session… (each connection of the file in a workspace of its own, beside the
//   live ones), Save Session As… (every server of the window in one file: SessionMerger), Open
//   Sessions Folder;
// - offline mode (OfflineSession) with its banner and the way back to live mode, per server;
// - Session menu: Connect to Recorded Server… and Replay… (ReplayController), both only
//   after the user has confirmed exactly what would be started.
// Everything but the menus is per workspace; the accessors and menus act on the shown one.
class SessionController : public QObject
{
    Q_OBJECT
public:
    explicit SessionController(MainWindow *window);
    // A server's workspace: its offline banner and session, replay and autosave.
    void adopt(ServerWorkspace *workspace);

    static QString defaultSessionsFolder(); // <AppLocalDataLocation>/sessions
    static QString fileFilter();            // for file dialogs
    void setSessionsFolder(const QString &folder) { m_folder = folder; }
    QString sessionsFolder() const { return m_folder; }
    // The autosave file of the shown server's current (or last) live connection; empty before
    // its first.
    QString recordingPath() const;
    // Every server of the window into target. True: saving has started and sessionSaved()
    // follows (one recording alone is copied at once; several are combined off the GUI thread,
    // from copies of the live recordings taken now). False with *error: nothing to save.
    bool saveSessionAs(const QString &target, QString *error);
    bool openSession(const QString &path);
    void backToLive();
    void connectToRecordedServer();
    // Replaces the confirmation QMessageBox (tests); it must return true for a process to run.
    void setCommandConfirmation(CommandConfirmation::Ask ask);
    bool confirmStart(const ServerConfig &config, const QString &purpose) const;

    OfflineSession *offline() const { return current().offline; }
    OfflineSession *offlineOf(const ServerWorkspace *workspace) const
    {
        return m_files.value(workspace).offline;
    }
    OfflineBanner *banner() const { return current().banner; }
    ReplayController *replay() const { return current().replay; }

Q_SIGNALS:
    void recordingStarted(const QString &path);
    void sessionSaved(const QString &target, const QString &error); // error empty: saved
    void sessionOpened(const QString &path); // by openSession(), whatever asked for it

private:
    // What session files keep for one server of the window.
    struct Files
    {
        OfflineBanner *banner = nullptr;
        OfflineSession *offline = nullptr;
        ReplayController *replay = nullptr;
        QPointer<SessionRecorder> recorder;
    };
    const Files &current() const;
    void createMenus();
    void startAutosave(ServerWorkspace *workspace, const ServerConfig &config);
    QString newRecordingPath(const ServerConfig &config) const;
    void pruneOldRecordings() const;
    void showStatus(const QString &message);
    // The status bar names the session file of the server shown: the file opened offline, or
    // the last recording being written.
    void showSessionFile();
    void askToOpen();
    void askToSaveAs();
    void openSessionsFolder();
    QString currentSessionFile() const;
    void combineInBackground(QList<SessionSource> sources,
                             const QString &target,
                             std::shared_ptr<QTemporaryDir> copies);

    MainWindow *m_window = nullptr;
    QHash<const ServerWorkspace *, Files> m_files;
    QLabel *m_recordingLabel = nullptr;
    QString m_lastRecording;
    QString m_folder;
    CommandConfirmation::Ask m_ask;
};
