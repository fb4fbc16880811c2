// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "framediagnostics.h"

#include "framedetails.h"

#include <core/log/messagelogmodel.h>
#include <core/transport/httpstatus.h>

using namespace Qt::StringLiterals;

namespace {

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

DiagnosticEntry::Severity entrySeverity(Rule::Severity severity)
{
    switch (severity) {
    case Rule::Severity::Error:
        return DiagnosticEntry::Severity::Error;
    case Rule::Severity::Warning:
        return DiagnosticEntry::Severity::Warning;
    case Rule::Severity::Info:
        break;
    }
    return DiagnosticEntry::Severity::Info;
}

DiagnosticEntry analysisFinding(const Finding &finding)
{
    DiagnosticEntry entry;
    entry.severity = entrySeverity(finding.severity());
    entry.title = finding.ruleId();
    entry.message = finding.message;
    entry.pointer = finding.pointer;
    if (finding.rule) {
        entry.meaning = QString(finding.rule->title) + u'.';
        entry.rule = QString(finding.rule->spec) + u" — "_s + QString(finding.rule->url);
    }
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
    const HttpStatus::Description &known = HttpStatus::describe(status);
    if (!known.meaning.isEmpty()) {
        entry.title += u' ' + known.reason;
        entry.meaning = known.meaning;
        entry.cause = known.cause;
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
    if (record.findings) {
        for (const Finding &finding : *record.findings) {
            // A frame that is not JSON is explained above, with the position of the error.
            if (finding.rule == &Rules::NotJson || finding.rule == &Rules::EmptyFrame)
                continue;
            entries << analysisFinding(finding);
        }
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
                                   {},
                                   {}};
    }
    return entries;
}

} // namespace FrameDiagnostics
