// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>

// Finds a schema that applies itself to the same value again without end ({"$ref": "#"},
// {"allOf": [{"not": {"$ref": "#"}}]}): valijson would recurse until the stack runs out while
// parsing or validating such a schema. Works on SchemaTranslator's output (internal to
// core/schema). Descending into properties or items consumes part of the value, so recursive
// structures such as trees are fine.
namespace SchemaCycles {

// The location of a schema on such a cycle, or std::nullopt.
std::optional<QString> find(const QJsonValue &translated);

} // namespace SchemaCycles
