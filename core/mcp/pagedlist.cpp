// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pagedlist.h"

#include "mcpsession.h"
#include "pendingrequest.h"

#include <QTimer>

using namespace Qt::StringLiterals;

PagedList::PagedList(McpSession *session,
                     const QString &method,
                     const QString &itemsKey,
                     const QJsonObject &params,
                     int maxPages)
    : QObject(session)
    , m_session(session)
    , m_method(method)
    , m_itemsKey(itemsKey)
    , m_params(params)
    , m_maxPages(maxPages)
{}

PagedList *PagedList::start(McpSession *session,
                            const QString &method,
                            const QString &itemsKey,
                            const QJsonObject &params,
                            int maxPages)
{
    auto *list = new PagedList(session, method, itemsKey, params, maxPages);
    list->requestPage(QJsonValue(QJsonValue::Undefined));
    return list;
}

void PagedList::requestPage(const QJsonValue &cursor)
{
    QJsonObject params = m_params;
    if (!cursor.isUndefined())
        params.insert("cursor"_L1, cursor);
    PendingRequest *request = m_session->sendRequest(m_method, params);
    connect(request, &PendingRequest::finished, this, [this, request] { handlePage(request); });
}

void PagedList::handlePage(PendingRequest *request)
{
    ++m_pages;
    if (request->hasError()) {
        m_errorString = request->errorString();
        m_isRemoteError = request->outcome() == PendingRequest::Outcome::RemoteError;
        m_remoteError = request->error();
        m_httpStatus = request->httpStatus();
        finish();
        return;
    }
    m_lastPage = request->result().toObject();
    const QJsonValue items = m_lastPage.value(m_itemsKey);
    if (!items.isArray()) {
        m_errorString = u"the %1 result has no \"%2\" array"_s.arg(m_method, m_itemsKey);
        finish();
        return;
    }
    for (const QJsonValue &item : items.toArray())
        m_items.append(item);
    const QJsonValue next = m_lastPage.value("nextCursor"_L1);
    if (next.isUndefined() || next.isNull()) {
        finish();
        return;
    }
    const QString cursor = next.toString();
    if (m_seenCursors.contains(cursor)) {
        m_warning = u"stopped paging: the server returned cursor \"%1\" twice"_s.arg(cursor);
        finish();
        return;
    }
    if (m_pages >= m_maxPages) {
        m_warning = u"stopped after %1 pages; the server has more"_s.arg(m_pages);
        finish();
        return;
    }
    m_seenCursors << cursor;
    requestPage(next);
}

void PagedList::finish()
{
    Q_EMIT finished();
    deleteLater();
}
