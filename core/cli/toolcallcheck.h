// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/schema/schemaissue.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

// What mcpscope-cli checks around a tools/call: the arguments against the tool's inputSchema
// before sending, and structuredContent against its outputSchema after. Pure functions; each
// validation is bounded by SchemaValidator::DefaultBudgetMs, like the GUI's.
namespace ToolCallCheck {

struct ArgumentCheck
{
    QList<SchemaIssue> issues; // the arguments break the schema (exit 2 unless --no-validate)
    QStringList warnings;      // why some or all of the check could not be done (incl. time)
};

// tools: the tools/list items; finds `toolName` and validates `arguments` against it.
ArgumentCheck
checkArguments(const QJsonArray &tools, const QString &toolName, const QJsonObject &arguments);
// Warning lines (empty when fine): structuredContent missing or breaking the outputSchema.
// A result with isError: true is not checked, as MCP exempts tool errors.
QStringList
checkStructuredContent(const QJsonArray &tools, const QString &toolName, const QJsonObject &result);

} // namespace ToolCallCheck
