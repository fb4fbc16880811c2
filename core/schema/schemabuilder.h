// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemadocument.h"
#include "schemanode.h"
#include "schemanormalizer.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

// The working state of one SchemaNormalizer::normalize() call (internal to core/schema).
// schemabuilder.cpp expands "$ref" and "allOf" and guards against cycles and size;
// schemabuildershapes.cpp turns an expanded schema object into a node of the right kind.
class SchemaBuilder
{
public:
    SchemaBuilder(const SchemaDocument &document, const SchemaNormalizer::KeyOrder &order);

    // The node for the schema at `pointer` (a schema that carries its origin keeps it).
    std::unique_ptr<SchemaNode> make(const QJsonValue &schema, const QString &pointer);
    QStringList problems() const { return m_problems; }

private:
    // Every object the builder passes around carries its location under this key, which no
    // schema can contain by accident (it starts with U+0001).
    static inline const QString OriginKey = QStringLiteral("\x01origin");

    struct Expanded
    {
        QJsonObject schema;  // $ref followed, allOf merged, subschemas tagged with their origin
        QString origin;      // location of the schema object that supplied the structure
        QStringList targets; // $ref targets followed on the way
        QString error;
    };
    struct Alternative
    {
        QJsonObject schema;
        QString pointer; // of the anyOf/oneOf entry itself
        QString referenceName;
        QString error;
    };

    static QString originOf(const QJsonValue &schema, const QString &fallback);
    QJsonObject tagged(const QJsonObject &schema, const QString &pointer) const;
    Expanded expand(const QJsonValue &schema, const QString &pointer, QStringList chain);
    bool followReference(Expanded &out, QStringList &chain, QStringList &conflicts);
    bool mergeAllOf(Expanded &out, const QStringList &chain, QStringList &conflicts);
    const SchemaNode *recursionTarget(const QJsonValue &schema, const QString &origin) const;
    std::unique_ptr<SchemaNode> child(const QJsonObject &schema);
    static void makeRaw(SchemaNode &node, const QString &reason, bool fallback);
    // {const: x} or {enum: [x]}, possibly with a type and annotations: one labelled value.
    static std::optional<QJsonValue> constantOf(const QJsonObject &schema);

public:
    static bool isConstantSchema(const QJsonValue &schema);

private:
    // schemabuildershapes.cpp and, for objects, arrays and variants, schemabuildercontainers.cpp
    void build(SchemaNode &node, const QJsonObject &schema);
    bool buildComposite(SchemaNode &node, const QJsonObject &schema, const QString &keyword);
    QList<Alternative>
    alternatives(SchemaNode &node, const QJsonObject &schema, const QString &keyword);
    void buildChoicesFrom(SchemaNode &node, const QList<Alternative> &alternatives);
    void buildVariants(SchemaNode &node,
                       const QJsonObject &outer,
                       const QList<Alternative> &alternatives,
                       const QString &keyword);
    QString variantLabel(const Alternative &alternative,
                         const QString &discriminator,
                         const SchemaNode &built) const;
    std::unique_ptr<SchemaNode> anyValue(const QString &pointer) const;
    void buildTypeUnion(SchemaNode &node, const QJsonObject &schema, const QStringList &types);
    void buildEnum(SchemaNode &node, const QJsonObject &schema);
    void buildOfType(SchemaNode &node, const QJsonObject &schema, const QString &type);
    static void fillAnnotations(SchemaNode &node, const QJsonObject &schema);
    static void fillString(SchemaNode &node, const QJsonObject &schema);
    void fillNumber(SchemaNode &node, const QJsonObject &schema) const;
    void fillObject(SchemaNode &node, const QJsonObject &schema);
    void fillAdditional(SchemaNode &node, const QJsonObject &schema);
    void fillArray(SchemaNode &node, const QJsonObject &schema);
    QStringList propertyOrder(const QJsonObject &schema, const QString &origin) const;

    const SchemaDocument &m_document;
    const SchemaNormalizer::KeyOrder &m_keyOrder;
    QHash<QString, const SchemaNode *> m_inProgress; // schema pointer -> node being built
    QStringList m_chain; // $ref targets of the node being built (cycles without structure)
    QStringList m_problems;
    int m_depth = 0;
    int m_nodes = 0;
};
