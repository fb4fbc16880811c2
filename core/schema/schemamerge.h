// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QStringList>

// Combines two schema objects that must both hold (allOf branches, a $ref and its siblings, an
// outer schema and one of its oneOf alternatives) into one object for rendering. Assertions are
// intersected (types, enums, bounds, required), subschemas of the same property become an
// allOf, and annotations keep the first schema's value. The result only drives the form; the
// validator still checks the schema as received, so a merge that loses precision never lets a
// bad value through.
namespace SchemaMerge {

// Adds to `conflicts` a sentence per contradiction found (disjoint types, different consts).
QJsonObject merge(const QJsonObject &first, const QJsonObject &second, QStringList *conflicts);

// The keywords that only describe a value (title, description, default, ...).
bool isAnnotation(const QString &keyword);
QJsonObject withoutAnnotations(const QJsonObject &schema);
QJsonObject annotationsOnly(const QJsonObject &schema);

} // namespace SchemaMerge
