// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QSet>

class JsonRpcMessage;
class ListenSubscriptions;
class McpSession;
class PagedList;
class PendingRequest;
class ResourceListModel;

// The request side of the Resources pane: lists resources and templates (every page, or page
// by page), reads a URI, subscribes and unsubscribes, and follows the server's notifications:
// resources/updated marks the row (and re-reads it when auto re-read is on for that URI),
// resources/list_changed lists again. In the 2026-07-28 era subscribing changes what the
// session's subscriptions/listen stream asks for instead. Owns both models. GUI thread.
class ResourcesController : public QObject
{
    Q_OBJECT
public:
    explicit ResourcesController(QObject *parent = nullptr);

    void setSession(McpSession *session);
    ResourceListModel *resources() const { return m_resources; }
    ResourceListModel *templates() const { return m_templates; }
    // Stepwise listers, owned here and listed again on refresh().
    PagedList *resourceLoader() const { return m_resourceLoader; }
    PagedList *templateLoader() const { return m_templateLoader; }

    bool isReady() const;
    bool offersResources() const;
    // MCP: subscribe only when the server declared resources.subscribe.
    bool canSubscribe() const;
    void refresh();
    void read(const QString &uri);
    void setSubscribed(const QString &uri, bool subscribe);
    void setAutoReread(const QString &uri, bool on);
    bool autoRereads(const QString &uri) const { return m_autoReread.contains(uri); }
    bool isLoading() const;
    // 2026-07-28: subscriptions and list changes travel on a subscriptions/listen stream; what
    // it carries now, in words. Empty in the legacy era.
    QString listenStatus() const;

Q_SIGNALS:
    void stateChanged(); // session state or capabilities: what can be done now
    void listed();       // both listings came to rest (finished, failed or paused)
    void readStarted(const QString &uri);
    void readFinished(const QString &uri, const QJsonArray &contents);
    void readFailed(const QString &uri, const QString &message);
    void subscriptionFailed(const QString &uri, const QString &message);
    void resourceUpdated(const QString &uri);

private:
    void handleState();
    void handleNotification(const JsonRpcMessage &notification);
    void handleReadFinished(const QString &uri, PendingRequest *request);
    void loaderFinished();

    QPointer<McpSession> m_session;
    QPointer<ListenSubscriptions> m_listen; // child of the session
    ResourceListModel *m_resources = nullptr;
    ResourceListModel *m_templates = nullptr;
    PagedList *m_resourceLoader = nullptr;
    PagedList *m_templateLoader = nullptr;
    QSet<QString> m_autoReread;
    bool m_listedOnce = false;
};
