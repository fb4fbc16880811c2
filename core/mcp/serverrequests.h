// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QHash>

#include <functional>

// Answers one server->client request. Call exactly one of result() or error(). A legacy
// request is answered on the wire; an input request embedded in a 2026-07-28 input_required
// result (MRTR) or a task is answered into a sink that collects the retry's inputResponses,
// so both reach the same handlers (and the same cards in the GUI).
class ServerRequestResponder
{
public:
    using Sink = std::function<void(const QJsonObject *result, const JsonRpcError *error)>;
    explicit ServerRequestResponder(Sink sink);
    void result(const QJsonObject &result) const;
    void error(const JsonRpcError &error) const;

private:
    Sink m_sink;
};
using ServerRequestHandler = std::function<void(const JsonRpcMessage &, ServerRequestResponder)>;

// The handlers of requests the server makes (ping, roots/list, sampling, elicitation), by
// method: wire requests, MRTR input requests and task input requests all come through here.
class ServerRequests
{
public:
    void setHandler(const QString &method, ServerRequestHandler handler);
    // Runs the method's handler, or answers "method not found" when there is none.
    void dispatch(const JsonRpcMessage &request, ServerRequestResponder responder) const;

private:
    QHash<QString, ServerRequestHandler> m_handlers;
};
