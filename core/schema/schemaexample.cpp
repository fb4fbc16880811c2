// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaexample.h"

#include "jsonpointer.h"
#include "schemaexamplescalars.h"
#include "schemanormalizer.h"
#include "schemavalidator.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace {

// One walk over a normalised tree; scalars come from SchemaExampleScalars. `variation` asks for
// the n-th simplest value instead of the simplest, so that the elements of a uniqueItems array
// differ. `at` is the pointer of the value being made, for the reasons.
class ExampleGenerator
{
public:
    using Result = std::optional<QJsonValue>;

    ExampleGenerator(const QJsonObject &root, bool useSeeds)
        : m_root(root)
        , m_useSeeds(useSeeds)
    {}

    QString why() const { return m_why; }
    bool usedSeed() const { return m_usedSeed; }

    Result value(const SchemaNode *node, const QString &at, int variation)
    {
        if (++m_values > SchemaExample::MaxValues)
            return fail(at,
                        u"the value would need more than %1 parts"_s.arg(SchemaExample::MaxValues));
        if (m_useSeeds && variation == 0) {
            const QJsonValue seed = node->seedValue(true);
            m_usedSeed = m_usedSeed || !seed.isUndefined();
            if (!seed.isUndefined())
                return seed;
        }
        if (node->kind == Kind::Recursive) {
            if (m_recursion >= SchemaExample::MaxRecursion)
                return fail(at,
                            u"the structure refers to itself more than %1 levels deep"_s.arg(
                                SchemaExample::MaxRecursion));
            ++m_recursion;
            const Result result = value(node->resolved(), at, variation);
            --m_recursion;
            return result;
        }
        const Result result = shaped(*node, at, variation);
        if (!result && node->nullable)
            return QJsonValue(QJsonValue::Null); // allowed where nothing else could be made
        return result;
    }

private:
    Result fail(const QString &at, const QString &reason)
    {
        m_why = u"%1: %2"_s.arg(JsonPointer::display(at), reason);
        return std::nullopt;
    }
    QJsonValue schemaAt(const SchemaNode &node) const
    {
        return JsonPointer::resolve(m_root, node.schemaPointer).value_or(QJsonValue());
    }

    Result shaped(const SchemaNode &node, const QString &at, int variation)
    {
        switch (node.kind) {
        case Kind::Raw:
            return raw(node, at);
        case Kind::String:
        case Kind::Number:
        case Kind::Integer: {
            QString reason;
            const Result result = node.kind == Kind::String
                                      ? SchemaExampleScalars::string(node, variation, &reason)
                                      : SchemaExampleScalars::number(node, variation, &reason);
            return result ? result : fail(at, reason);
        }
        case Kind::Boolean:
            return QJsonValue(variation % 2 == 1);
        case Kind::Null:
            return QJsonValue(QJsonValue::Null);
        case Kind::Choice:
            if (node.choices.isEmpty())
                return fail(at, u"the schema lists no allowed value"_s);
            return node.choices.at(variation % node.choices.size()).value;
        case Kind::Object:
            return object(node, at, variation);
        case Kind::Array:
            return array(node, at, variation);
        case Kind::Variant:
            return variant(node, at, variation);
        case Kind::Recursive:
            break;
        }
        return fail(at, u"the schema could not be read"_s);
    }

    Result variant(const SchemaNode &node, const QString &at, int variation)
    {
        for (const SchemaVariant &alternative : node.variants) {
            if (const Result result = value(alternative.node.get(), at, variation))
                return result; // else m_why says why the alternative failed
        }
        return node.variants.empty() ? fail(at, u"the schema offers no alternative"_s)
                                     : std::nullopt;
    }

    Result raw(const SchemaNode &node, const QString &at);
    Result object(const SchemaNode &node, const QString &at, int variation);
    Result array(const SchemaNode &node, const QString &at, int variation);

    const QJsonObject &m_root;
    const bool m_useSeeds;
    bool m_usedSeed = false;
    int m_values = 0;
    int m_recursion = 0;
    QString m_why;
};

// A schema the form engine shows as raw JSON: the empty value of the first type it names, an
// object when it allows objects or any type (tool arguments are objects).
ExampleGenerator::Result ExampleGenerator::raw(const SchemaNode &node, const QString &at)
{
    if (schemaAt(node) == QJsonValue(false))
        return fail(at, node.rawReason);
    const QJsonValue type = schemaAt(node).toObject().value("type"_L1);
    const QString first = type.isArray() ? type.toArray().at(0).toString() : type.toString();
    if (first.isEmpty() || type.toArray().contains(u"object"_s))
        return QJsonObject();
    static const QJsonObject empty
        = QJsonDocument::fromJson(R"({"string":"","number":0,"integer":0,"boolean":false,
                                      "array":[],"object":{}})")
              .object();
    return empty.contains(first) ? empty.value(first) : QJsonValue(QJsonValue::Null);
}

ExampleGenerator::Result
ExampleGenerator::object(const SchemaNode &node, const QString &at, int variation)
{
    QJsonObject out;
    const auto add = [&](const QString &name, const SchemaNode *schema) {
        const Result member = value(schema, JsonPointer::append(at, name), variation);
        if (member)
            out.insert(name, *member);
        return member.has_value();
    };
    for (const SchemaProperty &property : node.properties) {
        if (property.required && !add(property.name, property.node.get()))
            return std::nullopt;
    }
    // The normalised tree keeps only declared properties: required names without a schema of
    // their own are read from the schema object, and get what extra keys may hold.
    const QJsonArray required = schemaAt(node).toObject().value("required"_L1).toArray();
    for (const QJsonValue &entry : required) {
        const QString name = entry.toString();
        if (name.isEmpty() || out.contains(name) || node.property(name))
            continue;
        if (!node.additionalProperties)
            out.insert(name, QJsonObject());
        else if (!add(name, node.additionalProperties.get()))
            return std::nullopt;
    }
    for (const SchemaProperty &property : node.properties) {
        if (out.size() >= node.minProperties.value_or(0))
            break;
        if (!out.contains(property.name))
            add(property.name, property.node.get()); // an optional one that fails is skipped
    }
    const bool extraKeys = node.additionalProperties && node.propertyNamePattern.isEmpty();
    for (int n = 1; extraKeys && out.size() < node.minProperties.value_or(0); ++n) {
        if (!out.contains(u"key%1"_s.arg(n))
            && !add(u"key%1"_s.arg(n), node.additionalProperties.get()))
            return std::nullopt;
    }
    return QJsonValue(out);
}

ExampleGenerator::Result
ExampleGenerator::array(const SchemaNode &node, const QString &at, int variation)
{
    const qint64 count = qMax<qint64>(0, node.minItems.value_or(0));
    if (count > SchemaExample::MaxValues)
        return fail(at, u"minItems %1 is more elements than examples are made of"_s.arg(count));
    QJsonArray out;
    for (qint64 i = 0; i < count; ++i) {
        const SchemaNode *element = node.elementSchema(i);
        if (!element) {
            return fail(at,
                        u"%1 elements are required, but only %2 are allowed"_s.arg(
                            QString::number(count), QString::number(node.prefixItems.size())));
        }
        const Result item = value(
            element, JsonPointer::append(at, i), node.uniqueItems ? variation + int(i) : variation);
        if (!item)
            return std::nullopt;
        out.append(*item);
    }
    return QJsonValue(out);
}

} // namespace

namespace SchemaExample {

std::optional<QJsonValue> generate(const QJsonObject &schema, QString *why)
{
    const auto failed = [why](const QString &reason) -> std::optional<QJsonValue> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const SchemaValidator validator(schema);
    if (!validator.isUsable())
        return failed(u"the schema cannot be checked: %1"_s.arg(validator.error()));
    const NormalizedSchema normalized = SchemaNormalizer::normalize(schema);
    QString reason;
    // A default or example can break a constraint next to it; the second pass does without.
    for (const bool useSeeds : {true, false}) {
        ExampleGenerator generator(schema, useSeeds);
        const std::optional<QJsonValue> value
            = generator.value(normalized.root.get(), QString(), 0);
        if (!value) {
            reason = generator.why();
        } else {
            const QList<SchemaIssue> issues
                = validator.validate(*value, QDeadlineTimer(ValidationBudgetMs));
            if (issues.isEmpty())
                return value;
            reason = u"the generated value does not validate: %1"_s.arg(issues.first().toString());
        }
        if (!generator.usedSeed())
            break;
    }
    return failed(reason);
}

} // namespace SchemaExample
