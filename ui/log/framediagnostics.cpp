// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "framediagnostics.h"

#include "framedetails.h"

#include <core/log/messagelogmodel.h>

using namespace Qt::StringLiterals;

namespace {

struct HttpStatusText
{
    int status;
    const char *name;
    const char *meaning;
    const char *cause;
};

// What a status means on an MCP endpoint (Streamable HTTP, 2025-03-26 and later) and what
// usually produces it; the generic HTTP meaning alone rarely tells what to fix.
constexpr HttpStatusText kHttpStatuses[] = {
    {400,
     "Bad Request",
     "The server could not accept the request as sent.",
     "A body that is not JSON-RPC, a missing or unsupported MCP-Protocol-Version header, or "
     "a request other than initialize sent without the Mcp-Session-Id the server issued."},
    {401,
     "Unauthorized",
     "The endpoint needs credentials and none (or bad ones) were sent.",
     "Add an Authorization header or bearer token in the server settings; an expired token "
     "gives this too. The WWW-Authenticate response header names what the server expects."},
    {403,
     "Forbidden",
     "The credentials were understood but do not allow this.",
     "The token lacks a scope the server needs, or the Origin header was rejected (servers "
     "must validate Origin to prevent DNS rebinding)."},
    {404,
     "Not Found",
     "Nothing answers at this URL, or the session no longer exists.",
     "A wrong endpoint path (often /mcp vs /sse), or a Mcp-Session-Id the server has "
     "forgotten: the spec says the client must then start a new session with initialize."},
    {405,
     "Method Not Allowed",
     "The endpoint does not support this HTTP method.",
     "Servers may refuse GET (no server-initiated stream) or DELETE (no explicit session "
     "end); a POST refused means the URL is not an MCP endpoint."},
    {406,
     "Not Acceptable",
     "The server cannot answer in a type the client accepts.",
     "The Accept header must list both application/json and text/event-stream."},
    {413,
     "Content Too Large",
     "The request body is larger than the server accepts.",
     "Send smaller arguments, or raise the server's body limit."},
    {415,
     "Unsupported Media Type",
     "The server refused the body's Content-Type.",
     "POST bodies must be sent as Content-Type: application/json."},
    {429,
     "Too Many Requests",
     "The server is rate-limiting this client.",
     "Slow down; a Retry-After header says for how long."},
    {500,
     "Internal Server Error",
     "The server failed while handling the request.",
     "A bug or an unhandled exception in the server: its own log says more."},
    {502,
     "Bad Gateway",
     "A proxy in front of the server got no valid answer from it.",
     "The MCP server behind the proxy is down or crashed."},
    {503,
     "Service Unavailable",
     "The server is overloaded or down for maintenance.",
     "Retry later; a Retry-After header says when."},
    {504,
     "Gateway Timeout",
     "A proxy gave up waiting for the server.",
     "A slow tool behind a proxy with a short timeout: raise the proxy's timeout."},
};

DiagnosticEntry malformedFrame(const MessageRecord &record, const FrameDetails &details)
{
    DiagnosticEntry entry;
    entry.severity = DiagnosticEntry::Severity::Error;
    if (record.raw.trimmed().isEmpty()) {
        entry.title = u"Empty frame"_s;
        entry.message = u"The frame holds no JSON-RPC message."_s;
    } else {
        entry.title = u"Not JSON-RPC"_s;
        entry.message = details.notes.value(0);
        if (details.errorPosition >= 0)
            entry.message += u" (at %1)"_s.arg(
                FrameDiagnostics::lineAndColumn(details.body, details.errorPosition));
    }
    entry.meaning = u"Every frame must be one JSON-RPC 2.0 message (or, before 2025-06-18, a "
                    "batch of them) encoded as UTF-8 JSON."_s;
    entry.cause = record.direction == TrafficEvent::Direction::Incoming
                      ? u"On stdio, a server that prints logs or banners to stdout instead of "
                        "stderr; over HTTP, a proxy's error page. The receiver should answer a "
                        "request it cannot parse with -32700 Parse error."_s
                      : u"A hand-made frame with a typo (sent on purpose from the raw console?). "
                        "The server should answer with -32700 Parse error."_s;
    return entry;
}

DiagnosticEntry checkerFinding(const ProtocolDiagnostic &diagnostic)
{
    DiagnosticEntry entry;
    using Code = ProtocolDiagnostic::Code;
    const bool breaksPairing = diagnostic.code == Code::DuplicateRequestId
                               || diagnostic.code == Code::ResultAndError
                               || diagnostic.code == Code::MissingJsonRpc;
    entry.severity
        = breaksPairing ? DiagnosticEntry::Severity::Error : DiagnosticEntry::Severity::Warning;
    entry.title = ProtocolDiagnostic::codeName(diagnostic.code);
    entry.message = diagnostic.message;
    entry.pointer = diagnostic.pointer;
    return entry;
}

} // namespace

namespace FrameDiagnostics {

QString lineAndColumn(const QString &text, qsizetype position)
{
    const qsizetype clamped = qBound<qsizetype>(0, position, text.size());
    const QStringView before = QStringView(text).left(clamped);
    const qsizetype line = before.count(u'\n') + 1;
    const qsizetype column = clamped - (before.lastIndexOf(u'\n') + 1) + 1;
    return u"line %1, column %2"_s.arg(line).arg(column);
}

DiagnosticEntry describeHttpStatus(int status)
{
    DiagnosticEntry entry;
    if (status < 400)
        return entry;
    entry.severity = DiagnosticEntry::Severity::Error;
    entry.title = u"HTTP %1"_s.arg(status);
    entry.message = u"The server answered with HTTP status %1."_s.arg(status);
    for (const HttpStatusText &known : kHttpStatuses) {
        if (known.status != status)
            continue;
        entry.title += u' ' + QString::fromLatin1(known.name);
        entry.meaning = QString::fromLatin1(known.meaning);
        entry.cause = QString::fromLatin1(known.cause);
        return entry;
    }
    entry.meaning = status >= 500 ? u"The server failed."_s : u"The server refused the request."_s;
    return entry;
}

QList<DiagnosticEntry> collect(const MessageRecord &record, const FrameDetails &details)
{
    QList<DiagnosticEntry> entries;
    if (record.kind == TrafficEvent::Kind::Frame && !details.bodyIsJson)
        entries << malformedFrame(record, details);
    if (record.diagnostics) {
        for (const ProtocolDiagnostic &diagnostic : *record.diagnostics)
            entries << checkerFinding(diagnostic);
    }
    for (const QString &note : details.notes) {
        if (note.startsWith("Protocol problem: "_L1))
            entries << DiagnosticEntry{
                DiagnosticEntry::Severity::Warning, u"Decoder"_s, note.mid(18), {}, {}, {}};
    }
    const int status = record.http ? record.http->status : record.httpStatus;
    const DiagnosticEntry http = describeHttpStatus(status);
    if (!http.title.isEmpty()) {
        DiagnosticEntry withProblem = http;
        if (!details.transportProblem.isEmpty())
            withProblem.message = details.transportProblem;
        entries << withProblem;
    } else if (!details.transportProblem.isEmpty()) {
        // No HTTP status to explain: the connection itself failed, or the transport warns.
        entries << DiagnosticEntry{record.transportKind == TransportEvent::Kind::Error
                                       ? DiagnosticEntry::Severity::Error
                                       : DiagnosticEntry::Severity::Warning,
                                   u"HTTP problem"_s,
                                   details.transportProblem,
                                   {},
                                   {},
                                   {}};
    }
    return entries;
}

} // namespace FrameDiagnostics
