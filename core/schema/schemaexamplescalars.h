// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemanode.h"

#include <QJsonValue>
#include <QString>

#include <optional>

// The simplest scalar values a SchemaNode's own constraints allow, for SchemaExample (internal
// to core/schema). `variation` asks for the n-th simplest instead, so that the elements of a
// uniqueItems array can differ. Without a value, *why says which constraint could not be met,
// without a location (the caller knows it). Pure; any thread.
namespace SchemaExampleScalars {

// Number and Integer: zero when the bounds allow it, else the allowed value nearest to zero
// (minimum, maximum, both exclusives, multipleOf); whole numbers come back as integers.
std::optional<QJsonValue> number(const SchemaNode &node, int variation, QString *why);
// String: the format's sample, else minLength times "a"; with a pattern, the first of a few
// plain candidates (that one, then all "a", all "0", all "A") that SchemaRegex finds a match in.
std::optional<QJsonValue> string(const SchemaNode &node, int variation, QString *why);

} // namespace SchemaExampleScalars
