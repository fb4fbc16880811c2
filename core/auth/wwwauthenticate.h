// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// The Bearer challenge of a WWW-Authenticate header (RFC 6750 §3, RFC 9728 §5.1), as MCP
// servers send it with 401 and 403. A header may hold several challenges ("Basic realm=x,
// Bearer scope=y"); only the first Bearer one counts, else the first DPoP one (RFC 9449 §7.1: the same parameters). Parameter values may be tokens or quoted
// strings with backslash escapes.
struct BearerChallenge
{
    bool present = false; // a Bearer (or DPoP, RFC 9449 §7.1) challenge was found
    QString scheme;       // "Bearer" or "DPoP"
    QString resourceMetadata;
    QString scope;
    QString error; // "invalid_token", "insufficient_scope", ...
    QString errorDescription;
};

namespace WwwAuthenticate {
// header: the field value; several header lines may be joined with ", " first.
BearerChallenge parseBearer(const QByteArray &header);
} // namespace WwwAuthenticate
