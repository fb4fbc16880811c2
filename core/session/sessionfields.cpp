// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionfields.h"

#include <core/jsonrpc/jsontypes.h>

#include <cmath>

using namespace Qt::StringLiterals;

void SessionFields::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

QJsonValue SessionFields::take(const char *key, QJsonValue::Type type, Presence presence)
{
    if (!ok())
        return {};
    const QJsonValue value = m_object.value(QLatin1StringView(key));
    if (value.isUndefined()) {
        if (presence == Required)
            fail(u"\"%1\" is missing"_s.arg(QLatin1StringView(key)));
        return {};
    }
    if (value.type() != type) {
        const QString expected
            = type == QJsonValue::Double ? u"integer"_s : JsonTypes::name(QJsonValue(type));
        fail(u"\"%1\" must be of type %2, got %3"_s.arg(
            QLatin1StringView(key), expected, JsonTypes::name(value)));
        return {};
    }
    return value;
}

QString SessionFields::string(const char *key, Presence presence)
{
    return take(key, QJsonValue::String, presence).toString();
}

qint64 SessionFields::integer(const char *key, Presence presence)
{
    const QJsonValue value = take(key, QJsonValue::Double, presence);
    const double number = value.toDouble();
    // 2^53: beyond it a double no longer holds every integer.
    if (std::trunc(number) != number || std::abs(number) > 9007199254740992.0) {
        fail(u"\"%1\" must be an integer, got %2"_s.arg(QLatin1StringView(key)).arg(number));
        return 0;
    }
    return qint64(number);
}

JsonRpcId SessionFields::requestId(const char *key)
{
    if (!has(key))
        return {};
    const JsonRpcId id = JsonRpcId::fromJson(m_object.value(QLatin1StringView(key)));
    if (!id.isValidRequestId()) {
        fail(u"\"%1\" must be a request id (a string or an integer), got %2"_s.arg(
            QLatin1StringView(key), id.displayText()));
        return {};
    }
    return id;
}

bool SessionFields::boolean(const char *key, Presence presence)
{
    return take(key, QJsonValue::Bool, presence).toBool();
}

QJsonObject SessionFields::object(const char *key, Presence presence)
{
    return take(key, QJsonValue::Object, presence).toObject();
}

QJsonArray SessionFields::array(const char *key, Presence presence)
{
    return take(key, QJsonValue::Array, presence).toArray();
}

int SessionFields::choice(const char *key, std::initializer_list<const char *> names)
{
    const QString value = string(key);
    if (!ok())
        return -1;
    QStringList allowed;
    int index = 0;
    for (const char *name : names) {
        if (value == QLatin1StringView(name))
            return index;
        allowed << QString::fromLatin1(name);
        ++index;
    }
    fail(u"\"%1\" must be one of %2, got \"%3\""_s.arg(
        QLatin1StringView(key), allowed.join(u", "_s), value.left(40)));
    return -1;
}
