// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonpointer.h"
#include "losslessjson.h"
#include "schemabuilder.h"
#include "schemamerge.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

std::optional<qint64> countOf(const QJsonObject &schema, QLatin1StringView key)
{
    const QJsonValue value = schema.value(key);
    return value.isDouble() ? std::optional<qint64>(qint64(value.toDouble())) : std::nullopt;
}

void makeLabelsUnique(std::vector<SchemaVariant> &variants)
{
    QHash<QString, int> seen;
    for (SchemaVariant &variant : variants) {
        const int count = ++seen[variant.label];
        if (count > 1)
            variant.label += u" (%1)"_s.arg(count);
    }
}

} // namespace

std::unique_ptr<SchemaNode> SchemaBuilder::anyValue(const QString &pointer) const
{
    auto node = std::make_unique<SchemaNode>();
    node->schemaPointer = pointer;
    makeRaw(*node, u"any JSON value: the schema does not restrict the type"_s, false);
    return node;
}

// A property every alternative pins to a constant ("type": {"const": "circle"}) names them best.
static QString discriminatorOf(const QList<std::pair<QJsonObject, QString>> &schemas)
{
    QStringList candidates;
    const QJsonObject first = schemas.first().first.value("properties"_L1).toObject();
    for (auto it = first.constBegin(); it != first.constEnd(); ++it)
        candidates.append(it.key());
    for (const auto &[schema, pointer] : schemas) {
        const QJsonObject properties = schema.value("properties"_L1).toObject();
        candidates.removeIf([&properties](const QString &name) {
            return !SchemaBuilder::isConstantSchema(properties.value(name));
        });
    }
    return candidates.value(0);
}

bool SchemaBuilder::isConstantSchema(const QJsonValue &schema)
{
    return schema.isObject() && constantOf(schema.toObject()).has_value();
}

QString SchemaBuilder::variantLabel(const Alternative &alternative,
                                    const QString &discriminator,
                                    const SchemaNode &built) const
{
    const QString title = alternative.schema.value("title"_L1).toString();
    if (!title.isEmpty())
        return title;
    if (!discriminator.isEmpty()) {
        const QJsonObject property
            = alternative.schema.value("properties"_L1).toObject().value(discriminator).toObject();
        return LosslessJson::valueText(*constantOf(property));
    }
    if (!alternative.referenceName.isEmpty())
        return JsonPointer::unescape(alternative.referenceName);
    const QJsonArray required = alternative.schema.value("required"_L1).toArray();
    if (!required.isEmpty() && !alternative.schema.contains("properties"_L1)) {
        QStringList names;
        for (const QJsonValue &name : required)
            names.append(name.toString());
        return u"with "_s + names.join(u", "_s);
    }
    return SchemaNode::kindName(built.kind);
}

void SchemaBuilder::buildVariants(SchemaNode &node,
                                  const QJsonObject &outer,
                                  const QList<Alternative> &alternatives,
                                  const QString &keyword)
{
    node.kind = SchemaNode::Kind::Variant;
    node.variantKeyword = keyword;
    QJsonObject structural = SchemaMerge::withoutAnnotations(outer);
    structural.remove(OriginKey); // each variant keeps the location of its alternative
    QList<std::pair<QJsonObject, QString>> merged;
    for (const Alternative &alternative : alternatives) {
        QStringList conflicts;
        merged.append({SchemaMerge::merge(structural, alternative.schema, &conflicts),
                       conflicts.join(u"; "_s)});
    }
    const QString discriminator = alternatives.size() > 1 ? discriminatorOf(merged) : QString();
    for (qsizetype i = 0; i < alternatives.size(); ++i) {
        const Alternative &alternative = alternatives.at(i);
        const QString error = alternative.error.isEmpty() ? merged.at(i).second : alternative.error;
        std::unique_ptr<SchemaNode> built;
        if (error.isEmpty()) {
            built = child(merged.at(i).first);
        } else {
            built = std::make_unique<SchemaNode>();
            makeRaw(*built, error, true);
        }
        built->schemaPointer = originOf(alternative.schema, alternative.pointer);
        built->branchPointer = alternative.pointer;
        const QString label = variantLabel(alternative, discriminator, *built);
        if (built->kind == SchemaNode::Kind::Variant && !built->nullable) {
            // A variant of variants: offer the inner choices directly, one picker is enough.
            const bool named = label != SchemaNode::kindName(SchemaNode::Kind::Variant);
            for (SchemaVariant &inner : built->variants)
                node.variants.push_back(
                    {named ? label + u" / "_s + inner.label : inner.label, std::move(inner.node)});
            continue;
        }
        node.variants.push_back({label, std::move(built)});
    }
    makeLabelsUnique(node.variants);
}

QStringList SchemaBuilder::propertyOrder(const QJsonObject &schema, const QString &origin) const
{
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    QStringList order;
    const auto written = m_keyOrder.constFind(origin + u"/properties"_s);
    if (written != m_keyOrder.constEnd()) {
        for (const QString &name : *written) {
            if (properties.contains(name) && !order.contains(name))
                order.append(name);
        }
    } else {
        for (const QJsonValue &name : schema.value("required"_L1).toArray()) {
            if (properties.contains(name.toString()) && !order.contains(name.toString()))
                order.append(name.toString());
        }
    }
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        if (!order.contains(it.key()))
            order.append(it.key());
    }
    return order;
}

void SchemaBuilder::fillObject(SchemaNode &node, const QJsonObject &schema)
{
    node.kind = SchemaNode::Kind::Object;
    const QString origin = originOf(schema, node.schemaPointer);
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    QStringList required;
    for (const QJsonValue &name : schema.value("required"_L1).toArray())
        required.append(name.toString());
    const bool draft3 = m_document.dialect() == SchemaDialect::Draft3;
    for (const QString &name : propertyOrder(schema, origin)) {
        const QJsonValue value = properties.value(name);
        const bool isRequired
            = required.contains(name) || (draft3 && value.toObject().value("required"_L1).toBool());
        const QString pointer = JsonPointer::append(origin + u"/properties"_s, name);
        node.properties.push_back({name, isRequired, make(value, pointer)});
    }
    fillAdditional(node, schema);
    node.minProperties = countOf(schema, "minProperties"_L1);
    node.maxProperties = countOf(schema, "maxProperties"_L1);
}

void SchemaBuilder::fillAdditional(SchemaNode &node, const QJsonObject &schema)
{
    const QString origin = originOf(schema, node.schemaPointer);
    const QJsonValue additional = schema.value("additionalProperties"_L1);
    const QJsonObject patterns = schema.value("patternProperties"_L1).toObject();
    node.closed = additional == QJsonValue(false)
                  || (additional.isUndefined()
                      && schema.value("unevaluatedProperties"_L1) == QJsonValue(false));
    node.propertyNamePattern
        = schema.value("propertyNames"_L1).toObject().value("pattern"_L1).toString();
    if (additional.isObject() || additional == QJsonValue(true)) {
        node.additionalProperties = make(additional, origin + u"/additionalProperties"_s);
    } else if (patterns.size() == 1) {
        const QString pattern = patterns.constBegin().key();
        node.additionalProperties
            = make(patterns.constBegin().value(),
                   JsonPointer::append(origin + u"/patternProperties"_s, pattern));
        node.propertyNamePattern = pattern;
    } else if (patterns.size() > 1) {
        node.additionalProperties = std::make_unique<SchemaNode>();
        node.additionalProperties->schemaPointer = origin + u"/patternProperties"_s;
        makeRaw(*node.additionalProperties,
                u"extra keys follow %1 different patterns"_s.arg(patterns.size()),
                true);
    } else if (!node.closed && additional.isUndefined() && node.properties.empty()) {
        node.additionalProperties = anyValue(origin + u"/additionalProperties"_s);
    }
}

void SchemaBuilder::fillArray(SchemaNode &node, const QJsonObject &schema)
{
    node.kind = SchemaNode::Kind::Array;
    const QString origin = originOf(schema, node.schemaPointer);
    // 2020-12 spells a tuple prefixItems + items; earlier drafts items[] + additionalItems.
    // Schemas without "$schema" still use both, so the spelling decides, not the dialect.
    const bool oldTuple = schema.value("items"_L1).isArray();
    const QString prefixKey = oldTuple ? u"items"_s : u"prefixItems"_s;
    const QString restKey = oldTuple ? u"additionalItems"_s : u"items"_s;
    const QJsonArray prefix = schema.value(prefixKey).toArray();
    for (qsizetype i = 0; i < prefix.size(); ++i)
        node.prefixItems.push_back(make(prefix.at(i), u"%1/%2/%3"_s.arg(origin, prefixKey).arg(i)));
    const QJsonValue rest = schema.value(restKey);
    const bool restClosed = rest == QJsonValue(false)
                            || (rest.isUndefined() && !prefix.isEmpty()
                                && schema.value("unevaluatedItems"_L1) == QJsonValue(false));
    if (rest.isObject() || rest == QJsonValue(true))
        node.items = make(rest, origin + u'/' + restKey);
    else if (!restClosed)
        node.items = anyValue(origin + u'/' + restKey);
    node.minItems = countOf(schema, "minItems"_L1);
    node.maxItems = countOf(schema, "maxItems"_L1);
    node.uniqueItems = schema.value("uniqueItems"_L1).toBool();
}
