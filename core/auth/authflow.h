// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "authmetadata.h"
#include "authpolicy.h"
#include "authstep.h"
#include "credentialstore.h"
#include "wwwauthenticate.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class LoopbackReceiver;
class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

class JwsKey;
class JwsKeyFactory;

// How the client gets its access token.
enum class AuthGrant {
    AuthorizationCode, // a person signs in (browser), PKCE
    ClientCredentials, // the client itself: a secret (client_secret_basic/post) or a key
    JwtBearer,         // RFC 7523 with a workload identity token (SEP-1933)
    Enterprise, // SEP-990: the user's ID token → RFC 8693 exchange at the IdP for an ID-JAG → RFC 7523
};

// What the user configured for authorizing at one MCP server.
struct AuthSettings
{
    AuthGrant grant = AuthGrant::AuthorizationCode;
    // private_key_jwt (RFC 7523 §2.2): the client's PEM private key. A secret.
    QByteArray clientKeyPem;
    QString assertion; // JwtBearer: the workload identity JWT. A secret.
    QString idToken;   // Enterprise: the user's ID token from the IdP. A secret.
    // Files holding the three above (the key, the workload token, the ID token): read off the
    // GUI thread at each grant, so a rotated token (a Kubernetes projected token) is the one
    // sent; what a file holds replaces the value above.
    QString clientKeyFile;
    QString assertionFile;
    QString idTokenFile;
    QUrl idpTokenEndpoint;   // Enterprise: where the ID token is exchanged
    QString idpClientId;     // Enterprise: this client's id at the IdP
    QString idpClientSecret; // Enterprise: its secret there (client_secret_basic), if any
    bool dpop = false;       // RFC 9449: sender-constrained tokens, a key per connection
    const JwsKeyFactory *keys = nullptr; // signs (injected by the application; crypto/)
    QString problem; // set up wrongly (an unreadable key file): the flow fails with this
    QUrl serverUrl;
    QString clientId;        // pre-registered (server settings, --client-id)
    QString clientSecret;    // with clientId
    QUrl clientMetadataUrl;  // Client ID Metadata Document URL, used when the AS supports it
    QStringList extraScopes; // --scope: asked for on top of the selected ones
    QString protocolVersion; // sent as MCP-Protocol-Version on 2025-03-26 metadata requests
    QString clientName = QStringLiteral("mcpscope");
    bool wantRefresh = true;
};

// One OAuth 2.1 authorization (MCP 2025-11-25, with the 2025-03-26 fallbacks) as an
// asynchronous state machine: protected resource metadata → authorization server metadata →
// client identity (pre-registered, Client ID Metadata Document, dynamic registration) →
// authorization request with PKCE S256 → redirect (an immediate Location, or the browser and a
// loopback listener) → code exchange. Every action is reported with step(); the flow ends with
// exactly one of finished() or failed(). Also refreshes tokens.
class AuthFlow : public QObject
{
    Q_OBJECT
public:
    AuthFlow(const AuthSettings &settings,
             CredentialStore *store,
             QNetworkAccessManager *network,
             QObject *parent = nullptr);
    ~AuthFlow() override;

    // previousScopes: what the last authorization asked for (step-up asks for the union).
    void start(const BearerChallenge &challenge, const QStringList &previousScopes = {});
    void refresh(const TokenSet &tokens);
    QStringList requestedScopes() const { return m_scopes; }
    // The DPoP key of this connection (made at the first token request), or null.
    std::shared_ptr<JwsKey> proofKey() const { return m_proofKey; }
    // The credentials read from files so far (workload and ID tokens): masked in recordings.
    QStringList fileSecrets() const { return {m_settings.assertion, m_settings.idToken}; }

Q_SIGNALS:
    void step(const AuthStep &step);
    // The authorization URL needs a person: open it in a browser (http(s) only) or print it.
    void browserNeeded(const QUrl &url);
    void finished(const TokenSet &tokens);
    void failed(const AuthStep &step);

private:
    using Handler = std::function<void(int status, const QByteArray &body, QNetworkReply *reply)>;

    // authflow.cpp: discovery
    void fetchResourceMetadata(int index);
    void acceptResourceMetadata(const QJsonObject &object, const QUrl &url);
    void startLegacyDiscovery();
    void fetchServerMetadata(int index);
    void acceptServerMetadata(const AuthServerMetadata &metadata);
    // authflowclient.cpp: identity, authorization, redirect, tokens
    void identifyClient();
    void identifyClientForBrowser(); // pre-registered, CIMD or registration, then authorize()
    void registerClient();
    void authorize();
    void handleRedirect(const QUrlQuery &query);
    void exchangeCode(const QString &code);
    void requestTokens(const QList<QPair<QString, QString>> &form,
                       AuthStep::Stage stage,
                       bool nonceRetry = false);
    void acceptTokens(const QJsonObject &object, AuthStep::Stage stage);
    // authflowgrants.cpp: the grants without a browser, client authentication, DPoP
    bool isDirectGrant() const { return m_settings.grant != AuthGrant::AuthorizationCode; }
    void startDirectGrant();
    void exchangeIdToken();
    void requestJwtBearer(const QString &assertion);
    bool prepareKeys(); // the client key and the DPoP key; false: failed (reported)
    // Reads the credential files on a worker, then calls next (not when the flow has ended or
    // started again meanwhile); a file that cannot be read fails the flow naming it.
    void readCredentialFiles(AuthStep::Stage stage, std::function<void()> next);
    bool loadClientKey(AuthStep::Stage stage);
    QString clientAuthMethod() const;
    void authenticateClient(QNetworkRequest *request, QList<QPair<QString, QString>> *form);

    void send(AuthStep::Stage stage,
              const QByteArray &verb,
              QNetworkRequest request,
              const QByteArray &body,
              Handler handler);
    void report(AuthStep::Stage stage,
                const QString &action,
                const QUrl &url = {},
                int status = 0,
                const QString &summary = {});
    void fail(AuthStep::Stage stage, const QString &reason, const QUrl &url = {}, int status = 0);
    void finish(const TokenSet &tokens);

    AuthSettings m_settings;
    CredentialStore *m_store;
    QNetworkAccessManager *m_network;
    LoopbackReceiver *m_receiver;
    quint64 m_generation = 0; // answers to an older start() are ignored

    BearerChallenge m_challenge;
    QStringList m_previousScopes;
    QList<QUrl> m_candidates; // discovery URLs being tried
    QString m_lastDiscoveryError;
    ProtectedResourceMetadata m_resourceMetadata;
    // RFC 8707 resource indicator: the metadata's "resource" exactly as published, else the
    // canonical server URI.
    QString m_resource;
    QString m_issuer;      // the issuer the AS metadata was fetched for
    bool m_legacy = false; // 2025-03-26: no protected resource metadata
    AuthServerMetadata m_serverMetadata;
    ClientCredentials m_client;
    QString m_authMethod;
    AuthPolicy::Pkce m_pkce;
    QByteArray m_state;
    QStringList m_scopes;
    TokenSet m_refreshing;               // refresh(): the tokens being renewed
    std::shared_ptr<JwsKey> m_clientKey; // private_key_jwt
    std::shared_ptr<JwsKey> m_proofKey;  // DPoP, for the lifetime of this flow (connection)
    QString m_asNonce;                   // the authorization server's last DPoP-Nonce
    bool m_done = true;
};
