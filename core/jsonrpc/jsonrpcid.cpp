// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonrpcid.h"

#include <QHashFunctions>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

JsonRpcId::JsonRpcId(qint64 integer)
    : m_type(Type::Integer)
    , m_integer(integer)
{}

JsonRpcId::JsonRpcId(const QString &string)
    : m_type(Type::String)
    , m_string(string)
{}

JsonRpcId JsonRpcId::fromJson(const QJsonValue &value)
{
    JsonRpcId id;
    switch (value.type()) {
    case QJsonValue::Undefined:
        return id;
    case QJsonValue::Null:
        id.m_type = Type::Null;
        return id;
    case QJsonValue::String:
        return JsonRpcId(value.toString());
    case QJsonValue::Double: {
        const double d = value.toDouble();
        // QJsonValue stores integers up to 2^53 exactly; anything with a fraction is not an
        // integer id and is kept verbatim so the log can show what the peer really sent.
        if (std::floor(d) == d && std::abs(d) <= 9007199254740992.0)
            return JsonRpcId(static_cast<qint64>(d));
        break;
    }
    case QJsonValue::Bool:
    case QJsonValue::Array:
    case QJsonValue::Object:
        break;
    }
    id.m_type = Type::Other;
    id.m_other = value;
    const QJsonDocument doc = value.isObject()  ? QJsonDocument(value.toObject())
                              : value.isArray() ? QJsonDocument(value.toArray())
                                                : QJsonDocument(QJsonArray{value});
    id.m_string = QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
    if (!value.isObject() && !value.isArray())
        id.m_string = id.m_string.mid(1, id.m_string.size() - 2); // strip the wrapping [ ]
    return id;
}

QJsonValue JsonRpcId::toJson() const
{
    switch (m_type) {
    case Type::None:
        return QJsonValue(QJsonValue::Undefined);
    case Type::Null:
        return QJsonValue(QJsonValue::Null);
    case Type::Integer:
        return QJsonValue(m_integer);
    case Type::String:
        return QJsonValue(m_string);
    case Type::Other:
        return m_other;
    }
    return {};
}
JsonRpcId JsonRpcId::withOtherWireType() const
{
    if (m_type == Type::Integer)
        return JsonRpcId(QString::number(m_integer));
    if (m_type != Type::String)
        return JsonRpcId();
    // Only the canonical decimal form: "01" or "+1" was never sent as an integer 1.
    bool isNumber = false;
    const qint64 number = m_string.toLongLong(&isNumber);
    if (!isNumber || QString::number(number) != m_string)
        return JsonRpcId();
    return JsonRpcId(number);
}

QString JsonRpcId::displayText() const
{
    switch (m_type) {
    case Type::None:
        return {};
    case Type::Null:
        return u"null"_s;
    case Type::Integer:
        return QString::number(m_integer);
    case Type::String:
        return u'"' + m_string + u'"';
    case Type::Other:
        return m_string;
    }
    return {};
}

bool operator==(const JsonRpcId &a, const JsonRpcId &b)
{
    if (a.m_type != b.m_type)
        return false;
    return a.m_type == JsonRpcId::Type::Integer ? a.m_integer == b.m_integer
                                                : a.m_string == b.m_string;
}

size_t qHash(const JsonRpcId &id, size_t seed)
{
    return qHashMulti(seed, int(id.m_type), id.m_integer, id.m_string);
}
