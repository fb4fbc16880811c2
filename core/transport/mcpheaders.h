// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "transport.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

// The request metadata headers of MCP 2026-07-28 Streamable HTTP (SEP-2243): Mcp-Method,
// Mcp-Name, and the tool parameters a schema marks with x-mcp-header mirrored as Mcp-Param-*.
// Pure functions, so the encoding and the marker rules are tested as tables.
namespace McpHeaders {

// One x-mcp-header marker: the header suffix and the property path under "arguments".
struct ParamHeader
{
    QString name;     // "Region" -> Mcp-Param-Region
    QStringList path; // {"region"}
};

// What a tool's inputSchema declares: the headers to mirror, or why the tool must be excluded.
struct ToolHeaders
{
    QList<ParamHeader> headers;
    QString invalidReason; // non-empty: the client must not offer or call this tool
};

// Strings as they are, integers in decimal, booleans true/false; a value that is not plain
// visible ASCII (control characters, tab included; non-ASCII), has leading or trailing
// whitespace, or looks like the sentinel itself goes as =?base64?<UTF-8 in Base64>?=.
// nullopt: the value cannot be a header (absent, null, an object, an array, a fraction).
std::optional<QByteArray> encodeValue(const QJsonValue &value);

// Walks an inputSchema for x-mcp-header markers and checks each against the rules.
ToolHeaders scanTool(const QJsonObject &inputSchema);

// Every header for one modern POST: Mcp-Method, Mcp-Name where the method names something,
// and for tools/call the tool's Mcp-Param-* headers (tools: the markers by tool name).
HttpHeaderList forRequest(const QString &method,
                          const QJsonObject &params,
                          const QHash<QString, ToolHeaders> &tools);

} // namespace McpHeaders
