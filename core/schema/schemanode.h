// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemadialect.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

struct SchemaProperty;
struct SchemaVariant;

// One labelled value of an enum, a const, or a oneOf/anyOf of {const, title}.
struct SchemaChoice
{
    QJsonValue value;
    QString label; // title, enumNames entry, or the value as text
    QString description;
    QString branchPointer; // the alternative it came from, if any ("/oneOf/2")
};

// A JSON Schema reduced to what a form needs: one node per value position, "$ref" and "allOf"
// already applied, nullability folded into a flag. Built by SchemaNormalizer; the tree owns its
// children, and a Recursive node points back at an ancestor of the same tree. Constraints that
// only the validator needs (not, if/then/else, ...) are not repeated here: the validator always
// checks the schema as received.
class SchemaNode
{
public:
    enum class Kind {
        Raw,     // a JSON editor: the schema allows any value, or the form cannot render it
        String,  // format, pattern, length bounds
        Number,  // bounds, multipleOf
        Integer, // same as Number, whole numbers only
        Boolean,
        Null,      // only null is allowed
        Choice,    // enum, const, or oneOf/anyOf of {const, title}
        Object,    // properties, plus additionalProperties as a key/value editor
        Array,     // items, prefixItems
        Variant,   // oneOf/anyOf of different shapes, or a "type" list: pick one
        Recursive, // a $ref back to an ancestor: use recursionTarget()
    };

    SchemaNode();
    ~SchemaNode();
    SchemaNode(const SchemaNode &) = delete;
    SchemaNode &operator=(const SchemaNode &) = delete;

    Kind kind = Kind::Raw;
    QString schemaPointer; // where this schema object is in the document, after $ref
    QString title;
    QString description;
    QJsonValue defaultValue = QJsonValue(QJsonValue::Undefined);
    QJsonArray examples;
    bool nullable = false;
    bool readOnly = false;
    bool writeOnly = false;
    bool deprecated = false;

    // Raw: why this node is a JSON editor, shown to the user. `rawFallback` says the form gave
    // up on a schema it could not render (as opposed to a schema that allows any value).
    QString rawReason;
    bool rawFallback = false;

    // Where validation messages come from when this node stands for an alternative of an
    // anyOf/oneOf (a Variant's branches, a nullable folded from anyOf [X, {type: null}]).
    QString branchPointer;
    QString nullBranchPointer;

    // String
    QString format;
    QString pattern;
    QString contentMediaType;
    QString contentEncoding;
    std::optional<qint64> minLength;
    std::optional<qint64> maxLength;

    // Number and Integer
    std::optional<double> minimum;
    std::optional<double> maximum;
    std::optional<double> exclusiveMinimum;
    std::optional<double> exclusiveMaximum;
    std::optional<double> multipleOf;

    // Choice
    QList<SchemaChoice> choices;
    bool isConst = false;

    // Object
    std::vector<SchemaProperty> properties;
    std::unique_ptr<SchemaNode> additionalProperties; // value schema of extra keys, or null
    bool closed = false;         // additionalProperties: false (extra keys are errors)
    QString propertyNamePattern; // propertyNames.pattern, or the patternProperties key
    std::optional<qint64> minProperties;
    std::optional<qint64> maxProperties;

    // Array
    std::unique_ptr<SchemaNode> items; // elements after prefixItems; null when none allowed
    std::vector<std::unique_ptr<SchemaNode>> prefixItems;
    std::optional<qint64> minItems;
    std::optional<qint64> maxItems;
    bool uniqueItems = false;

    // Variant
    std::vector<SchemaVariant> variants;
    QString variantKeyword; // "oneOf", "anyOf" or "type"

    // Recursive
    const SchemaNode *recursionTarget = nullptr;

    // This node, or the ancestor a Recursive node stands for.
    const SchemaNode *resolved() const;
    const SchemaProperty *property(const QString &name) const;
    // Schema of array element `index` (prefixItems first, then items); null when not allowed.
    const SchemaNode *elementSchema(qsizetype index) const;
    bool isRequired(const QString &name) const;
    // Whether `value` has the JSON type this node edits (Raw accepts anything; Variant accepts
    // what one of its variants accepts; Choice needs one of its values).
    bool accepts(const QJsonValue &value) const;
    // Index of the variant that fits `value` best, -1 if none accepts it.
    int bestVariant(const QJsonValue &value) const;
    int choiceIndex(const QJsonValue &value) const; // -1 when not among the choices
    // A value of the right shape to start editing with: the default, else (with
    // `useExamples`) the first example, else Undefined. Only values this node accepts count.
    QJsonValue seedValue(bool useExamples = true) const;

    static QString kindName(Kind kind); // "string", "object", ...
};

struct SchemaProperty
{
    QString name;
    bool required = false;
    std::unique_ptr<SchemaNode> node;
};

struct SchemaVariant
{
    QString label; // title, discriminating const, $ref name, or the type
    std::unique_ptr<SchemaNode> node;
};

// The result of normalising one schema document.
struct NormalizedSchema
{
    std::unique_ptr<SchemaNode> root;
    SchemaDialect dialect = SchemaDialect::Draft2020_12;
    QStringList problems; // about the document as a whole (unknown dialect, size limits)

    // Every node whose schema the form could not render (rawFallback), depth first, each once.
    QList<const SchemaNode *> fallbacks() const;
};
