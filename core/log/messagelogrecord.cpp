// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MessageLogModel::makeRecord: what the log shows of an event (method, id, summary, error),
// from its decode; the model keeps it compact (messagelogrows.cpp). A frame's summary is made
// from its bytes when a row is shown (frameSummary), never stored: at ingest only the index
// fields are described (a million summaries were a third of the ingest time and of the bytes
// per row).
#include "messagelogmodel.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/jsonrpc/jsontypes.h>

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

QString requestSummary(const JsonRpcMessage &message)
{
    const QJsonObject params = message.paramsObject();
    for (const auto key : {"name"_L1, "uri"_L1}) {
        const QString value = params.value(key).toString();
        if (!value.isEmpty())
            return value;
    }
    return {};
}

QString progressSummary(const JsonRpcMessage &message)
{
    const QJsonObject params = message.paramsObject();
    QString text = QString::number(JsonTypes::number(params.value("progress"_L1)));
    if (params.contains("total"_L1))
        text += u'/' + QString::number(JsonTypes::number(params.value("total"_L1)));
    const QString note = params.value("message"_L1).toString();
    return note.isEmpty() ? text : text + u' ' + note;
}

// The index fields of a message (kind, id, method, error), and its summary when `withSummary`.
void describeMessage(MessageRecord &record, const JsonRpcMessage &message, bool withSummary)
{
    record.messageKind = message.kind();
    record.id = message.id();
    record.method = message.method();
    if (!withSummary) {
        switch (message.kind()) {
        case JsonRpcMessage::Kind::Result:
            record.isError = message.result().toObject().value("isError"_L1).toBool();
            break;
        case JsonRpcMessage::Kind::Error:
            record.errorCode = message.error().code;
            record.isError = true;
            return;
        case JsonRpcMessage::Kind::Invalid:
            record.isError = true;
            return;
        default:
            break;
        }
        record.isError = record.isError || !message.problems().isEmpty();
        return;
    }
    switch (message.kind()) {
    case JsonRpcMessage::Kind::Request:
        record.summary = requestSummary(message);
        break;
    case JsonRpcMessage::Kind::Notification:
        record.summary
            = record.method.endsWith("/progress"_L1) ? progressSummary(message) : QString();
        break;
    case JsonRpcMessage::Kind::Result:
        record.summary = u"result"_s;
        if (message.result().toObject().value("resultType"_L1).toString() == "input_required"_L1) {
            const QStringList keys
                = message.result().toObject().value("inputRequests"_L1).toObject().keys();
            record.summary = keys.isEmpty() ? u"input required (retry)"_s
                                            : u"input required: "_s + keys.join(u", "_s);
        }
        if (message.result().toObject().value("isError"_L1).toBool()) {
            record.summary = u"result: tool reported an error (isError)"_s;
            record.isError = true;
        }
        break;
    case JsonRpcMessage::Kind::Error: {
        const JsonRpcError error = message.error();
        record.errorCode = error.code;
        record.summary = u"error %1: %2"_s.arg(JsonRpc::errorCodeName(error.code), error.message);
        record.isError = true;
        break;
    }
    case JsonRpcMessage::Kind::Invalid:
        record.summary = u"protocol violation: "_s + message.problemText();
        record.isError = true;
        return;
    }
    if (!message.problems().isEmpty()) {
        record.summary += u" [%1]"_s.arg(message.problemText());
        record.isError = true;
    }
}

} // namespace

MessageRecord MessageLogModel::makeRecord(const TrafficEvent &event)
{
    return describe(event, true);
}

MessageRecord MessageLogModel::indexFields(const TrafficEvent &event)
{
    return describe(event, !summaryFromBytes(event));
}

bool MessageLogModel::summaryFromBytes(const TrafficEvent &event)
{
    return (event.kind == TrafficEvent::Kind::Frame || event.kind == TrafficEvent::Kind::AppBridge)
               ? !event.raw.isEmpty()
               : summaryIsBytes(event);
}

bool MessageLogModel::summaryIsBytes(const TrafficEvent &event)
{
    // A stderr line's text is its bytes decoded (StdioTransport): kept once, as bytes.
    return event.kind == TrafficEvent::Kind::Transport
           && event.transportKind == TransportEvent::Kind::Stderr && !event.http
           && !event.raw.isEmpty() && QAnyStringView::equal(event.text, QUtf8StringView(event.raw));
}

QString MessageLogModel::frameSummary(TrafficEvent::Kind kind, const QByteArray &raw)
{
    TrafficEvent event;
    event.kind = kind;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    return describe(event, true).summary;
}

MessageRecord MessageLogModel::describe(const TrafficEvent &event, bool withSummary)
{
    MessageRecord record;
    record.sequence = event.sequence;
    record.wallClockMs = event.wallClockMs;
    record.monotonicNs = event.monotonicNs;
    record.direction = event.direction;
    record.kind = event.kind;
    record.transportKind = event.transportKind;
    record.raw = event.raw;
    record.rawSize = event.raw.size();
    record.stored = event.stored;
    record.findings = event.findings;
    record.channel = event.channel;
    if (event.http)
        record.http = std::make_shared<const HttpExchange>(*event.http);
    record.httpStatus = event.httpStatus;
    if (event.kind == TrafficEvent::Kind::Transport) {
        record.method
            = event.transportKind == TransportEvent::Kind::Stderr ? u"stderr"_s : u"transport"_s;
        record.summary = event.text;
        if (event.http)
            record.method = u"HTTP "_s + QString::fromLatin1(event.http->method);
        record.isError = event.transportKind == TransportEvent::Kind::Error;
        return record;
    }
    if (event.kind == TrafficEvent::Kind::UserAction) {
        record.method = event.channel; // what kind of action: "tools/call", "raw"
        record.summary = event.text;
        return record;
    }
    if (event.kind == TrafficEvent::Kind::AppBridge) {
        // An app's message: described like a frame (method, id, error), with the app channel.
        const JsonRpc::DecodeResult &bridged = event.decoded;
        if (bridged.shape == JsonRpc::DecodeResult::Shape::Single && !bridged.messages.isEmpty()) {
            describeMessage(record, bridged.messages.first(), withSummary);
            if (record.method.isEmpty())
                record.method = event.text; // a response: the bridge names what it answers
        } else {
            record.summary
                = u"app message that is not one JSON-RPC message: "_s + bridged.errorString;
            record.isError = true;
        }
        return record;
    }
    if (event.kind == TrafficEvent::Kind::Diagnostic) {
        record.method = u"diagnostic"_s;
        record.summary = event.text;
        record.isError = true;
        return record;
    }
    const JsonRpc::DecodeResult &decoded = event.decoded;
    using Shape = JsonRpc::DecodeResult::Shape;
    if (decoded.shape == Shape::Empty || decoded.shape == Shape::NotJson) {
        record.summary = u"protocol violation: "_s + decoded.errorString;
        record.isError = true;
        return record;
    }
    if (decoded.shape == Shape::Batch) {
        record.batchSize = int(decoded.messages.size());
        record.summary = decoded.messages.isEmpty() ? u"protocol violation: empty batch"_s
                                                    : u"batch of %1"_s.arg(record.batchSize);
        record.method = u"(batch)"_s;
        record.isError = decoded.messages.isEmpty() || !decoded.isValid();
        return record;
    }
    describeMessage(record, decoded.messages.first(), withSummary);
    return record;
}
