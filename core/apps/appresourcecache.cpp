// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appresourcecache.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

using namespace Qt::StringLiterals;

AppResourceCache::AppResourceCache(QObject *parent)
    : QObject(parent)
{}

void AppResourceCache::setSession(McpSession *session)
{
    if (session == m_session)
        return;
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    clear();
    if (!session)
        return;
    connect(session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        if (state == McpSession::State::Ready || state == McpSession::State::Disconnected
            || state == McpSession::State::Failed)
            clear();
    });
    connect(session,
            &McpSession::notificationReceived,
            this,
            [this](const JsonRpcMessage &notification) {
                if (notification.method() == Mcp::Method::ToolsListChanged)
                    clear();
            });
}

void AppResourceCache::clear()
{
    ++m_generation;
    m_resources.clear();
    // Whoever waits still hears how their read ended; it is just not kept.
}

void AppResourceCache::fetch(const QString &uri, QObject *receiver, Ready ready)
{
    if (const auto cached = m_resources.constFind(uri); cached != m_resources.constEnd()) {
        ready(*cached);
        return;
    }
    QList<Waiter> &waiters = m_waiting[uri];
    waiters.append({receiver, std::move(ready)});
    if (waiters.size() > 1)
        return; // the read is under way
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        AppMeta::AppResource resource;
        resource.uri = uri;
        resource.problem = tr("not connected to the server");
        const QList<Waiter> all = m_waiting.take(uri);
        for (const Waiter &waiter : all) {
            if (waiter.receiver)
                waiter.ready(resource);
        }
        return;
    }
    PendingRequest *read = McpRequest::readResource(uri).send(*m_session);
    connect(read, &PendingRequest::finished, this, [this, uri, read, generation = m_generation] {
        AppMeta::AppResource resource;
        if (read->hasError()) {
            resource.uri = uri;
            resource.problem = tr("it could not be read: %1").arg(read->errorString());
        } else {
            resource = AppMeta::resourceFromReadResult(uri, read->result());
        }
        if (generation == m_generation)
            m_resources.insert(uri, resource);
        const QList<Waiter> all = m_waiting.take(uri);
        for (const Waiter &waiter : all) {
            if (waiter.receiver)
                waiter.ready(resource);
        }
    });
}
