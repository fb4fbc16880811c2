// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "outputcheck.h"

#include <core/schema/schemavalidator.h>

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace OutputCheck {

QString Outcome::summary() const
{
    switch (status) {
    case Status::Missing:
        return QCoreApplication::translate(
            "OutputCheck",
            "The tool declares an outputSchema, but the result has no structuredContent.");
    case Status::Invalid:
        return problems.size() == 1
                   ? QCoreApplication::translate(
                       "OutputCheck", "structuredContent does not match the tool's outputSchema:")
                   : QCoreApplication::translate(
                       "OutputCheck",
                       "structuredContent does not match the tool's outputSchema (%n problems):",
                       nullptr,
                       int(problems.size()));
    case Status::Unusable:
        return QCoreApplication::translate("OutputCheck",
                                           "The tool's outputSchema cannot be checked:");
    case Status::NotValidated:
        return QCoreApplication::translate(
            "OutputCheck",
            "structuredContent was not fully validated against the tool's outputSchema:");
    case Status::NotApplicable:
    case Status::Valid:
        break;
    }
    return {};
}

std::optional<Outcome> precheck(const QJsonObject &result, const QJsonValue &outputSchema)
{
    Outcome outcome;
    if (outputSchema.isUndefined() || outputSchema.isNull() || result.value("isError"_L1).toBool())
        return outcome;
    if (!result.contains("structuredContent"_L1)) {
        outcome.status = Status::Missing;
        return outcome;
    }
    return std::nullopt;
}

Outcome check(const QJsonObject &result, const QJsonValue &outputSchema, QDeadlineTimer deadline)
{
    if (const std::optional<Outcome> early = precheck(result, outputSchema))
        return *early;
    Outcome outcome;
    const SchemaValidator validator(outputSchema);
    if (!validator.isUsable()) {
        outcome.status = Status::Unusable;
        outcome.problems << validator.error();
        return outcome;
    }
    const QList<SchemaIssue> issues
        = validator.validate(result.value("structuredContent"_L1), deadline);
    outcome.status = issues.isEmpty()                          ? Status::Valid
                     : SchemaValidator::onlyNotChecked(issues) ? Status::NotValidated
                                                               : Status::Invalid;
    for (const SchemaIssue &issue : issues)
        outcome.problems << issue.toString();
    return outcome;
}

Outcome tookTooLong()
{
    return {Status::NotValidated, {SchemaValidator::tookTooLong().toString()}};
}

} // namespace OutputCheck
