// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

class McpSession;
class PendingRequest;
struct RequestOptions;

// One request the client sends, typed: each builder names its method (Mcp::Method) and lays out
// its params (Mcp::Key) the way every revision of MCP has them, so no pane or CLI command builds
// a QJsonObject by hand. send() goes through McpSession::sendRequest(), which adds what the era
// asks for (2026-07-28's per-request _meta, a progress token when options.withProgress), so the
// builders never do. Frames a user edits or a recording replays are not built here: they are
// sent as they are.
struct McpRequest
{
    QString method;
    QJsonObject params;

    static McpRequest ping();
    // One page of a list method (tools/list, resources/list, resources/templates/list,
    // prompts/list, tasks/list): no cursor for the first page, the server's nextCursor after
    // (an empty string is a cursor too). base: params the listing always sends.
    static McpRequest listPage(const QString &method,
                               const std::optional<QString> &cursor = std::nullopt,
                               const QJsonObject &base = {});
    // arguments is sent as given (a debugger may try a non-object); undefined leaves it out.
    static McpRequest callTool(const QString &name, const QJsonValue &arguments);
    static McpRequest readResource(const QString &uri);
    static McpRequest subscribe(const QString &uri);
    static McpRequest unsubscribe(const QString &uri);
    // No arguments, no "arguments" (MCP: optional).
    static McpRequest getPrompt(const QString &name, const QJsonObject &arguments = {});
    // ref: {"type":"ref/prompt","name"} or {"type":"ref/resource","uri"} (promptRef,
    // resourceRef); context: the other arguments already filled in, left out when empty.
    static McpRequest complete(const QJsonObject &ref,
                               const QString &argument,
                               const QString &value,
                               const QJsonObject &context = {});
    static QJsonObject promptRef(const QString &name);
    static QJsonObject resourceRef(const QString &uriTemplate);
    static McpRequest setLogLevel(const QString &level);
    // tasks/get, tasks/result, tasks/cancel: the one task they are about.
    static McpRequest task(const QString &method, const QString &taskId);
    // 2026-07-28: the notifications a subscriptions/listen stream asks for.
    static McpRequest listen(const QJsonObject &notifications);

    // Entries added to params._meta beside any already there (the CLI's --meta).
    McpRequest withMeta(const QJsonObject &extra) const;
    PendingRequest *send(McpSession &session) const;
    PendingRequest *send(McpSession &session, const RequestOptions &options) const;
};
