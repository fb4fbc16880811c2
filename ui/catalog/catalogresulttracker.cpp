// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogresulttracker.h"

#include "catalogmodel.h"

#include <core/mcp/mcpsession.h>

CatalogResultTracker::CatalogResultTracker(QObject *parent)
    : QObject(parent)
{}

void CatalogResultTracker::track(const QString &entryId, McpSession *session)
{
    if (!session || entryId.isEmpty() || recordOutcome(entryId, *session))
        return;
    // One watcher per tracked session: it goes with the first outcome or with the session.
    auto *watcher = new QObject(this);
    const QPointer<McpSession> tracked = session;
    connect(session, &McpSession::stateChanged, watcher, [this, watcher, entryId, tracked] {
        if (!tracked || recordOutcome(entryId, *tracked))
            watcher->deleteLater();
    });
    connect(session, &QObject::destroyed, watcher, &QObject::deleteLater);
}

bool CatalogResultTracker::recordOutcome(const QString &entryId, const McpSession &session)
{
    switch (session.state()) {
    case McpSession::State::Ready:
        record(entryId,
               LastResult::Status::Ok,
               tr("connected to %1")
                   .arg(session.serverInfo().title().isEmpty() ? tr("the server")
                                                               : session.serverInfo().title()));
        return true;
    case McpSession::State::Failed:
    case McpSession::State::Disconnected: {
        const int http = session.failureHttpStatus();
        const QString reason = session.failureReason().isEmpty() ? tr("closed before it was ready")
                                                                 : session.failureReason();
        record(entryId,
               http == 401 || http == 403 ? LastResult::Status::NeedsLogin
                                          : LastResult::Status::Failed,
               reason);
        return true;
    }
    default:
        return false;
    }
}

void CatalogResultTracker::record(const QString &entryId,
                                  LastResult::Status status,
                                  const QString &message)
{
    LastResult result;
    result.status = status;
    result.when = QDateTime::currentDateTimeUtc();
    result.message = message.left(500);
    if (m_model)
        m_model->setLastResult(entryId, result);
}
