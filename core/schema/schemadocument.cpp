// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemadocument.h"

#include "jsonpointer.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

// The base of a document without "$id". Never fetched: any reference that resolves outside the
// indexed resources is reported as remote.
const QUrl &defaultBase()
{
    static const QUrl base(u"https://mcpscope.invalid/schema.json"_s);
    return base;
}

QString resourceKey(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveFragment).toString(QUrl::FullyEncoded);
}

// Bounds the walk so a hostile schema cannot make indexing unbounded (MCP 2025-11-25 asks
// clients to bound the cost of composition keywords).
constexpr int MaxSchemaObjects = 20000;

} // namespace

SchemaDocument::SchemaDocument(const QJsonValue &root, SchemaDialect dialect)
    : m_root(root)
    , m_dialect(dialect)
{
    m_resources.insert(resourceKey(defaultBase()), QString());
    index(root, QString(), defaultBase());
}

QJsonValue SchemaDocument::at(const QString &pointer) const
{
    return JsonPointer::resolve(m_root, pointer).value_or(QJsonValue(QJsonValue::Undefined));
}

void SchemaDocument::forEachSubschema(const QJsonObject &schema,
                                      SchemaDialect dialect,
                                      const Visitor &visit)
{
    static const QLatin1StringView single[] = {"additionalProperties"_L1,
                                               "additionalItems"_L1,
                                               "not"_L1,
                                               "if"_L1,
                                               "then"_L1,
                                               "else"_L1,
                                               "contains"_L1,
                                               "propertyNames"_L1,
                                               "unevaluatedProperties"_L1,
                                               "unevaluatedItems"_L1,
                                               "items"_L1};
    static const QLatin1StringView arrays[]
        = {"allOf"_L1, "anyOf"_L1, "oneOf"_L1, "prefixItems"_L1, "items"_L1};
    static const QLatin1StringView maps[] = {"properties"_L1,
                                             "patternProperties"_L1,
                                             "$defs"_L1,
                                             "definitions"_L1,
                                             "dependentSchemas"_L1,
                                             "dependencies"_L1};
    const auto isSchema = [dialect](const QJsonValue &value) {
        return value.isObject()
               || (value.isBool() && dialect != SchemaDialect::Draft3
                   && dialect != SchemaDialect::Draft4);
    };
    for (const QLatin1StringView key : single) {
        const QJsonValue value = schema.value(key);
        if (isSchema(value))
            visit(u'/' + key, value);
    }
    for (const QLatin1StringView key : arrays) {
        const QJsonArray array = schema.value(key).toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (isSchema(array.at(i)))
                visit(u'/' + key + u'/' + QString::number(i), array.at(i));
        }
    }
    for (const QLatin1StringView key : maps) {
        const QJsonObject map = schema.value(key).toObject();
        for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
            // "dependencies" mixes schemas with arrays of property names.
            if (isSchema(it.value()))
                visit(JsonPointer::append(u'/' + key, it.key()), it.value());
        }
    }
}

QUrl SchemaDocument::applyIdentifier(const QJsonObject &schema,
                                     const QString &pointer,
                                     const QUrl &base)
{
    const bool modern = SchemaDialects::isModern(m_dialect);
    const bool oldId = m_dialect == SchemaDialect::Draft3 || m_dialect == SchemaDialect::Draft4;
    // Up to draft-07 "$ref" makes every sibling keyword ignored, "$id" included.
    if (!modern && schema.contains("$ref"_L1))
        return base;
    QUrl result = base;
    const QJsonValue id = schema.value(oldId ? "id"_L1 : "$id"_L1);
    if (id.isString()) {
        const QUrl resolved = base.resolved(QUrl(id.toString()));
        if (id.toString().startsWith(u'#')) {
            m_anchors.insert(resolved.toString(QUrl::FullyEncoded), pointer); // draft-06/07 anchor
        } else {
            result = resolved.adjusted(QUrl::RemoveFragment);
            m_resources.insert(resourceKey(result), pointer);
            if (!resolved.fragment().isEmpty())
                m_anchors.insert(resolved.toString(QUrl::FullyEncoded), pointer);
        }
    }
    if (modern) {
        for (const auto key : {"$anchor"_L1, "$dynamicAnchor"_L1}) {
            const QString anchor = schema.value(key).toString();
            if (anchor.isEmpty())
                continue;
            QUrl named = result;
            named.setFragment(anchor);
            m_anchors.insert(named.toString(QUrl::FullyEncoded), pointer);
            if (key == "$dynamicAnchor"_L1)
                m_dynamicAnchors[anchor] += 1;
        }
    }
    return result;
}

void SchemaDocument::index(const QJsonValue &schema, const QString &pointer, const QUrl &base)
{
    if (++m_visited > MaxSchemaObjects) {
        m_hitLimit = true;
        return;
    }
    if (!schema.isObject()) {
        m_bases.insert(pointer, base);
        return;
    }
    const QJsonObject object = schema.toObject();
    const QUrl ownBase = applyIdentifier(object, pointer, base);
    m_bases.insert(pointer, ownBase);
    forEachSubschema(object, m_dialect, [&](const QString &relative, const QJsonValue &sub) {
        index(sub, pointer + relative, ownBase);
    });
}

SchemaDocument::Target SchemaDocument::resolve(const QString &reference,
                                               const QString &fromPointer) const
{
    Target target;
    const qsizetype hash = reference.indexOf(u'#');
    const QString uriPart = hash < 0 ? reference : reference.left(hash);
    const QString fragment = hash < 0 ? QString() : reference.mid(hash + 1);
    const QUrl base = m_bases.value(fromPointer, defaultBase());
    const QUrl document = uriPart.isEmpty() ? base : base.resolved(QUrl(uriPart));
    const auto resource = m_resources.constFind(resourceKey(document));
    if (resource == m_resources.constEnd()) {
        target.isRemote = true;
        target.error = u"remote $ref \"%1\" is not fetched"_s.arg(reference);
        return target;
    }
    if (fragment.isEmpty() || fragment.startsWith(u'/')) {
        const std::optional<QString> inner = JsonPointer::fromUriFragment(fragment);
        target.pointer = *resource + inner.value_or(QString());
        if (!inner || !JsonPointer::resolve(m_root, target.pointer))
            target.error = u"$ref \"%1\" points to nothing in this schema"_s.arg(reference);
        return target;
    }
    QUrl anchored = document;
    anchored.setFragment(QUrl::fromPercentEncoding(fragment.toUtf8()));
    const auto anchor = m_anchors.constFind(anchored.toString(QUrl::FullyEncoded));
    if (anchor == m_anchors.constEnd()) {
        target.error = u"$ref \"%1\" names an anchor this schema does not define"_s.arg(reference);
        return target;
    }
    target.pointer = *anchor;
    return target;
}
