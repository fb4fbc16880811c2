// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "appmeta.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class McpSession;

// The apps of one connection, read once (SEP-1865: a host MAY prefetch and cache UI resources):
// fetch() reads a ui:// resource with resources/read and checks it (AppMeta), once per uri,
// and hands every asker the same checked resource, or the same problem (a failed read is not
// retried until the cache is cleared: selecting a tool again must not send a request storm).
// The cache empties when the session changes, when it becomes ready again (a reconnect) and
// when the server says notifications/tools/list_changed (the tools may name other apps now).
// GUI thread; no widgets.
class AppResourceCache : public QObject
{
    Q_OBJECT
public:
    using Ready = std::function<void(const AppMeta::AppResource &resource)>;

    explicit AppResourceCache(QObject *parent = nullptr);

    void setSession(McpSession *session);
    // Calls ready once with the checked resource (problem set when it cannot be shown): at once
    // when it was read before, else when the read ends. Nothing is called after receiver goes.
    void fetch(const QString &uri, QObject *receiver, Ready ready);
    void clear();

private:
    struct Waiter
    {
        QPointer<QObject> receiver;
        Ready ready;
    };

    QPointer<McpSession> m_session;
    QHash<QString, AppMeta::AppResource> m_resources;
    QHash<QString, QList<Waiter>> m_waiting; // reads in flight, by uri
    quint64 m_generation = 0;                // a read started before clear() is not cached
};
