// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

// Checks a CallToolResult's structuredContent against the tool's outputSchema. MCP 2025-06-18
// and later, Tools > Output Schema: a server that declares one MUST return structured results
// that conform to it, and clients SHOULD validate them. Tool errors (isError: true) are not
// checked: the schema describes success. Pure; core's SchemaValidator does the checking.
namespace OutputCheck {

enum class Status {
    NotApplicable, // no outputSchema, or a tool error
    Valid,
    Missing,  // an outputSchema but no structuredContent
    Invalid,  // problems lists "/pointer: reason" lines
    Unusable, // the schema cannot be checked; problems has why
};

struct Outcome
{
    Status status = Status::NotApplicable;
    QStringList problems;
    // One sentence for the warning banner, empty when there is nothing to warn about.
    QString summary() const;
};

Outcome check(const QJsonObject &result, const QJsonValue &outputSchema);

} // namespace OutputCheck
