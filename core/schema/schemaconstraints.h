// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemaregex.h"
#include "schematranslator.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QJsonValue>
#include <QSet>

#include <map>
#include <memory>

namespace valijson {
class Schema;
class SchemaParser;
class ValidationResults;
} // namespace valijson

// Compiles a SchemaTranslator result with valijson and implements its "x-mcpscope-*" keywords
// as valijson custom constraints (internal to core/schema). Any subschema of the translated
// document can be compiled on its own, through a "$ref" into the same document served by a
// fetch callback that knows no other document, so nothing remote is ever fetched. Owned by
// SchemaValidator; the constraints it creates keep a plain pointer back to it.
class SchemaChecks
{
public:
    SchemaChecks(const QJsonValue &translated,
                 SchemaTranslator::Engine engine,
                 const QHash<QString, SchemaRegex> &regexes);
    ~SchemaChecks();
    SchemaChecks(const SchemaChecks &) = delete;
    SchemaChecks &operator=(const SchemaChecks &) = delete;

    // Compiles the whole document; false, with the reason, when valijson rejects it.
    bool compile(QString *error);
    // Validates `value` against the subschema at `pointer` ("" for the whole schema). Errors
    // go to `results` when it is not null.
    bool
    check(const QString &pointer, const QJsonValue &value, valijson::ValidationResults *results);
    QJsonValue schemaAt(const QString &pointer) const;

    // The time budget of one validation: every check spends from it, and once the deadline has
    // passed the next one throws OutOfTime, which unwinds valijson to SchemaValidator.
    struct OutOfTime
    {};
    void setDeadline(QDeadlineTimer deadline) { m_deadline = deadline; }
    void spend() const;
    // A schema regex (compiled once, by the translator) against a string, within the budget.
    SchemaRegex::Result search(const QString &pattern, QStringView subject);

    // What unevaluatedProperties/unevaluatedItems must not look at: the members the schema at
    // `pointer` (and everything it applies in place) evaluated. `asking` is the scope of the
    // unevaluated keyword that asks, which does not count itself.
    struct Evaluated
    {
        bool all = false;
        QSet<QString> names;  // object members
        qsizetype prefix = 0; // array elements [0, prefix)
        QSet<qsizetype> indexes;
    };
    Evaluated evaluated(const QString &pointer,
                        const QJsonValue &value,
                        const QString &asking,
                        int depth = 0);

private:
    const valijson::Schema *compiled(const QString &pointer);
    void configure(valijson::SchemaParser &parser);
    void configureStringChecks(valijson::SchemaParser &parser); // schemastringchecks.cpp
    void configureValueChecks(valijson::SchemaParser &parser);  // schemavaluechecks.cpp
    void evaluateApplicators(const QJsonObject &schema,
                             const QString &pointer,
                             const QJsonValue &value,
                             const QString &asking,
                             int depth,
                             Evaluated &out);

    static constexpr int MaxNesting = 64;

    QJsonValue m_document;
    SchemaTranslator::Engine m_engine;
    int m_nesting = 0; // checks running inside other checks (anyOf, contains, ...)
    QHash<QString, SchemaRegex> m_regexes;
    QDeadlineTimer m_deadline{QDeadlineTimer::Forever};
    std::map<QString, std::unique_ptr<valijson::Schema>> m_compiled;
};
