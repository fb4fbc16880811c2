// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QSet>

class McpSession;
class PendingRequest;

// The one pagination engine: follows nextCursor through the pages of a list method
// (tools/list, resources/list, resources/templates/list, prompts/list, tasks/list) and collects
// the items. MCP (every revision, "Pagination"): cursors are opaque strings, an empty string
// is a valid cursor, only an absent or null nextCursor ends the list. A nextCursor of any other
// JSON type, or one the server returned before, stops the listing with a warning() so a broken
// server cannot loop forever (the analysis stage reports the non-string cursor as a finding).
//
// Two ways to use it, one engine:
// - One-shot: start() lists every page up to maxPages, emits finished() once and deletes
//   itself (its parent is the session). The CLI, lint, conformance and the tools pane.
// - Stepwise: a long-lived object owned by its parent (a GUI controller or pane), listed again
//   with restart(). Each run (restart() or loadMore()) follows at most pageBudget() pages, emits
//   pageLoaded() per page and finished() when it comes to rest; hasMore() then says whether
//   loadMore() can go on. A restart() or setSession() supersedes the run under way: a late page
//   of the old run is ignored. It never deletes itself.
// GUI or CLI thread (the session's).
class PagedList : public QObject
{
    Q_OBJECT
public:
    // Pages one run follows before it stops (one-shot: with a warning; stepwise: until
    // loadMore()). Enough for any sane server, few enough that an endless one is noticed.
    static constexpr int kDefaultPageBudget = 64;

    // One-shot. itemsKey: "tools", "resources", "resourceTemplates", "prompts" or "tasks".
    static PagedList *start(McpSession *session,
                            const QString &method,
                            const QString &itemsKey,
                            const QJsonObject &params = {},
                            int maxPages = kDefaultPageBudget);

    // Stepwise: nothing is sent until setSession() and restart().
    PagedList(const QString &method, const QString &itemsKey, QObject *parent = nullptr);

    // Abandons the run under way and forgets what was listed (it belonged to the old session).
    void setSession(McpSession *session);
    void setPageBudget(int pages) { m_pageBudget = qMax(1, pages); }
    int pageBudget() const { return m_pageBudget; }
    // A new listing from the first page; supersedes the run under way.
    void restart();
    // The next run, from where the last one stopped (only when hasMore() and not loading).
    void loadMore();
    bool isLoading() const { return !m_request.isNull(); }
    // The last run stopped at its budget and the server has more pages.
    bool hasMore() const { return m_hasMore; }

    // Everything listed since the last restart().
    QJsonArray items() const { return m_items; }
    int pageCount() const { return m_pages; }
    bool hasError() const { return !m_errorString.isEmpty(); }
    QString errorString() const { return m_errorString; }
    JsonRpcError remoteError() const { return m_remoteError; }
    bool isRemoteError() const { return m_isRemoteError; }
    // The HTTP status of a page that failed at the transport (401/403: authorization failed).
    int httpStatus() const { return m_httpStatus; }
    // Why the listing stopped before its end: a repeated or non-string cursor, or (one-shot)
    // the page limit. Empty when it ended normally or pauses for loadMore().
    QString warning() const { return m_warning; }
    // The last page's result object (for _meta and other members).
    QJsonObject lastPage() const { return m_lastPage; }
    // 2026-07-28 ttlMs/cacheScope of the last page, in words ("ttl 300000 ms, public").
    QString cachingHint() const;

Q_SIGNALS:
    // first: this page starts a new listing (replace what was shown); else append.
    void pageLoaded(const QJsonArray &items, bool first);
    // The run came to rest: at the end, on an error or warning, or at its budget (hasMore()).
    void finished();

private:
    void reset();
    void requestPage(const QJsonValue &cursor);
    void handlePage(PendingRequest *request);
    void finish();

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_request; // the page the current run waits for
    int m_run = 0;                      // counts reset()s, to notice one from a slot
    QString m_method;
    QString m_itemsKey;
    QJsonObject m_params;
    int m_pageBudget = kDefaultPageBudget;
    bool m_oneShot = false;
    int m_pages = 0;
    int m_pagesThisRun = 0;
    bool m_hasMore = false;
    QString m_nextCursor;
    QJsonArray m_items;
    QJsonObject m_lastPage;
    QSet<QString> m_seenCursors;
    QString m_errorString;
    QString m_warning;
    JsonRpcError m_remoteError;
    bool m_isRemoteError = false;
    int m_httpStatus = 0;
};
