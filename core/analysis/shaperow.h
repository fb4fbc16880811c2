// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "finding.h"

#include <QLatin1StringView>

#include <span>

// The rows behind ShapeRules: what the MCP schema says about one member of one result or
// notification, for a range of protocol revisions. Static data, read by the evaluator in
// shaperules.cpp; the tables are shaperuleslegacy.cpp (definitions born in 2024-11-05 …
// 2025-11-25, most still in force) and shaperulesmodern.cpp (born in 2026-07-28).
namespace ShapeRules {

enum class Check : quint8 {
    Type,     // the value's JSON type is one of values ("string|integer"; "" = any type)
    Enum,     // a string among values ("user|assistant")
    Const,    // the string values ("object")
    AnyOf,    // an object holding at least one of the members named in values ("text|blob")
    MaxItems, // an array of at most values (a decimal) items
    Minimum,  // a number not below values (a decimal)
    Shape,    // the rows of the definition values ("#Tool") apply to the value
};

enum class Presence : bool { Optional, Required };

struct ShapeRow
{
    // id "shape.<Definition>.<member>". A row that only repeats a rule for another revision
    // range carries the id alone (the first row with that id and a title is the rule); an
    // optional Shape row reports nothing itself and has no id.
    Rule rule;
    // The method whose result (or notification whose params) the row checks, or a definition
    // ("#Tool") that Shape rows apply to values inside one.
    QLatin1StringView method;
    QLatin1StringView from, to; // revision range, inclusive; "" = open-ended
    // JSON pointer from the method's value (or the definition's value) to the checked member;
    // "*" stands for each array element or object member; "" is the value itself.
    QLatin1StringView path;
    // Empty, or a condition on the object that holds the checked member (on the checked value
    // itself for "" and a final "*"): "key" = key present, "key=" = absent, "key=a|b" = the
    // string a or b, "key=|a" = absent or a.
    QLatin1StringView when;
    Presence presence; // Required: absent (where its holder is an object) is a finding
    Check check;
    QLatin1StringView values;
};

std::span<const ShapeRow> legacyRows();
std::span<const ShapeRow> modernRows();

} // namespace ShapeRules
