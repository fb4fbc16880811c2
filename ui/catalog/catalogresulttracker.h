// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QObject>
#include <QPointer>

class CatalogModel;
class McpSession;
class SessionContext;

// How a connection made from a catalog entry ended, as the entry's last result: ok when the
// session is ready, needs login on a 401 or 403, failed otherwise (with the session's reason).
// Follows the live session through the SessionContext; only a session that starts while
// setConnectingEntry() names an entry is attributed to it, once. GUI thread.
class CatalogResultTracker : public QObject
{
    Q_OBJECT
public:
    CatalogResultTracker(SessionContext *context, QObject *parent);

    void setModel(CatalogModel *model) { m_model = model; }
    // The entry the next live session belongs to; cleared (empty) once connecting returned.
    void setConnectingEntry(const QString &id) { m_connectingEntry = id; }

private:
    void follow(McpSession *session);
    void handleState();
    void record(LastResult::Status status, const QString &message);

    QPointer<CatalogModel> m_model;
    QString m_connectingEntry; // set only while a connection from an entry is being started
    QString m_trackedEntry;    // the entry of the live session whose result is not known yet
    QPointer<McpSession> m_session;
};
