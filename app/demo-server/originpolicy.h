// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>

// DNS-rebinding protection for a server that listens on 127.0.0.1 only. A web page the user
// visits can make the browser send requests to 127.0.0.1; the browser then names the page in
// Origin, and after a DNS rebinding also in Host. MCP 2025-11-25, Transports > Streamable HTTP >
// Security Warning: servers MUST validate Origin and SHOULD bind to localhost only.
namespace OriginPolicy {

// No Origin (a non-browser client), or an http(s)/ws(s) origin on 127.0.0.1, localhost or
// [::1], any port. "null" (sandboxed frames, file: pages) is refused: it can be any page.
bool isAllowedOrigin(QByteArrayView origin);
// Host names this server: 127.0.0.1, localhost or [::1], with or without a port.
bool isAllowedHost(QByteArrayView host);

} // namespace OriginPolicy
