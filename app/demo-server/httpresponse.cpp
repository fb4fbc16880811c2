// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpresponse.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/transport/httpstatus.h>

namespace HttpResponse {

QByteArray head(int status, const HttpHeaderList &headers)
{
    QByteArray bytes = "HTTP/1.1 " + QByteArray::number(status) + ' '
                       + HttpStatus::reasonPhrase(status) + "\r\n";
    for (const auto &[name, value] : headers)
        bytes += name + ": " + value + "\r\n";
    bytes += "\r\n";
    return bytes;
}

QByteArray chunk(QByteArrayView data)
{
    if (data.isEmpty())
        return {};
    return QByteArray::number(data.size(), 16) + "\r\n" + data.toByteArray() + "\r\n";
}

QByteArray lastChunk()
{
    return QByteArrayLiteral("0\r\n\r\n");
}

QByteArray jsonRpcErrorBody(int code, const QString &message)
{
    return JsonRpc::encode(JsonRpcMessage::errorResponse(
        JsonRpcId(), {code, message, QJsonValue(QJsonValue::Undefined)}));
}

} // namespace HttpResponse
