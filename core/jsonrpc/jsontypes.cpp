// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsontypes.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace JsonTypes {

QString name(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return u"boolean"_s;
    case QJsonValue::Double:
        return u"number"_s;
    case QJsonValue::String:
        return u"string"_s;
    case QJsonValue::Array:
        return u"array"_s;
    case QJsonValue::Object:
        return u"object"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"nothing"_s;
}

QString nameWithArticle(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Undefined:
        return u"missing"_s;
    case QJsonValue::Array:
    case QJsonValue::Object:
        return u"an "_s + name(value);
    case QJsonValue::Bool:
    case QJsonValue::Double:
    case QJsonValue::String:
        break;
    }
    return u"a "_s + name(value);
}

bool isInteger(double number)
{
    return std::isfinite(number) && std::floor(number) == number;
}

double number(const QJsonValue &value)
{
    // Through QVariant only for a number: a QVariant would also turn "3" or true into one.
    return value.isDouble() ? value.toVariant().value<double>() : 0.0;
}

bool isInt64(const QJsonValue &value)
{
    // toInteger() answers 0 for a fraction or a value out of range; QJsonValue compares
    // numbers by value, so only an integer that survives the round trip equals itself.
    return value.isDouble() && QJsonValue(value.toInteger()) == value;
}

} // namespace JsonTypes
