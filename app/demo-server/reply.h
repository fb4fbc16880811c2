// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QJsonObject>

#include <optional>

// What a request handler decided: a result object or a JSON-RPC error. The catalogues return
// it so they stay free of ids and I/O; DemoServer turns it into a response message.
struct Reply
{
    QJsonObject result;
    std::optional<JsonRpcError> error;

    static Reply success(const QJsonObject &result);
    // data defaults to Undefined, which leaves "data" out of the error object.
    static Reply failure(int code,
                         const QString &message,
                         const QJsonValue &data = QJsonValue(QJsonValue::Undefined));
    bool isError() const { return error.has_value(); }
    JsonRpcMessage toMessage(const JsonRpcId &id) const;
};
