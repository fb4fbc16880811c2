// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolcallcheck.h"

#include <core/schema/schemavalidator.h>

using namespace Qt::StringLiterals;

namespace ToolCallCheck {

namespace {

QJsonObject findTool(const QJsonArray &tools, const QString &name)
{
    for (const QJsonValue &tool : tools) {
        if (tool.toObject().value("name"_L1).toString() == name)
            return tool.toObject();
    }
    return {};
}

} // namespace

ArgumentCheck
checkArguments(const QJsonArray &tools, const QString &toolName, const QJsonObject &arguments)
{
    ArgumentCheck check;
    const QJsonObject tool = findTool(tools, toolName);
    if (tool.isEmpty()) {
        check.warnings << u"the server lists no tool named \"%1\"; sending the call anyway"_s.arg(
            toolName);
        return check;
    }
    const QJsonValue schema = tool.value("inputSchema"_L1);
    if (!schema.isObject()) {
        check.warnings << u"tool \"%1\" has no inputSchema object; arguments not checked"_s.arg(
            toolName);
        return check;
    }
    const SchemaValidator validator(schema);
    if (!validator.isUsable()) {
        check.warnings << u"cannot check the arguments of \"%1\": %2"_s.arg(toolName,
                                                                            validator.error());
        return check;
    }
    for (const QString &keyword : validator.notEnforced())
        check.warnings << u"not checked: "_s + keyword;
    // What could not be checked (time, regex limits) is no reason to refuse the call.
    for (const SchemaIssue &issue :
         validator.validate(arguments, QDeadlineTimer(SchemaValidator::DefaultBudgetMs))) {
        if (issue.kind == SchemaIssue::Kind::NotChecked)
            check.warnings << u"arguments of \"%1\" not fully checked: %2"_s.arg(toolName,
                                                                                 issue.toString());
        else
            check.issues << issue;
    }
    return check;
}

QStringList
checkStructuredContent(const QJsonArray &tools, const QString &toolName, const QJsonObject &result)
{
    if (result.value("isError"_L1).toBool())
        return {};
    const QJsonValue schema = findTool(tools, toolName).value("outputSchema"_L1);
    if (!schema.isObject())
        return {};
    if (!result.contains("structuredContent"_L1))
        return {
            u"tool \"%1\" declares an outputSchema but the result has no structuredContent"_s.arg(
                toolName)};
    const SchemaValidator validator(schema);
    if (!validator.isUsable())
        return {u"cannot check structuredContent of \"%1\": %2"_s.arg(toolName, validator.error())};
    QStringList lines;
    const QList<SchemaIssue> issues = validator.validate(
        result.value("structuredContent"_L1), QDeadlineTimer(SchemaValidator::DefaultBudgetMs));
    if (SchemaValidator::onlyNotChecked(issues))
        lines << u"structuredContent of \"%1\" was not fully validated against its outputSchema:"_s
                     .arg(toolName);
    else if (!issues.isEmpty())
        lines << u"structuredContent does not match the outputSchema of \"%1\":"_s.arg(toolName);
    for (const SchemaIssue &issue : issues)
        lines << u"  "_s + issue.toString();
    return lines;
}

} // namespace ToolCallCheck
