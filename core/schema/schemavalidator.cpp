// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemavalidator.h"

#include "jsonpointer.h"
#include "schemaconstraints.h"
#include "schematranslator.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <valijson/validation_results.hpp>

using namespace Qt::StringLiterals;

QString SchemaIssue::toString() const
{
    QString line = JsonPointer::display(pointer) + u": "_s + message;
    if (!branches.isEmpty())
        line += u" (in alternative %1)"_s.arg(branches.join(u" > "_s));
    return line;
}

namespace {

// valijson restates every nested failure at each enclosing level ("Failed to validate against
// schema associated with property name 'a'"); the nested message says it better.
bool isRestatement(const QString &message)
{
    static const QLatin1StringView prefixes[] = {
        "Failed to validate against schema associated with"_L1,
        "Failed to validate item #"_L1,
        "Cannot validate item #"_L1,
        "Failed to validate against child schema #"_L1,
        "Failed to validate against additional properties schema"_L1,
        "Failed to validate against dependent schema"_L1,
        "Failed to validate against a conditional schema"_L1,
    };
    for (const QLatin1StringView prefix : prefixes) {
        if (message.startsWith(prefix))
            return true;
    }
    return false;
}

// "a multiple of 0.500000" -> "a multiple of 0.5" (std::to_string). Only valijson's messages
// that print a double: others quote the schema or the value ("v1.0", a pattern "^1.0$"), which
// must stay as they are.
QString tidy(QString message)
{
    if (!message.startsWith("Value should be a multiple of "_L1)
        && !message.startsWith("Expected number "_L1))
        return message;
    static const QRegularExpression zeros(u"(\\d+\\.\\d*?)0+\\b"_s);
    message.replace(zeros, u"\\1"_s);
    static const QRegularExpression dot(u"(\\d+)\\.(?!\\d)"_s);
    message.replace(dot, u"\\1"_s);
    return message;
}

// valijson names locations "<root>", "[name]", "[0]": an index or a name depending on what
// the value is at that point.
QString pointerOf(const std::vector<std::string> &context, const QJsonValue &value)
{
    QString pointer;
    QJsonValue at = value;
    for (size_t i = 1; i < context.size(); ++i) {
        QString token = QString::fromStdString(context[i]);
        if (token.startsWith(u'[') && token.endsWith(u']'))
            token = token.mid(1, token.size() - 2);
        pointer = JsonPointer::append(pointer, token);
        at = at.isArray() ? at.toArray().at(token.toLongLong()) : at.toObject().value(token);
    }
    return pointer;
}

SchemaIssue issueOf(const valijson::ValidationResults::Error &error, const QJsonValue &value)
{
    SchemaIssue issue;
    issue.pointer = pointerOf(error.context, value);
    QString message = QString::fromStdString(error.description);
    while (message.startsWith(QChar(SchemaTranslator::BranchMark))) {
        const qsizetype end = message.indexOf(QChar(SchemaTranslator::BranchMark), 1);
        issue.branches.append(message.mid(1, end - 1));
        message = message.mid(end + 1);
    }
    if (message.startsWith(QChar(SchemaTranslator::NotCheckedMark))) {
        const qsizetype end = message.indexOf(QChar(SchemaTranslator::NotCheckedMark), 1);
        issue.kind = SchemaIssue::Kind::NotChecked;
        message = message.mid(end + 1);
    }
    if (message.startsWith(QChar(SchemaTranslator::SummaryMark))) {
        const qsizetype end = message.indexOf(QChar(SchemaTranslator::SummaryMark), 1);
        issue.alternativesOf = message.mid(1, end - 1);
        message = message.mid(end + 1);
    }
    // A missing or unwanted member is where a form shows it: on its own row.
    static const QRegularExpression missing(u"^Missing required property '(.*)'\\.$"_s);
    static const QRegularExpression unwanted(
        u"^Object contains a property that could not be validated .*: '(.*)'\\.$"_s);
    if (const QRegularExpressionMatch match = missing.match(message); match.hasMatch()) {
        issue.pointer = JsonPointer::append(issue.pointer, match.captured(1));
        message = u"required, but missing"_s;
    } else if (const QRegularExpressionMatch match = unwanted.match(message); match.hasMatch()) {
        issue.pointer = JsonPointer::append(issue.pointer, match.captured(1));
        message = u"not allowed here (additionalProperties)"_s;
    }
    issue.message = tidy(message);
    return issue;
}

} // namespace

SchemaValidator::SchemaValidator(const QJsonValue &schema, SchemaDialect assumed)
    : m_dialect(schema.toObject().contains("$schema"_L1) ? SchemaDialects::of(schema.toObject())
                                                         : assumed)
{
    const SchemaTranslator::Result translation = SchemaTranslator::translate(schema, m_dialect);
    m_error = translation.error;
    m_notEnforced = translation.notEnforced;
    m_translated = translation.schema;
    if (!m_error.isEmpty())
        return;
    m_checks
        = std::make_unique<SchemaChecks>(m_translated, translation.engine, translation.regexes);
    QString problem;
    if (!m_checks->compile(&problem))
        m_error = u"the schema cannot be compiled: %1"_s.arg(problem);
}

SchemaValidator::~SchemaValidator() = default;

SchemaIssue SchemaValidator::tookTooLong()
{
    return {QString(), u"not validated: took too long"_s, {}, {}, SchemaIssue::Kind::NotChecked};
}

bool SchemaValidator::onlyNotChecked(const QList<SchemaIssue> &issues)
{
    return !issues.isEmpty() && std::all_of(issues.cbegin(), issues.cend(), [](const auto &i) {
        return i.kind == SchemaIssue::Kind::NotChecked;
    });
}

QList<SchemaIssue> SchemaValidator::validate(const QJsonValue &value, QDeadlineTimer deadline) const
{
    if (!isUsable())
        return {SchemaIssue{
            QString(), u"not validated: %1"_s.arg(m_error), {}, {}, SchemaIssue::Kind::NotChecked}};
    valijson::ValidationResults results;
    m_checks->setDeadline(deadline);
    try {
        const bool valid = m_checks->check(QString(), value, &results);
        m_checks->setDeadline(QDeadlineTimer(QDeadlineTimer::Forever));
        if (valid)
            return {};
    } catch (const SchemaChecks::OutOfTime &) {
        m_checks->setDeadline(QDeadlineTimer(QDeadlineTimer::Forever));
        return {tookTooLong()};
    } catch (const std::exception &exception) {
        // valijson throws on what it cannot handle; a verdict is still owed, never a crash.
        m_checks->setDeadline(QDeadlineTimer(QDeadlineTimer::Forever));
        return {SchemaIssue{QString(),
                            u"not validated: %1"_s.arg(QString::fromUtf8(exception.what())),
                            {},
                            {},
                            SchemaIssue::Kind::NotChecked}};
    }
    QList<SchemaIssue> issues;
    QList<SchemaIssue> restatements;
    for (const valijson::ValidationResults::Error &error : results) {
        const SchemaIssue issue = issueOf(error, value);
        QList<SchemaIssue> &list = isRestatement(issue.message) ? restatements : issues;
        if (!list.contains(issue))
            list.append(issue);
    }
    if (issues.isEmpty())
        issues = restatements;
    if (issues.isEmpty()) // valijson fails some checks (false schemas, propertyNames) silently
        issues.append({QString(), u"the value is not allowed by the schema"_s, {}, {}});
    return issues;
}

QStringList SchemaValidator::unsupportedKeywords()
{
    return {
        u"$dynamicRef, unless one $dynamicAnchor carries its name (then it is an ordinary $ref)"_s,
        u"$recursiveRef and $recursiveAnchor (2019-09)"_s,
        u"$vocabulary: every dialect's standard vocabularies are assumed"_s,
        u"format: only date, time and date-time are checked (as assertions); other formats are "
        "annotations"_s,
        u"contentEncoding, contentMediaType, contentSchema: annotations only"_s,
        u"dependentRequired and dependentSchemas on the same property name: only the first"_s,
        u"integers beyond 2^53 are compared as doubles"_s,
    };
}
