// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolarguments.h"

#include <core/schema/schemanormalizer.h>
#include <core/schema/schemavalidator.h>

#include <QDeadlineTimer>

using namespace Qt::StringLiterals;

namespace {

// The defaults of the top-level properties as the form engine reads them ($ref and allOf
// applied), so the server fills in what the inspector's form shows; a default that does not
// fit its property is left out.
QJsonObject topLevelDefaults(const QJsonObject &schema)
{
    QJsonObject defaults;
    const NormalizedSchema normalized = SchemaNormalizer::normalize(schema);
    const SchemaNode *root = normalized.root ? normalized.root->resolved() : nullptr;
    if (!root)
        return defaults;
    for (const SchemaProperty &property : root->properties) {
        const QJsonValue seed
            = property.node ? property.node->seedValue(false) : QJsonValue(QJsonValue::Undefined);
        if (!seed.isUndefined())
            defaults.insert(property.name, seed);
    }
    return defaults;
}

} // namespace

ToolArguments::ToolArguments(const QJsonArray &definitions)
{
    for (const QJsonValue &definition : definitions) {
        const QJsonValue schema = definition["inputSchema"_L1];
        if (!schema.isObject())
            continue;
        m_tools[definition["name"_L1].toString()]
            = Tool{std::make_unique<SchemaValidator>(schema), topLevelDefaults(schema.toObject())};
    }
}

ToolArguments::~ToolArguments() = default;

QStringList ToolArguments::problems(const QString &tool, const QJsonObject &arguments) const
{
    const auto it = m_tools.find(tool);
    if (it == m_tools.end())
        return {};
    // The inspector's budget: arguments that cannot be checked in time are refused ("not
    // validated: took too long"), never run unchecked.
    const QList<SchemaIssue> issues = it->second.validator->validate(
        arguments, QDeadlineTimer(SchemaValidator::DefaultBudgetMs));
    QStringList lines;
    for (const SchemaIssue &issue : issues)
        lines.append(issue.toString());
    return lines;
}

QJsonObject ToolArguments::withDefaults(const QString &tool, const QJsonObject &arguments) const
{
    const auto it = m_tools.find(tool);
    if (it == m_tools.end())
        return arguments;
    QJsonObject filled = arguments;
    const QJsonObject &defaults = it->second.defaults;
    for (auto entry = defaults.constBegin(); entry != defaults.constEnd(); ++entry) {
        if (!filled.contains(entry.key()))
            filled.insert(entry.key(), entry.value());
    }
    return filled;
}
