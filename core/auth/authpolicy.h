// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

// The decisions of an MCP OAuth client that need no network: which scopes to ask for, how to
// authenticate at the token endpoint, PKCE, the authorization URL and checking the redirect.
// Pure functions, each with table tests.
namespace AuthPolicy {

// MCP scope selection: the challenge's scope, else every PRM scopes_supported, else none;
// offline_access is added only when the authorization server lists it and refresh is wanted.
QStringList selectScopes(const QString &challengeScope,
                         const QStringList &resourceScopes,
                         const QStringList &serverScopes,
                         bool wantRefresh);
// Step-up: the scopes asked before plus the challenged ones, in first-seen order.
QStringList unionScopes(const QStringList &previous, const QStringList &challenged);

// "client_secret_basic", "client_secret_post" or "none". registered: the method the
// registration answered with (if any); supported: the AS metadata's list (empty: RFC 8414's
// default, basic).
QString
tokenEndpointAuthMethod(const QStringList &supported, const QString &registered, bool hasSecret);

struct Pkce
{
    QByteArray verifier;  // 64 unreserved characters (RFC 7636 §4.1)
    QByteArray challenge; // BASE64URL(SHA256(verifier)) without padding
};
Pkce makePkce();
QByteArray challengeFor(const QByteArray &verifier);
QByteArray makeState(); // 32 random bytes, base64url (also a JWT id)

struct AuthorizationRequest
{
    QUrl endpoint;
    QString clientId;
    QUrl redirectUri;
    QByteArray codeChallenge;
    QByteArray state;
    QStringList scopes; // empty: no scope parameter
    QString resource;   // RFC 8707, always sent
};
QUrl authorizationUrl(const AuthorizationRequest &request);

struct RedirectResult
{
    QString code;
    QString error; // empty: code is usable
};
// Where OAuth may send codes, secrets and tokens: https, or http to this machine only
// (localhost, 127.0.0.0/8, ::1: local development servers and test mocks). Empty when url is
// allowed; else why not, naming what (e.g. "token_endpoint") and the URL.
QString endpointProblem(const QString &what, const QUrl &url);

// application/x-www-form-urlencoded, for token requests.
QByteArray formEncode(const QList<QPair<QString, QString>> &form);
// An OAuth error answer as "error description" (else the body's start, simplified).
QString oauthError(const QByteArray &body);

// Checks the redirect's parameters: state first, then RFC 9207 iss (exact comparison; required
// when the AS advertises it), and only then an OAuth error or the code.
RedirectResult checkRedirect(const QUrlQuery &query,
                             const QByteArray &expectedState,
                             const QString &expectedIssuer,
                             bool issRequired);

} // namespace AuthPolicy
