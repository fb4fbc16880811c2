// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QLatin1StringView>

// What an HTTP status is called, and what it means on an MCP endpoint (Streamable HTTP,
// 2025-03-26 and later): one table for the whole project. The one-line errors of the
// transports (HttpDiagnosis), the log's detail pane (FrameDiagnostics), the demo server's
// status lines and the OAuth loopback's all read it.
namespace HttpStatus {

struct Description
{
    int code = 0;
    QLatin1StringView reason;  // "Not Found"; empty for a code the table does not know
    QLatin1StringView meaning; // one sentence; empty unless MCP endpoints are known to send it
    QLatin1StringView cause;   // what usually produces it, and what to do
    QLatin1StringView hint;    // a lower-case clause for one-line errors
};

// The row for code; a row with code 0 and empty texts when the table has none.
const Description &describe(int code);
// "Not Found"; "Unknown" for a code the table does not know.
QByteArray reasonPhrase(int code);

} // namespace HttpStatus
