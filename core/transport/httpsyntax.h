// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QString>

// The small pieces of HTTP syntax both directions need: what may be a header name, and how
// to quote bytes a server or a user wrote in a message without passing control bytes on.
namespace HttpSyntax {
// RFC 9110 5.6.2 tchar: a character a token (a header name, a method) may hold.
bool isTokenChar(char c);
// An RFC 9110 token: non-empty, tchar only.
bool isToken(QByteArrayView text);
// Printable ASCII as it is, any other byte as \xNN; at most maxBytes of text, then "…".
QString printable(QByteArrayView text, qsizetype maxBytes = 80);
} // namespace HttpSyntax
