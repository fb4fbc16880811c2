// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "httpsyntax.h"

#include <QByteArray>

// One HTTP/1.x request as HttpRequestParser read it: header names in lower case, values with
// the surrounding whitespace removed, the body already de-chunked. A plain value type.
struct HttpRequest
{
    QByteArray method;
    QByteArray target;    // the request-target exactly as sent
    QByteArray path;      // the target's path without the query (also for absolute-form)
    int minorVersion = 1; // HTTP/1.<minorVersion>
    HttpHeaderList headers;
    QByteArray body;

    // The target's query without the '?', as sent (still percent-encoded); empty when none.
    QByteArray query() const;
    // Every value of a header joined with ", " (RFC 9110 list syntax); empty when absent.
    QByteArray header(QByteArrayView lowerCaseName) const;
    bool hasHeader(QByteArrayView lowerCaseName) const;
    qsizetype headerCount(QByteArrayView lowerCaseName) const;
    // The media type of Content-Type in lower case, without parameters.
    QByteArray mediaType() const;
    // True when Accept names mediaType literally with a non-zero q. Wildcards do not count:
    // MCP 2025-11-25 says the client MUST list application/json and text/event-stream.
    bool accepts(QByteArrayView mediaType) const;
};
