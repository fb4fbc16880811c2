// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemadialect.h"
#include "schemaissue.h"

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <memory>

class SchemaChecks;

// Checks values against one JSON Schema with valijson (Qt adapter). The schema is compiled
// once, in the dialect its "$schema" names (2020-12 when absent); drafts 4, 6, 7, 2019-09 and
// 2020-12 are validated. valijson itself knows drafts 4 and 7: SchemaTranslator rewrites the
// newer keywords into draft-7 equivalents or mcpscope's own checks, and what remains unchecked
// is listed by notEnforced() for this schema and by unsupportedKeywords() in general. A schema
// that cannot be checked (remote "$ref", which is never fetched; draft-03; an unknown dialect)
// is not usable: isUsable() is false, error() says why, and validate() reports that as its only
// issue instead of passing the value. Holds the compiled schema behind a pointer so that users
// of this header do not include valijson. Not copyable; any thread, one at a time.
class SchemaValidator
{
public:
    // `assumed` is the dialect of a schema without "$schema" (MCP: 2020-12).
    explicit SchemaValidator(const QJsonValue &schema,
                             SchemaDialect assumed = SchemaDialect::Draft2020_12);
    ~SchemaValidator();
    SchemaValidator(const SchemaValidator &) = delete;
    SchemaValidator &operator=(const SchemaValidator &) = delete;

    bool isUsable() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    SchemaDialect dialect() const { return m_dialect; }
    // Keywords of this schema that are not checked, each "keyword at /pointer: why".
    QStringList notEnforced() const { return m_notEnforced; }
    // What valijson parses (for diagnostics and tests).
    QJsonValue translatedSchema() const { return m_translated; }

    static constexpr int DefaultBudgetMs = 2000;

    // Empty when `value` is valid. Issues are ordered as found, deepest first within a branch.
    // Past `deadline` the only issue is a NotChecked "not validated: took too long".
    QList<SchemaIssue> validate(const QJsonValue &value,
                                QDeadlineTimer deadline
                                = QDeadlineTimer(QDeadlineTimer::Forever)) const;
    // True when `issues` holds only NotChecked issues (and at least one): no violation was
    // found, but the value was not fully checked either.
    static bool onlyNotChecked(const QList<SchemaIssue> &issues);
    // The issue validate() returns past its deadline.
    static SchemaIssue tookTooLong();

    // The 2019-09/2020-12 keywords (and keyword uses) no schema gets checked, for the user.
    static QStringList unsupportedKeywords();

private:
    QString m_error;
    SchemaDialect m_dialect;
    QStringList m_notEnforced;
    QJsonValue m_translated;
    std::unique_ptr<SchemaChecks> m_checks;
};
