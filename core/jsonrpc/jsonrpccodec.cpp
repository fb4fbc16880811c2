// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonrpccodec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace JsonRpc {

namespace {

bool isBlank(QByteArrayView frame)
{
    for (char c : frame) {
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return false;
    }
    return true;
}

// QJsonDocument only parses objects and arrays. When a frame fails, check whether it was a
// bare scalar so the message says "a JSON number" instead of a misleading parse error.
QString describeScalar(QByteArrayView frame)
{
    QByteArray wrapped;
    wrapped.reserve(frame.size() + 2);
    wrapped.append('[').append(frame.data(), frame.size()).append(']');
    const QJsonDocument doc = QJsonDocument::fromJson(wrapped);
    if (!doc.isArray() || doc.array().size() != 1)
        return {};
    const QJsonValue value = doc.array().first();
    if (value.isString())
        return u"a JSON string, not a JSON-RPC object"_s;
    if (value.isDouble())
        return u"a JSON number, not a JSON-RPC object"_s;
    if (value.isBool())
        return u"a JSON boolean, not a JSON-RPC object"_s;
    return u"JSON null, not a JSON-RPC object"_s;
}

} // namespace

bool DecodeResult::isValid() const
{
    if (shape != Shape::Single && shape != Shape::Batch)
        return false;
    for (const JsonRpcMessage &message : messages) {
        if (message.kind() == JsonRpcMessage::Kind::Invalid || !message.problems().isEmpty())
            return false;
    }
    return !messages.isEmpty();
}

DecodeResult decode(QByteArrayView frame)
{
    DecodeResult result;
    if (isBlank(frame)) {
        result.errorString = u"empty frame"_s;
        return result;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(frame.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        result.shape = DecodeResult::Shape::NotJson;
        const QString scalar = frame.size() < 4096 ? describeScalar(frame) : QString();
        result.errorString
            = scalar.isEmpty()
                  ? u"not JSON: %1 at byte %2"_s.arg(error.errorString()).arg(error.offset)
                  : scalar;
        result.errorOffset = scalar.isEmpty() ? error.offset : -1;
        return result;
    }
    if (doc.isObject()) {
        result.shape = DecodeResult::Shape::Single;
        result.messages.append(JsonRpcMessage::fromJson(doc.object()));
        return result;
    }
    result.shape = DecodeResult::Shape::Batch;
    const QJsonArray array = doc.array();
    if (array.isEmpty())
        result.errorString = u"an empty batch is not a valid JSON-RPC message"_s;
    result.messages.reserve(array.size());
    for (const QJsonValue &element : array)
        result.messages.append(JsonRpcMessage::fromJson(element));
    return result;
}

QByteArray encode(const JsonRpcMessage &message)
{
    return encode(message.json());
}

QByteArray encode(const QJsonValue &value)
{
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

} // namespace JsonRpc
