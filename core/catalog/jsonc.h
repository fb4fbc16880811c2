// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

// JSON with comments and trailing commas, as VS Code writes its settings.json and mcp.json.
// One linear pass over the bytes: comments and trailing commas become spaces (line breaks are
// kept), so every offset, line and column in an error still points into the file as written.
// Text inside strings is never touched ("http://x" keeps its "//").
namespace Jsonc {

inline constexpr int kMaxDepth = 64;                    // objects and arrays inside each other
inline constexpr qsizetype kMaxBytes = 4 * 1024 * 1024; // a client config is a few KB

// Plain JSON with the same length as `text`; nullopt and `error` for an unterminated block
// comment or string, or nesting deeper than kMaxDepth ("line 3, column 7: …").
std::optional<QByteArray> toJson(const QByteArray &text, QString *error);

// toJson, then QJsonDocument; the root must be an object. Errors name the line and column.
std::optional<QJsonObject> parseObject(const QByteArray &text, QString *error);

// "line L, column C" (both from 1) of a byte offset.
QString position(const QByteArray &text, qsizetype offset);

} // namespace Jsonc
