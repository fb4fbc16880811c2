// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "subscriptionlistener.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

class McpSession;

// The 2026-07-28 era sends nothing unasked: list changes and resource updates arrive only on a
// subscriptions/listen stream. This keeps one stream per session asking for what an inspector
// wants: the list changes the server declared (tools, prompts, resources listChanged) and the
// resources the user subscribed to. Changing the resources opens a stream with the new set
// first and closes the old one once the new one is acknowledged, so no update falls between
// the two. The notifications reach everyone through McpSession::notificationReceived, as a
// legacy server's do. Does nothing in the legacy era. Child of the session.
class ListenSubscriptions : public QObject
{
    Q_OBJECT
public:
    explicit ListenSubscriptions(McpSession *session);

    bool isActive() const; // modern era and connected: subscribing means listening
    void setResourceSubscribed(const QString &uri, bool subscribed);
    QStringList resources() const { return m_resources; }
    bool isListening() const;
    // "listening on request 7: resources list, demo://notes/index", or why not.
    QString describe() const;

Q_SIGNALS:
    void changed(); // a stream opened, was acknowledged, or ended

private:
    void handleState();
    void relisten();
    void retire(const QPointer<SubscriptionListener> &listener);
    SubscriptionListener::Filter filter() const;

    McpSession *m_session;
    QPointer<SubscriptionListener> m_listener;
    QStringList m_resources;
    QString m_ended; // why the last stream ended, when none is open
};
