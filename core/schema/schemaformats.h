// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

// The "format" values mcpscope asserts: RFC 3339 date, time and date-time (JSON Schema
// Validation, section 7.3.1), read by hand-written scanners, so a string of any length costs
// one pass and no regular expression sees it. Other formats are annotations, though sample()
// knows a value for the common ones. Pure.
namespace SchemaFormats {

bool isAsserted(const QString &format);
// True when `text` is a valid value of `format` (always true for formats not asserted).
bool matches(const QString &format, QStringView text);

// A valid value, for messages: "2025-06-18T14:30:00Z".
QString example(const QString &format);
// A plain value of any well-known format, asserted or not ("user@example.com" for "email"),
// for example values (SchemaExample); empty for formats it has none for.
QString sample(const QString &format);

bool isDate(QStringView text);     // 2025-06-18 (full-date: leap years and month lengths)
bool isTime(QStringView text);     // 14:30:00Z, 14:30:00.5+02:00 (full-time; second 60 allowed)
bool isDateTime(QStringView text); // 2025-06-18T14:30:00Z ("T" or "t")

} // namespace SchemaFormats
