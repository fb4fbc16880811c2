// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverrequests.h"

#include <core/jsonrpc/jsonrpcerrors.h>

using namespace Qt::StringLiterals;

ServerRequestResponder::ServerRequestResponder(Sink sink)
    : m_sink(std::move(sink))
{}

void ServerRequestResponder::result(const QJsonObject &result) const
{
    if (m_sink)
        m_sink(&result, nullptr);
}

void ServerRequestResponder::error(const JsonRpcError &error) const
{
    if (m_sink)
        m_sink(nullptr, &error);
}

void ServerRequests::setHandler(const QString &method, ServerRequestHandler handler)
{
    m_handlers.insert(method, std::move(handler));
}

void ServerRequests::dispatch(const JsonRpcMessage &request, ServerRequestResponder responder) const
{
    const auto handler = m_handlers.constFind(request.method());
    if (handler == m_handlers.constEnd()) {
        responder.error(
            {JsonRpc::ErrorCode::MethodNotFound,
             u"Method not found: mcpscope does not handle %1 here"_s.arg(request.method()),
             {}});
        return;
    }
    (*handler)(request, std::move(responder));
}
