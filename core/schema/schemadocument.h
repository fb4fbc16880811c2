// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemadialect.h"

#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QUrl>

#include <functional>

// One schema document as received, indexed so "$ref" can be resolved without fetching
// anything: the base URI of every schema object, and the targets of "$id"/"id", "$anchor" and
// "$dynamicAnchor". Resolution yields a JSON pointer into this document, or an error that says
// whether the reference is remote (MCP 2025-11-25, JSON Schema usage: network URIs are never
// dereferenced automatically). Plain value type; cheap to copy (QJsonValue is shared).
class SchemaDocument
{
public:
    struct Target
    {
        QString pointer;       // valid when error is empty
        QString error;         // why the reference cannot be followed
        bool isRemote = false; // it names another document
        bool isValid() const { return error.isEmpty(); }
    };

    SchemaDocument() = default;
    SchemaDocument(const QJsonValue &root, SchemaDialect dialect);

    const QJsonValue &root() const { return m_root; }
    SchemaDialect dialect() const { return m_dialect; }
    QJsonValue at(const QString &pointer) const; // Undefined when absent
    // `fromPointer` is the schema object holding the "$ref" (its base URI applies).
    Target resolve(const QString &reference, const QString &fromPointer) const;
    // True for every location the keyword walk reached as a schema.
    bool isSchemaLocation(const QString &pointer) const { return m_bases.contains(pointer); }
    bool hitLimit() const { return m_hitLimit; }
    // How many "$dynamicAnchor"s carry this name (a $dynamicRef is static when exactly one).
    int dynamicAnchorCount(const QString &name) const { return m_dynamicAnchors.value(name); }

    // Calls visit(relative pointer, subschema) for every direct subschema of `schema` under the
    // keywords `dialect` defines ("/properties/a", "/items/0", "/not", ...). Unknown keywords
    // are data, not schemas, and are not entered.
    using Visitor = std::function<void(const QString &relativePointer, const QJsonValue &schema)>;
    static void
    forEachSubschema(const QJsonObject &schema, SchemaDialect dialect, const Visitor &visit);

private:
    void index(const QJsonValue &schema, const QString &pointer, const QUrl &base);
    QUrl applyIdentifier(const QJsonObject &schema, const QString &pointer, const QUrl &base);

    QJsonValue m_root;
    SchemaDialect m_dialect = SchemaDialect::Draft2020_12;
    QHash<QString, QUrl> m_bases;        // schema pointer -> base URI
    QHash<QString, QString> m_resources; // absolute URI without fragment -> pointer
    QHash<QString, QString> m_anchors;   // absolute URI with anchor fragment -> pointer
    QHash<QString, int> m_dynamicAnchors;
    int m_visited = 0;
    bool m_hitLimit = false;
};
