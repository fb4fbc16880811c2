// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace JsonRpc {

// Error codes defined by JSON-RPC 2.0 and by MCP. Codes that SDKs use by convention only
// (e.g. -32001) are described as hints, never as facts: the spec gives them no meaning.
namespace ErrorCode {
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;
constexpr int InternalError = -32603;
constexpr int ResourceNotFound = -32002;                // MCP 2025-11-25 and earlier
constexpr int UrlElicitationRequired = -32042;          // MCP 2025-11-25
constexpr int HeaderMismatch = -32020;                  // MCP 2026-07-28
constexpr int MissingRequiredClientCapability = -32021; // MCP 2026-07-28
constexpr int UnsupportedProtocolVersion = -32022;      // MCP 2026-07-28
constexpr int UserRejected = -1;                        // MCP sampling convention
} // namespace ErrorCode

struct ErrorDescription
{
    QString name;    // "Method not found"
    QString meaning; // what the code means, per its defining spec
    QString hint;    // what usually causes it, and what to try
    QString source;  // "JSON-RPC 2.0", "MCP 2025-11-25", "implementation-defined", ...
};

ErrorDescription describeError(int code);
// One line for logs and the CLI: "-32601 Method not found".
QString errorCodeName(int code);

} // namespace JsonRpc
