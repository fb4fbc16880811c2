// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/httprequest.h>

#include <QString>

// The bytes of HTTP/1.1 responses, as pure functions, so that the wire format can be checked
// without a socket. HttpConnection writes what these return.
namespace HttpResponse {

// Status line and header fields, ending with the empty line.
QByteArray head(int status, const HttpHeaderList &headers);
// One chunk of a chunked body; empty data gives no bytes (an empty chunk would end the body).
QByteArray chunk(QByteArrayView data);
QByteArray lastChunk();
// A JSON-RPC error response with id null, the body of every HTTP error this server sends:
// {"jsonrpc":"2.0","id":null,"error":{"code":code,"message":message}}.
QByteArray jsonRpcErrorBody(int code, const QString &message);

// JSON-RPC error codes for transport-level refusals, as the MCP TypeScript SDK uses them.
inline constexpr int BadRequestCode = -32000;
inline constexpr int SessionNotFoundCode = -32001;

} // namespace HttpResponse
