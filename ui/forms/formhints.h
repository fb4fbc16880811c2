// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class SchemaNode;

// Short words for what a schema asks of a value, shown in grey under a form field so the user
// sees the rules before validation has to tell them.
namespace FormHints {

// "email · 3–120 characters", "≥ 0.5 · ≤ 200 · multiple of 0.5", "1–8 items, unique";
// empty when the schema says nothing beyond the type.
QString constraints(const SchemaNode *node);

// What shows under a field: its title (unless it only repeats the name: "Budget (EUR)" for
// "budget_eur"), its description (capped), and on the next line constraints().
QString fieldNote(const QString &name,
                  const QString &title,
                  const QString &description,
                  const SchemaNode *shape);

} // namespace FormHints
