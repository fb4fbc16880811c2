// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpcid.h"

#include <QJsonObject>
#include <QStringList>

struct JsonRpcError
{
    int code = 0;
    QString message;
    QJsonValue data; // Undefined when the peer sent none
};

// Something wrong with a message that the decoder sees on its own. rule is the id of the
// protocol rule it breaks (Rules::byId in core/analysis), pointer where in the message.
struct JsonRpcProblem
{
    QLatin1StringView rule;
    QString pointer;
    QString text;
};

// A lossless view over one decoded JSON-RPC 2.0 object. The kind follows the object's shape;
// deviations that still leave the shape clear (no "jsonrpc", a null request id) are kept in
// problems() rather than making the message unusable, because a debugger must show them.
class JsonRpcMessage
{
public:
    enum class Kind { Invalid, Request, Notification, Result, Error };

    JsonRpcMessage() = default;
    static JsonRpcMessage fromJson(const QJsonValue &value); // classifies; never fails
    static JsonRpcMessage
    request(const JsonRpcId &id, const QString &method, const QJsonObject &params = {});
    static JsonRpcMessage notification(const QString &method, const QJsonObject &params = {});
    static JsonRpcMessage response(const JsonRpcId &id, const QJsonValue &result);
    static JsonRpcMessage errorResponse(const JsonRpcId &id, const JsonRpcError &error);

    Kind kind() const { return m_kind; }
    bool isRequest() const { return m_kind == Kind::Request; }
    bool isNotification() const { return m_kind == Kind::Notification; }
    bool isResponse() const { return m_kind == Kind::Result || m_kind == Kind::Error; }
    JsonRpcId id() const { return m_id; }
    QString method() const;
    QJsonValue params() const;
    QJsonObject paramsObject() const { return params().toObject(); }
    QJsonValue result() const;
    JsonRpcError error() const;
    // Why the message is Invalid, or what is wrong with an otherwise usable one.
    const QList<JsonRpcProblem> &problems() const { return m_problems; }
    QString problemText() const; // every problem's text, joined with "; "
    QJsonValue json() const { return m_json; }

    static QString kindName(Kind kind);

private:
    void classifyObject(const QJsonObject &object);

    Kind m_kind = Kind::Invalid;
    JsonRpcId m_id;
    QJsonValue m_json;
    void addProblem(QLatin1StringView rule, const QString &pointer, const QString &text);

    QList<JsonRpcProblem> m_problems;
};
