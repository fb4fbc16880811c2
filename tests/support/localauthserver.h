// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/auth/oauthauthorizer.h>
#include <core/transport/streamablehttptransport.h>

#include <QHttpServer>
#include <QJsonObject>
#include <QList>
#include <QUrlQuery>

// An OAuth authorization server and a protected MCP endpoint in one QHttpServer on 127.0.0.1
// (system-chosen port), for the authorization tests. The knobs break one step each; every
// request is recorded.
class LocalAuthServer
{
public:
    struct Knobs
    {
        QString prmResource; // empty: the MCP URL
        QString issuer;      // empty: the server's origin
        bool advertisePkce = true;
        bool refuseRegistration = false;
        bool refuseToken = false;
        bool refuseRefresh = false; // refresh_token grants only
        bool wrongState = false;
        bool interactiveLogin = false; // /authorize answers a page instead of a 302
        // /authorize refuses (400) a redirect_uri other than the one registered, as strict
        // servers do even for loopback ports.
        bool strictRedirectUri = false;
        int expiresIn = 3600;
        QStringList requiredScopes; // tools/call answers 403 insufficient_scope without them
        // The first request after initialize revokes the token (and is refused) and no new one
        // is issued, so authorization fails after the handshake.
        bool revokeAfterHandshake = false;
        // DPoP (RFC 9449): the metadata offers ES256; the token endpoint and the MCP endpoint
        // each want a proof with their own nonce (kAsNonce, kRsNonce) and answer
        // use_dpop_nonce until they get it; the token is then DPoP-bound.
        bool dpopNonces = false;
        // With dpopNonces: every 200 from the token endpoint and the MCP endpoint gives the next
        // nonce in DPoP-Nonce ("as-nonce-2", "rs-nonce-2", …; RFC 9449 §8, §9), and only the
        // latest one is accepted.
        bool rotateNonces = false;
        // The first request after initialize is refused as with an expired token; new tokens
        // are issued as before.
        bool revokeOnceAfterHandshake = false;
        bool issueRefreshTokens = true;
        QStringList tokenAuthMethods{QStringLiteral("none")}; // token_endpoint_auth_methods_…
        // The IdP (/idp/token, RFC 8693) wants HTTP Basic with this client and secret; empty:
        // it takes a client_id alone.
        QString idpClientId;
        QString idpClientSecret;
    };
    static constexpr const char *kAsNonce = "as-nonce-1";
    static constexpr const char *kRsNonce = "rs-nonce-1";
    struct Seen
    {
        QString path;
        QUrlQuery query; // GET query or POST form
        QByteArray authorization;
        QByteArray dpop; // the DPoP proof header
    };

    LocalAuthServer();
    QUrl mcpUrl() const;
    // What a browser reaches after the login at authorizationUrl: its redirect_uri with the
    // code and the state it was given (tests play the browser with a GET of this URL).
    static QUrl browserCallback(const QUrl &authorizationUrl, const QString &code);
    QString origin() const;
    Knobs knobs;
    QList<Seen> seen;
    QString validToken; // the access token the MCP endpoint accepts
    int tokensIssued = 0;
    QString registeredRedirectUri; // of the last /register

    // A JSON-RPC request without params.
    static QByteArray rpc(int id, const char *method);
    int count(const QString &path) const;
    QList<Seen> all(const QString &path) const;
    QStringList grantedScopes;
    QByteArray asNonce = kAsNonce; // the nonce each endpoint accepts now
    QByteArray rsNonce = kRsNonce;
    QString idpTokenEndpoint() const { return origin() + QStringLiteral("/idp/token"); }

private:
    QHttpServerResponse mcp(const QHttpServerRequest &request);
    static QJsonObject resultFor(const QJsonObject &message);
    QHttpServerResponse token(const QHttpServerRequest &request);
    QHttpServerResponse authorize(const QHttpServerRequest &request);
    QHttpServerResponse idpToken(const QHttpServerRequest &request);
    static QByteArray nextNonce(const QByteArray &nonce); // "as-nonce-1" -> "as-nonce-2"
    static bool proofHasNonce(const QByteArray &proof, const QByteArray &nonce);
    QJsonObject metadata() const;
    void record(const QHttpServerRequest &request, const QString &path);

    QHttpServer m_server;
    quint16 m_port = 0;
};

// An open Streamable HTTP transport to the local server with an OAuthAuthorizer attached
// (settings as given, for the server's MCP URL).
struct AuthConnection
{
    AuthConnection(LocalAuthServer &server, CredentialStore *store, AuthSettings settings = {});
    OAuthAuthorizer authorizer;
    std::unique_ptr<StreamableHttpTransport> transport;
};
