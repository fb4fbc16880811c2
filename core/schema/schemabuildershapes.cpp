// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonpointer.h"
#include "losslessjson.h"
#include "schemabuilder.h"
#include "schemamerge.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

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

// The type a schema without "type" is written for, judged by its keywords.
QString inferredType(const QJsonObject &schema)
{
    static const QList<std::pair<QLatin1StringView, QLatin1StringView>> hints = {
        {"properties"_L1, "object"_L1},
        {"additionalProperties"_L1, "object"_L1},
        {"patternProperties"_L1, "object"_L1},
        {"required"_L1, "object"_L1},
        {"items"_L1, "array"_L1},
        {"prefixItems"_L1, "array"_L1},
        {"minItems"_L1, "array"_L1},
        {"maxItems"_L1, "array"_L1},
        {"minLength"_L1, "string"_L1},
        {"maxLength"_L1, "string"_L1},
        {"pattern"_L1, "string"_L1},
        {"format"_L1, "string"_L1},
        {"minimum"_L1, "number"_L1},
        {"maximum"_L1, "number"_L1},
        {"multipleOf"_L1, "number"_L1},
    };
    for (const auto &[keyword, type] : hints) {
        if (schema.contains(keyword))
            return type;
    }
    return {};
}

bool isNullOnly(const QJsonObject &schema)
{
    if (typeList(schema.value("type"_L1)) == QStringList{u"null"_s})
        return true;
    if (schema.value("const"_L1).isNull() && schema.contains("const"_L1))
        return true;
    const QJsonArray values = schema.value("enum"_L1).toArray();
    return values.size() == 1 && values.first().isNull();
}

std::optional<qint64> integerOf(const QJsonObject &schema, QLatin1StringView key)
{
    const QJsonValue value = schema.value(key);
    return value.isDouble() ? std::optional<qint64>(value.toInteger(qint64(value.toDouble())))
                            : std::nullopt;
}

std::optional<double> numberOf(const QJsonObject &schema, QLatin1StringView key)
{
    const QJsonValue value = schema.value(key);
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

} // namespace

// {const: x} or {enum: [x]}, possibly with a type and annotations: one labelled value.
std::optional<QJsonValue> SchemaBuilder::constantOf(const QJsonObject &schema)
{
    if (schema.contains("properties"_L1) || schema.contains("items"_L1))
        return std::nullopt;
    if (schema.contains("const"_L1))
        return schema.value("const"_L1);
    const QJsonArray values = schema.value("enum"_L1).toArray();
    if (values.size() == 1)
        return values.first();
    return std::nullopt;
}

void SchemaBuilder::build(SchemaNode &node, const QJsonObject &schema)
{
    fillAnnotations(node, schema);
    for (const QString &keyword : {u"oneOf"_s, u"anyOf"_s}) {
        if (schema.value(keyword).isArray() && buildComposite(node, schema, keyword))
            return;
    }
    QStringList types = typeList(schema.value("type"_L1));
    const bool onlyNull = types == QStringList{u"null"_s};
    if (types.removeAll(u"null"_s) > 0 && !onlyNull)
        node.nullable = true;
    if (types.contains("number"_L1))
        types.removeAll(u"integer"_s);
    if (schema.value("enum"_L1).isArray()) {
        buildEnum(node, schema);
    } else if (schema.contains("const"_L1)) {
        const QJsonValue value = schema.value("const"_L1);
        node.kind = value.isNull() ? SchemaNode::Kind::Null : SchemaNode::Kind::Choice;
        node.isConst = true;
        if (!value.isNull())
            node.choices.append({value, LosslessJson::valueText(value), {}, {}});
    } else if (onlyNull) {
        node.kind = SchemaNode::Kind::Null;
    } else if (types.size() > 1) {
        buildTypeUnion(node, schema, types);
    } else {
        buildOfType(node, schema, types.isEmpty() ? inferredType(schema) : types.first());
    }
}

void SchemaBuilder::buildOfType(SchemaNode &node, const QJsonObject &schema, const QString &type)
{
    if (type == "string"_L1) {
        fillString(node, schema);
    } else if (type == "number"_L1 || type == "integer"_L1) {
        node.kind = type == "number"_L1 ? SchemaNode::Kind::Number : SchemaNode::Kind::Integer;
        fillNumber(node, schema);
    } else if (type == "boolean"_L1) {
        node.kind = SchemaNode::Kind::Boolean;
    } else if (type == "object"_L1) {
        fillObject(node, schema);
    } else if (type == "array"_L1) {
        fillArray(node, schema);
    } else if (type.isEmpty()) {
        makeRaw(node, u"any JSON value: the schema does not restrict the type"_s, false);
    } else {
        makeRaw(node, u"unknown type \"%1\""_s.arg(type), true);
    }
}

QList<SchemaBuilder::Alternative>
SchemaBuilder::alternatives(SchemaNode &node, const QJsonObject &schema, const QString &keyword)
{
    QList<Alternative> result;
    const QJsonArray branches = schema.value(keyword).toArray();
    const QString base = originOf(schema, node.schemaPointer) + u'/' + keyword;
    for (qsizetype i = 0; i < branches.size(); ++i) {
        const QJsonValue branch = branches.at(i);
        if (branch == QJsonValue(false))
            continue; // matches nothing, offers nothing
        Alternative alternative;
        alternative.pointer = originOf(branch, JsonPointer::append(base, i));
        const QString reference = branch.toObject().value("$ref"_L1).toString();
        alternative.referenceName = reference.section(u'/', -1);
        const Expanded expanded = expand(branch, alternative.pointer, m_chain);
        alternative.schema = expanded.schema;
        alternative.error = expanded.error;
        if (alternative.error.isEmpty() && isNullOnly(alternative.schema)) {
            node.nullable = true;
            node.nullBranchPointer = alternative.pointer;
            continue;
        }
        result.append(alternative);
    }
    return result;
}

bool SchemaBuilder::buildComposite(SchemaNode &node,
                                   const QJsonObject &schema,
                                   const QString &keyword)
{
    const QList<Alternative> found = alternatives(node, schema, keyword);
    QJsonObject outer = schema;
    outer.remove(keyword);
    if (found.isEmpty()) {
        if (!node.nullable)
            return false;
        node.nullable = false; // null is the only value
        node.kind = SchemaNode::Kind::Null;
        return true;
    }
    const bool allConstant = std::all_of(found.cbegin(), found.cend(), [](const Alternative &a) {
        return a.error.isEmpty() && constantOf(a.schema).has_value();
    });
    if (allConstant) {
        buildChoicesFrom(node, found);
    } else if (found.size() == 1 && found.first().error.isEmpty()) {
        // anyOf [X, {type: null}]: X itself, nullable; the outer schema's words come first.
        node.branchPointer = found.first().pointer;
        QStringList conflicts;
        QJsonObject merged = SchemaMerge::merge(outer, found.first().schema, &conflicts);
        if (!conflicts.isEmpty())
            makeRaw(node, conflicts.join(u"; "_s), true);
        else
            build(node, merged);
    } else {
        buildVariants(node, outer, found, keyword);
    }
    return true;
}

void SchemaBuilder::buildChoicesFrom(SchemaNode &node, const QList<Alternative> &alternatives)
{
    node.kind = SchemaNode::Kind::Choice;
    for (const Alternative &alternative : alternatives) {
        const QJsonValue value = *constantOf(alternative.schema);
        const QString title = alternative.schema.value("title"_L1).toString();
        node.choices.append({value,
                             title.isEmpty() ? LosslessJson::valueText(value) : title,
                             alternative.schema.value("description"_L1).toString(),
                             alternative.pointer});
    }
}

void SchemaBuilder::buildEnum(SchemaNode &node, const QJsonObject &schema)
{
    const QJsonArray values = schema.value("enum"_L1).toArray();
    const QJsonArray names = schema.value("enumNames"_L1).toArray(); // legacy elicitation labels
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (values.at(i).isNull()) {
            node.nullable = true;
            continue;
        }
        const QString name = names.at(i).toString();
        node.choices.append(
            {values.at(i), name.isEmpty() ? LosslessJson::valueText(values.at(i)) : name, {}, {}});
    }
    node.kind = node.choices.isEmpty() ? SchemaNode::Kind::Null : SchemaNode::Kind::Choice;
    if (node.choices.isEmpty())
        node.nullable = false;
}

void SchemaBuilder::buildTypeUnion(SchemaNode &node,
                                   const QJsonObject &schema,
                                   const QStringList &types)
{
    node.kind = SchemaNode::Kind::Variant;
    node.variantKeyword = u"type"_s;
    const QJsonObject structural = SchemaMerge::withoutAnnotations(schema);
    for (const QString &type : types) {
        QJsonObject single = structural;
        single.insert(u"type"_s, type);
        node.variants.push_back({type, child(single)});
    }
}

void SchemaBuilder::fillAnnotations(SchemaNode &node, const QJsonObject &schema)
{
    if (node.title.isEmpty())
        node.title = schema.value("title"_L1).toString();
    if (node.description.isEmpty())
        node.description = schema.value("description"_L1).toString();
    if (node.defaultValue.isUndefined())
        node.defaultValue = schema.value("default"_L1);
    if (node.examples.isEmpty()) {
        node.examples = schema.value("examples"_L1).toArray();
        if (schema.contains("example"_L1)) // OpenAPI spelling, common in generated schemas
            node.examples.append(schema.value("example"_L1));
    }
    node.readOnly = node.readOnly || schema.value("readOnly"_L1).toBool();
    node.writeOnly = node.writeOnly || schema.value("writeOnly"_L1).toBool();
    node.deprecated = node.deprecated || schema.value("deprecated"_L1).toBool();
}

void SchemaBuilder::fillString(SchemaNode &node, const QJsonObject &schema)
{
    node.kind = SchemaNode::Kind::String;
    node.format = schema.value("format"_L1).toString();
    node.pattern = schema.value("pattern"_L1).toString();
    node.contentMediaType = schema.value("contentMediaType"_L1).toString();
    node.contentEncoding = schema.value("contentEncoding"_L1).toString();
    node.minLength = integerOf(schema, "minLength"_L1);
    node.maxLength = integerOf(schema, "maxLength"_L1);
}

void SchemaBuilder::fillNumber(SchemaNode &node, const QJsonObject &schema) const
{
    node.minimum = numberOf(schema, "minimum"_L1);
    node.maximum = numberOf(schema, "maximum"_L1);
    node.exclusiveMinimum = numberOf(schema, "exclusiveMinimum"_L1);
    node.exclusiveMaximum = numberOf(schema, "exclusiveMaximum"_L1);
    node.multipleOf = numberOf(schema, "multipleOf"_L1);
    // Draft-04: exclusiveMinimum/Maximum are booleans that make minimum/maximum exclusive.
    if (schema.value("exclusiveMinimum"_L1).toBool() && node.minimum)
        node.exclusiveMinimum = std::exchange(node.minimum, std::nullopt);
    if (schema.value("exclusiveMaximum"_L1).toBool() && node.maximum)
        node.exclusiveMaximum = std::exchange(node.maximum, std::nullopt);
}
