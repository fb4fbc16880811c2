// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogresulttracker.h"

#include "catalogmodel.h"
#include "session/sessioncontext.h"

#include <core/mcp/mcpsession.h>

CatalogResultTracker::CatalogResultTracker(SessionContext *context, QObject *parent)
    : QObject(parent)
{
    context->followLive(this, [this, context] { follow(context->liveSession()); });
}

void CatalogResultTracker::follow(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_trackedEntry = m_connectingEntry; // empty: not a connection made from the catalog
    if (session && !m_trackedEntry.isEmpty())
        connect(session, &McpSession::stateChanged, this, &CatalogResultTracker::handleState);
}

void CatalogResultTracker::handleState()
{
    if (!m_session || m_trackedEntry.isEmpty())
        return;
    switch (m_session->state()) {
    case McpSession::State::Ready:
        record(LastResult::Status::Ok,
               tr("connected to %1")
                   .arg(m_session->serverInfo().title().isEmpty()
                            ? tr("the server")
                            : m_session->serverInfo().title()));
        break;
    case McpSession::State::Failed:
    case McpSession::State::Disconnected: {
        const int http = m_session->failureHttpStatus();
        const QString reason = m_session->failureReason().isEmpty()
                                   ? tr("closed before it was ready")
                                   : m_session->failureReason();
        record(http == 401 || http == 403 ? LastResult::Status::NeedsLogin
                                          : LastResult::Status::Failed,
               reason);
        break;
    }
    default:
        break;
    }
}

void CatalogResultTracker::record(LastResult::Status status, const QString &message)
{
    LastResult result;
    result.status = status;
    result.when = QDateTime::currentDateTimeUtc();
    result.message = message.left(500);
    if (m_model)
        m_model->setLastResult(std::exchange(m_trackedEntry, {}), result);
}
