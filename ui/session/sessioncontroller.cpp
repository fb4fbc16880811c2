// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessioncontroller.h"

#include "connection/connectionbar.h"
#include "log/messagelogview.h"
#include "mainwindow.h"
#include "offlinebanner.h"
#include "offlinesession.h"
#include "replaycontroller.h"
#include "widgets/servertext.h"
#include "workspace/serverworkspace.h"
#include "workspace/workspaceset.h"

#include <core/mcp/mcpsession.h>
#include <core/platform/offthread.h>
#include <core/platform/privatefiles.h>
#include <core/session/sessionmerger.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionrecorder.h>
#include <core/session/sessionwriter.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Autosaves kept in the sessions folder; older ones are removed when a new one starts.
constexpr int kKeptRecordings = 200;
const QString kSuffix = u".mcpsession"_s;

} // namespace

SessionController::SessionController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_folder(defaultSessionsFolder())
    , m_ask([window](const ServerConfig &config, const QString &purpose) {
        return CommandConfirmation::askWithMessageBox(window, config, purpose);
    })
{
    m_recordingLabel = ServerText::lineLabel(u"recordingLabel"_s, window);
    window->statusBar()->addPermanentWidget(m_recordingLabel);
    createMenus();
    // Replay Selected in the log's context menu: the shown server's Replay tab runs it.
    connect(window->logView(), &MessageLogView::replaySelectedRequested, this, [this] {
        if (ReplayController *controller = replay())
            controller->askAndReplayRows(m_window->logView()->selectedRows());
    });
    connect(this,
            &SessionController::sessionSaved,
            this,
            [this](const QString &target, const QString &error) {
                if (error.isEmpty())
                    showStatus(tr("Session saved to %1").arg(QDir::toNativeSeparators(target)));
                else
                    showStatus(tr("Session not saved: %1").arg(error));
            });
}

void SessionController::adopt(ServerWorkspace *workspace)
{
    const WindowPanes panes = WindowPanes::of(m_window, workspace);
    Files files;
    files.banner = new OfflineBanner(workspace);
    panes.centralLayout->insertWidget(1, files.banner); // under the connection bar
    files.offline = new OfflineSession(panes, files.banner, workspace);
    files.replay = new ReplayController(panes, this);
    files.replay->setParent(workspace); // goes with its panes
    OfflineSession *offline = files.offline;
    ReplayController *replay = files.replay;
    connect(offline, &OfflineSession::activeChanged, this, &SessionController::showSessionFile);
    connect(m_window->workspaces(),
            &WorkspaceSet::currentChanged,
            this,
            &SessionController::showSessionFile,
            Qt::UniqueConnection);
    connect(workspace,
            &ServerWorkspace::connectionStarted,
            this,
            [this, workspace](const ServerConfig &config) { startAutosave(workspace, config); });
    connect(files.banner, &OfflineBanner::backToLiveRequested, offline, [offline] {
        offline->leave(true);
    });
    connect(files.banner, &OfflineBanner::connectRecordedRequested, this, [this, workspace] {
        m_window->workspaces()->show(workspace);
        connectToRecordedServer();
    });
    connect(files.banner, &OfflineBanner::replayRequested, replay, [replay, offline] {
        replay->askAndReplay(offline->path());
    });
    connect(files.banner, &OfflineBanner::replaySelectedRequested, replay, [this, replay] {
        replay->askAndReplayRows(m_window->logView()->selectedRows());
    });
    connect(workspace, &QObject::destroyed, this, [this, workspace] { m_files.remove(workspace); });
    m_files.insert(workspace, files);
}

const SessionController::Files &SessionController::current() const
{
    static const Files none;
    const auto found = m_files.constFind(m_window->currentWorkspace());
    return found != m_files.cend() ? *found : none;
}

QString SessionController::fileFilter()
{
    return tr("mcpscope sessions (*.mcpsession);;All files (*)");
}

QString SessionController::defaultSessionsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/sessions"_s;
}

void SessionController::createMenus()
{
    QMenuBar *bar = m_window->menuBar();
    auto *file = new QMenu(tr("&File"), bar);
    file->setObjectName(u"fileMenu"_s);
    bar->insertMenu(bar->actions().value(0), file);
    file->addAction(tr("&Open Session…"), QKeySequence::Open, this, &SessionController::askToOpen)
        ->setObjectName(u"openSessionAction"_s);
    QAction *saveAs = file->addAction(
        tr("&Save Session As…"), QKeySequence::SaveAs, this, &SessionController::askToSaveAs);
    saveAs->setObjectName(u"saveSessionAsAction"_s);
    // Only GNOME and macOS bind Save As; elsewhere (KDE, Windows, plain X11) it had no key.
    if (saveAs->shortcut().isEmpty())
        saveAs->setShortcut(QKeySequence(u"Ctrl+Shift+S"_s));
    file->addAction(tr("Open Sessions &Folder"), this, &SessionController::openSessionsFolder)
        ->setObjectName(u"openSessionsFolderAction"_s);
    file->addSeparator();
    file->addAction(tr("&Back to Live"), this, &SessionController::backToLive)
        ->setObjectName(u"backToLiveAction"_s);

    auto *session = new QMenu(tr("S&ession"), bar);
    session->setObjectName(u"sessionMenu"_s);
    const QList<QAction *> menus = bar->actions();
    bar->insertMenu(menus.size() >= 2 ? menus.at(menus.size() - 2) : nullptr, session);
    session
        ->addAction(tr("&Replay…"),
                    QKeySequence(u"Ctrl+R"_s),
                    this,
                    [this] {
                        if (!offline()->isActive() && current().recorder)
                            current().recorder->waitForWrites(); // replay reads the recording whole
                        replay()->askAndReplay(currentSessionFile());
                    })
        ->setObjectName(u"replayAction"_s);
    session
        ->addAction(
            tr("&Connect to Recorded Server…"), this, &SessionController::connectToRecordedServer)
        ->setObjectName(u"connectToRecordedServerAction"_s);
}

void SessionController::startAutosave(ServerWorkspace *workspace, const ServerConfig &config)
{
    Files &files = m_files[workspace];
    if (files.offline->isActive())
        files.offline->leave(false); // the new live session already drives the panes
    // Recordings hold a server's traffic: the folder and every file in it are owner-only.
    if (QString error; !PrivateFiles::makeFolder(m_folder, &error)) {
        showStatus(tr("Not recording: %1").arg(error));
        return;
    }
    pruneOldRecordings();
    McpSession *session = workspace->session();
    auto *recorder = new SessionRecorder(this);
    const QJsonObject clientInfo{{"name"_L1, u"mcpscope"_s},
                                 {"version"_L1, QCoreApplication::applicationVersion()}};
    if (!recorder->start(newRecordingPath(config), config, clientInfo)) {
        showStatus(tr("Not recording: %1").arg(recorder->errorString()));
        delete recorder;
        return;
    }
    recorder->attach(session);
    // The recorder keeps the session's last frames too, and goes when the session goes.
    connect(session, &QObject::destroyed, recorder, [recorder] {
        recorder->stop();
        recorder->deleteLater();
    });
    connect(recorder, &SessionRecorder::writeFailed, this, [this](const QString &message) {
        showStatus(tr("Recording stopped: %1").arg(message));
    });
    files.recorder = recorder;
    const QString path = recorder->fileName();
    m_lastRecording = path;
    showSessionFile();
    Q_EMIT recordingStarted(path);
}

void SessionController::showSessionFile()
{
    // The file is named after the server (a session file can name it).
    const OfflineSession *shown = offline();
    const QString path = shown && shown->isActive() ? shown->path() : m_lastRecording;
    if (path.isEmpty()) {
        m_recordingLabel->clear();
        m_recordingLabel->setToolTip(ServerText::toolTip(QString()));
        return;
    }
    const QString name = ServerText::line(QFileInfo(path).fileName());
    m_recordingLabel->setText(shown && shown->isActive() ? tr("Session file %1").arg(name)
                                                         : tr("Recording to %1").arg(name));
    m_recordingLabel->setToolTip(ServerText::toolTip(QDir::toNativeSeparators(path)));
}

QString SessionController::newRecordingPath(const ServerConfig &config) const
{
    QString server = config.transport == ServerConfig::TransportKind::Stdio
                         ? QFileInfo(config.program).completeBaseName()
                         : config.url.host();
    server.replace(QRegularExpression(u"[^A-Za-z0-9._-]+"_s), u"_"_s);
    const QString stem = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s)
                         + (server.isEmpty() ? QString() : u'-' + server.left(40));
    const QDir folder(m_folder);
    QString path = folder.filePath(stem + kSuffix);
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = folder.filePath(u"%1-%2%3"_s.arg(stem, QString::number(n), kSuffix));
    return path;
}

void SessionController::pruneOldRecordings() const
{
    const QFileInfoList recordings
        = QDir(m_folder).entryInfoList({u"*"_s + kSuffix}, QDir::Files, QDir::Time);
    for (qsizetype i = kKeptRecordings - 1; i < recordings.size(); ++i)
        QFile::remove(recordings.at(i).filePath());
}

QString SessionController::recordingPath() const
{
    return current().recorder ? current().recorder->fileName() : QString();
}

QString SessionController::currentSessionFile() const
{
    return offline()->isActive() ? offline()->path() : recordingPath();
}

// Every server of the window, in tab order: a live (or last) connection's autosave, a file's
// connection shown offline. One autosave alone is copied as it is.
bool SessionController::saveSessionAs(const QString &target, QString *error)
{
    QList<SessionSource> sources;
    QList<qsizetype> growing; // the live recordings among sources
    for (ServerWorkspace *workspace : m_window->workspaces()->workspaces()) {
        const auto found = m_files.constFind(workspace);
        if (found == m_files.cend())
            continue;
        if (found->offline->isActive()) {
            // Named as the file names it (the tab's name adds "(offline)").
            sources << SessionSource{found->offline->path(), found->offline->connection(), {}};
        } else if (found->recorder) {
            found->recorder->waitForWrites(); // a large frame may still be on its way
            growing << sources.size();
            sources << SessionSource{
                found->recorder->fileName(), SessionEvent::kNoConnection, workspace->label()};
        }
    }
    if (sources.isEmpty()) {
        *error = tr("nothing recorded yet: connect to a server or open a session first");
        return false;
    }
    if (sources.size() == 1 && sources.first().connection == SessionEvent::kNoConnection) {
        if (!SessionWriter::copyAtomically(sources.first().path, target, error))
            return false;
        Q_EMIT sessionSaved(target, {});
        return true;
    }
    // The live recordings grow while they are combined: their whole lines so far are copied now
    // (what Save As always cost the GUI thread), and combined from the copies.
    auto copies = std::make_shared<QTemporaryDir>();
    if (!growing.isEmpty() && !copies->isValid()) {
        *error = tr("cannot make a temporary folder: %1").arg(copies->errorString());
        return false;
    }
    for (qsizetype i : std::as_const(growing)) {
        const QString copy = copies->filePath(u"%1.mcpsession"_s.arg(i));
        if (!SessionWriter::copyAtomically(sources.at(i).path, copy, error))
            return false;
        sources[i].path = copy;
    }
    combineInBackground(std::move(sources), target, std::move(copies));
    return true;
}

void SessionController::combineInBackground(QList<SessionSource> sources,
                                            const QString &target,
                                            std::shared_ptr<QTemporaryDir> copies)
{
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, target] {
        Q_EMIT sessionSaved(target, watcher->result());
        watcher->deleteLater();
    });
    // The copies go when the work is done with them.
    watcher->setFuture(OffThread::run([sources = std::move(sources), target, copies] {
        QString error;
        SessionMerger::write(sources, target, &error);
        return error;
    }));
}

void SessionController::askToSaveAs()
{
    const QString target = QFileDialog::getSaveFileName(
        m_window, tr("Save Session As"), QDir::homePath(), fileFilter());
    if (target.isEmpty())
        return;
    QString error;
    if (!saveSessionAs(target, &error))
        showStatus(tr("Session not saved: %1").arg(error));
}

// Each connection the file records opens in a workspace of its own, beside the live servers:
// the first in the shown workspace when it has no live connection, the others (and the first
// when it has) in new ones. Nothing already in the log goes.
bool SessionController::openSession(const QString &path)
{
    SessionReader probe;
    if (!probe.open(path) || !probe.header().hasSeveralConnections()) {
        ServerWorkspace *target = m_window->currentWorkspace()->isSessionActive()
                                      ? m_window->workspaces()->add()
                                      : m_window->currentWorkspace();
        // Its banner says why it cannot.
        const bool opened = m_files.value(target).offline->open(path);
        if (opened)
            Q_EMIT sessionOpened(path);
        return opened;
    }
    ServerWorkspace *first = nullptr;
    bool opened = true;
    for (const SessionConnection &connection : probe.header().connections) {
        ServerWorkspace *target = !first && !m_window->currentWorkspace()->isSessionActive()
                                      ? m_window->currentWorkspace()
                                      : m_window->workspaces()->add();
        if (!first)
            first = target;
        opened = m_files.value(target).offline->open(path, connection.tag) && opened;
    }
    m_window->workspaces()->show(first);
    if (opened)
        Q_EMIT sessionOpened(path);
    return opened;
}

void SessionController::askToOpen()
{
    const QString path
        = QFileDialog::getOpenFileName(m_window, tr("Open Session"), m_folder, fileFilter());
    if (!path.isEmpty())
        openSession(path);
}

void SessionController::openSessionsFolder()
{
    if (QString error; !PrivateFiles::makeFolder(m_folder, &error)) {
        showStatus(error);
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(m_folder)))
        showStatus(tr("Sessions are in %1").arg(QDir::toNativeSeparators(m_folder)));
}

void SessionController::backToLive()
{
    offline()->leave(true);
}

void SessionController::connectToRecordedServer()
{
    OfflineSession *file = offline();
    if (!file->isLoaded()) {
        showStatus(tr("Open a session file first (File > Open Session…)"));
        return;
    }
    const ServerConfig recorded = file->header().server;
    if (!confirmStart(
            recorded,
            tr("Connect to the server recorded in %1.").arg(QFileInfo(file->path()).fileName())))
        return;
    m_window->setServerConfig(recorded);
    m_window->connectToServer();
}

void SessionController::setCommandConfirmation(CommandConfirmation::Ask ask)
{
    m_ask = std::move(ask);
}

bool SessionController::confirmStart(const ServerConfig &config, const QString &purpose) const
{
    return m_ask(config, purpose);
}

void SessionController::showStatus(const QString &message)
{
    ServerText::showStatus(m_window->statusBar(), message, 8000);
}
