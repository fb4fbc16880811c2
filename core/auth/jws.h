// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

// A private key that signs JWS (RFC 7515): client assertions (RFC 7523 private_key_jwt) and
// DPoP proofs (RFC 9449). Core only knows this interface; crypto/ implements it with OpenSSL
// (core links no crypto library) and the applications inject it.
class JwsKey
{
public:
    virtual ~JwsKey() = default;
    virtual QString algorithm() const = 0; // "ES256", "ES384", "EdDSA", "RS256", "PS256"
    // Every algorithm this key can sign with (an RSA key: RS256 and PS256), preferred first.
    virtual QStringList algorithms() const = 0;
    // Signs with algorithm from now on; false (and unchanged) when the key cannot.
    virtual bool useAlgorithm(const QString &algorithm) = 0;
    // The public half as a JWK (EC: kty, crv, x, y; RSA: kty, n, e; OKP: kty, crv, x): never
    // the private part.
    virtual QJsonObject publicJwk() const = 0;
    // The JWS signature of input (ES256/ES384: R || S, 64/96 bytes); empty if signing failed.
    virtual QByteArray sign(const QByteArray &input) const = 0;
};

// Makes keys: a fresh pair (DPoP: one per connection, kept in memory only) or a client's
// private key read from PEM.
class JwsKeyFactory
{
public:
    virtual ~JwsKeyFactory() = default;
    // algorithm: one of algorithms(). Null with *error on failure.
    virtual std::shared_ptr<JwsKey> generate(const QString &algorithm, QString *error) const = 0;
    // What generate() makes, preferred first.
    virtual QStringList algorithms() const = 0;
    // A PKCS#8 or traditional PEM private key (EC P-256 signs ES256, P-384 ES384, Ed25519
    // EdDSA, RSA RS256 or PS256).
    virtual std::shared_ptr<JwsKey> fromPem(const QByteArray &pem, QString *error) const = 0;
};

// Building and reading JWS compact serializations; pure functions with table tests.
namespace Jws {

QByteArray base64Url(const QByteArray &bytes);
// header gets "alg" from the key; empty if the key failed to sign.
QByteArray sign(QJsonObject header, const QJsonObject &claims, const JwsKey &key);
// RFC 7638 SHA-256 thumbprint of a public EC, RSA or OKP (RFC 8037 §2) JWK, base64url.
QByteArray thumbprint(const QJsonObject &jwk);
// The algorithm to sign with: the first of the key's (preferred first) that the server lists
// in supported, or the key's first when the server lists none. Empty with *error naming
// both lists when none fits; what names the list (its metadata field) for that error.
QString pickAlgorithm(const QStringList &keyAlgorithms,
                      const QStringList &supported,
                      const QString &what,
                      QString *error);

struct Parsed
{
    QJsonObject header;
    QJsonObject claims;
    QByteArray signingInput; // "<header>.<payload>" as received
    QByteArray signature;    // decoded
    QString error;           // empty: well-formed
};
Parsed parse(const QByteArray &compact);

// RFC 7523 §3 client assertion (private_key_jwt) or any JWT bearer assertion a client signs:
// iss = sub = clientId, aud, iat, exp (lifetime seconds later), a random jti.
QJsonObject assertionClaims(const QString &clientId,
                            const QString &audience,
                            qint64 now,
                            qint64 lifetimeSecs = 300);

// RFC 9449 §4.2: the "htu" of a proof is the request URL without query and fragment.
QString proofUri(const QUrl &url);
// The claims of a DPoP proof: jti, htm, htu, iat, with ath (base64url SHA-256 of the access
// token) for a resource request and nonce when the server gave one.
QJsonObject proofClaims(const QByteArray &method,
                        const QUrl &url,
                        qint64 now,
                        const QString &accessToken = {},
                        const QString &nonce = {});
// A signed DPoP proof: header typ "dpop+jwt" with the public JWK.
QByteArray proof(const JwsKey &key,
                 const QByteArray &method,
                 const QUrl &url,
                 const QString &accessToken = {},
                 const QString &nonce = {});

} // namespace Jws
