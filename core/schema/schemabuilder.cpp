// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemabuilder.h"

#include "jsonpointer.h"
#include "losslessjson.h"
#include "schemamerge.h"

#include <core/jsonrpc/jsontypes.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

SchemaBuilder::SchemaBuilder(const SchemaDocument &document,
                             const SchemaNormalizer::KeyOrder &order)
    : m_document(document)
    , m_keyOrder(order)
{}

QString SchemaBuilder::originOf(const QJsonValue &schema, const QString &fallback)
{
    const QJsonValue origin = schema.toObject().value(OriginKey);
    return origin.isString() ? origin.toString() : fallback;
}

// Records where every direct subschema lives, so it keeps its location (for $ref base URIs and
// validation messages) after merges have moved it into another object.
QJsonObject SchemaBuilder::tagged(const QJsonObject &schema, const QString &pointer) const
{
    QJsonObject result = schema;
    if (!result.contains(OriginKey))
        result.insert(OriginKey, pointer);
    const QString origin = result.value(OriginKey).toString();
    const QJsonObject original = result;
    SchemaDocument::forEachSubschema(
        original, m_document.dialect(), [&](const QString &relative, const QJsonValue &sub) {
            if (!sub.isObject() || sub.toObject().contains(OriginKey))
                return;
            QJsonObject child = sub.toObject();
            child.insert(OriginKey, QString(origin + relative));
            const QStringList tokens = *JsonPointer::split(relative);
            if (tokens.size() == 1) {
                result.insert(tokens.first(), child);
                return;
            }
            QJsonValue container = result.value(tokens.first());
            if (container.isArray()) {
                QJsonArray array = container.toArray();
                array.replace(tokens.at(1).toInt(), child);
                container = array;
            } else {
                QJsonObject map = container.toObject();
                map.insert(tokens.at(1), child);
                container = map;
            }
            result.insert(tokens.first(), container);
        });
    return result;
}

SchemaBuilder::Expanded
SchemaBuilder::expand(const QJsonValue &schema, const QString &pointer, QStringList chain)
{
    Expanded out;
    out.origin = originOf(schema, pointer);
    if (chain.size() > SchemaNormalizer::MaxDepth) {
        out.error = u"too many nested $ref and allOf"_s;
        return out;
    }
    if (schema.isBool()) {
        if (!schema.toBool())
            out.error = u"the schema is false: no value is valid here"_s;
        return out;
    }
    if (!schema.isObject()) {
        out.error = u"not a schema (a JSON %1)"_s.arg(JsonTypes::name(schema));
        return out;
    }
    out.schema = tagged(schema.toObject(), out.origin);
    QStringList conflicts;
    if (out.schema.contains("$ref"_L1) && !followReference(out, chain, conflicts))
        return out;
    if (out.schema.value("allOf"_L1).isArray() && !mergeAllOf(out, chain, conflicts))
        return out;
    if (!conflicts.isEmpty())
        out.error = conflicts.join(u"; "_s);
    return out;
}

bool SchemaBuilder::followReference(Expanded &out, QStringList &chain, QStringList &conflicts)
{
    const QString reference = out.schema.value("$ref"_L1).toString();
    const SchemaDocument::Target target = m_document.resolve(reference, out.origin);
    if (!target.isValid()) {
        out.error = target.error;
        return false;
    }
    if (chain.contains(target.pointer)) {
        out.error = u"circular $ref \"%1\" without any structure in between"_s.arg(reference);
        return false;
    }
    chain.append(target.pointer);
    Expanded resolved = expand(m_document.at(target.pointer), target.pointer, chain);
    if (!resolved.error.isEmpty()) {
        out.error = resolved.error;
        return false;
    }
    QJsonObject siblings = out.schema;
    siblings.remove("$ref"_L1);
    // Up to draft-07 "$ref" makes its siblings ignored; their annotations still help a form.
    if (!SchemaDialects::isModern(m_document.dialect()))
        siblings = SchemaMerge::annotationsOnly(siblings);
    out.schema = SchemaMerge::merge(siblings, resolved.schema, &conflicts);
    out.schema.insert(OriginKey, resolved.origin);
    out.origin = resolved.origin;
    out.targets = QStringList{target.pointer} + resolved.targets;
    return true;
}

bool SchemaBuilder::mergeAllOf(Expanded &out, const QStringList &chain, QStringList &conflicts)
{
    const QJsonArray branches = out.schema.value("allOf"_L1).toArray();
    QJsonObject merged = out.schema;
    merged.remove("allOf"_L1);
    for (qsizetype i = 0; i < branches.size(); ++i) {
        const QString branchPointer = u"%1/allOf/%2"_s.arg(out.origin).arg(i);
        Expanded branch = expand(branches.at(i), originOf(branches.at(i), branchPointer), chain);
        if (!branch.error.isEmpty()) {
            out.error = branch.error;
            return false;
        }
        merged = SchemaMerge::merge(merged, branch.schema, &conflicts);
    }
    merged.insert(OriginKey, out.origin);
    out.schema = merged;
    return true;
}

std::unique_ptr<SchemaNode> SchemaBuilder::make(const QJsonValue &schema, const QString &pointer)
{
    auto result = std::make_unique<SchemaNode>();
    const QString origin = originOf(schema, pointer);
    result->schemaPointer = origin;
    if (++m_nodes > SchemaNormalizer::MaxNodes || m_depth >= SchemaNormalizer::MaxDepth) {
        const QString reason
            = m_nodes > SchemaNormalizer::MaxNodes
                  ? u"the schema has more than %1 nodes"_s.arg(SchemaNormalizer::MaxNodes)
                  : u"nested deeper than %1 levels"_s.arg(SchemaNormalizer::MaxDepth);
        if (!m_problems.contains(reason))
            m_problems.append(reason);
        makeRaw(*result, reason, true);
        return result;
    }
    if (const SchemaNode *ancestor = recursionTarget(schema, origin)) {
        result->kind = SchemaNode::Kind::Recursive;
        result->recursionTarget = ancestor;
        fillAnnotations(*result, schema.toObject());
        return result;
    }
    const Expanded expanded = expand(schema, origin, QStringList{origin});
    result->schemaPointer = expanded.origin;
    fillAnnotations(*result, schema.toObject());
    if (!expanded.error.isEmpty()) {
        makeRaw(*result, expanded.error, !schema.isBool() || schema.toBool());
        return result;
    }
    const QStringList registered = QStringList{origin} + expanded.targets;
    for (const QString &location : registered)
        m_inProgress.insert(location, result.get());
    const QStringList savedChain = std::exchange(m_chain, registered);
    ++m_depth;
    build(*result, expanded.schema);
    --m_depth;
    m_chain = savedChain;
    for (const QString &location : registered) {
        if (m_inProgress.value(location) == result.get())
            m_inProgress.remove(location);
    }
    return result;
}

const SchemaNode *SchemaBuilder::recursionTarget(const QJsonValue &schema,
                                                 const QString &origin) const
{
    const QJsonValue reference = schema.toObject().value("$ref"_L1);
    if (!reference.isString())
        return nullptr;
    const SchemaDocument::Target target = m_document.resolve(reference.toString(), origin);
    return target.isValid() ? m_inProgress.value(target.pointer) : nullptr;
}

void SchemaBuilder::makeRaw(SchemaNode &node, const QString &reason, bool fallback)
{
    node.kind = SchemaNode::Kind::Raw;
    node.rawReason = reason;
    node.rawFallback = fallback;
}

std::unique_ptr<SchemaNode> SchemaBuilder::child(const QJsonObject &schema)
{
    auto result = std::make_unique<SchemaNode>();
    result->schemaPointer = originOf(schema, QString());
    ++m_nodes;
    ++m_depth;
    if (m_depth >= SchemaNormalizer::MaxDepth)
        makeRaw(*result, u"nested deeper than %1 levels"_s.arg(SchemaNormalizer::MaxDepth), true);
    else
        build(*result, schema);
    --m_depth;
    return result;
}
