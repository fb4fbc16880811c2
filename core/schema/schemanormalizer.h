// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemanode.h"

#include <QHash>
#include <QJsonObject>

// Turns a JSON Schema as received (tool inputSchema, elicitation requestedSchema, a schema
// built from prompt arguments) into the SchemaNode tree a form renders. Pure and synchronous.
// Honours "$schema" (2020-12 when absent, drafts 3 to 2019-09 accepted), resolves local "$ref"
// through "$defs"/"definitions", "$id" and "$anchor" without fetching anything, merges "allOf",
// folds nullable unions and titled constants, and turns oneOf/anyOf of different shapes into
// variants. What it cannot render becomes a Raw node with a reason, for that node only.
class SchemaNormalizer
{
public:
    // Member order of "properties" objects, keyed by the pointer of that "properties" object
    // ("/properties", "/$defs/Item/properties"), as written in the raw text: see
    // LosslessJson::keyOrder(). QJsonObject sorts keys, so without it required properties come
    // first in "required" order, then the others by name.
    using KeyOrder = QHash<QString, QStringList>;

    // Bounds on the work one schema may cause (MCP asks clients to bound composition costs).
    static constexpr int MaxDepth = 32;
    static constexpr int MaxNodes = 4000;

    static NormalizedSchema normalize(const QJsonObject &schema, const KeyOrder &keyOrder = {});
};
