// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

// RFC 9728 protected resource metadata, the fields an MCP client uses.
struct ProtectedResourceMetadata
{
    QString resource;
    QStringList authorizationServers;
    QStringList scopesSupported;
    // Empty error: usable. Else why not (no authorization_servers, not JSON, ...).
    static ProtectedResourceMetadata fromJson(const QJsonObject &object, QString *error);
};

// RFC 8414 / OpenID Connect discovery metadata of an authorization server.
struct AuthServerMetadata
{
    QString issuer;
    QUrl authorizationEndpoint;
    QUrl tokenEndpoint;
    QUrl registrationEndpoint; // empty: no dynamic client registration
    QStringList scopesSupported;
    QStringList codeChallengeMethods;
    bool codeChallengeMethodsPresent = false;
    QStringList tokenEndpointAuthMethods; // empty: RFC 8414 default, client_secret_basic
    bool clientIdMetadataDocumentSupported = false;
    bool issParameterSupported = false; // RFC 9207 authorization_response_iss_parameter_supported
    QStringList dpopSigningAlgorithms;  // RFC 9449 dpop_signing_alg_values_supported
    // RFC 8414 token_endpoint_auth_signing_alg_values_supported (private_key_jwt)
    QStringList tokenEndpointAuthSigningAlgorithms;

    static AuthServerMetadata fromJson(const QJsonObject &object, QString *error);
    // Every endpoint https (or http on this machine): AuthPolicy::endpointProblem. Empty: fine.
    QString checkEndpoints() const;
    // MCP: PKCE S256 is required; absent code_challenge_methods_supported means "refuse".
    QString checkPkceSupport() const;
    // 2025-03-26 with no metadata: the default endpoints at the server's origin.
    static AuthServerMetadata legacyDefaults(const QUrl &serverUrl);
};
