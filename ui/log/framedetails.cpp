// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "framedetails.h"

#include "displaytext.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

QString kindText(const MessageRecord &record)
{
    if (record.kind == TrafficEvent::Kind::Diagnostic)
        return u"mcpscope diagnostic"_s;
    if (record.kind == TrafficEvent::Kind::UserAction)
        return u"user action"_s;
    if (record.kind == TrafficEvent::Kind::Transport) {
        switch (record.transportKind) {
        case TransportEvent::Kind::Stderr:
            return u"stderr line"_s;
        case TransportEvent::Kind::Info:
            return u"transport event"_s;
        case TransportEvent::Kind::Warning:
            return u"transport warning"_s;
        case TransportEvent::Kind::Error:
            return u"transport error"_s;
        }
    }
    if (record.batchSize > 0)
        return u"batch of %1"_s.arg(record.batchSize);
    switch (record.messageKind) {
    case JsonRpcMessage::Kind::Request:
        return u"request"_s;
    case JsonRpcMessage::Kind::Notification:
        return u"notification"_s;
    case JsonRpcMessage::Kind::Result:
        return u"result"_s;
    case JsonRpcMessage::Kind::Error:
        return u"error"_s;
    case JsonRpcMessage::Kind::Invalid:
        break;
    }
    return u"invalid frame"_s;
}

QString headingFor(const MessageRecord &record)
{
    QStringList parts{u"#%1"_s.arg(record.sequence),
                      TrafficEvent::directionLabel(record.direction)};
    if (!record.method.isEmpty())
        parts << record.method;
    parts << kindText(record);
    if (!record.id.isNone())
        parts << u"id "_s + record.id.displayText();
    return parts.join(u"  "_s);
}

QStringList factsFor(const MessageRecord &record)
{
    QStringList facts{
        QDateTime::fromMSecsSinceEpoch(record.wallClockMs).toString(u"HH:mm:ss.zzz"_s)};
    if (record.latencyNs >= 0)
        facts << u"latency "_s + MessageLogModel::formatLatency(record.latencyNs);
    if (record.kind == TrafficEvent::Kind::Frame)
        facts << DisplayText::formatSize(record.raw.size());
    if (!record.channel.isEmpty())
        facts << u"via "_s + record.channel;
    if (record.httpStatus > 0)
        facts << u"HTTP %1"_s.arg(record.httpStatus);
    if (record.pairedRow >= 0)
        facts << (record.messageKind == JsonRpcMessage::Kind::Request ? u"answered"_s
                                                                      : u"answers a request"_s);
    else if (record.messageKind == JsonRpcMessage::Kind::Request
             && record.kind == TrafficEvent::Kind::Frame)
        facts << u"no response yet"_s;
    return facts;
}

void describeMessages(const JsonRpc::DecodeResult &decoded, FrameDetails &details)
{
    for (const JsonRpcMessage &message : decoded.messages) {
        if (message.kind() == JsonRpcMessage::Kind::Error)
            details.errors << FrameDescriber::decodeError(message.error());
        if (message.kind() == JsonRpcMessage::Kind::Result
            && message.result().toObject().value("isError"_L1).toBool()) {
            details.toolError = u"The tool ran and reported a failure (isError: true). At the "
                                "protocol level the call succeeded; the content explains the "
                                "failure."_s;
        }
    }
}

// The frame's JSON as one value: the message, or the batch as an array.
QJsonValue frameJson(const JsonRpc::DecodeResult &decoded)
{
    if (decoded.shape == JsonRpc::DecodeResult::Shape::Single)
        return decoded.messages.first().json();
    QJsonArray batch;
    for (const JsonRpcMessage &message : decoded.messages)
        batch.append(message.json());
    return batch;
}

void describeFrameBody(const MessageRecord &record, qsizetype maxBodyChars, FrameDetails &details)
{
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(record.raw);
    using Shape = JsonRpc::DecodeResult::Shape;
    QString note;
    if (decoded.shape == Shape::Single || decoded.shape == Shape::Batch) {
        details.bodyIsJson = true;
        details.json = frameJson(decoded);
        details.body
            = DisplayText::forView(DisplayText::prettyJson(details.json), maxBodyChars, &note);
        if (!decoded.errorString.isEmpty())
            details.notes << decoded.errorString;
        describeMessages(decoded, details);
    } else {
        details.notes << (decoded.shape == Shape::Empty
                              ? u"This frame is empty: MCP stdio frames must each hold one "
                                "JSON-RPC message."_s
                              : u"This frame is not valid JSON-RPC: %1. Shown as received."_s.arg(
                                  decoded.errorString));
        const QString text = QString::fromUtf8(record.raw);
        details.body = DisplayText::forView(text, maxBodyChars, &note);
        // Point at the parse error, unless cutting or line breaking moved the text around.
        if (decoded.errorOffset >= 0 && note.isEmpty() && details.body == text) {
            // QJsonParseError's offset is just past the character that failed.
            const qsizetype failed = qMax<qsizetype>(0, decoded.errorOffset - 1);
            const qsizetype position = QString::fromUtf8(record.raw.left(failed)).size();
            details.errorPosition = qMin(position, qMax<qsizetype>(0, text.size() - 1));
        }
    }
    if (!note.isEmpty())
        details.notes << note;
}

QString statusText(const HttpExchange &http)
{
    if (http.status == 0)
        return http.elapsedMs < 0 ? u"request sent"_s : u"no HTTP response"_s;
    return u"%1 %2"_s.arg(http.status).arg(QString::fromLatin1(http.reason)).trimmed();
}

void appendHeaders(QString &text, const HttpHeaderList &headers)
{
    if (headers.isEmpty())
        text += u"  (none)\n"_s;
    for (const auto &[name, value] : headers)
        text += u"  %1: %2\n"_s.arg(QString::fromLatin1(name), QString::fromUtf8(value));
}

// The exchange the way a person reads one in curl -v: request, response, body. Secret header
// values arrive already redacted (***) from the transport.
QString exchangeText(const HttpExchange &http)
{
    QString text
        = u"Request\n  %1 %2\n"_s.arg(QString::fromLatin1(http.method), http.url.toDisplayString());
    appendHeaders(text, http.requestHeaders);
    text += u"\nResponse\n  %1"_s.arg(statusText(http));
    if (http.elapsedMs >= 0)
        text += u"  (after %1 ms)"_s.arg(http.elapsedMs);
    text += u'\n';
    if (http.status > 0)
        appendHeaders(text, http.responseHeaders);
    if (!http.bodyPreview.isEmpty())
        text += u"\nBody (first %1 bytes)\n%2\n"_s.arg(http.bodyPreview.size())
                    .arg(QString::fromUtf8(http.bodyPreview));
    return text;
}

void describeExchange(const MessageRecord &record, qsizetype maxBodyChars, FrameDetails &details)
{
    const HttpExchange &http = *record.http;
    // The origin is the server's, and the body names it; the path is what differs.
    const QString path = http.url.toDisplayString(QUrl::RemoveScheme | QUrl::RemoveAuthority);
    details.heading = u"#%1  HTTP  %2 %3  → %4"_s.arg(QString::number(record.sequence),
                                                      QString::fromLatin1(http.method),
                                                      path.isEmpty() ? u"/"_s : path,
                                                      statusText(http));
    if (http.elapsedMs >= 0)
        details.facts << u"%1 ms"_s.arg(http.elapsedMs);
    if (http.status > 0)
        details.facts << u"HTTP %1"_s.arg(http.status);
    QString note;
    details.body = DisplayText::forView(exchangeText(http), maxBodyChars, &note);
    if (!note.isEmpty())
        details.notes << note;
    if (record.transportKind == TransportEvent::Kind::Error
        || record.transportKind == TransportEvent::Kind::Warning)
        details.transportProblem = record.summary;
    else if (!record.summary.isEmpty())
        details.notes << record.summary;
}

} // namespace

namespace FrameDescriber {

DecodedError decodeError(const JsonRpcError &error)
{
    const JsonRpc::ErrorDescription description = JsonRpc::describeError(error.code);
    DecodedError decoded;
    decoded.code = error.code;
    decoded.codeName = JsonRpc::errorCodeName(error.code);
    decoded.meaning = description.meaning;
    decoded.hint = description.hint;
    decoded.source = description.source;
    decoded.message = DisplayText::capped(error.message, DisplayText::kViewLimit);
    if (!error.data.isUndefined())
        decoded.data = DisplayText::forView(DisplayText::prettyJson(error.data), 64 * 1024);
    return decoded;
}

FrameDetails describe(const MessageRecord &record, qsizetype maxBodyChars)
{
    FrameDetails details;
    details.heading = headingFor(record);
    details.facts = factsFor(record);
    if (record.kind == TrafficEvent::Kind::Frame) {
        describeFrameBody(record, maxBodyChars, details);
        return details;
    }
    if (record.http) {
        describeExchange(record, maxBodyChars, details);
        return details;
    }
    QString note;
    if (record.kind == TrafficEvent::Kind::UserAction && !record.raw.isEmpty()) {
        // What the user asked for, pretty like a frame; the summary says it in words.
        details.bodyIsJson = true;
        details.body = DisplayText::forView(
            DisplayText::prettyJson(QJsonDocument::fromJson(record.raw).object()),
            maxBodyChars,
            &note);
        details.notes << record.summary;
        if (!note.isEmpty())
            details.notes << note;
        return details;
    }
    // Transport events and diagnostics: the summary is the event's text; a stderr line also
    // has its exact bytes, which may differ (invalid UTF-8).
    const QString text = record.raw.isEmpty() ? record.summary : QString::fromUtf8(record.raw);
    details.body = DisplayText::forView(text, maxBodyChars, &note);
    if (!note.isEmpty())
        details.notes << note;
    return details;
}

} // namespace FrameDescriber
