// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemadialect.h"
#include "schemadocument.h"
#include "schemaregex.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

// Rewrites a schema so valijson, which knows drafts 4 and 7, checks what the schema's
// own dialect means (internal to core/schema; SchemaValidator uses it). Exact translations:
// every "$ref" ($id-relative, $anchor, static $dynamicRef) becomes a plain "#/pointer";
// prefixItems/items become items[]/additionalItems; dependentRequired/dependentSchemas become
// dependencies; a 2019-09+ "$ref" with siblings becomes allOf [$ref, siblings]. Keywords that
// need code become "x-mcpscope-*" keywords checked by SchemaConstraints: type (valijson's Qt
// adapter calls integers above 2^31 non-integers), pattern and patternProperties (with the
// additionalProperties beside them) on SchemaRegex, format (valijson would use std::regex),
// anyOf/oneOf (messages per alternative), minContains/maxContains, unevaluatedProperties/Items,
// and enum, const and the numeric bounds (messages that name the value and exact bounds).
// valijson never sees a regular expression.
class SchemaTranslator
{
public:
    enum class Engine { Draft4, Draft7 }; // the valijson parser versions used

    struct Result
    {
        QJsonValue schema; // what valijson parses
        Engine engine = Engine::Draft7;
        QString error; // the schema cannot be checked at all (unknown dialect, remote $ref)
        QStringList notEnforced;             // "keyword at /pointer: why"
        QHash<QString, SchemaRegex> regexes; // every pattern the checks use, compiled
    };

    static Result translate(const QJsonValue &schema, SchemaDialect dialect);

    // Prefix of the description of an error that belongs to an anyOf/oneOf alternative
    // (followed by the alternative's schema pointer and the same character), and of the summary
    // error of a whole anyOf/oneOf.
    static constexpr char16_t BranchMark = 0x1f;
    static constexpr char16_t SummaryMark = 0x1e;
    // Prefix (followed by the same character) of an error that is not a violation: a regular
    // expression could not be matched within its limits, so the value is neither valid nor not.
    static constexpr char16_t NotCheckedMark = 0x1d;

private:
    explicit SchemaTranslator(const QJsonValue &schema, SchemaDialect dialect);
    QJsonValue schemaAt(const QJsonValue &schema, const QString &from, const QString &to);
    // `scope` is where unevaluated* looks for evaluated members: the object itself, or the allOf
    // wrapper that a "$ref" with siblings became.
    QJsonObject objectAt(const QJsonObject &schema,
                         const QString &from,
                         const QString &to,
                         const QString &scope);
    void keyword(const QString &key,
                 const QJsonValue &value,
                 const QString &from,
                 const QString &to,
                 QJsonObject &out);
    void
    arrays(const QJsonObject &schema, const QString &from, const QString &to, QJsonObject &out);
    void dependencies(const QJsonObject &schema,
                      const QString &from,
                      const QString &to,
                      QJsonObject &out);
    void composite(const QString &key,
                   const QJsonArray &branches,
                   const QString &from,
                   const QString &to,
                   QJsonObject &out);
    void
    contains(const QJsonObject &schema, const QString &from, const QString &to, QJsonObject &out);
    void bounds(const QJsonObject &schema, QJsonObject &out);
    void unevaluated(const QJsonObject &schema,
                     const QString &from,
                     const QString &to,
                     const QString &scope,
                     QJsonObject &out);
    SchemaRegex regex(const QJsonValue &value, const QString &keyword, const QString &from);
    void pattern(const QJsonValue &value, const QString &from, QJsonObject &out);
    void patternProperties(const QJsonObject &schema,
                           const QString &from,
                           const QString &to,
                           QJsonObject &out);
    QJsonValue reference(const QString &reference, const QString &from);
    QJsonValue resolvePlaceholders(const QJsonValue &value) const;
    void translateStrayTargets(QJsonObject &root);
    QJsonObject schemaMap(const QJsonObject &map, const QString &from, const QString &to);
    bool needsWrapper(const QJsonObject &schema) const;

    SchemaDocument m_document;
    SchemaDialect m_dialect;
    bool m_modern = false;
    QHash<QString, QString> m_locations; // original pointer -> translated pointer
    QStringList m_targets;               // original pointers some "$ref" points at
    Result m_result;
};
