// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>

class McpSession;
class PendingRequest;
class JsonRpcMessage;

// subscriptions/listen (MCP 2026-07-28): one long-lived request whose stream carries the
// list_changed and resources/updated notifications asked for. The first message acknowledges
// the subset the server agreed to (compared with the request; differences are logged); every
// notification names the listen request's id in _meta subscriptionId, which is how several
// subscriptions share a stdio connection. stop() ends it (HTTP: the stream is closed; stdio:
// notifications/cancelled); a result from the server is a graceful end; a stream that breaks
// without one is re-issued under a new id (a few times in a row at most). Child of the session.
class SubscriptionListener : public QObject
{
    Q_OBJECT
public:
    struct Filter
    {
        bool toolsListChanged = false;
        bool promptsListChanged = false;
        bool resourcesListChanged = false;
        QStringList resourceSubscriptions; // URIs
        QJsonObject toJson() const;
    };

    SubscriptionListener(McpSession *session, const Filter &filter);
    void start();
    void stop();
    bool isListening() const { return m_request != nullptr; }
    JsonRpcId subscriptionId() const;
    QJsonObject acknowledged() const { return m_acknowledged; }
    void setMaxReissues(int count) { m_maxReissues = count; }

Q_SIGNALS:
    void acknowledgedChanged(const QJsonObject &agreed);
    // A list_changed or resources/updated notification of this subscription.
    void notified(const JsonRpcMessage &notification);
    // graceful: the server ended it with a result, or stop() was called.
    void ended(bool graceful, const QString &why);

private:
    void listen();
    void handleNotification(const JsonRpcMessage &notification);
    void handleFinished(PendingRequest *request);

    McpSession *m_session;
    Filter m_filter;
    QPointer<PendingRequest> m_request;
    JsonRpcId m_id;
    QJsonObject m_acknowledged;
    int m_reissues = 0;
    int m_maxReissues = 5;
    bool m_stopping = false;
};
