// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schematranslator.h"

#include "jsonpointer.h"
#include "schemacycles.h"
#include "schemaformats.h"
#include "schemamerge.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// Marks a "$ref" whose translated location is known only once the whole schema is done.
const QString Placeholder = QStringLiteral("\x01ref:");
const QString Ours = QStringLiteral("x-mcpscope-");

bool isDropped(const QString &key)
{
    // Identifiers are resolved into plain pointers here; valijson reading "id" would undo that.
    static const QStringList dropped = {u"$schema"_s,
                                        u"$id"_s,
                                        u"id"_s,
                                        u"$anchor"_s,
                                        u"$dynamicAnchor"_s,
                                        u"$recursiveAnchor"_s,
                                        u"$vocabulary"_s,
                                        u"$comment"_s,
                                        u"contentSchema"_s};
    return dropped.contains(key) || key.startsWith(Ours);
}

bool isGrouped(const QString &key)
{
    // Keywords translated together with their partners, after the loop over the others.
    static const QStringList grouped = {u"items"_s,
                                        u"prefixItems"_s,
                                        u"additionalItems"_s,
                                        u"dependencies"_s,
                                        u"dependentRequired"_s,
                                        u"dependentSchemas"_s,
                                        u"contains"_s,
                                        u"minContains"_s,
                                        u"maxContains"_s,
                                        u"unevaluatedProperties"_s,
                                        u"unevaluatedItems"_s,
                                        u"patternProperties"_s,
                                        u"additionalProperties"_s,
                                        u"minimum"_s,
                                        u"maximum"_s,
                                        u"exclusiveMinimum"_s,
                                        u"exclusiveMaximum"_s};
    return grouped.contains(key);
}

QString below(const QString &pointer, const QString &key)
{
    return JsonPointer::append(pointer, key);
}

} // namespace

SchemaTranslator::SchemaTranslator(const QJsonValue &schema, SchemaDialect dialect)
    : m_document(schema, dialect)
    , m_dialect(dialect)
    , m_modern(SchemaDialects::isModern(dialect))
{}

SchemaTranslator::Result SchemaTranslator::translate(const QJsonValue &schema,
                                                     SchemaDialect dialect)
{
    Result result;
    if (dialect == SchemaDialect::Unknown) {
        result.error
            = u"unknown $schema dialect \"%1\": mcpscope validates drafts 4, 6, 7, "
              "2019-09 and 2020-12"_s.arg(schema.toObject().value("$schema"_L1).toString());
        return result;
    }
    if (dialect == SchemaDialect::Draft3) {
        // valijson ignores draft-03's "extends" and "disallow": no verdict beats a wrong one.
        result.error = u"draft-03 schemas are not validated; mcpscope validates drafts 4, 6, 7, "
                       "2019-09 and 2020-12"_s;
        return result;
    }
    SchemaTranslator translator(schema, dialect);
    QJsonValue out = translator.schemaAt(schema, QString(), QString());
    if (out.isObject()) {
        QJsonObject root = out.toObject();
        translator.translateStrayTargets(root);
        out = root;
    }
    translator.m_result.schema = translator.resolvePlaceholders(out);
    // valijson recurses without end on a schema that applies itself to the same value again.
    if (const auto cycle = SchemaCycles::find(translator.m_result.schema);
        cycle && translator.m_result.error.isEmpty()) {
        translator.m_result.error
            = u"the schema applies itself to the same value without end (at %1 "
              "of the translated schema)"_s.arg(JsonPointer::display(*cycle));
    }
    translator.m_result.engine = dialect == SchemaDialect::Draft4 ? Engine::Draft4 : Engine::Draft7;
    if (translator.m_document.hitLimit())
        translator.m_result.error = u"the schema is too large to validate"_s;
    return translator.m_result;
}

QJsonValue
SchemaTranslator::schemaAt(const QJsonValue &schema, const QString &from, const QString &to)
{
    if (!m_locations.contains(from))
        m_locations.insert(from, to);
    return schema.isObject() ? QJsonValue(objectAt(schema.toObject(), from, to, to)) : schema;
}

bool SchemaTranslator::needsWrapper(const QJsonObject &schema) const
{
    // 2019-09 gave "$ref" siblings effect; valijson, like draft-07, ignores them.
    if (!m_modern || !schema.value("$ref"_L1).isString())
        return false;
    for (auto it = schema.constBegin(); it != schema.constEnd(); ++it) {
        const QString &key = it.key();
        if (key != "$ref"_L1 && key != "$defs"_L1 && key != "definitions"_L1 && !isDropped(key)
            && !SchemaMerge::isAnnotation(key))
            return true;
    }
    return false;
}

QJsonObject SchemaTranslator::objectAt(const QJsonObject &input,
                                       const QString &from,
                                       const QString &to,
                                       const QString &scope)
{
    QJsonObject schema = input;
    if (schema.contains("$dynamicRef"_L1)) {
        // Static when one $dynamicAnchor carries the name: it then means exactly that anchor.
        const QString reference = schema.take("$dynamicRef"_L1).toString();
        const QString anchor = reference.section(u'#', -1);
        if (m_document.dynamicAnchorCount(anchor) == 1 && !schema.contains("$ref"_L1))
            schema.insert(u"$ref"_s, reference);
        else
            m_result.notEnforced.append(u"$dynamicRef at %1: the anchor \"%2\" is not unique"_s.arg(
                JsonPointer::display(from), anchor));
    }
    QJsonObject out;
    if (needsWrapper(schema)) {
        QJsonObject rest = schema;
        rest.remove("$ref"_L1);
        out.insert(u"allOf"_s,
                   QJsonArray{QJsonObject{
                                  {u"$ref"_s, reference(schema.value("$ref"_L1).toString(), from)}},
                              objectAt(rest, from, to + u"/allOf/1"_s, to)});
        return out;
    }
    for (auto it = schema.constBegin(); it != schema.constEnd(); ++it)
        keyword(it.key(), it.value(), from, to, out);
    arrays(schema, from, to, out);
    patternProperties(schema, from, to, out);
    dependencies(schema, from, to, out);
    contains(schema, from, to, out);
    unevaluated(schema, from, to, scope, out);
    bounds(schema, out);
    return out;
}

QJsonObject
SchemaTranslator::schemaMap(const QJsonObject &map, const QString &from, const QString &to)
{
    QJsonObject out;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        out.insert(it.key(), schemaAt(it.value(), below(from, it.key()), below(to, it.key())));
    return out;
}

void SchemaTranslator::keyword(const QString &key,
                               const QJsonValue &value,
                               const QString &from,
                               const QString &to,
                               QJsonObject &out)
{
    static const QStringList maps = {u"properties"_s, u"$defs"_s, u"definitions"_s};
    static const QStringList singles
        = {u"not"_s, u"if"_s, u"then"_s, u"else"_s, u"propertyNames"_s};
    if (isDropped(key) || isGrouped(key))
        return;
    if (key == "$ref"_L1) {
        out.insert(key, reference(value.toString(), from));
    } else if (maps.contains(key) && value.isObject()) {
        out.insert(key, schemaMap(value.toObject(), below(from, key), below(to, key)));
    } else if (singles.contains(key)) {
        out.insert(key, schemaAt(value, below(from, key), below(to, key)));
    } else if (key == "allOf"_L1 && value.isArray()) {
        QJsonArray branches;
        const QJsonArray input = value.toArray();
        for (qsizetype i = 0; i < input.size(); ++i)
            branches.append(schemaAt(input.at(i),
                                     JsonPointer::append(below(from, key), i),
                                     JsonPointer::append(below(to, key), i)));
        out.insert(key, branches);
    } else if ((key == "anyOf"_L1 || key == "oneOf"_L1) && value.isArray()) {
        composite(key, value.toArray(), from, to, out);
    } else if (key == "type"_L1) {
        out.insert(Ours + u"type"_s, value);
    } else if (key == "enum"_L1 && value.isArray()) {
        // Own check, so the message names the value and the allowed ones (valijson's does not).
        out.insert(Ours + u"enum"_s, value);
    } else if (key == "const"_L1) {
        // Wrapped: the constant may be null, and the message names it.
        out.insert(Ours + u"const"_s, QJsonObject{{u"value"_s, value}});
    } else if (key == "pattern"_L1) {
        pattern(value, from, out);
    } else if (key == "format"_L1) {
        // valijson checks formats with std::regex, which recurses per character: never let it.
        if (SchemaFormats::isAsserted(value.toString()))
            out.insert(Ours + u"format"_s, value);
    } else if (key == "$recursiveRef"_L1) {
        m_result.notEnforced.append(
            u"$recursiveRef at %1: not supported"_s.arg(JsonPointer::display(from)));
    } else {
        out.insert(key, value);
    }
}

void SchemaTranslator::composite(const QString &key,
                                 const QJsonArray &branches,
                                 const QString &from,
                                 const QString &to,
                                 QJsonObject &out)
{
    const QString name = Ours + key;
    const QString at = below(below(to, name), u"branches"_s);
    QJsonArray translated;
    QJsonArray sources;
    for (qsizetype i = 0; i < branches.size(); ++i) {
        const QString source = JsonPointer::append(below(from, key), i);
        translated.append(schemaAt(branches.at(i), source, JsonPointer::append(at, i)));
        sources.append(source);
    }
    out.insert(name,
               QJsonObject{{u"at"_s, at},
                           {u"pointer"_s, below(from, key)},
                           {u"sources"_s, sources},
                           {u"branches"_s, translated}});
}

SchemaRegex
SchemaTranslator::regex(const QJsonValue &value, const QString &keyword, const QString &from)
{
    const SchemaRegex expression(value.toString());
    if (!value.isString() || !expression.isValid()) {
        m_result.notEnforced.append(u"%1 at %2: not a valid regular expression (%3)"_s.arg(
            keyword,
            JsonPointer::display(from),
            value.isString() ? expression.errorString() : u"not a string"_s));
        return {};
    }
    m_result.regexes.insert(expression.pattern(), expression);
    return expression;
}

void SchemaTranslator::pattern(const QJsonValue &value, const QString &from, QJsonObject &out)
{
    if (regex(value, u"pattern"_s, from).isValid())
        out.insert(Ours + u"pattern"_s, value);
}

void SchemaTranslator::patternProperties(const QJsonObject &schema,
                                         const QString &from,
                                         const QString &to,
                                         QJsonObject &out)
{
    const QJsonValue patterns = schema.value("patternProperties"_L1);
    const QJsonValue additional = schema.value("additionalProperties"_L1);
    if (!patterns.isObject()) {
        if (!patterns.isUndefined())
            out.insert(u"patternProperties"_s, patterns); // valijson says what is wrong
        if (!additional.isUndefined())
            out.insert(u"additionalProperties"_s,
                       schemaAt(additional,
                                below(from, u"additionalProperties"_s),
                                below(to, u"additionalProperties"_s)));
        return;
    }
    // Own check: valijson matches patternProperties with std::regex. additionalProperties
    // depends on which names the patterns matched, so it moves into the same check.
    const QString at = below(to, Ours + u"patternProperties"_s);
    const QString source = below(from, u"patternProperties"_s);
    const QJsonObject map = patterns.toObject();
    QJsonArray expressions;
    QJsonArray schemas;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        const QString key = u"patternProperties \"%1\""_s.arg(it.key());
        if (!regex(it.key(), key, from).isValid())
            continue;
        schemas.append(schemaAt(it.value(),
                                below(source, it.key()),
                                JsonPointer::append(at + u"/schemas"_s, schemas.size())));
        expressions.append(it.key());
    }
    QJsonObject spec{{u"at"_s, at}, {u"patterns"_s, expressions}, {u"schemas"_s, schemas}};
    if (!additional.isUndefined()) {
        spec.insert(u"properties"_s,
                    QJsonArray::fromStringList(schema.value("properties"_L1).toObject().keys()));
        spec.insert(
            u"additional"_s,
            schemaAt(additional, below(from, u"additionalProperties"_s), at + u"/additional"_s));
    }
    out.insert(Ours + u"patternProperties"_s, spec);
}

void SchemaTranslator::arrays(const QJsonObject &schema,
                              const QString &from,
                              const QString &to,
                              QJsonObject &out)
{
    const QJsonValue items = schema.value("items"_L1);
    const QJsonValue prefix = schema.value("prefixItems"_L1);
    const bool tupleIsPrefix = prefix.isArray();
    const QString tupleKey = tupleIsPrefix ? u"prefixItems"_s : u"items"_s;
    const QJsonValue tuple = tupleIsPrefix ? prefix : items;
    if (tuple.isArray()) {
        QJsonArray translated;
        const QJsonArray input = tuple.toArray();
        for (qsizetype i = 0; i < input.size(); ++i)
            translated.append(schemaAt(input.at(i),
                                       JsonPointer::append(below(from, tupleKey), i),
                                       JsonPointer::append(to + u"/items"_s, i)));
        out.insert(u"items"_s, translated);
        const QString restKey = tupleIsPrefix ? u"items"_s : u"additionalItems"_s;
        const QJsonValue rest = schema.value(restKey);
        if (!rest.isUndefined())
            out.insert(u"additionalItems"_s,
                       schemaAt(rest, below(from, restKey), to + u"/additionalItems"_s));
    } else if (!items.isUndefined()) {
        out.insert(u"items"_s, schemaAt(items, from + u"/items"_s, to + u"/items"_s));
    }
}

void SchemaTranslator::bounds(const QJsonObject &schema, QJsonObject &out)
{
    // Own check: valijson prints a bound with std::to_string's six decimals (1e-7 becomes 0)
    // and never the value. Only numbers move; valijson still rejects any other bound.
    QJsonObject spec;
    const auto keep = [&schema, &out](const QString &key) {
        if (schema.contains(key))
            out.insert(key, schema.value(key));
    };
    for (const auto &[bound, exclusive] : {std::pair{u"minimum"_s, u"exclusiveMinimum"_s},
                                           std::pair{u"maximum"_s, u"exclusiveMaximum"_s}}) {
        const QJsonValue inclusiveValue = schema.value(bound);
        const QJsonValue exclusiveValue = schema.value(exclusive);
        if (m_dialect != SchemaDialect::Draft4) {
            for (const QString &key : {bound, exclusive}) {
                if (schema.value(key).isDouble())
                    spec.insert(key, schema.value(key));
                else
                    keep(key);
            }
        } else if (inclusiveValue.isDouble()
                   && (exclusiveValue.isUndefined() || exclusiveValue.isBool())) {
            // Draft 4: exclusiveMinimum/exclusiveMaximum are booleans that make the bound strict.
            spec.insert(exclusiveValue.toBool() ? exclusive : bound, inclusiveValue);
        } else {
            keep(bound);
            keep(exclusive);
        }
    }
    if (!spec.isEmpty())
        out.insert(Ours + u"bounds"_s, spec);
}

void SchemaTranslator::dependencies(const QJsonObject &schema,
                                    const QString &from,
                                    const QString &to,
                                    QJsonObject &out)
{
    QJsonObject translated;
    const QString target = to + u"/dependencies"_s;
    for (const QString &key : {u"dependencies"_s, u"dependentSchemas"_s, u"dependentRequired"_s}) {
        const QJsonObject map = schema.value(key).toObject();
        for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
            if (translated.contains(it.key())) {
                m_result.notEnforced.append(
                    u"%1 \"%2\" at %3: overlaps another dependency on the same property"_s.arg(
                        key, it.key(), JsonPointer::display(from)));
                continue;
            }
            translated.insert(it.key(),
                              it.value().isArray() ? it.value()
                                                   : schemaAt(it.value(),
                                                              below(below(from, key), it.key()),
                                                              below(target, it.key())));
        }
    }
    if (!translated.isEmpty())
        out.insert(u"dependencies"_s, translated);
}

void SchemaTranslator::contains(const QJsonObject &schema,
                                const QString &from,
                                const QString &to,
                                QJsonObject &out)
{
    if (!schema.contains("contains"_L1))
        return;
    const QJsonValue minimum = schema.value("minContains"_L1);
    const QJsonValue maximum = schema.value("maxContains"_L1);
    if (minimum.isUndefined() && maximum.isUndefined()) {
        out.insert(
            u"contains"_s,
            schemaAt(schema.value("contains"_L1), from + u"/contains"_s, to + u"/contains"_s));
        return;
    }
    const QString at = to + u'/' + Ours + u"contains/schema"_s;
    QJsonObject spec{{u"at"_s, at}, {u"min"_s, minimum.isUndefined() ? QJsonValue(1) : minimum}};
    if (!maximum.isUndefined())
        spec.insert(u"max"_s, maximum);
    spec.insert(u"schema"_s, schemaAt(schema.value("contains"_L1), from + u"/contains"_s, at));
    out.insert(Ours + u"contains"_s, spec);
}

void SchemaTranslator::unevaluated(const QJsonObject &schema,
                                   const QString &from,
                                   const QString &to,
                                   const QString &scope,
                                   QJsonObject &out)
{
    const QString name = Ours + u"unevaluated"_s;
    QJsonObject spec{{u"at"_s, scope}, {u"self"_s, below(to, name)}};
    for (const QString &kind : {u"Properties"_s, u"Items"_s}) {
        const QJsonValue value = schema.value(u"unevaluated"_s + kind);
        if (!value.isUndefined())
            spec.insert(kind.toLower(),
                        schemaAt(value,
                                 from + u"/unevaluated"_s + kind,
                                 below(below(to, name), kind.toLower())));
    }
    if (spec.size() > 2)
        out.insert(name, spec);
}

QJsonValue SchemaTranslator::reference(const QString &reference, const QString &from)
{
    const SchemaDocument::Target target = m_document.resolve(reference, from);
    if (!target.isValid()) {
        if (m_result.error.isEmpty())
            m_result.error = target.error;
        return reference;
    }
    m_targets.append(target.pointer);
    return QString(Placeholder + target.pointer);
}

void SchemaTranslator::translateStrayTargets(QJsonObject &root)
{
    // A "$ref" may point into a keyword no walk enters ("#/components/schemas/X"): give the
    // target a translated copy of its own.
    QJsonObject strays;
    for (qsizetype i = 0; i < m_targets.size(); ++i) {
        const QString target = m_targets.at(i);
        if (m_locations.contains(target))
            continue;
        const QString key = QString::number(strays.size());
        const QString location = u'/' + Ours + u"refs/"_s + key;
        m_locations.insert(target, location);
        strays.insert(key, schemaAt(m_document.at(target), target, location));
    }
    if (!strays.isEmpty())
        root.insert(Ours + u"refs"_s, strays);
}

QJsonValue SchemaTranslator::resolvePlaceholders(const QJsonValue &value) const
{
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            array.replace(i, resolvePlaceholders(array.at(i)));
        return array;
    }
    if (!value.isObject())
        return value;
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString text = it.value().toString();
        if (it.key() == "$ref"_L1 && text.startsWith(Placeholder))
            it.value() = QString(
                u'#' + JsonPointer::toUriFragment(m_locations.value(text.mid(Placeholder.size()))));
        else
            it.value() = resolvePlaceholders(it.value());
    }
    return object;
}
