// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonrpcerrors.h"

using namespace Qt::StringLiterals;

namespace JsonRpc {

namespace {

ErrorDescription standardError(int code)
{
    const QString source = u"JSON-RPC 2.0"_s;
    switch (code) {
    case ErrorCode::ParseError:
        return {u"Parse error"_s,
                u"The receiver could not parse the JSON text it was sent."_s,
                u"The frame was not valid JSON: check for embedded newlines on stdio, a "
                "truncated body, or text written to stdout that is not JSON-RPC."_s,
                source};
    case ErrorCode::InvalidRequest:
        return {u"Invalid Request"_s,
                u"The JSON was valid but is not a valid JSON-RPC request object."_s,
                u"Look for a missing \"jsonrpc\": \"2.0\", a non-string \"method\", a null id, "
                "or a batch sent to a server that does not accept batches (MCP 2025-06-18 and "
                "later removed batching)."_s,
                source};
    case ErrorCode::MethodNotFound:
        return {u"Method not found"_s,
                u"The method does not exist or is not available."_s,
                u"The server may not implement this method, or did not advertise the "
                "capability it belongs to; a modern (2026-07-28) server also answers this to "
                "methods it removed, such as ping and logging/setLevel."_s,
                source};
    case ErrorCode::InvalidParams:
        return {u"Invalid params"_s,
                u"The method parameters are invalid."_s,
                u"Common causes in MCP: an unknown tool or prompt name, arguments that break the "
                "input schema, a bad pagination cursor, an unknown log level, missing _meta on "
                "a modern request, or (2026-07-28) a resource that does not exist."_s,
                source};
    case ErrorCode::InternalError:
        return {u"Internal error"_s,
                u"The receiver failed while handling the request."_s,
                u"A bug or an unhandled exception in the server; its stderr usually says more."_s,
                source};
    }
    return {};
}

ErrorDescription mcpError(int code)
{
    switch (code) {
    case ErrorCode::ResourceNotFound:
        return {u"Resource not found"_s,
                u"The requested resource URI does not exist (MCP 2025-11-25 and earlier; "
                "2026-07-28 uses -32602 instead)."_s,
                u"Check the URI against resources/list or the expanded template."_s,
                u"MCP 2025-11-25"_s};
    case ErrorCode::UrlElicitationRequired:
        return {u"URL elicitation required"_s,
                u"The server needs the user to complete a URL-mode elicitation first; "
                "error.data.elicitations lists the URLs."_s,
                u"Open the URL (the server wants an out-of-band step such as a sign-in), then "
                "retry the request."_s,
                u"MCP 2025-11-25"_s};
    case ErrorCode::HeaderMismatch:
        return {u"Header mismatch"_s,
                u"An HTTP header (MCP-Protocol-Version, Mcp-Method, Mcp-Name or Mcp-Param-*) "
                "disagrees with the JSON-RPC body."_s,
                u"A proxy may have rewritten headers, or the client mirrored a value wrongly."_s,
                u"MCP 2026-07-28"_s};
    case ErrorCode::MissingRequiredClientCapability:
        return {u"Missing required client capability"_s,
                u"The request needs a client capability that this request did not declare; "
                "error.data.requiredCapabilities lists them."_s,
                u"Enable the capability in the client settings and retry."_s,
                u"MCP 2026-07-28"_s};
    case ErrorCode::UnsupportedProtocolVersion:
        return {u"Unsupported protocol version"_s,
                u"The server does not speak the protocol version the request declared; "
                "error.data.supported lists what it does."_s,
                u"Retry with a version from error.data.supported."_s,
                u"MCP 2026-07-28"_s};
    case ErrorCode::UserRejected:
        return {u"User rejected"_s,
                u"By MCP convention, the user declined a sampling request."_s,
                u"Nothing is wrong with the protocol: a person said no."_s,
                u"MCP convention (sampling)"_s};
    }
    return {};
}

// -32000..-32099 is "reserved for implementation-defined server errors" by JSON-RPC. MCP
// 2026-07-28 claims -32020..-32099 for itself; the rest has no meaning in any spec, but the
// common SDKs agree on a few, which we offer as hints only.
ErrorDescription implementationDefined(int code)
{
    ErrorDescription description;
    description.source = u"implementation-defined"_s;
    description.name = u"Server error"_s;
    description.meaning = u"JSON-RPC reserves -32000 to -32099 for implementation-defined server "
                          "errors; the MCP specification gives this code no meaning."_s;
    if (code <= -32020) {
        description.meaning = u"MCP 2026-07-28 reserves -32020 to -32099 for codes the "
                              "specification defines; this one is not (yet) defined."_s;
        description.hint = u"A server should not send undefined codes from this range; read "
                           "error.message for what it meant."_s;
        return description;
    }
    switch (code) {
    case -32000:
        description.hint = u"SDKs commonly use it for \"connection closed\", \"bad request: no "
                           "valid session id\" or \"server not initialized\"; read "
                           "error.message."_s;
        break;
    case -32001:
        description.hint = u"SDKs commonly use it for \"request timed out\" or, over HTTP, "
                           "\"session not found\" (re-initialize); read error.message."_s;
        break;
    default:
        description.hint = u"Read error.message and error.data: only this server knows what "
                           "it means."_s;
        break;
    }
    return description;
}

} // namespace

ErrorDescription describeError(int code)
{
    ErrorDescription description = standardError(code);
    if (!description.name.isEmpty())
        return description;
    description = mcpError(code);
    if (!description.name.isEmpty())
        return description;
    if (code <= -32000 && code >= -32099)
        return implementationDefined(code);
    if (code <= -32100 && code >= -32768)
        return {u"Reserved"_s,
                u"JSON-RPC reserves -32768 to -32000 for pre-defined errors; this code is not "
                "defined."_s,
                u"The peer uses a reserved code it should not; read error.message."_s,
                u"JSON-RPC 2.0"_s};
    return {u"Application error"_s,
            u"A code outside the reserved ranges, defined by the server application."_s,
            u"Read error.message and error.data for the server's own explanation."_s,
            u"application-defined"_s};
}

QString errorCodeName(int code)
{
    return QString::number(code) + u' ' + describeError(code).name;
}

} // namespace JsonRpc
