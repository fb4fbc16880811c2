// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemamerge.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace SchemaMerge {

namespace {

QStringList typeList(const QJsonValue &type)
{
    if (type.isString())
        return {type.toString()};
    QStringList list;
    for (const QJsonValue &entry : type.toArray())
        list.append(entry.toString());
    return list;
}

QJsonValue typeValue(const QStringList &types)
{
    if (types.size() == 1)
        return types.first();
    return QJsonArray::fromStringList(types);
}

// "integer" is a subset of "number", so their intersection keeps "integer".
QJsonValue intersectTypes(const QJsonValue &a, const QJsonValue &b, QStringList *conflicts)
{
    const QStringList left = typeList(a);
    const QStringList right = typeList(b);
    QStringList both;
    for (const QString &type : left) {
        if (right.contains(type) || (type == "integer"_L1 && right.contains("number"_L1)))
            both.append(type);
        else if (type == "number"_L1 && right.contains("integer"_L1))
            both.append(u"integer"_s);
    }
    both.removeDuplicates();
    if (both.isEmpty()) {
        conflicts->append(
            u"allOf requires types %1 and %2 at once"_s.arg(left.join(u'|'), right.join(u'|')));
        return a;
    }
    return typeValue(both);
}

QJsonValue intersectEnums(const QJsonArray &a, const QJsonArray &b, QStringList *conflicts)
{
    QJsonArray both;
    for (const QJsonValue &value : a) {
        if (b.contains(value))
            both.append(value);
    }
    if (both.isEmpty())
        conflicts->append(u"allOf leaves no enum value allowed"_s);
    return both;
}

QJsonValue unionRequired(const QJsonArray &a, const QJsonArray &b)
{
    QJsonArray all = a;
    for (const QJsonValue &name : b) {
        if (!all.contains(name))
            all.append(name);
    }
    return all;
}

QJsonObject mergeMaps(const QJsonObject &a, const QJsonObject &b)
{
    QJsonObject merged = a;
    for (auto it = b.constBegin(); it != b.constEnd(); ++it) {
        const auto existing = merged.constFind(it.key());
        if (existing == merged.constEnd())
            merged.insert(it.key(), it.value());
        else if (QJsonValue(existing.value()) != it.value()) // not two refs: ambiguous in C++20
            merged.insert(it.key(),
                          QJsonObject{{u"allOf"_s, QJsonArray{existing.value(), it.value()}}});
    }
    return merged;
}

QJsonValue bothSchemas(const QJsonValue &a, const QJsonValue &b)
{
    if (a == b)
        return a;
    if (a.isBool() || b.isBool()) // false wins; true adds nothing
        return (a == QJsonValue(false) || b == QJsonValue(false)) ? QJsonValue(false)
                                                                  : (a.isBool() ? b : a);
    return QJsonObject{{u"allOf"_s, QJsonArray{a, b}}};
}

enum class Rule { First, Max, Min, Types, Enum, Const, Required, Map, Schema, Or, Composite };

Rule ruleFor(const QString &keyword)
{
    static const QHash<QString, Rule> rules = {
        {u"type"_s, Rule::Types},
        {u"enum"_s, Rule::Enum},
        {u"const"_s, Rule::Const},
        {u"required"_s, Rule::Required},
        {u"properties"_s, Rule::Map},
        {u"patternProperties"_s, Rule::Map},
        {u"additionalProperties"_s, Rule::Schema},
        {u"items"_s, Rule::Schema},
        {u"propertyNames"_s, Rule::Schema},
        {u"contains"_s, Rule::Schema},
        {u"uniqueItems"_s, Rule::Or},
        {u"anyOf"_s, Rule::Composite},
        {u"oneOf"_s, Rule::Composite},
        {u"minimum"_s, Rule::Max},
        {u"exclusiveMinimum"_s, Rule::Max},
        {u"minLength"_s, Rule::Max},
        {u"minItems"_s, Rule::Max},
        {u"minProperties"_s, Rule::Max},
        {u"maximum"_s, Rule::Min},
        {u"exclusiveMaximum"_s, Rule::Min},
        {u"maxLength"_s, Rule::Min},
        {u"maxItems"_s, Rule::Min},
        {u"maxProperties"_s, Rule::Min},
    };
    return rules.value(keyword, Rule::First);
}

QJsonValue
combine(const QString &keyword, const QJsonValue &a, const QJsonValue &b, QStringList *conflicts)
{
    switch (ruleFor(keyword)) {
    case Rule::First:
        return a;
    case Rule::Max: // draft-04 boolean exclusives: either one makes the bound exclusive
        return a.isBool() ? QJsonValue(a.toBool() || b.toBool())
                          : QJsonValue(std::max(a.toDouble(), b.toDouble()));
    case Rule::Min:
        return a.isBool() ? QJsonValue(a.toBool() || b.toBool())
                          : QJsonValue(std::min(a.toDouble(), b.toDouble()));
    case Rule::Types:
        return intersectTypes(a, b, conflicts);
    case Rule::Enum:
        return intersectEnums(a.toArray(), b.toArray(), conflicts);
    case Rule::Const:
        if (a != b)
            conflicts->append(u"allOf requires two different constant values"_s);
        return a;
    case Rule::Required:
        return unionRequired(a.toArray(), b.toArray());
    case Rule::Map:
        return mergeMaps(a.toObject(), b.toObject());
    case Rule::Schema:
        return bothSchemas(a, b);
    case Rule::Or:
        return a.toBool() || b.toBool();
    case Rule::Composite:
        if (a != b)
            conflicts->append(u"allOf combines two %1 lists"_s.arg(keyword));
        return a;
    }
    return a;
}

} // namespace

QJsonObject merge(const QJsonObject &first, const QJsonObject &second, QStringList *conflicts)
{
    QJsonObject merged = first;
    for (auto it = second.constBegin(); it != second.constEnd(); ++it) {
        const auto existing = merged.constFind(it.key());
        if (existing == merged.constEnd())
            merged.insert(it.key(), it.value());
        else
            merged.insert(it.key(), combine(it.key(), existing.value(), it.value(), conflicts));
    }
    return merged;
}

bool isAnnotation(const QString &keyword)
{
    static const QLatin1StringView annotations[] = {"title"_L1,
                                                    "description"_L1,
                                                    "default"_L1,
                                                    "examples"_L1,
                                                    "readOnly"_L1,
                                                    "writeOnly"_L1,
                                                    "deprecated"_L1,
                                                    "$comment"_L1};
    for (const QLatin1StringView annotation : annotations) {
        if (keyword == annotation)
            return true;
    }
    return false;
}

QJsonObject withoutAnnotations(const QJsonObject &schema)
{
    QJsonObject result = schema;
    for (auto it = schema.constBegin(); it != schema.constEnd(); ++it) {
        if (isAnnotation(it.key()))
            result.remove(it.key());
    }
    return result;
}

QJsonObject annotationsOnly(const QJsonObject &schema)
{
    QJsonObject result;
    for (auto it = schema.constBegin(); it != schema.constEnd(); ++it) {
        if (isAnnotation(it.key()))
            result.insert(it.key(), it.value());
    }
    return result;
}

} // namespace SchemaMerge
