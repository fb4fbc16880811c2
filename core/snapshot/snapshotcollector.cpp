// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "snapshotcollector.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>

using namespace Qt::StringLiterals;

SnapshotCollector::SnapshotCollector(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{}

void SnapshotCollector::start()
{
    Q_ASSERT(!m_started);
    m_started = true;
    m_snapshot
        = InterfaceSnapshot::fromServer(m_session->serverInfo(), QDateTime::currentDateTimeUtc());
    // The lists are children of the session: if it goes, they go without a word.
    connect(m_session, &QObject::destroyed, this, &SnapshotCollector::sessionGone);
    const ServerInfo info = m_session->serverInfo();
    // MCP: a client asks only for what the server declared.
    QList<std::pair<InterfaceSnapshot::Kind, QLatin1StringView>> lists;
    if (info.hasCapability(u"tools"_s))
        lists.append({InterfaceSnapshot::Kind::Tools, Mcp::Method::ToolsList});
    if (info.hasCapability(u"resources"_s)) {
        lists.append({InterfaceSnapshot::Kind::Resources, Mcp::Method::ResourcesList});
        lists.append({InterfaceSnapshot::Kind::Templates, Mcp::Method::ResourcesTemplatesList});
    }
    if (info.hasCapability(u"prompts"_s))
        lists.append({InterfaceSnapshot::Kind::Prompts, Mcp::Method::PromptsList});
    // All pending before the first is sent, so a list that ends at once cannot end the rest.
    for (const auto &entry : std::as_const(lists))
        m_pending.append(entry.first);
    for (const auto &entry : std::as_const(lists)) {
        const InterfaceSnapshot::Kind kind = entry.first;
        PagedList *list
            = PagedList::start(m_session, entry.second, InterfaceSnapshot::kindKey(kind));
        connect(list, &PagedList::finished, this, [this, kind, list] { listFinished(kind, list); });
    }
    if (lists.isEmpty())
        Q_EMIT finished();
}

void SnapshotCollector::listFinished(InterfaceSnapshot::Kind kind, PagedList *list)
{
    // A server with resources but no templates may not know resources/templates/list at all:
    // that is an empty list, not a broken one.
    const bool unknownMethod = list->isRemoteError()
                               && list->remoteError().code == JsonRpc::ErrorCode::MethodNotFound
                               && list->items().isEmpty();
    if (list->hasError() && !unknownMethod)
        m_snapshot.incomplete.insert(kind, list->errorString());
    else if (!list->warning().isEmpty())
        m_snapshot.incomplete.insert(kind, list->warning());
    m_snapshot.setItems(kind, list->items());
    if (m_pending.removeOne(kind) && m_pending.isEmpty())
        Q_EMIT finished();
}

void SnapshotCollector::sessionGone()
{
    if (m_pending.isEmpty())
        return;
    for (const InterfaceSnapshot::Kind kind : std::as_const(m_pending))
        m_snapshot.incomplete.insert(kind, u"the connection ended while listing"_s);
    m_pending.clear();
    Q_EMIT finished();
}
