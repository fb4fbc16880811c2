// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

// Example values for a JSON Schema, made to call a tool without a person filling its form (a
// lint that calls read-only tools): what is sent must be valid, plain and small. Walks the
// SchemaNormalizer tree: a default or example first, else the first choice or alternative, the
// number nearest zero within the bounds, the format's sample or the shortest string, only the
// required properties and the fewest array elements. Every value is checked with SchemaValidator
// before it is returned, so a value that does not validate is never returned; the reason comes
// back instead. Pure and bounded in time; any thread.
namespace SchemaExample {

// Recursive structures are followed this many levels deep (required self-references).
inline constexpr int MaxRecursion = 8;
// Bounds on what one call builds (minItems, minLength and nesting multiply).
inline constexpr int MaxValues = 10000;
inline constexpr qint64 MaxStringLength = 65536;
// The validation of the result, in milliseconds.
inline constexpr int ValidationBudgetMs = 2000;

// A value that satisfies `schema` (a tool's inputSchema), or std::nullopt with *why set to one
// sentence saying what could not be satisfied and where ("/path: ...", "(root): ...").
std::optional<QJsonValue> generate(const QJsonObject &schema, QString *why = nullptr);

} // namespace SchemaExample
