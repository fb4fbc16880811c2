// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QStringList>

class McpSession;
class PendingRequest;

// Lists one MCP list method (resources/list, resources/templates/list, prompts/list) page by
// page. With autoFollow it follows nextCursor to the end (up to kAutoPages pages, then it waits
// for loadMore()); without, it stops after each page. MCP: cursors are opaque, an empty string
// is a cursor, only an absent or null nextCursor ends the list; a repeated cursor stops it so a
// broken server cannot loop forever. A new start() abandons the listing under way. GUI thread.
class PageLoader : public QObject
{
    Q_OBJECT
public:
    static constexpr int kAutoPages = 50;

    PageLoader(const QString &method, const QString &itemsKey, QObject *parent = nullptr);

    void setSession(McpSession *session);
    void setAutoFollow(bool follow) { m_autoFollow = follow; }
    bool autoFollow() const { return m_autoFollow; }
    void start();
    void loadMore(); // the next page, when hasMore()
    bool isLoading() const { return !m_request.isNull(); }
    bool hasMore() const { return m_hasMore; }
    int pageCount() const { return m_pages; }
    QString errorString() const { return m_error; }
    QString warning() const { return m_warning; }
    // 2026-07-28 ttlMs/cacheScope of the last page, in words ("ttl 300000 ms, public").
    QString cachingHint() const { return m_cachingHint; }

Q_SIGNALS:
    // first: this page starts a new listing (replace what was shown); else append.
    void pageLoaded(const QJsonArray &items, bool first);
    void finished(); // the listing stopped: at the end, on error, or waiting for loadMore()

private:
    void requestPage(const QJsonValue &cursor);
    void handlePage(PendingRequest *request);
    void stop();

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_request;
    QString m_method;
    QString m_itemsKey;
    QJsonValue m_nextCursor;
    QStringList m_seenCursors;
    QString m_error;
    QString m_warning;
    QString m_cachingHint;
    int m_pages = 0;
    int m_pagesThisRun = 0;
    bool m_hasMore = false;
    bool m_autoFollow = true;
};
