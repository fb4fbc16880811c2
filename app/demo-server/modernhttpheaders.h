// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/transport/httprequest.h>

#include <QJsonArray>

#include <optional>

// Server validation of a modern (2026-07-28) Streamable HTTP POST carrying one JSON-RPC
// request (streamable-http.mdx, Request Metadata and Server Validation): the
// MCP-Protocol-Version, Mcp-Method and Mcp-Name headers and every Mcp-Param-* header that a
// tool's x-mcp-header markers call for, each compared with the body after decoding the
// "=?base64?…?=" form. Also the per-request _meta, since a missing field is a 400 too.
// Pure functions.
namespace ModernHttpHeaders {

struct Refusal
{
    int status = 400;
    JsonRpcError error;
};

// A header value as the client meant it: the Base64 sentinel form decoded (it must be valid
// Base64 of UTF-8), a plain value checked for characters outside visible ASCII, space and
// tab. nullopt, with why, when the value is malformed.
std::optional<QString> decodeValue(const QByteArray &raw, QString *why);
// How a client encodes value (for tests and messages): plain when safe, else the sentinel.
QByteArray encodeValue(const QString &value);

// The first rule request breaks, or nullopt. tools are the tool definitions whose
// x-mcp-header markers apply to tools/call.
std::optional<Refusal>
check(const HttpRequest &http, const JsonRpcMessage &request, const QJsonArray &tools);

} // namespace ModernHttpHeaders
