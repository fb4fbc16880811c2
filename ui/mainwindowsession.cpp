// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MainWindow: one connection's lifetime. Connecting hands the new session to the panes through
// the SessionContext; the previous session is retired but kept until its server has stopped.
#include "auth/authorizationpane.h"
#include "connection/connectionbar.h"
#include "mainwindow.h"
#include "session/sessioncontext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/eracache.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/autohttptransport.h>

#include <QEventLoopLocker>

namespace {

bool isTerminal(McpSession::State state)
{
    return state == McpSession::State::Disconnected || state == McpSession::State::Failed;
}

// Keeps QApplication::exec() running while it exists, even after the last window closed.
class ApplicationLock : public QObject
{
public:
    using QObject::QObject;

private:
    QEventLoopLocker m_locker;
};

} // namespace

bool MainWindow::isSessionActive() const
{
    return m_session && !isTerminal(m_session->state());
}

void MainWindow::connectToServer()
{
    const ServerConfig config = m_connectionBar->config();
    if (isSessionActive() || !ConnectionBar::canStart(config))
        return;
    retireSession();
    m_settled = false;
    m_logModel->startSession();
    std::unique_ptr<Transport> transport = createTransport(config);
    transport->setAuthorizer(m_authorization->authorizerFor(config));
    auto *session = new McpSession(std::move(transport), this);
    EraCache::attach(session, config);
    session->setDefaultTimeout(m_connectionBar->requestTimeoutMs());
    session->setMaxTotalTimeout(m_connectionBar->maxTotalTimeoutMs());
    m_session = session;
    connect(session, &McpSession::trafficObserved, this, &MainWindow::recordTraffic);
    connect(session, &McpSession::stateChanged, this, &MainWindow::handleSessionState);
    // Every pane is set up for the session before it connects (SessionContext: the order).
    m_context->setLiveSession(session, config);
    session->connectToServer();
    Q_EMIT connectionStarted(config, m_connectionBar->requestTimeoutMs());
}

void MainWindow::disconnectFromServer()
{
    if (isSessionActive())
        m_session->disconnectFromServer();
}

void MainWindow::retireSession()
{
    McpSession *old = m_session;
    m_session.clear();
    if (!old)
        return;
    // The old session keeps logging until it is gone (its last frames and the exit belong in
    // the log too); only its state no longer drives the window.
    disconnect(old, &McpSession::stateChanged, this, &MainWindow::handleSessionState);
    if (isTerminal(old->state())) {
        old->deleteLater();
        return;
    }
    connect(old, &McpSession::stateChanged, old, [old](McpSession::State state) {
        if (isTerminal(state))
            old->deleteLater();
    });
    keepApplicationUntilEnded(old);
    old->disconnectFromServer();
}

void MainWindow::keepApplicationUntilEnded(McpSession *session)
{
    // The lock is the session's child, so it goes when the session ends or is destroyed.
    auto *guard = new ApplicationLock(session);
    connect(session, &McpSession::stateChanged, guard, [guard](McpSession::State state) {
        if (isTerminal(state))
            guard->deleteLater();
    });
}

void MainWindow::recordTraffic(const TrafficEvent &event)
{
    // Sessions number their own events from 1 (the numbers the analysis pairs by); the log
    // numbers across reconnects.
    const qint64 number = ++m_logSequence;
    // A retired session still closing (its last frames belong in the log) must not pair a late
    // response with the new session's request of the same number.
    if (sender() && sender() != m_session.data()) {
        TrafficEvent numbered = event;
        numbered.sequence = number;
        m_logModel->appendFromEndedConnection(numbered);
    } else {
        m_logModel->appendNumbered(event, number);
    }
}

void MainWindow::handleSessionState()
{
    updateTitle();
    if (!m_session)
        return;
    if (isTerminal(m_session->state()))
        setSettled();
}

void MainWindow::setSettled()
{
    if (m_settled)
        return;
    m_settled = true;
    Q_EMIT settled();
}
