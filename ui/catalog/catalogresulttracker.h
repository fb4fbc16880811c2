// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QObject>
#include <QPointer>

class CatalogModel;
class McpSession;

// How a connection made from a catalog entry ended, as the entry's last result: ok when the
// session is ready, needs login on a 401 or 403, failed otherwise (with the session's reason).
// Each tracked session is recorded once, whichever workspace it runs in; several can be
// tracked at once (the window connects to several servers). GUI thread.
class CatalogResultTracker : public QObject
{
    Q_OBJECT
public:
    explicit CatalogResultTracker(QObject *parent);

    void setModel(CatalogModel *model) { m_model = model; }
    // The session just started (or found already connected) for the entry: its outcome
    // becomes the entry's last result. A null session records nothing.
    void track(const QString &entryId, McpSession *session);

private:
    // True once the session has an outcome (recorded); false while it is still connecting.
    bool recordOutcome(const QString &entryId, const McpSession &session);
    void record(const QString &entryId, LastResult::Status status, const QString &message);

    QPointer<CatalogModel> m_model;
};
