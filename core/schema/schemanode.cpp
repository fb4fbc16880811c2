// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemanode.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

SchemaNode::SchemaNode() = default;
SchemaNode::~SchemaNode() = default;

const SchemaNode *SchemaNode::resolved() const
{
    return kind == Kind::Recursive && recursionTarget ? recursionTarget : this;
}

const SchemaProperty *SchemaNode::property(const QString &name) const
{
    for (const SchemaProperty &property : properties) {
        if (property.name == name)
            return &property;
    }
    return nullptr;
}

const SchemaNode *SchemaNode::elementSchema(qsizetype index) const
{
    if (index >= 0 && size_t(index) < prefixItems.size())
        return prefixItems[size_t(index)].get();
    return items.get();
}

bool SchemaNode::isRequired(const QString &name) const
{
    const SchemaProperty *found = property(name);
    return found && found->required;
}

int SchemaNode::choiceIndex(const QJsonValue &value) const
{
    for (qsizetype i = 0; i < choices.size(); ++i) {
        if (choices.at(i).value == value)
            return int(i);
    }
    return -1;
}

bool SchemaNode::accepts(const QJsonValue &value) const
{
    const SchemaNode *node = resolved();
    if (value.isUndefined())
        return false;
    if (value.isNull() && node->nullable)
        return true;
    switch (node->kind) {
    case Kind::Raw:
        return true;
    case Kind::String:
        return value.isString();
    case Kind::Number:
    case Kind::Integer:
        return value.isDouble();
    case Kind::Boolean:
        return value.isBool();
    case Kind::Null:
        return value.isNull();
    case Kind::Choice:
        return node->choiceIndex(value) >= 0;
    case Kind::Object:
        return value.isObject();
    case Kind::Array:
        return value.isArray();
    case Kind::Variant:
        return node->bestVariant(value) >= 0;
    case Kind::Recursive:
        break;
    }
    return false;
}

namespace {

// How well an object value fits an object schema: constant properties (discriminators)
// dominate, then required and known keys.
int objectScore(const SchemaNode &node, const QJsonObject &object)
{
    int score = 0;
    for (const SchemaProperty &property : node.properties) {
        const auto it = object.constFind(property.name);
        const SchemaNode *child = property.node->resolved();
        if (it == object.constEnd()) {
            score -= property.required ? 4 : 0;
            continue;
        }
        score += 2;
        if (child->kind == SchemaNode::Kind::Choice && child->choices.size() == 1)
            score += child->choiceIndex(it.value()) == 0 ? 20 : -40;
    }
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!node.property(it.key()))
            score -= node.closed ? 6 : 1;
    }
    return score;
}

} // namespace

int SchemaNode::bestVariant(const QJsonValue &value) const
{
    const SchemaNode *node = resolved();
    int best = -1;
    int bestScore = 0;
    for (size_t i = 0; i < node->variants.size(); ++i) {
        const SchemaNode *variant = node->variants[i].node->resolved();
        if (!variant->accepts(value))
            continue;
        int score = 0;
        if (value.isObject() && variant->kind == Kind::Object)
            score = objectScore(*variant, value.toObject());
        else if (variant->kind == Kind::Choice)
            score = 10; // an exact value beats a mere type match
        if (best < 0 || score > bestScore) {
            best = int(i);
            bestScore = score;
        }
    }
    return best;
}

QJsonValue SchemaNode::seedValue(bool useExamples) const
{
    if (!defaultValue.isUndefined() && accepts(defaultValue))
        return defaultValue;
    if (useExamples && !examples.isEmpty() && accepts(examples.first()))
        return examples.first();
    return QJsonValue(QJsonValue::Undefined);
}

QString SchemaNode::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Raw:
        return u"json"_s;
    case Kind::String:
        return u"string"_s;
    case Kind::Number:
        return u"number"_s;
    case Kind::Integer:
        return u"integer"_s;
    case Kind::Boolean:
        return u"boolean"_s;
    case Kind::Null:
        return u"null"_s;
    case Kind::Choice:
        return u"choice"_s;
    case Kind::Object:
        return u"object"_s;
    case Kind::Array:
        return u"array"_s;
    case Kind::Variant:
        return u"variant"_s;
    case Kind::Recursive:
        return u"recursive"_s;
    }
    return {};
}

static void collectFallbacks(const SchemaNode *node, QList<const SchemaNode *> &out)
{
    if (!node || node->kind == SchemaNode::Kind::Recursive)
        return;
    if (node->rawFallback)
        out.append(node);
    for (const SchemaProperty &property : node->properties)
        collectFallbacks(property.node.get(), out);
    collectFallbacks(node->additionalProperties.get(), out);
    collectFallbacks(node->items.get(), out);
    for (const auto &item : node->prefixItems)
        collectFallbacks(item.get(), out);
    for (const SchemaVariant &variant : node->variants)
        collectFallbacks(variant.node.get(), out);
}

QList<const SchemaNode *> NormalizedSchema::fallbacks() const
{
    QList<const SchemaNode *> out;
    collectFallbacks(root.get(), out);
    return out;
}
