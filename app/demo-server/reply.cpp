// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "reply.h"

Reply Reply::success(const QJsonObject &result)
{
    Reply reply;
    reply.result = result;
    return reply;
}

Reply Reply::failure(int code, const QString &message, const QJsonValue &data)
{
    Reply reply;
    reply.error = JsonRpcError{code, message, data};
    return reply;
}

JsonRpcMessage Reply::toMessage(const JsonRpcId &id) const
{
    if (error)
        return JsonRpcMessage::errorResponse(id, *error);
    return JsonRpcMessage::response(id, result);
}
