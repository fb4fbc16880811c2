// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <utility>

// Header fields as (name, value) pairs in wire order: what a request builder sends, what the
// log shows, what HttpRequestParser read.
using HttpHeaderList = QList<std::pair<QByteArray, QByteArray>>;

// The small pieces of HTTP syntax both directions need: what may be a header name, and how
// to quote bytes a server or a user wrote in a message without passing control bytes on.
namespace HttpSyntax {
// RFC 9110 5.6.2 tchar: a character a token (a header name, a method) may hold.
bool isTokenChar(char c);
// An RFC 9110 token: non-empty, tchar only.
bool isToken(QByteArrayView text);
// The length a Content-Length value states (RFC 9110 8.6): a decimal of at most 18 digits, or
// a list of equal ones ("2, 2", which is also how several fields look once joined with ", ").
// -1 for anything else: a sign, a non-digit, values that differ, or more than an exabyte.
qint64 contentLength(QByteArrayView value);
// The size a chunk-size line states (RFC 9112 7.1: hex digits, then extensions after ';', which
// are ignored); at most 15 digits, so sums of sizes cannot overflow. -1 when it is not one.
qint64 chunkSize(QByteArrayView line);
// Printable ASCII as it is, any other byte as \xNN; at most maxBytes of text, then "…".
QString printable(QByteArrayView text, qsizetype maxBytes = 80);
} // namespace HttpSyntax
