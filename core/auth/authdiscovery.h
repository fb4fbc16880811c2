// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QUrl>

// Where an MCP client looks for authorization metadata, and how it checks what it found
// (MCP 2025-11-25 "Authorization": RFC 9728 protected resource metadata, RFC 8414 and OpenID
// Connect discovery, RFC 8707 resource indicators; 2025-03-26 fallbacks). Pure functions.
namespace AuthDiscovery {

// The MCP server URL as an RFC 8707 resource: lower-case scheme and host, no fragment, no
// trailing slash on the path.
QString canonicalResource(const QUrl &serverUrl);

// PRM URLs to try, in order: the header's resource_metadata (if any), then the path-inserted
// well-known URL (when the server URL has a path), then the root well-known URL.
QList<QUrl> protectedResourceMetadataUrls(const QUrl &serverUrl, const QString &fromHeader);

// RFC 9728 §3.3: the PRM "resource" must name this server: same origin, and its path equal to
// or a parent (at a segment boundary) of the server URL's path. Empty: fine; else why not.
QString checkResource(const QString &prmResource, const QUrl &serverUrl);

// AS metadata URLs for an issuer, in the spec's order: with a path, RFC 8414 insertion, OIDC
// insertion, OIDC appending; without, RFC 8414 then OIDC.
QList<QUrl> authorizationServerMetadataUrls(const QUrl &issuer);

// 2025-03-26 (no PRM): the authorization server is the MCP server's origin.
QUrl legacyAuthorizationBase(const QUrl &serverUrl);
QUrl legacyEndpoint(const QUrl &serverUrl, const QString &path); // "/authorize", "/token", ...

// RFC 8414 §3.3: the metadata's issuer must be identical to the issuer it was fetched for
// (exact string comparison). Empty: fine; else why not.
QString checkIssuer(const QString &metadataIssuer, const QString &expectedIssuer);

} // namespace AuthDiscovery
