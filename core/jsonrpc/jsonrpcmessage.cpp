// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonrpcmessage.h"

#include "jsontypes.h"

using namespace Qt::StringLiterals;

JsonRpcMessage JsonRpcMessage::fromJson(const QJsonValue &value)
{
    JsonRpcMessage message;
    message.m_json = value;
    if (!value.isObject()) {
        message.addProblem("not-an-object"_L1,
                           {},
                           u"a JSON-RPC message must be an object, got %1"_s.arg(
                               JsonTypes::nameWithArticle(value)));
        return message;
    }
    message.classifyObject(value.toObject());
    return message;
}

void JsonRpcMessage::classifyObject(const QJsonObject &object)
{
    const QJsonValue version = object.value("jsonrpc"_L1);
    if (version.isUndefined())
        addProblem("missing-jsonrpc"_L1, {}, u"the \"jsonrpc\": \"2.0\" member is missing"_s);
    else if (version != QJsonValue(u"2.0"_s))
        addProblem("wrong-jsonrpc"_L1, u"/jsonrpc"_s, u"\"jsonrpc\" must be \"2.0\""_s);

    const QJsonValue id = object.value("id"_L1);
    m_id = JsonRpcId::fromJson(id);
    const bool hasMethod = object.contains("method"_L1);
    const bool hasResult = object.contains("result"_L1);
    const bool hasError = object.contains("error"_L1);

    if (hasMethod) {
        const QJsonValue method = object.value("method"_L1);
        if (!method.isString()) {
            addProblem(
                "method-not-string"_L1,
                u"/method"_s,
                u"\"method\" must be a string, got %1"_s.arg(JsonTypes::nameWithArticle(method)));
            return;
        }
        const QJsonValue params = object.value("params"_L1);
        if (!params.isUndefined() && !params.isObject() && !params.isArray()) {
            addProblem("params-not-structured"_L1,
                       u"/params"_s,
                       u"\"params\" must be an object or an array, got %1"_s.arg(
                           JsonTypes::nameWithArticle(params)));
            return;
        }
        if (hasResult || hasError)
            addProblem("request-with-result"_L1,
                       {},
                       u"a request must not carry \"result\" or \"error\""_s);
        if (m_id.isNone()) {
            m_kind = Kind::Notification;
            return;
        }
        if (!m_id.isValidRequestId())
            addProblem("invalid-request-id"_L1,
                       u"/id"_s,
                       u"a request id must be a string or an integer, got %1"_s.arg(
                           JsonTypes::nameWithArticle(id)));
        m_kind = Kind::Request;
        return;
    }
    if (hasResult && hasError) {
        addProblem("result-and-error"_L1,
                   u"/error"_s,
                   u"a response must not carry both \"result\" and \"error\""_s);
        return;
    }
    if (!hasResult && !hasError) {
        addProblem("neither-request-nor-response"_L1,
                   {},
                   u"neither a request (no \"method\") nor a response (no \"result\" or "
                   "\"error\")"_s);
        return;
    }
    if (m_id.isNone())
        addProblem(
            "response-without-id"_L1, {}, u"a response must carry the \"id\" of its request"_s);
    if (hasResult) {
        if (m_id.isNull())
            addProblem("result-with-null-id"_L1,
                       u"/id"_s,
                       u"a successful response must not have a null id"_s);
        m_kind = Kind::Result;
        return;
    }
    const QJsonValue error = object.value("error"_L1);
    if (!error.isObject()) {
        addProblem("error-not-object"_L1,
                   u"/error"_s,
                   u"\"error\" must be an object, got %1"_s.arg(JsonTypes::nameWithArticle(error)));
        return;
    }
    const QJsonObject errorObject = error.toObject();
    if (!JsonTypes::isInt64(errorObject.value("code"_L1)))
        addProblem(
            "error-code-not-integer"_L1, u"/error/code"_s, u"\"error.code\" must be an integer"_s);
    if (!errorObject.value("message"_L1).isString())
        addProblem("error-message-not-string"_L1,
                   u"/error/message"_s,
                   u"\"error.message\" must be a string"_s);
    m_kind = Kind::Error;
}

JsonRpcMessage
JsonRpcMessage::request(const JsonRpcId &id, const QString &method, const QJsonObject &params)
{
    QJsonObject object{{"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, id.toJson()}, {"method"_L1, method}};
    if (!params.isEmpty())
        object.insert("params"_L1, params);
    return fromJson(object);
}

JsonRpcMessage JsonRpcMessage::notification(const QString &method, const QJsonObject &params)
{
    QJsonObject object{{"jsonrpc"_L1, u"2.0"_s}, {"method"_L1, method}};
    if (!params.isEmpty())
        object.insert("params"_L1, params);
    return fromJson(object);
}

JsonRpcMessage JsonRpcMessage::response(const JsonRpcId &id, const QJsonValue &result)
{
    return fromJson(
        QJsonObject{{"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, id.toJson()}, {"result"_L1, result}});
}

JsonRpcMessage JsonRpcMessage::errorResponse(const JsonRpcId &id, const JsonRpcError &error)
{
    QJsonObject errorObject{{"code"_L1, error.code}, {"message"_L1, error.message}};
    if (!error.data.isUndefined())
        errorObject.insert("data"_L1, error.data);
    const QJsonValue idValue = id.isNone() ? QJsonValue(QJsonValue::Null) : id.toJson();
    return fromJson(
        QJsonObject{{"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, idValue}, {"error"_L1, errorObject}});
}

QString JsonRpcMessage::method() const
{
    return m_json.toObject().value("method"_L1).toString();
}

QJsonValue JsonRpcMessage::params() const
{
    return m_json.toObject().value("params"_L1);
}

QJsonValue JsonRpcMessage::result() const
{
    return m_json.toObject().value("result"_L1);
}

JsonRpcError JsonRpcMessage::error() const
{
    const QJsonObject error = m_json.toObject().value("error"_L1).toObject();
    return {error.value("code"_L1).toInt(),
            error.value("message"_L1).toString(),
            error.value("data"_L1)};
}

QString JsonRpcMessage::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Invalid:
        return u"invalid"_s;
    case Kind::Request:
        return u"request"_s;
    case Kind::Notification:
        return u"notification"_s;
    case Kind::Result:
        return u"result"_s;
    case Kind::Error:
        return u"error"_s;
    }
    return {};
}

void JsonRpcMessage::addProblem(QLatin1StringView rule, const QString &pointer, const QString &text)
{
    m_problems.append({rule, pointer, text});
}

QString JsonRpcMessage::problemText() const
{
    QStringList texts;
    for (const JsonRpcProblem &problem : m_problems)
        texts << problem.text;
    return texts.join(u"; "_s);
}
