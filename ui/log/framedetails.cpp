// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "framedetails.h"

#include "displaytext.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>

#include <QDateTime>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

QString directionText(TrafficEvent::Direction direction)
{
    switch (direction) {
    case TrafficEvent::Direction::Outgoing:
        return u"→ out"_s;
    case TrafficEvent::Direction::Incoming:
        return u"← in"_s;
    case TrafficEvent::Direction::Local:
        return u"• local"_s;
    }
    return {};
}

QString kindText(const MessageRecord &record)
{
    if (record.kind == TrafficEvent::Kind::Diagnostic)
        return u"mcpscope diagnostic"_s;
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
    QStringList parts{u"#%1"_s.arg(record.sequence), directionText(record.direction)};
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
        const QStringList problems = message.problems();
        for (const QString &problem : problems)
            details.notes << u"Protocol problem: "_s + problem;
    }
}

QString jsonBody(const JsonRpc::DecodeResult &decoded)
{
    if (decoded.shape == JsonRpc::DecodeResult::Shape::Single)
        return DisplayText::prettyJson(decoded.messages.first().json());
    QJsonArray batch;
    for (const JsonRpcMessage &message : decoded.messages)
        batch.append(message.json());
    return DisplayText::prettyJson(batch);
}

void describeFrameBody(const MessageRecord &record, qsizetype maxBodyChars, FrameDetails &details)
{
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(record.raw);
    using Shape = JsonRpc::DecodeResult::Shape;
    QString note;
    if (decoded.shape == Shape::Single || decoded.shape == Shape::Batch) {
        details.bodyIsJson = true;
        details.body = DisplayText::forView(jsonBody(decoded), maxBodyChars, &note);
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
    // Transport events and diagnostics: the summary is the event's text; a stderr line also
    // has its exact bytes, which may differ (invalid UTF-8).
    QString note;
    const QString text = record.raw.isEmpty() ? record.summary : QString::fromUtf8(record.raw);
    details.body = DisplayText::forView(text, maxBodyChars, &note);
    if (!note.isEmpty())
        details.notes << note;
    return details;
}

} // namespace FrameDescriber
