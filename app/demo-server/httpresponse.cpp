// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpresponse.h"

#include <core/jsonrpc/jsonrpccodec.h>

namespace HttpResponse {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 406:
        return "Not Acceptable";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 411:
        return "Length Required";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 415:
        return "Unsupported Media Type";
    case 417:
        return "Expectation Failed";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Unknown";
    }
}

QByteArray head(int status, const HttpHeaderList &headers)
{
    QByteArray bytes
        = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
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
