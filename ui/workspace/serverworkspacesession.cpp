// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// ServerWorkspace: its connection's lifetime. Connecting hands the new session to the panes
// through the workspace's SessionContext; the previous session is retired but kept until its
// server has stopped.
#include "auth/authorizationpane.h"
#include "connection/connectionbar.h"
#include "serverworkspace.h"
#include "session/sessioncontext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/eracache.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/autohttptransport.h>

#include <QEventLoopLocker>

namespace {

bool isTerminalState(McpSession::State state)
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

void keepApplicationUntilEnded(McpSession *session)
{
    // The lock is the session's child, so it goes when the session ends or is destroyed.
    auto *guard = new ApplicationLock(session);
    QObject::connect(session, &McpSession::stateChanged, guard, [guard](McpSession::State state) {
        if (isTerminalState(state))
            guard->deleteLater();
    });
}

} // namespace

bool ServerWorkspace::isSessionActive() const
{
    return m_session && !isTerminalState(m_session->state());
}

void ServerWorkspace::connectToServer()
{
    const ServerConfig config = m_connectionBar->config();
    if (isSessionActive() || !ConnectionBar::canStart(config))
        return;
    Q_EMIT aboutToConnect();
    retireSession();
    m_settled = false;
    std::unique_ptr<Transport> transport = createTransport(config);
    transport->setAuthorizer(m_authorization->authorizerFor(config));
    auto *session = new McpSession(std::move(transport), this);
    EraCache::attach(session, config);
    session->setDefaultTimeout(m_connectionBar->requestTimeoutMs());
    session->setMaxTotalTimeout(m_connectionBar->maxTotalTimeoutMs());
    m_session = session;
    // Each connect is a connection of the log: its frames number from 1 and pair among
    // themselves, so a retired session's late response never pairs with the next one's request.
    const int connection = m_log->addConnection(m_label.isEmpty() ? config.displayName() : m_label);
    m_logConnection = connection;
    m_logConnections << connection;
    MessageLogModel *log = m_log;
    // The log, not this workspace, receives: a closed workspace's last frames belong in it too.
    connect(session,
            &McpSession::trafficObserved,
            log,
            [log, connection](const TrafficEvent &event) { log->appendNext(event, connection); });
    connect(
        session, &QObject::destroyed, log, [log, connection] { log->endConnection(connection); });
    connect(session, &McpSession::stateChanged, this, &ServerWorkspace::handleSessionState);
    // Every pane is set up for the session before it connects (SessionContext: the order).
    m_context->setLiveSession(session, config);
    session->connectToServer();
    Q_EMIT connectionStarted(config, m_connectionBar->requestTimeoutMs());
    Q_EMIT stateChanged();
}

void ServerWorkspace::disconnectFromServer()
{
    if (isSessionActive())
        m_session->disconnectFromServer();
}

void ServerWorkspace::shutDown(bool outliveWorkspace)
{
    if (!isSessionActive())
        return;
    // The application stays until the server has been shut down the way the spec asks (stdin
    // closed, then signals, all on timers in the transport).
    McpSession *session = m_session;
    keepApplicationUntilEnded(session);
    if (!outliveWorkspace) {
        session->disconnectFromServer();
        return;
    }
    // Even once this workspace is gone: the session would go with it unless it outlives it.
    disconnect(session, &McpSession::stateChanged, this, &ServerWorkspace::handleSessionState);
    session->setParent(nullptr);
    connect(session, &McpSession::stateChanged, session, [session](McpSession::State state) {
        if (isTerminalState(state))
            session->deleteLater();
    });
    session->disconnectFromServer();
}

void ServerWorkspace::retireSession()
{
    McpSession *old = m_session;
    m_session.clear();
    if (!old)
        return;
    // The old session keeps logging until it is gone (its last frames and the exit belong in
    // the log too); only its state no longer drives the workspace.
    disconnect(old, &McpSession::stateChanged, this, &ServerWorkspace::handleSessionState);
    if (isTerminalState(old->state())) {
        old->deleteLater();
        return;
    }
    connect(old, &McpSession::stateChanged, old, [old](McpSession::State state) {
        if (isTerminalState(state))
            old->deleteLater();
    });
    keepApplicationUntilEnded(old);
    old->disconnectFromServer();
}

void ServerWorkspace::handleSessionState()
{
    Q_EMIT stateChanged();
    if (m_session && isTerminalState(m_session->state()))
        setSettled();
}

void ServerWorkspace::setSettled()
{
    if (m_settled)
        return;
    m_settled = true;
    Q_EMIT settled();
}
