// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The parts of DemoServer that change resources: subscriptions and the note tools, which
// announce list changes and updates.
#include "demoserver.h"
#include "toolcatalogue.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

std::optional<Reply> DemoServer::subscribe(const JsonRpcMessage &request)
{
    const QJsonValue uri = request.paramsObject().value("uri"_L1);
    if (!uri.isString())
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              u"%1 needs params.uri (a string)"_s.arg(request.method()));
    if (request.method() == Mcp::Method::ResourcesSubscribe) {
        m_subscriptions.insert(uri.toString());
        diagnostic(u"subscribed to %1"_s.arg(uri.toString()));
    } else {
        m_subscriptions.remove(uri.toString());
        diagnostic(u"unsubscribed from %1"_s.arg(uri.toString()));
    }
    return Reply::success({});
}

void DemoServer::announceUpdated(const QStringList &uris)
{
    for (const QString &uri : uris) {
        if (m_subscriptions.contains(uri))
            send(JsonRpcMessage::notification(Mcp::Method::ResourcesUpdated, {{"uri"_L1, uri}}));
    }
}

QJsonObject DemoServer::callNoteTool(const QString &name, const QJsonObject &arguments)
{
    if (name == "add_note"_L1) {
        const QString text = arguments.value("text"_L1).toString();
        if (text.isEmpty())
            return ToolCatalogue::invalidArgumentsResult(name, {u"/text: is required"_s});
        const QString uri = m_notes->add(text);
        // A modern client hears of changes only on its subscriptions/listen streams (the
        // notebook's changed signal); legacy clients get them unsolicited.
        if (!m_modern) {
            send(JsonRpcMessage::notification(Mcp::Method::ResourcesListChanged));
            announceUpdated({QString(NoteBook::IndexUri)});
        }
        return ToolCatalogue::textResult(u"Added %1."_s.arg(uri));
    }
    const QStringList removed = m_notes->clear();
    if (!m_modern) {
        send(JsonRpcMessage::notification(Mcp::Method::ResourcesListChanged));
        announceUpdated(QStringList{QString(NoteBook::IndexUri)} + removed);
    }
    return ToolCatalogue::textResult(u"Deleted %1 note(s)."_s.arg(removed.size()));
}
