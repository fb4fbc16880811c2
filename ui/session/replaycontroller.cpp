// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replaycontroller.h"

#include "connection/commandline.h"
#include "connection/connectionbar.h"
#include "mainwindow.h"
#include "offlinesession.h"
#include "replaypane.h"
#include "replayrun.h"
#include "sessioncontroller.h"
#include "widgets/servertext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <core/replay/replayplanreader.h>
#include <core/session/sessionreader.h>
#include <core/transport/autohttptransport.h>

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QStatusBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace {

// "https://host/mcp" or "ws://…" is a URL; anything else is a command line (no shell).
std::optional<ServerConfig> parseServer(const QString &text, QString *error)
{
    ServerConfig config;
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (url.isValid()
        && QStringList{u"http"_s, u"https"_s, u"ws"_s, u"wss"_s}.contains(url.scheme())) {
        config.url = url;
        config.transport = ServerConfig::inferTransport(url);
        return config;
    }
    const CommandLine::Result command = CommandLine::split(text);
    if (!command.error.isEmpty() || command.arguments.isEmpty()) {
        *error = command.error.isEmpty()
                     ? QCoreApplication::translate("ReplayController", "no command given")
                     : command.error;
        return std::nullopt;
    }
    config.program = command.arguments.first();
    config.arguments = command.arguments.mid(1);
    return config;
}

} // namespace

ReplayController::ReplayController(const WindowPanes &panes, SessionController *sessions)
    : QObject(sessions)
    , m_panes(panes)
    , m_sessions(sessions)
{}

ReplayPane *ReplayController::pane()
{
    if (!m_pane) {
        m_pane = new ReplayPane(m_panes.featureTabs);
        m_pane->setObjectName(u"replayPane"_s);
        m_pane->setIgnorePatterns(JsonIgnoreList::defaultPatterns());
        //: The tab of the Replay pane (a noun): the recorded calls sent again, with a diff
        m_panes.featureTabs->addTab(m_pane, tr("Replay"));
        connect(m_pane, &ReplayPane::rerunRequested, this, &ReplayController::rerun);
        connect(m_pane, &ReplayPane::stopRequested, this, &ReplayController::stop);
    }
    return m_pane;
}

bool ReplayController::isRunning() const
{
    return (m_loader && m_loader->isRunning()) || (m_run && m_pane && m_pane->isRunning());
}

bool ReplayController::askTarget(const QString &what, Target *target, ServerConfig *other)
{
    const QStringList choices{tr("The recorded server (you will see its command first)"),
                              tr("The current connection settings: %1")
                                  .arg(m_panes.connectionBar->config().displayName()),
                              tr("Another server (a command line or a URL)…")};
    bool ok = false;
    const QString choice = QInputDialog::getItem(
        m_panes.window, tr("Replay %1").arg(what), tr("Replay against:"), choices, 0, false, &ok);
    if (!ok)
        return false;
    *target = Target(choices.indexOf(choice));
    if (*target != Target::Other)
        return true;
    const QString text = QInputDialog::getText(m_panes.window,
                                               tr("Replay Against"),
                                               tr("Command line or URL:"),
                                               QLineEdit::Normal,
                                               {},
                                               &ok);
    QString error;
    const std::optional<ServerConfig> parsed = ok ? parseServer(text, &error) : std::nullopt;
    if (!parsed) {
        if (ok)
            ServerText::showStatus(
                m_panes.window->statusBar(), tr("Not replayed: %1").arg(error), 8000);
        return false;
    }
    *other = *parsed;
    return true;
}

void ReplayController::askAndReplay(QString path)
{
    if (path.isEmpty())
        path = QFileDialog::getOpenFileName(m_panes.window,
                                            tr("Replay Session"),
                                            m_sessions->sessionsFolder(),
                                            SessionController::fileFilter());
    if (path.isEmpty())
        return;
    Target target = Target::Recorded;
    ServerConfig other;
    if (!askTarget(QFileInfo(path).fileName(), &target, &other))
        return;
    if (!replay(path, target, other))
        ServerText::showStatus(
            m_panes.window->statusBar(), tr("Not replayed: %1").arg(m_error), 8000);
}

bool ReplayController::resolveServer(const QString &what,
                                     Target target,
                                     const ServerConfig &recorded,
                                     const ServerConfig &other)
{
    ServerConfig server = target == Target::Recorded          ? recorded
                          : target == Target::CurrentSettings ? m_panes.connectionBar->config()
                                                              : other;
    if (!ConnectionBar::canStart(server))
        return fail(tr("no server to replay against"));
    if (target == Target::Recorded
        && !m_sessions->confirmStart(server,
                                     tr("Replay %1 against the recorded server.").arg(what)))
        return fail(tr("cancelled"));
    m_target = server;
    return true;
}

bool ReplayController::replay(const QString &path, Target target, const ServerConfig &other)
{
    m_error.clear();
    if (isRunning())
        return fail(tr("a replay is still running"));
    int connection = SessionEvent::kNoConnection;
    ServerConfig recorded;
    if (!recordedServer(path, false, &connection, &recorded))
        return false;
    if (!resolveServer(QFileInfo(path).fileName(), target, recorded, other))
        return false;
    m_path = path;
    m_title = QFileInfo(path).fileName();
    readPlan(path, connection, std::nullopt);
    return true;
}

bool ReplayController::recordedServer(const QString &path,
                                      bool rows,
                                      int *connection,
                                      ServerConfig *recorded)
{
    const OfflineSession *offline = m_sessions->offline();
    if (offline->isActive() && offline->path() == path) {
        *connection = offline->connection();
        *recorded = offline->header().server;
        return true;
    }
    SessionReader probe; // the header line only
    if (!probe.open(path))
        return fail(probe.errorString());
    if (!probe.header().hasSeveralConnections()) {
        *recorded = probe.header().server;
        return true;
    }
    // Each connection replays against its own server: the user picks which by its tab.
    if (rows)
        return fail(tr("%1 records several connections: select the rows in the tab of the "
                       "connection to replay")
                        .arg(QFileInfo(path).fileName()));
    return fail(tr("%1 records %2 connections (%3): open it with File › Open Session and "
                   "replay from the tab of the connection to replay")
                    .arg(QFileInfo(path).fileName(),
                         QString::number(probe.header().connections.size()),
                         probe.header().connectionList()));
}

void ReplayController::readPlan(const QString &path,
                                int connection,
                                std::optional<ReplaySlice> slice)
{
    if (!m_loader) {
        m_loader = new ReplayPlanLoader(this);
        connect(m_loader, &ReplayPlanLoader::finished, this, &ReplayController::planRead);
        connect(m_loader, &ReplayPlanLoader::progressed, this, [this](qint64 done, qint64 total) {
            if (total > 0)
                ServerText::showStatus(
                    m_panes.window->statusBar(),
                    tr("Reading %1… %2%").arg(m_title, QString::number(done * 100 / total)),
                    2000);
        });
    }
    m_wholeFile = !slice;
    ReplayPlanReader::Request request;
    request.path = path;
    request.connection = connection;
    request.slice = std::move(slice);
    m_loader->start(request);
}

RawLocation ReplayController::rowLocation(const MessageLogModel &log, int row)
{
    return log.rawLocation(row);
}

void ReplayController::askAndReplayRows(const QList<int> &rows)
{
    Target target = Target::Recorded;
    ServerConfig other;
    if (rows.isEmpty())
        fail(tr("select the rows to replay in the message log first"));
    else if (!askTarget(tr("%n selected row(s)", nullptr, int(rows.size())), &target, &other))
        return;
    else if (replayRows(rows, target, other))
        return;
    ServerText::showStatus(m_panes.window->statusBar(), tr("Not replayed: %1").arg(m_error), 8000);
}

bool ReplayController::replayRows(const QList<int> &rows, Target target, const ServerConfig &other)
{
    m_error.clear();
    if (isRunning())
        return fail(tr("a replay is still running"));
    const MessageLogModel &log = *m_panes.window->logModel();
    QString path;
    QList<qint64> offsets;
    for (const int row : rows) {
        const RawLocation where = rowLocation(log, row);
        if (!where.isReadable())
            continue; // a user action, or a line not written yet: nothing to replay there
        if (!path.isEmpty() && *where.file != path)
            return fail(tr("the selected rows come from several session files; select rows of "
                           "one"));
        path = *where.file;
        offsets.append(where.offset);
    }
    if (path.isEmpty())
        return fail(tr("none of the selected rows is in a session file"));
    int connection = SessionEvent::kNoConnection;
    ServerConfig recorded;
    if (!recordedServer(path, true, &connection, &recorded))
        return false;
    const QString what = tr("%n selected event(s) of %1", nullptr, int(offsets.size()))
                             .arg(QFileInfo(path).fileName());
    if (!resolveServer(what, target, recorded, other))
        return false;
    m_path = path;
    m_title = what;
    readPlan(path, connection, ReplaySlice::ofOffsets(offsets));
    return true;
}

void ReplayController::planRead()
{
    ReplayPlanReader::Result result = m_loader->result();
    if (result.error.isEmpty() && !result.cancelled && m_wholeFile
        && result.plan.requestCount() == 0)
        result.error = tr("%1 holds no request to replay").arg(QFileInfo(m_path).fileName());
    if (!result.error.isEmpty() || result.cancelled) {
        m_error = result.cancelled ? tr("cancelled") : result.error;
        ServerText::showStatus(
            m_panes.window->statusBar(), tr("Not replayed: %1").arg(m_error), 8000);
        Q_EMIT finished();
        return;
    }
    if (result.unanswered > 0)
        ServerText::showStatus(m_panes.window->statusBar(),
                               tr("%n selected request(s) have no recorded response in the file",
                                  nullptr,
                                  result.unanswered),
                               8000);
    m_plan = std::move(result.plan);
    startRun();
}

void ReplayController::rerun()
{
    if (m_path.isEmpty() || isRunning())
        return;
    startRun();
}

void ReplayController::stop()
{
    if (m_loader)
        m_loader->cancel(); // a slice still being read is not replayed
    // The steps not yet sent are left out; the summary counts what was compared.
    if (m_run && m_pane && m_pane->isRunning())
        m_run->replayer()->session()->disconnectFromServer();
}

void ReplayController::startRun()
{
    ReplayPane *view = pane();
    const std::optional<QStringList> patterns = view->ignorePatterns();
    if (!patterns)
        return; // the pane shows which pattern is wrong
    if (m_run)
        m_run->deleteLater();
    std::unique_ptr<Transport> transport = createTransport(m_target);
    transport->setShutdownGrace(100, 2000);
    m_run = new ReplayRun(m_plan, std::move(transport), JsonIgnoreList(*patterns), this);
    m_run->replayer()->setTimeout(m_panes.connectionBar->requestTimeoutMs());
    view->showRun(m_run, m_title);
    connect(m_run, &ReplayRun::finished, this, &ReplayController::finished);
    m_panes.featureTabs->setCurrentWidget(view);
    m_run->start();
}

bool ReplayController::fail(const QString &message)
{
    m_error = message;
    return false;
}
