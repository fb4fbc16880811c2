// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offlinesession.h"

#include "logging/loggingpane.h"
#include "logging/serverlogmodel.h"
#include "mainwindow.h"
#include "offlinebanner.h"
#include "sessioncontext.h"
#include "workspace/serverworkspace.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/replay/recordedserver.h>
#include <core/replay/replayhandshakes.h>
#include <core/session/sessionloader.h>

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMetaMethod>

using namespace Qt::StringLiterals;

OfflineSession::OfflineSession(const WindowPanes &panes, OfflineBanner *banner, QObject *parent)
    : QObject(parent)
    , m_panes(panes)
    , m_banner(banner)
{}

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
    m_loader = new SessionLoader(this);
    // The replay plan and the server log are built in the loader's pass: one read of the file.
    m_planBuilder = {};
    m_panes.logging->model()->clear();
    m_loader->setObserver([this](const SessionEvent &event) {
        m_planBuilder.add(event);
        showServerLog(event);
    });
    if (!m_loader->start(path, log, connection, m_logConnection)) {
        m_banner->showFailure(
            tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), m_loader->error()));
        delete m_loader;
        m_loader = nullptr;
        return false;
    }
    m_path = path;
    m_connection = connection;
    m_header = m_loader->header();
    m_banner->showSession(tr("Loading %1…").arg(QFileInfo(path).fileName()), {}, false);
    connect(m_loader, &SessionLoader::finished, this, &OfflineSession::finishLoading);
    return true;
}

void OfflineSession::finishLoading()
{
    m_header = m_loader->header(); // handshake events fill in the negotiated fields
    // The reader's message names the file, the line and what is wrong with it.
    if (!m_loader->error().isEmpty())
        m_problem = tr("Loading stopped: %1. The %2 events before that line are shown.")
                        .arg(m_loader->error(), QString::number(m_loader->eventCount()));
    m_loader->deleteLater();
    m_loader = nullptr;
    // Read up to the same bad line as the log: what the panes are rebuilt from and what a
    // replay sends.
    m_plan = m_planBuilder.take();
    m_loaded = true;
    const bool canStart = !m_header.server.program.isEmpty() || m_header.server.url.isValid();
    m_banner->showSession(description(), m_problem, canStart);
    startOfflineSession();
    Q_EMIT opened();
}

void OfflineSession::showServerLog(const SessionEvent &event) const
{
    const TrafficEvent &traffic = event.traffic;
    // Most frames are not log messages: a byte search spares decoding them twice.
    if (event.type != SessionEvent::Type::Traffic || traffic.kind != TrafficEvent::Kind::Frame
        || traffic.direction != TrafficEvent::Direction::Incoming
        || !traffic.raw.contains(
            QByteArrayView(Mcp::Method::Message.data(), Mcp::Method::Message.size())))
        return;
    const QDateTime received = QDateTime::fromMSecsSinceEpoch(traffic.wallClockMs);
    for (const JsonRpcMessage &message : traffic.decoded.messages) { // decoded when read
        if (message.isNotification() && message.method() == Mcp::Method::Message)
            m_panes.logging->model()->append(message.paramsObject(), received);
    }
}

void OfflineSession::startOfflineSession()
{
    m_session = new McpSession(std::make_unique<RecordedServerTransport>(m_plan), this);
    if (m_plan.hasHandshake)
        m_session->setHandshake(std::make_unique<RecordedHandshake>(m_plan.initializeParams));
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
    if (m_loader) {
        m_loader->cancel();
        m_loader->deleteLater();
        m_loader = nullptr;
    }
    const bool wasActive = isActive();
    m_path.clear();
    m_connection = SessionEvent::kNoConnection;
    m_problem.clear();
    m_plan = {};
    m_planBuilder = {};
    m_header = {};
    m_loaded = false;
    m_banner->hide();
    if (m_session) {
        m_session->disconnectFromServer();
        m_session->deleteLater();
    }
    if (!wasActive)
        return;
    m_panes.window->logModel()->endConnection(m_logConnection); // its rows stay
    if (restorePanes)
        m_panes.context->closeOffline();
}
