// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "commandconfirmation.h"
#include "windowpanes.h"

#include <QObject>
#include <QPointer>

class OfflineBanner;
class OfflineSession;
class QLabel;
class ReplayController;
class SessionRecorder;

// Session files in the main window, wired from outside it (MainWindow only creates this):
// - autosave: every live connection is recorded as it happens into the sessions folder
//   (core SessionRecorder; secrets are redacted by core), shown in the status bar;
// - File menu: Open Session…, Save Session As… (an atomic copy), Open Sessions Folder;
// - offline mode (OfflineSession) with its banner and the way back to live mode;
// - Session menu: Connect to Recorded Server… and Replay… (ReplayController), both only
//   after the user has confirmed exactly what would be started.
class SessionController : public QObject
{
    Q_OBJECT
public:
    explicit SessionController(MainWindow *window);

    static QString defaultSessionsFolder(); // <AppLocalDataLocation>/sessions
    static QString fileFilter();            // for file dialogs
    void setSessionsFolder(const QString &folder) { m_folder = folder; }
    QString sessionsFolder() const { return m_folder; }
    // The autosave file of the current (or last) live connection; empty before the first.
    QString recordingPath() const;
    bool saveSessionAs(const QString &target, QString *error);
    bool openSession(const QString &path);
    void backToLive();
    void connectToRecordedServer();
    // Replaces the confirmation QMessageBox (tests); it must return true for a process to run.
    void setCommandConfirmation(CommandConfirmation::Ask ask);
    bool confirmStart(const ServerConfig &config, const QString &purpose) const;

    OfflineSession *offline() const { return m_offline; }
    OfflineBanner *banner() const { return m_banner; }
    ReplayController *replay() const { return m_replay; }

Q_SIGNALS:
    void recordingStarted(const QString &path);

private:
    void createMenus();
    void startAutosave(const ServerConfig &config);
    QString newRecordingPath(const ServerConfig &config) const;
    void pruneOldRecordings() const;
    void showStatus(const QString &message);
    void askToOpen();
    void askToSaveAs();
    void openSessionsFolder();
    QString currentSessionFile() const;

    WindowPanes m_panes;
    OfflineBanner *m_banner = nullptr;
    OfflineSession *m_offline = nullptr;
    ReplayController *m_replay = nullptr;
    QLabel *m_recordingLabel = nullptr;
    QPointer<SessionRecorder> m_recorder;
    QString m_folder;
    CommandConfirmation::Ask m_ask;
};
