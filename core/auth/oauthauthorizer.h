// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "authflow.h"

#include <core/transport/httpauthorizer.h>
#include <core/transport/serverconfig.h>

#include <QTimer>

class QNetworkAccessManager;

// OAuth 2.1 for one MCP server, behind the transports' HttpAuthorizer interface: starts an
// AuthFlow on 401, refreshes the access token before it expires and on a 401 (when a refresh
// token exists), steps up on 403 insufficient_scope with the union of the scopes (at most
// kMaxAuthorizations authorizations in a row), and re-registers when the server's
// authorization server changes (credentials are kept per issuer). Tokens never leave it except
// in the Authorization header.
class OAuthAuthorizer : public HttpAuthorizer
{
    Q_OBJECT
public:
    static constexpr int kMaxAuthorizations = 3;

    OAuthAuthorizer(const AuthSettings &settings,
                    CredentialStore *store,
                    QObject *parent = nullptr);

    // OAuth applies to http(s) servers for which the user gave no credentials of their own
    // (a bearer token or an Authorization header stay as they are, refused or not).
    static bool appliesTo(const ServerConfig &config);

    QByteArray authorizationHeader() const override;
    QByteArray proofHeader(const QByteArray &verb, const QUrl &url) const override;
    void noteNonce(const QByteArray &nonce) override;
    void challenge(int status, const QByteArray &wwwAuthenticate) override;
    void requestSucceeded(const QByteArray &dpopNonce) override;
    QList<QByteArray> secrets() const override;
    std::optional<TokenSet> tokens() const { return m_tokens; }
    // "Forget credentials": this server's tokens and the client registered at its issuer,
    // here and in the store.
    void forget();
    AuthFlow *flow() const { return m_flow; }

Q_SIGNALS:
    void step(const AuthStep &step);
    void browserNeeded(const QUrl &url);
    // The failing step, for "exit 3 with the step and the reason".
    void failedAt(const AuthStep &step);

private:
    bool isProofBound() const; // the token is DPoP-bound to the flow's key
    void startAuthorization(const BearerChallenge &challenge);
    void startRefresh();
    void accept(const TokenSet &tokens);
    void handleFailure(const AuthStep &failure);
    void scheduleRefresh();
    void setWaitingForUser(bool waiting);

    AuthSettings m_settings;
    CredentialStore *m_store;
    QNetworkAccessManager *m_network;
    AuthFlow *m_flow;
    std::optional<TokenSet> m_tokens;
    QStringList m_requestedScopes;
    BearerChallenge m_pendingChallenge;
    QTimer m_refreshTimer;
    int m_authorizations = 0; // in a row, without a successful request in between
    QString m_resourceNonce;  // the MCP server's last DPoP-Nonce (RFC 9449 §9)
    bool m_nonceChanged = false;
    bool m_busy = false;
    bool m_refreshing = false;
    bool m_waitingForUser = false; // the flow sent the user to a browser
};
