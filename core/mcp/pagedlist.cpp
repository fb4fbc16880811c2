// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pagedlist.h"

#include "mcprequests.h"
#include "mcpsession.h"
#include "modernmeta.h"
#include "pendingrequest.h"

#include <core/jsonrpc/jsontypes.h>

using namespace Qt::StringLiterals;

PagedList::PagedList(const QString &method, const QString &itemsKey, QObject *parent)
    : QObject(parent)
    , m_method(method)
    , m_itemsKey(itemsKey)
{}

PagedList *PagedList::start(McpSession *session,
                            const QString &method,
                            const QString &itemsKey,
                            const QJsonObject &params,
                            int maxPages)
{
    // The session owns it, so a listing cannot outlive the connection it asks.
    auto *list = new PagedList(method, itemsKey, session);
    list->m_params = params;
    list->m_oneShot = true;
    list->setPageBudget(maxPages);
    list->setSession(session);
    list->restart();
    return list;
}

void PagedList::setSession(McpSession *session)
{
    m_session = session;
    reset();
}

void PagedList::reset()
{
    m_request.clear(); // an answer to the abandoned run is ignored
    ++m_run;
    m_pages = 0;
    m_pagesThisRun = 0;
    m_hasMore = false;
    m_nextCursor.clear();
    m_items = {};
    m_lastPage = {};
    m_seenCursors.clear();
    m_errorString.clear();
    m_warning.clear();
    m_remoteError = {};
    m_isRemoteError = false;
    m_httpStatus = 0;
}

void PagedList::restart()
{
    if (!m_session)
        return;
    reset();
    requestPage(QJsonValue(QJsonValue::Undefined));
}

void PagedList::loadMore()
{
    if (!m_session || !m_hasMore || isLoading())
        return;
    m_pagesThisRun = 0;
    requestPage(m_nextCursor);
}

QString PagedList::cachingHint() const
{
    return ModernMeta::cachingSummary(m_lastPage);
}

void PagedList::requestPage(const QJsonValue &cursor)
{
    // Only a string cursor gets here: any other nextCursor ends the listing (handlePage).
    const std::optional<QString> next
        = cursor.isUndefined() ? std::nullopt : std::optional<QString>(cursor.toString());
    PendingRequest *request = McpRequest::listPage(m_method, next, m_params).send(*m_session);
    m_request = request;
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (request == m_request) // else its run was superseded
            handlePage(request);
    });
}

void PagedList::handlePage(PendingRequest *request)
{
    m_request.clear();
    ++m_pages;
    m_hasMore = false;
    if (request->hasError()) {
        m_errorString = request->errorString();
        m_isRemoteError = request->outcome() == PendingRequest::Outcome::RemoteError;
        m_remoteError = request->error();
        m_httpStatus = request->httpStatus();
        finish();
        return;
    }
    const QJsonObject page = request->result().toObject();
    m_lastPage = page;
    const QJsonValue items = page.value(m_itemsKey);
    if (!items.isArray()) {
        m_errorString = u"the %1 result has no \"%2\" array"_s.arg(m_method, m_itemsKey);
        finish();
        return;
    }
    const QJsonArray pageItems = items.toArray();
    for (const QJsonValue &item : pageItems)
        m_items.append(item);
    const QJsonValue next = page.value("nextCursor"_L1);
    const bool end = next.isUndefined() || next.isNull();
    if (!end && !next.isString()) {
        // Sending a number back as a cursor, or stringifying it, would be guessing.
        m_warning = u"stopped paging: nextCursor is %1, not a string as MCP requires"_s.arg(
            JsonTypes::nameWithArticle(next));
    } else if (!end && m_seenCursors.contains(next.toString())) {
        m_warning
            = u"stopped paging: the server returned cursor \"%1\" twice"_s.arg(next.toString());
    } else if (!end) {
        m_nextCursor = next.toString();
        m_seenCursors.insert(m_nextCursor);
        m_hasMore = true;
    }
    ++m_pagesThisRun;
    const int run = m_run;
    Q_EMIT pageLoaded(pageItems, m_pages == 1);
    if (run != m_run)
        return; // a slot restarted or moved the list to another session
    if (m_hasMore && m_pagesThisRun < m_pageBudget && m_session) {
        requestPage(m_nextCursor);
        return;
    }
    if (m_hasMore && m_oneShot) // nobody can call loadMore() on a one-shot listing
        m_warning = u"stopped after %1 pages; the server has more"_s.arg(m_pages);
    finish();
}

void PagedList::finish()
{
    Q_EMIT finished();
    if (m_oneShot)
        deleteLater();
}
