// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <optional>

// Checks a CallToolResult's structuredContent against the tool's outputSchema. MCP 2025-06-18
// and later, Tools > Output Schema: a server that declares one MUST return structured results
// that conform to it, and clients SHOULD validate them. Tool errors (isError: true) are not
// checked: the schema describes success. Pure; core's SchemaValidator does the checking, within
// a deadline (OutputChecker runs it off the GUI thread with SchemaValidator::DefaultBudgetMs).
namespace OutputCheck {

enum class Status {
    NotApplicable, // no outputSchema, or a tool error
    Valid,
    Missing,      // an outputSchema but no structuredContent
    Invalid,      // problems lists "/pointer: reason" lines
    Unusable,     // the schema cannot be checked; problems has why
    NotValidated, // no violation found, but not all was checked (time, regex limits): problems
};

struct Outcome
{
    Status status = Status::NotApplicable;
    QStringList problems;
    // One sentence for the warning banner, empty when there is nothing to warn about.
    QString summary() const;
};

// The verdict that needs no validator (NotApplicable, Missing), if there is one.
std::optional<Outcome> precheck(const QJsonObject &result, const QJsonValue &outputSchema);
Outcome check(const QJsonObject &result,
              const QJsonValue &outputSchema,
              QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
// What a check that ran out of time says.
Outcome tookTooLong();

} // namespace OutputCheck
