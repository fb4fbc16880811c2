// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QStringList>

// Checks JSON values against the JSON Schema subset the demo catalogue uses, so every tool
// rejects bad arguments with the same clear wording. Supported keywords: type (a name or a
// list, "integer" included), enum, const, properties, required, additionalProperties: false,
// items, minItems, maxItems, uniqueItems, minLength, maxLength, pattern, format (email, uri,
// date, date-time), minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, anyOf,
// oneOf. Unknown keywords are ignored, as JSON Schema requires. Pure functions.
namespace SchemaCheck {

// One line per problem, each starting with the JSON pointer of the offending value
// ("/assignee/email: \"bob\" is not a valid email address"); the root is "(arguments)".
// Empty when the value conforms.
QStringList validate(const QJsonValue &value, const QJsonObject &schema);

// Fills properties that are absent from object but have a "default" in schema, one level deep
// (what a tool needs before reading its arguments).
QJsonObject withDefaults(const QJsonObject &object, const QJsonObject &schema);

} // namespace SchemaCheck
