// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offlinesession.h"

#include "logging/loggingpane.h"
#include "mainwindow.h"
#include "offlinebanner.h"
#include "offlinefiledetails.h"
#include "sessioncontext.h"
#include "workspace/serverworkspace.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <core/replay/recordedserver.h>
#include <core/replay/replayhandshakes.h>
#include <core/session/sessionindex.h>
#include <core/session/sessionreader.h>

#include <QFileInfo>
#include <QLocale>
#include <QMetaMethod>

using namespace Qt::StringLiterals;

OfflineSession::OfflineSession(const WindowPanes &panes, OfflineBanner *banner, QObject *parent)
    : QObject(parent)
    , m_panes(panes)
    , m_banner(banner)
{
    connect(m_banner, &OfflineBanner::cancelLoadingRequested, this, &OfflineSession::cancelLoading);
}

bool OfflineSession::open(const QString &path, int connection)
{
    SessionReader probe; // a file without a usable header changes nothing
    if (!probe.open(path)) {
        m_banner->showFailure(
            tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), probe.errorString()));
        return false;
    }
    if (!probe.header().hasSeveralConnections())
        connection = SessionEvent::kNoConnection;
    else if (!probe.selectConnection(connection)) {
        m_banner->showFailure(tr("Cannot open %1: it records several connections (%2), none "
                                 "with tag %3")
                                  .arg(QFileInfo(path).fileName(),
                                       probe.fileHeader().connectionList(),
                                       QString::number(connection)));
        return false;
    }
    leave(true);
    stopLiveSession();
    MessageLogModel *log = m_panes.window->logModel();
    // The file's rows go under a connection of their own: they pair among themselves, and the
    // Server column and filter tell them from the other servers' rows, which stay.
    QString name = probe.header().allConnections().constFirst().displayName();
    for (const SessionConnection &listed : probe.fileHeader().connections) {
        if (listed.tag == connection)
            name = listed.displayName();
    }
    m_logConnection = log->addConnection(tr("%1 (offline)").arg(name));
    m_path = path;
    m_connection = connection;
    m_header = probe.header();
    m_index = new SessionIndex(this);
    m_details = new OfflineFileDetails(m_index, connection, m_panes.logging->model(), this);
    // Each batch becomes rows at once: the first screenful shows while the rest is indexed.
    connect(m_index, &SessionIndex::eventsIndexed, this, [this](qint64 first, qint64 last) {
        m_panes.window->logModel()->appendIndexed(
            *m_index, first, last, m_logConnection, m_connection);
        m_details->take(first, last);
    });
    connect(m_index, &SessionIndex::progressed, m_banner, &OfflineBanner::setProgress);
    connect(m_index, &SessionIndex::finished, this, &OfflineSession::indexEnded);
    connect(m_details, &OfflineFileDetails::ready, this, &OfflineSession::finishLoading);
    m_index->open(path);
    m_banner->showLoading(
        tr("Opening %1…").arg(QFileInfo(path).fileName()), 0, QFileInfo(path).size());
    Q_EMIT activeChanged();
    return true;
}

void OfflineSession::cancelLoading()
{
    if (m_index && m_index->isIndexing())
        m_index->cancel(); // finished() follows after the step under way
}

qint64 OfflineSession::eventCount() const
{
    return m_index ? m_index->count() : 0;
}

void OfflineSession::indexEnded()
{
    // Handshake lines complete the header's negotiated fields (a file of several connections
    // keeps the header of the one shown, as its connection list describes it).
    if (m_connection == SessionEvent::kNoConnection)
        m_header = m_index->header();
    m_partly = m_index->state() != SessionIndex::State::Complete;
    m_banner->setProgress(m_index->bytesIndexed(), m_index->fileBytes());
    m_details->finish();
}

void OfflineSession::finishLoading()
{
    const int events = int(m_index->count());
    QStringList problems;
    if (m_index->state() == SessionIndex::State::Cancelled)
        problems << tr("Only partly opened: cancelled after %Ln events (%1% of the file).",
                       nullptr,
                       events)
                        .arg(QString::number(m_index->fileBytes() > 0
                                                 ? m_index->bytesIndexed() * 100
                                                       / m_index->fileBytes()
                                                 : 0));
    else if (m_index->state() == SessionIndex::State::Failed)
        problems << tr("Opening stopped: %1. The %Ln events before that are shown.",
                       nullptr,
                       events)
                        .arg(m_index->errorString());
    if (m_index->malformedCount() > 0)
        problems << damageText();
    m_problem = problems.join(u' ');
    m_loaded = true;
    m_panes.window->logModel()->flush(); // every row is in the log when opened() says so
    const bool canStart = !m_header.server.program.isEmpty() || m_header.server.url.isValid();
    m_banner->showSession(description(), m_problem, canStart);
    startOfflineSession(m_details->plan());
    Q_EMIT opened();
}

QString OfflineSession::damageText() const
{
    // The index's reason names the file and the byte; the user looks for the line.
    const qint64 first = m_details->firstDamagedEntry();
    QString reason = first >= 0 ? m_index->readEvent(first).error : QString();
    return tr("Damaged lines not shown: %n, the first at line %1: %2. The other events are "
              "shown.",
              nullptr,
              int(qMin<qint64>(m_index->malformedCount(), INT_MAX)))
        .arg(QString::number(m_index->firstMalformedLine()), reason);
}

void OfflineSession::startOfflineSession(const ReplayPlan &plan)
{
    m_session = new McpSession(std::make_unique<RecordedServerTransport>(plan), this);
    if (plan.hasHandshake)
        m_session->setHandshake(std::make_unique<RecordedHandshake>(plan.initializeParams));
    else
        m_session->setHandshake(std::make_unique<NoHandshake>());
    m_panes.context->setOfflineSession(m_session, m_header.server, m_logConnection);
    m_session->connectToServer();
}

QString OfflineSession::description() const
{
    const QString server = m_header.serverInfo.value("name"_L1).toString();
    const QString version = m_header.serverInfo.value("version"_L1).toString();
    QString who = server.isEmpty() ? m_header.server.displayName() : server;
    if (!version.isEmpty())
        who += u' ' + version;
    return tr("Offline session %1, recorded %2, %3 — read-only")
        .arg(QFileInfo(m_path).fileName(),
             QLocale().toString(m_header.created.toLocalTime(), QLocale::ShortFormat),
             who.isEmpty() ? tr("unknown server") : who);
}

void OfflineSession::stopLiveSession()
{
    McpSession *live = m_panes.workspace->session();
    if (!live)
        return;
    // The log shows one thing at a time: the live session's last frames stay out of it (the
    // autosave still records them).
    QObject::disconnect(live,
                        QMetaMethod::fromSignal(&McpSession::trafficObserved),
                        m_panes.window->logModel(),
                        QMetaMethod());
    m_panes.workspace->disconnectFromServer();
}

void OfflineSession::leave(bool restorePanes)
{
    // Dropping the index stops its indexing (the step under way ends unseen); dropping the
    // details stops reading the plan and the server log.
    delete m_details;
    m_details = nullptr;
    delete m_index;
    m_index = nullptr;
    const bool wasActive = isActive();
    const bool wasLoaded = m_loaded;
    m_path.clear();
    m_connection = SessionEvent::kNoConnection;
    m_problem.clear();
    m_header = {};
    m_loaded = false;
    m_partly = false;
    m_banner->hide();
    if (m_session) {
        m_session->disconnectFromServer();
        m_session->deleteLater();
    }
    if (!wasActive)
        return;
    m_panes.window->logModel()->endConnection(m_logConnection); // its rows stay
    if (!wasLoaded) // back to live while opening: loading has ended all the same
        Q_EMIT opened();
    if (restorePanes)
        m_panes.context->closeOffline();
    Q_EMIT activeChanged();
}
