// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

struct FrameDetails;
struct MessageRecord;

// One finding about a log row for the Diagnostics tab, in words: what is wrong, what the rule
// says, what usually causes it, and where in the frame (a JSON pointer) when known.
struct DiagnosticEntry
{
    enum class Severity { Error, Warning, Info };
    Severity severity = Severity::Warning;
    QString title;   // "duplicate-request-id", "Not JSON", "HTTP 401 Unauthorized"
    QString message; // the finding itself
    QString meaning; // what the rule or status means; may be empty
    QString cause;   // the likely cause and what to try; may be empty
    QString rule; // where the rule is written: "JSON-RPC 2.0 § 5 Response object — https://…"
    QString pointer; // into the frame ("/id", "/2/method"); empty for the whole frame
};

// Everything wrong with one row apart from decoded JSON-RPC errors (FrameDetails::errors has
// those): the findings of the connection's analysis (a frame that is not JSON-RPC, envelope
// and conversation rules), failing HTTP statuses and transport problems. Pure.
namespace FrameDiagnostics {

QList<DiagnosticEntry> collect(const MessageRecord &record, const FrameDetails &details);
// "HTTP 404 Not Found" with its meaning and likely cause for an MCP endpoint; title is empty
// for statuses that need no explanation (2xx).
DiagnosticEntry describeHttpStatus(int status);
// 1-based line and column of a character position in text.
QString lineAndColumn(const QString &text, qsizetype position);

} // namespace FrameDiagnostics
