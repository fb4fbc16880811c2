// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QJsonArray>
#include <QObject>
#include <QPointer>

class McpSession;
class PendingRequest;

// Follows nextCursor through every page of a list method (tools/list, resources/list, ...)
// and collects the items. MCP: cursors are opaque, an empty string is a valid cursor, only an
// absent or null nextCursor ends the list. Stops after maxPages or on a repeated cursor so a
// broken server cannot loop forever. Deletes itself after finished().
class PagedList : public QObject
{
    Q_OBJECT
public:
    // itemsKey: "tools", "resources", "resourceTemplates" or "prompts".
    static PagedList *start(McpSession *session,
                            const QString &method,
                            const QString &itemsKey,
                            const QJsonObject &params = {},
                            int maxPages = 64);

    QJsonArray items() const { return m_items; }
    int pageCount() const { return m_pages; }
    bool hasError() const { return !m_errorString.isEmpty(); }
    QString errorString() const { return m_errorString; }
    JsonRpcError remoteError() const { return m_remoteError; }
    bool isRemoteError() const { return m_isRemoteError; }
    // The HTTP status of a page that failed at the transport (401/403: authorization failed).
    int httpStatus() const { return m_httpStatus; }
    QString warning() const { return m_warning; } // e.g. stopped at the page limit
    // The last page's result object (for _meta and other members).
    QJsonObject lastPage() const { return m_lastPage; }

Q_SIGNALS:
    void finished();

private:
    PagedList(McpSession *session,
              const QString &method,
              const QString &itemsKey,
              const QJsonObject &params,
              int maxPages);
    void requestPage(const QJsonValue &cursor);
    void handlePage(PendingRequest *request);
    void finish();

    QPointer<McpSession> m_session;
    QString m_method;
    QString m_itemsKey;
    QJsonObject m_params;
    int m_maxPages;
    int m_pages = 0;
    QJsonArray m_items;
    QJsonObject m_lastPage;
    QStringList m_seenCursors;
    QString m_errorString;
    QString m_warning;
    JsonRpcError m_remoteError;
    bool m_isRemoteError = false;
    int m_httpStatus = 0;
};
