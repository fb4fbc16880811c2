// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// SchemaChecks::evaluated(): the annotation results unevaluatedProperties/Items depend on
// (JSON Schema 2020-12, Core, section 11), computed over the translated document.
#include "jsonpointer.h"
#include "schemaconstraints.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

void unite(SchemaChecks::Evaluated &into, const SchemaChecks::Evaluated &from)
{
    into.all = into.all || from.all;
    into.names.unite(from.names);
    into.prefix = std::max(into.prefix, from.prefix);
    into.indexes.unite(from.indexes);
}

void objectMembers(SchemaChecks &checks,
                   const QJsonObject &schema,
                   const QJsonObject &object,
                   SchemaChecks::Evaluated &out)
{
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    const QJsonObject spec = schema.value("x-mcpscope-patternProperties"_L1).toObject();
    const QJsonArray patterns = spec.value("patterns"_L1).toArray();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (properties.contains(it.key()))
            out.names.insert(it.key());
        for (const QJsonValue &pattern : patterns) {
            // A name the pattern could not be matched against is reported by patternProperties.
            if (checks.search(pattern.toString(), it.key()) != SchemaRegex::Result::NoMatch)
                out.names.insert(it.key());
        }
    }
    if (schema.contains("additionalProperties"_L1) || spec.contains("additional"_L1))
        out.all = true;
}

} // namespace

SchemaChecks::Evaluated SchemaChecks::evaluated(const QString &pointer,
                                                const QJsonValue &value,
                                                const QString &asking,
                                                int depth)
{
    Evaluated out;
    const QJsonValue schema = schemaAt(pointer);
    if (!schema.isObject())
        return out;
    if (depth > 64) { // a $ref loop without progress: count everything as seen, report nothing
        out.all = true;
        return out;
    }
    const QJsonObject object = schema.toObject();
    if (value.isObject()) {
        objectMembers(*this, object, value.toObject(), out);
    } else if (value.isArray()) {
        const QJsonValue items = object.value("items"_L1);
        if (items.isArray())
            out.prefix = items.toArray().size();
        if ((items.isArray() && object.contains("additionalItems"_L1)) || items.isObject()
            || items.isBool())
            out.all = true;
        const QJsonArray array = value.toArray();
        const QJsonObject containsSpec = object.value("x-mcpscope-contains"_L1).toObject();
        const QString containsAt = object.contains("contains"_L1)
                                       ? pointer + u"/contains"_s
                                       : containsSpec.value("at"_L1).toString();
        if (object.contains("contains"_L1) || !containsSpec.isEmpty()) {
            for (qsizetype i = 0; i < array.size(); ++i) {
                if (check(containsAt, array.at(i), nullptr))
                    out.indexes.insert(i);
            }
        }
    }
    const QJsonObject unevaluated = object.value("x-mcpscope-unevaluated"_L1).toObject();
    if (!unevaluated.isEmpty() && unevaluated.value("at"_L1).toString() != asking) {
        // A nested unevaluated* keyword has looked at everything that was left.
        if ((value.isObject() && unevaluated.contains("properties"_L1))
            || (value.isArray() && unevaluated.contains("items"_L1)))
            out.all = true;
    }
    evaluateApplicators(object, pointer, value, asking, depth, out);
    return out;
}

void SchemaChecks::evaluateApplicators(const QJsonObject &schema,
                                       const QString &pointer,
                                       const QJsonValue &value,
                                       const QString &asking,
                                       int depth,
                                       Evaluated &out)
{
    const QString reference = schema.value("$ref"_L1).toString();
    if (reference.startsWith(u'#'))
        unite(out,
              evaluated(JsonPointer::fromUriFragment(reference.mid(1)).value_or(QString()),
                        value,
                        asking,
                        depth + 1));
    const QJsonArray allOf = schema.value("allOf"_L1).toArray();
    for (qsizetype i = 0; i < allOf.size(); ++i)
        unite(out,
              evaluated(JsonPointer::append(pointer + u"/allOf"_s, i), value, asking, depth + 1));
    for (const auto key : {"x-mcpscope-anyOf"_L1, "x-mcpscope-oneOf"_L1}) {
        const QJsonObject spec = schema.value(key).toObject();
        const qsizetype count = spec.value("branches"_L1).toArray().size();
        for (qsizetype i = 0; i < count; ++i) {
            const QString branch = JsonPointer::append(spec.value("at"_L1).toString(), i);
            if (check(branch, value, nullptr)) // only alternatives that hold contribute
                unite(out, evaluated(branch, value, asking, depth + 1));
        }
    }
    if (schema.contains("if"_L1)) {
        const bool holds = check(pointer + u"/if"_s, value, nullptr);
        if (holds)
            unite(out, evaluated(pointer + u"/if"_s, value, asking, depth + 1));
        const QString branch = pointer + (holds ? u"/then"_s : u"/else"_s);
        if (schema.contains(branch.section(u'/', -1)))
            unite(out, evaluated(branch, value, asking, depth + 1));
    }
    const QJsonObject dependencies = schema.value("dependencies"_L1).toObject();
    for (auto it = dependencies.constBegin(); it != dependencies.constEnd(); ++it) {
        if (!it.value().isArray() && value.toObject().contains(it.key()))
            unite(out,
                  evaluated(JsonPointer::append(pointer + u"/dependencies"_s, it.key()),
                            value,
                            asking,
                            depth + 1));
    }
}
