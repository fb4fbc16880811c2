// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pageloader.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/modernmeta.h>
#include <core/mcp/pendingrequest.h>

using namespace Qt::StringLiterals;

PageLoader::PageLoader(const QString &method, const QString &itemsKey, QObject *parent)
    : QObject(parent)
    , m_method(method)
    , m_itemsKey(itemsKey)
{}

void PageLoader::setSession(McpSession *session)
{
    m_session = session;
    m_request.clear(); // an answer from the old session is ignored
    m_hasMore = false;
    m_pages = 0;
}

void PageLoader::start()
{
    if (!m_session)
        return;
    m_pages = 0;
    m_seenCursors.clear();
    m_error.clear();
    m_warning.clear();
    m_hasMore = false;
    m_pagesThisRun = 0;
    requestPage(QJsonValue(QJsonValue::Undefined));
}

void PageLoader::loadMore()
{
    if (!m_session || !m_hasMore || isLoading())
        return;
    m_pagesThisRun = 0;
    requestPage(m_nextCursor);
}

void PageLoader::requestPage(const QJsonValue &cursor)
{
    QJsonObject params;
    if (!cursor.isUndefined())
        params.insert("cursor"_L1, cursor);
    PendingRequest *request = m_session->sendRequest(m_method, params);
    m_request = request;
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (request == m_request) // else superseded by a newer start()
            handlePage(request);
    });
}

void PageLoader::handlePage(PendingRequest *request)
{
    m_request.clear();
    if (request->hasError()) {
        m_error = request->errorString();
        m_hasMore = false;
        stop();
        return;
    }
    const QJsonObject page = request->result().toObject();
    const QJsonValue items = page.value(m_itemsKey);
    if (!items.isArray()) {
        m_error = tr("the %1 result has no \"%2\" array").arg(m_method, m_itemsKey);
        m_hasMore = false;
        stop();
        return;
    }
    const bool first = m_pages == 0;
    m_cachingHint = ModernMeta::cachingSummary(page);
    ++m_pages;
    ++m_pagesThisRun;
    m_nextCursor = page.value("nextCursor"_L1);
    m_hasMore = !m_nextCursor.isUndefined() && !m_nextCursor.isNull();
    if (m_hasMore && m_seenCursors.contains(m_nextCursor.toString())) {
        m_warning
            = tr("stopped: the server returned cursor \"%1\" twice").arg(m_nextCursor.toString());
        m_hasMore = false;
    }
    if (m_hasMore)
        m_seenCursors << m_nextCursor.toString();
    Q_EMIT pageLoaded(items.toArray(), first);
    if (m_hasMore && m_autoFollow && m_pagesThisRun < kAutoPages) {
        requestPage(m_nextCursor);
        return;
    }
    stop();
}

void PageLoader::stop()
{
    Q_EMIT finished();
}
