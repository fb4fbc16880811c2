// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcprequests.h"

#include "mcpmethods.h"
#include "mcpsession.h"

namespace Key = Mcp::Key;

McpRequest McpRequest::ping()
{
    return {Mcp::Method::Ping, {}};
}

McpRequest McpRequest::listPage(const QString &method,
                                const std::optional<QString> &cursor,
                                const QJsonObject &base)
{
    McpRequest request{method, base};
    if (cursor)
        request.params.insert(Key::Cursor, *cursor);
    return request;
}

McpRequest McpRequest::callTool(const QString &name, const QJsonValue &arguments)
{
    McpRequest request{Mcp::Method::ToolsCall, {{Key::Name, name}}};
    if (!arguments.isUndefined())
        request.params.insert(Key::Arguments, arguments);
    return request;
}

McpRequest McpRequest::readResource(const QString &uri)
{
    return {Mcp::Method::ResourcesRead, {{Key::Uri, uri}}};
}

McpRequest McpRequest::subscribe(const QString &uri)
{
    return {Mcp::Method::ResourcesSubscribe, {{Key::Uri, uri}}};
}

McpRequest McpRequest::unsubscribe(const QString &uri)
{
    return {Mcp::Method::ResourcesUnsubscribe, {{Key::Uri, uri}}};
}

McpRequest McpRequest::getPrompt(const QString &name, const QJsonObject &arguments)
{
    McpRequest request{Mcp::Method::PromptsGet, {{Key::Name, name}}};
    if (!arguments.isEmpty())
        request.params.insert(Key::Arguments, arguments);
    return request;
}

McpRequest McpRequest::complete(const QJsonObject &ref,
                                const QString &argument,
                                const QString &value,
                                const QJsonObject &context)
{
    McpRequest request{Mcp::Method::CompletionComplete,
                       {{Key::Ref, ref},
                        {Key::Argument, QJsonObject{{Key::Name, argument}, {Key::Value, value}}}}};
    if (!context.isEmpty())
        request.params.insert(Key::Context, QJsonObject{{Key::Arguments, context}});
    return request;
}

QJsonObject McpRequest::promptRef(const QString &name)
{
    return {{Key::Type, Mcp::RefType::Prompt}, {Key::Name, name}};
}

QJsonObject McpRequest::resourceRef(const QString &uriTemplate)
{
    return {{Key::Type, Mcp::RefType::Resource}, {Key::Uri, uriTemplate}};
}

McpRequest McpRequest::setLogLevel(const QString &level)
{
    return {Mcp::Method::LoggingSetLevel, {{Key::Level, level}}};
}

McpRequest McpRequest::task(const QString &method, const QString &taskId)
{
    return {method, {{Key::TaskId, taskId}}};
}

McpRequest McpRequest::listen(const QJsonObject &notifications)
{
    return {Mcp::Method::SubscriptionsListen, {{Key::Notifications, notifications}}};
}

McpRequest McpRequest::withMeta(const QJsonObject &extra) const
{
    if (extra.isEmpty())
        return *this;
    McpRequest request = *this;
    QJsonObject meta = params.value(Key::Meta).toObject();
    for (auto it = extra.begin(); it != extra.end(); ++it)
        meta.insert(it.key(), it.value());
    request.params.insert(Key::Meta, meta);
    return request;
}

PendingRequest *McpRequest::send(McpSession &session) const
{
    return session.sendRequest(method, params);
}

PendingRequest *McpRequest::send(McpSession &session, const RequestOptions &options) const
{
    return session.sendRequest(method, params, options);
}
