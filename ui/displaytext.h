// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>

// Small text helpers shared by the panes. Everything that may hold a server's payload goes
// through capped(): a 20 MB frame must never reach a label, a table cell or a tooltip whole.
namespace DisplayText {

// What a detail or result view shows of one payload at most; the rest is summarised.
inline constexpr qsizetype kViewLimit = 1024 * 1024;
// What a table cell, list item or tooltip shows at most.
inline constexpr qsizetype kCellLimit = 300;

// Lines longer than this are broken for display: Qt's text layout is quadratic-ish in the
// length of one line (a 1 MB line takes seconds to lay out; 1000 lines of 1000 take 13 ms).
inline constexpr qsizetype kLongLine = 2000;

// Text for a read-only viewer: at most `limit` characters, lines longer than kLongLine broken.
// `note` (if given) is set to a sentence saying what was cut or broken, or cleared.
QString forView(const QString &text, qsizetype limit = kViewLimit, QString *note = nullptr);
// The first maxChars characters, with "…" appended when something was cut.
QString capped(const QString &text, qsizetype maxChars);
// The first line of text, capped.
QString firstLine(const QString &text, qsizetype maxChars = kCellLimit);
// "512 bytes", "1.5 KB", "20.0 MB".
QString formatSize(qint64 bytes);
// Indented JSON for any value, scalars included (QJsonDocument only takes objects/arrays).
QString prettyJson(const QJsonValue &value);
QString compactJson(const QJsonValue &value);

} // namespace DisplayText
