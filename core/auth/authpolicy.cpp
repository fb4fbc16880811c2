// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authpolicy.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kBase64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

QByteArray randomBytes(int count)
{
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator *random = QRandomGenerator::system();
    for (char &byte : bytes)
        byte = char(random->bounded(256));
    return bytes;
}

} // namespace

namespace AuthPolicy {

QStringList selectScopes(const QString &challengeScope,
                         const QStringList &resourceScopes,
                         const QStringList &serverScopes,
                         bool wantRefresh)
{
    QStringList scopes = challengeScope.split(u' ', Qt::SkipEmptyParts);
    if (scopes.isEmpty())
        scopes = resourceScopes;
    const QString offline = u"offline_access"_s;
    if (wantRefresh && serverScopes.contains(offline) && !scopes.contains(offline))
        scopes << offline;
    return scopes;
}

QStringList unionScopes(const QStringList &previous, const QStringList &challenged)
{
    QStringList scopes = previous;
    for (const QString &scope : challenged) {
        if (!scopes.contains(scope))
            scopes << scope;
    }
    return scopes;
}

QByteArray formEncode(const QList<QPair<QString, QString>> &form)
{
    QByteArray body;
    for (const auto &[name, value] : form) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

QString oauthError(const QByteArray &body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const QString error = object.value("error"_L1).toString();
    if (error.isEmpty())
        return QString::fromUtf8(body.left(200)).simplified();
    return QString(error + u' ' + object.value("error_description"_L1).toString()).trimmed();
}

QString endpointProblem(const QString &what, const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && !url.host().isEmpty() && scheme == "https"_L1)
        return {};
    const QString host = url.host().toLower();
    const bool loopback = host == "localhost"_L1 || QHostAddress(host).isLoopback();
    if (url.isValid() && scheme == "http"_L1 && loopback)
        return {};
    return u"%1 must be an https:// URL (http:// only for localhost, 127.0.0.1 or ::1), so "
           "codes and tokens never travel in clear text: \"%2\""_s.arg(
               what, url.toString(QUrl::RemoveUserInfo));
}

QString
tokenEndpointAuthMethod(const QStringList &supported, const QString &registered, bool hasSecret)
{
    if (!hasSecret)
        return u"none"_s;
    if (!registered.isEmpty() && registered != "none"_L1)
        return registered;
    if (supported.isEmpty() || supported.contains("client_secret_basic"_L1))
        return u"client_secret_basic"_s;
    if (supported.contains("client_secret_post"_L1))
        return u"client_secret_post"_s;
    return u"none"_s;
}

QByteArray challengeFor(const QByteArray &verifier)
{
    return QCryptographicHash::hash(verifier, QCryptographicHash::Sha256).toBase64(kBase64Url);
}

Pkce makePkce()
{
    // 48 random bytes give 64 base64url characters, all of them RFC 7636 unreserved.
    const QByteArray verifier = randomBytes(48).toBase64(kBase64Url);
    return {verifier, challengeFor(verifier)};
}

QByteArray makeState()
{
    return randomBytes(32).toBase64(kBase64Url);
}

QUrl authorizationUrl(const AuthorizationRequest &request)
{
    QUrl url = request.endpoint;
    QUrlQuery query(url);
    query.addQueryItem(u"response_type"_s, u"code"_s);
    query.addQueryItem(u"client_id"_s, request.clientId);
    query.addQueryItem(u"redirect_uri"_s, request.redirectUri.toString(QUrl::FullyEncoded));
    query.addQueryItem(u"code_challenge"_s, QString::fromLatin1(request.codeChallenge));
    query.addQueryItem(u"code_challenge_method"_s, u"S256"_s);
    query.addQueryItem(u"state"_s, QString::fromLatin1(request.state));
    if (!request.scopes.isEmpty())
        query.addQueryItem(u"scope"_s, request.scopes.join(u' '));
    query.addQueryItem(u"resource"_s, request.resource);
    // Encode everything that could be mistaken for a separator ('+' would read as a space).
    QUrlQuery encoded;
    for (const auto &[name, value] : query.queryItems(QUrl::FullyDecoded))
        encoded.addQueryItem(name, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    url.setQuery(encoded.query(QUrl::FullyEncoded), QUrl::StrictMode);
    return url;
}

RedirectResult checkRedirect(const QUrlQuery &query,
                             const QByteArray &expectedState,
                             const QString &expectedIssuer,
                             bool issRequired)
{
    const QString state = query.queryItemValue(u"state"_s, QUrl::FullyDecoded);
    if (state != QString::fromLatin1(expectedState))
        return {{},
                state.isEmpty() ? u"the redirect carries no state (possible forged redirect)"_s
                                : u"the redirect's state does not match the request's (possible "
                                  "forged redirect)"_s};
    const bool hasIss = query.hasQueryItem(u"iss"_s);
    const QString iss = query.queryItemValue(u"iss"_s, QUrl::FullyDecoded);
    if (issRequired && !hasIss)
        return {{},
                u"the authorization server advertises RFC 9207 iss, but the redirect has none "
                "(possible mix-up attack)"_s};
    if (hasIss && iss != expectedIssuer)
        return {{},
                u"the redirect's iss \"%1\" is not the expected issuer \"%2\" (possible mix-up "
                "attack)"_s.arg(iss, expectedIssuer)};
    if (query.hasQueryItem(u"error"_s))
        return {{},
                u"the authorization server refused: %1 %2"_s.arg(
                    query.queryItemValue(u"error"_s, QUrl::FullyDecoded),
                    query.queryItemValue(u"error_description"_s, QUrl::FullyDecoded))};
    const QString code = query.queryItemValue(u"code"_s, QUrl::FullyDecoded);
    if (code.isEmpty())
        return {{}, u"the redirect carries neither a code nor an error"_s};
    return {code, {}};
}

} // namespace AuthPolicy
