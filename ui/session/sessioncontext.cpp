// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessioncontext.h"

#include "forms/formvaluestore.h"

#include <core/mcp/mcpsession.h>
#include <core/replay/replayhandshakes.h>
#include <core/transport/transport.h>

SessionContext::SessionContext(QObject *parent)
    : QObject(parent)
{}

void SessionContext::setLiveSession(McpSession *session, const ServerConfig &config)
{
    m_live = session;
    m_shown = session;
    m_liveConfig = config;
    m_offline = false;
    m_offlineConfig = {};
    // Before any pane sees the session: the handshake is chosen once, by the console's setting.
    if (session && m_skipsHandshake)
        session->setHandshake(std::make_unique<NoHandshake>());
    Q_EMIT sessionChanged(Change::Connected);
}

void SessionContext::setOfflineSession(McpSession *session,
                                       const ServerConfig &recorded,
                                       int logConnection)
{
    m_shown = session;
    m_offlineConfig = recorded;
    m_offlineLogConnection = logConnection;
    m_offline = true;
    Q_EMIT sessionChanged(Change::OfflineOpened);
}

void SessionContext::closeOffline()
{
    if (!m_offline)
        return;
    m_offline = false;
    m_offlineConfig = {};
    m_shown = m_live;
    Q_EMIT sessionChanged(Change::OfflineClosed);
}

void SessionContext::followShown(QObject *pane, const std::function<void()> &update)
{
    connect(this, &SessionContext::sessionChanged, pane, [update] { update(); });
}

void SessionContext::followLive(QObject *pane, const std::function<void()> &update)
{
    connect(this, &SessionContext::sessionChanged, pane, [update](Change change) {
        if (change == Change::Connected)
            update();
    });
}

QString SessionContext::liveServerIdentity() const
{
    return FormValueStore::serverIdentity(m_liveConfig);
}

QByteArray SessionContext::liveSessionId() const
{
    return m_live ? m_live->transport()->sessionId() : QByteArray();
}

QList<QByteArray> SessionContext::liveSecrets() const
{
    if (!m_live || !m_live->transport()->authorizer())
        return {};
    return m_live->transport()->authorizer()->secrets();
}
