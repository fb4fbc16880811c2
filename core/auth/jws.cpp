// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jws.h"

#include "authpolicy.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kJwsBase64 = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

QByteArray compactJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool decodePart(const QByteArray &part, QByteArray *out)
{
    const auto result = QByteArray::fromBase64Encoding(
        part, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return false;
    *out = *result;
    return true;
}

} // namespace

namespace Jws {

QByteArray base64Url(const QByteArray &bytes)
{
    return bytes.toBase64(kJwsBase64);
}

QByteArray sign(QJsonObject header, const QJsonObject &claims, const JwsKey &key)
{
    header.insert("alg"_L1, key.algorithm());
    const QByteArray input = base64Url(compactJson(header)) + '.' + base64Url(compactJson(claims));
    const QByteArray signature = key.sign(input);
    if (signature.isEmpty())
        return {};
    return input + '.' + base64Url(signature);
}

QByteArray thumbprint(const QJsonObject &jwk)
{
    // RFC 7638 §3: the required members only, in lexicographic order, no whitespace. QJsonObject
    // keeps its keys sorted, so the compact serialization is the canonical one.
    const QString kty = jwk.value("kty"_L1).toString();
    QJsonObject members{{"kty"_L1, kty}};
    const QStringList names = kty == "EC"_L1    ? QStringList{u"crv"_s, u"x"_s, u"y"_s}
                              : kty == "OKP"_L1 ? QStringList{u"crv"_s, u"x"_s}
                                                : QStringList{u"e"_s, u"n"_s};
    for (const QString &name : names)
        members.insert(name, jwk.value(name));
    return base64Url(QCryptographicHash::hash(compactJson(members), QCryptographicHash::Sha256));
}

QString pickAlgorithm(const QStringList &keyAlgorithms,
                      const QStringList &supported,
                      const QString &what,
                      QString *error)
{
    if (keyAlgorithms.isEmpty())
        return {};
    if (supported.isEmpty())
        return keyAlgorithms.constFirst();
    for (const QString &algorithm : keyAlgorithms) {
        if (supported.contains(algorithm))
            return algorithm;
    }
    *error = u"the authorization server accepts %1 (%2), the key signs %3"_s.arg(
        supported.join(u", "_s), what, keyAlgorithms.join(u", "_s));
    return {};
}

Parsed parse(const QByteArray &compact)
{
    Parsed parsed;
    const QList<QByteArray> parts = compact.split('.');
    if (parts.size() != 3) {
        parsed.error
            = u"a JWS compact serialization has 3 parts, this one has %1"_s.arg(parts.size());
        return parsed;
    }
    QByteArray header;
    QByteArray payload;
    if (!decodePart(parts.at(0), &header) || !decodePart(parts.at(1), &payload)
        || !decodePart(parts.at(2), &parsed.signature)) {
        parsed.error = u"a part is not base64url"_s;
        return parsed;
    }
    const QJsonDocument headerJson = QJsonDocument::fromJson(header);
    const QJsonDocument payloadJson = QJsonDocument::fromJson(payload);
    if (!headerJson.isObject() || !payloadJson.isObject()) {
        parsed.error = u"the header or the payload is not a JSON object"_s;
        return parsed;
    }
    parsed.header = headerJson.object();
    parsed.claims = payloadJson.object();
    parsed.signingInput = parts.at(0) + '.' + parts.at(1);
    return parsed;
}

QJsonObject
assertionClaims(const QString &clientId, const QString &audience, qint64 now, qint64 lifetimeSecs)
{
    return {{"iss"_L1, clientId},
            {"sub"_L1, clientId},
            {"aud"_L1, audience},
            {"iat"_L1, now},
            {"exp"_L1, now + lifetimeSecs},
            {"jti"_L1, QString::fromLatin1(AuthPolicy::makeState())}};
}

QString proofUri(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment).toString(QUrl::FullyEncoded);
}

QJsonObject proofClaims(const QByteArray &method,
                        const QUrl &url,
                        qint64 now,
                        const QString &accessToken,
                        const QString &nonce)
{
    QJsonObject claims{{"jti"_L1, QString::fromLatin1(AuthPolicy::makeState())},
                       {"htm"_L1, QString::fromLatin1(method)},
                       {"htu"_L1, proofUri(url)},
                       {"iat"_L1, now}};
    if (!accessToken.isEmpty())
        claims.insert("ath"_L1,
                      QString::fromLatin1(base64Url(QCryptographicHash::hash(
                          accessToken.toUtf8(), QCryptographicHash::Sha256))));
    if (!nonce.isEmpty())
        claims.insert("nonce"_L1, nonce);
    return claims;
}

QByteArray proof(const JwsKey &key,
                 const QByteArray &method,
                 const QUrl &url,
                 const QString &accessToken,
                 const QString &nonce)
{
    const QJsonObject header{{"typ"_L1, u"dpop+jwt"_s}, {"jwk"_L1, key.publicJwk()}};
    return sign(header,
                proofClaims(method, url, QDateTime::currentSecsSinceEpoch(), accessToken, nonce),
                key);
}

} // namespace Jws
