// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "originpolicy.h"

#include <QByteArray>

#include <algorithm>

namespace OriginPolicy {

namespace {

// host[:port] where host is a loopback name and port, if present, is all digits.
bool isLoopbackAuthority(QByteArrayView authority)
{
    QByteArrayView host = authority;
    QByteArrayView port;
    if (authority.startsWith('[')) {
        const qsizetype close = authority.indexOf(']');
        if (close < 0)
            return false;
        host = authority.first(close + 1);
        port = authority.sliced(close + 1);
    } else if (const qsizetype colon = authority.indexOf(':'); colon >= 0) {
        host = authority.first(colon);
        port = authority.sliced(colon);
    }
    if (!port.isEmpty()) {
        if (!port.startsWith(':') || port.size() < 2
            || !std::all_of(
                port.begin() + 1, port.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
    }
    const QByteArray lower = host.toByteArray().toLower();
    return lower == "127.0.0.1" || lower == "localhost" || lower == "[::1]";
}

} // namespace

bool isAllowedOrigin(QByteArrayView origin)
{
    if (origin.isEmpty())
        return true;
    for (QByteArrayView scheme : {"http://", "https://", "ws://", "wss://"}) {
        if (origin.startsWith(scheme))
            return isLoopbackAuthority(origin.sliced(scheme.size()));
    }
    return false;
}

bool isAllowedHost(QByteArrayView host)
{
    return isLoopbackAuthority(host);
}

} // namespace OriginPolicy
