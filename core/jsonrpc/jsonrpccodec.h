// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpcmessage.h"

#include <QByteArray>
#include <QList>

namespace JsonRpc {

// What one frame (one stdio line, one HTTP body, one SSE data, one WebSocket text) holds.
struct DecodeResult
{
    enum class Shape { Empty, NotJson, Single, Batch };
    Shape shape = Shape::Empty;
    QList<JsonRpcMessage> messages; // one for Single, the elements for Batch (invalid ones too)
    QString errorString;            // for NotJson / an empty batch: what is wrong, in words
    qsizetype errorOffset = -1;     // byte offset of a parse error

    bool isValid() const; // JSON, and every message is well-formed JSON-RPC 2.0
};

// Pure and total: classifies any bytes, never throws, keeps ids' wire type.
DecodeResult decode(QByteArrayView frame);
// Compact JSON without any newline, ready to be framed by any transport.
QByteArray encode(const JsonRpcMessage &message);
QByteArray encode(const QJsonValue &value);

} // namespace JsonRpc
