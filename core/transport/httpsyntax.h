// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QString>

// The small pieces of HTTP syntax both directions need: what may be a header name, and how
// to quote bytes a server or a user wrote in a message without passing control bytes on.
namespace HttpSyntax {
// An RFC 9110 token (a header name, a method): non-empty, tchar only.
bool isToken(QByteArrayView text);
// Printable ASCII as it is, any other byte as \xNN; at most maxBytes of text, then "…".
QString printable(QByteArrayView text, qsizetype maxBytes = 80);
} // namespace HttpSyntax
