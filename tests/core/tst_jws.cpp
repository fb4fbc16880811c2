// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// JWS for OAuth: the compact serialization core builds and reads (client assertions, DPoP
// proofs, RFC 7638 thumbprints), and the OpenSSL keys of crypto/: every signature is verified
// here with OpenSSL from the public JWK alone, as an authorization server would.
#include <core/auth/jws.h>

#include <QCryptographicHash>
#include <QJsonDocument>

#include <crypto/openssljwskeys.h>
#include <gtest/gtest.h>
#include <openssl/core_names.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray fromB64(const QJsonValue &value)
{
    return QByteArray::fromBase64(value.toString().toLatin1(), QByteArray::Base64UrlEncoding);
}

// An EVP_PKEY from a public JWK, as a verifier builds it (no private part exists here).
EVP_PKEY *publicKeyFrom(const QJsonObject &jwk)
{
    OSSL_PARAM_BLD *build = OSSL_PARAM_BLD_new();
    BIGNUM *n = nullptr;
    BIGNUM *e = nullptr;
    QByteArray point;
    const bool ec = jwk.value("kty"_L1).toString() == "EC"_L1;
    if (ec) {
        point = '\x04' + fromB64(jwk.value("x"_L1)) + fromB64(jwk.value("y"_L1));
        OSSL_PARAM_BLD_push_utf8_string(build, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0);
        OSSL_PARAM_BLD_push_octet_string(
            build, OSSL_PKEY_PARAM_PUB_KEY, point.data(), point.size());
    } else {
        const QByteArray nBytes = fromB64(jwk.value("n"_L1));
        const QByteArray eBytes = fromB64(jwk.value("e"_L1));
        n = BN_bin2bn(
            reinterpret_cast<const unsigned char *>(nBytes.data()), nBytes.size(), nullptr);
        e = BN_bin2bn(
            reinterpret_cast<const unsigned char *>(eBytes.data()), eBytes.size(), nullptr);
        OSSL_PARAM_BLD_push_BN(build, OSSL_PKEY_PARAM_RSA_N, n);
        OSSL_PARAM_BLD_push_BN(build, OSSL_PKEY_PARAM_RSA_E, e);
    }
    OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(build);
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_name(nullptr, ec ? "EC" : "RSA", nullptr);
    EVP_PKEY *key = nullptr;
    EVP_PKEY_fromdata_init(context);
    EVP_PKEY_fromdata(context, &key, EVP_PKEY_PUBLIC_KEY, params);
    EVP_PKEY_CTX_free(context);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(build);
    BN_free(n);
    BN_free(e);
    return key;
}

// RFC 7515 verification with the header's JWK or the given one: R || S back to DER for ES256.
bool verifies(const Jws::Parsed &jws, const QJsonObject &jwk)
{
    EVP_PKEY *key = publicKeyFrom(jwk);
    if (!key)
        return false;
    QByteArray signature = jws.signature;
    if (jwk.value("kty"_L1).toString() == "EC"_L1) {
        if (signature.size() != 64) {
            EVP_PKEY_free(key);
            return false;
        }
        ECDSA_SIG *sig = ECDSA_SIG_new();
        const auto *raw = reinterpret_cast<const unsigned char *>(signature.constData());
        ECDSA_SIG_set0(sig, BN_bin2bn(raw, 32, nullptr), BN_bin2bn(raw + 32, 32, nullptr));
        unsigned char *der = nullptr;
        const int length = i2d_ECDSA_SIG(sig, &der);
        signature = QByteArray(reinterpret_cast<const char *>(der), length);
        OPENSSL_free(der);
        ECDSA_SIG_free(sig);
    }
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    const bool ok
        = EVP_DigestVerifyInit(context, nullptr, EVP_sha256(), nullptr, key) == 1
          && EVP_DigestVerify(context,
                              reinterpret_cast<const unsigned char *>(signature.constData()),
                              size_t(signature.size()),
                              reinterpret_cast<const unsigned char *>(jws.signingInput.constData()),
                              size_t(jws.signingInput.size()))
                 == 1;
    EVP_MD_CTX_free(context);
    EVP_PKEY_free(key);
    return ok;
}

// A PKCS#8 P-256 key, as the conformance suite hands one over (private_key_pem).
const char kEcPem[] = "-----BEGIN PRIVATE KEY-----\n"
                      "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgGSjtm/836kNpRbO1\n"
                      "xyzT4ZympEorZQLIGNB9vR/ha2ChRANCAARGD4H/zATauSFOmuZXPdu7NyC38CAj\n"
                      "mpP+bwMlMRXMFnI1jTYOg4k3RFpOnir7eyBPmCCnyQnfOQrMcKhnzCF1\n"
                      "-----END PRIVATE KEY-----\n";

} // namespace

TEST(Jws, ThumbprintOfTheRfc7638Example)
{
    // RFC 7638 §3.1: the RSA key and its SHA-256 thumbprint.
    const QJsonObject jwk{
        {"kty"_L1, u"RSA"_s},
        {"n"_L1,
         u"0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_"
         u"BJ"
         "ECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FD"
         "W2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4v"
         "MQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw"_s},
        {"e"_L1, u"AQAB"_s},
        {"alg"_L1, u"RS256"_s}, // not a required member: left out of the hash
        {"kid"_L1, u"2011-04-29"_s},
    };
    EXPECT_EQ(Jws::thumbprint(jwk), "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs");
}

TEST(Jws, ParseRefusesWhatIsNotACompactJws)
{
    struct Case
    {
        QByteArray text;
        bool ok;
    };
    const QByteArray header = Jws::base64Url(R"({"alg":"ES256"})");
    const QByteArray payload = Jws::base64Url(R"({"a":1})");
    const Case cases[] = {
        {header + '.' + payload + ".c2ln", true},
        {header + '.' + payload, false},                          // two parts
        {header + '.' + payload + ".c2ln.x", false},              // four
        {header + ".*!." + "c2ln", false},                        // not base64url
        {Jws::base64Url("[1]") + '.' + payload + ".c2ln", false}, // header not an object
        {header + '.' + Jws::base64Url("nope") + ".c2ln", false},
        {"", false},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.text.toStdString());
        const Jws::Parsed parsed = Jws::parse(c.text);
        EXPECT_EQ(parsed.error.isEmpty(), c.ok) << parsed.error.toStdString();
        if (c.ok) {
            EXPECT_EQ(parsed.header.value("alg"_L1).toString(), u"ES256"_s);
            EXPECT_EQ(parsed.signature, "sig");
            EXPECT_EQ(parsed.signingInput, header + '.' + payload);
        }
    }
}

TEST(Jws, ProofClaimsFollowRfc9449)
{
    struct Case
    {
        QByteArray method;
        const char *url;
        const char *token;
        const char *nonce;
        const char *htu;
    };
    const Case cases[] = {
        {"POST", "https://as.example/token", "", "", "https://as.example/token"},
        {"GET", "https://mcp.example/mcp?session=1#frag", "tok", "", "https://mcp.example/mcp"},
        {"POST", "http://127.0.0.1:8080/mcp", "tok", "n-1", "http://127.0.0.1:8080/mcp"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.url);
        const QJsonObject claims = Jws::proofClaims(c.method,
                                                    QUrl(QString::fromUtf8(c.url)),
                                                    1000,
                                                    QString::fromUtf8(c.token),
                                                    QString::fromUtf8(c.nonce));
        EXPECT_EQ(claims.value("htm"_L1).toString(), QString::fromLatin1(c.method));
        EXPECT_EQ(claims.value("htu"_L1).toString(), QString::fromUtf8(c.htu));
        EXPECT_EQ(claims.value("iat"_L1).toInteger(), 1000);
        EXPECT_GE(claims.value("jti"_L1).toString().size(), 32);
        const QString ath = QString::fromLatin1(
            Jws::base64Url(QCryptographicHash::hash(c.token, QCryptographicHash::Sha256)));
        EXPECT_EQ(claims.value("ath"_L1).toString(), *c.token ? ath : QString());
        EXPECT_EQ(claims.value("nonce"_L1).toString(), QString::fromUtf8(c.nonce));
        EXPECT_EQ(claims.contains("nonce"_L1), *c.nonce != '\0');
    }
    // Every proof is fresh: a new jti each time.
    EXPECT_NE(Jws::proofClaims("GET", QUrl(u"https://a/"_s), 1).value("jti"_L1),
              Jws::proofClaims("GET", QUrl(u"https://a/"_s), 1).value("jti"_L1));
}

TEST(Jws, AssertionClaimsNameTheClientTwice)
{
    const QJsonObject claims = Jws::assertionClaims(u"client-1"_s, u"https://as.example"_s, 50, 60);
    EXPECT_EQ(claims.value("iss"_L1).toString(), u"client-1"_s);
    EXPECT_EQ(claims.value("sub"_L1).toString(), u"client-1"_s);
    EXPECT_EQ(claims.value("aud"_L1).toString(), u"https://as.example"_s);
    EXPECT_EQ(claims.value("iat"_L1).toInteger(), 50);
    EXPECT_EQ(claims.value("exp"_L1).toInteger(), 110);
    EXPECT_FALSE(claims.value("jti"_L1).toString().isEmpty());
}

TEST(OpenSslJwsKeys, SignaturesVerifyWithThePublicJwk)
{
    const OpenSslJwsKeys keys;
    for (const QString &algorithm : {u"ES256"_s, u"RS256"_s}) {
        SCOPED_TRACE(algorithm.toStdString());
        QString error;
        const std::shared_ptr<JwsKey> key = keys.generate(algorithm, &error);
        ASSERT_TRUE(key) << error.toStdString();
        EXPECT_EQ(key->algorithm(), algorithm);
        const QJsonObject jwk = key->publicJwk();
        EXPECT_FALSE(jwk.contains("d"_L1)); // never the private part
        const QByteArray proof
            = Jws::proof(*key, "POST", QUrl(u"https://as.example/token?x=1"_s), u"tok"_s);
        const Jws::Parsed parsed = Jws::parse(proof);
        ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
        EXPECT_EQ(parsed.header.value("typ"_L1).toString(), u"dpop+jwt"_s);
        EXPECT_EQ(parsed.header.value("alg"_L1).toString(), algorithm);
        EXPECT_EQ(parsed.header.value("jwk"_L1).toObject(), jwk);
        EXPECT_EQ(parsed.claims.value("htu"_L1).toString(), u"https://as.example/token"_s);
        EXPECT_TRUE(verifies(parsed, jwk));
        // A changed payload no longer verifies: the check can fail.
        Jws::Parsed tampered = parsed;
        tampered.signingInput += 'x';
        EXPECT_FALSE(verifies(tampered, jwk));
    }
}

TEST(OpenSslJwsKeys, APemKeySignsAClientAssertion)
{
    const OpenSslJwsKeys keys;
    QString error;
    const std::shared_ptr<JwsKey> key = keys.fromPem(kEcPem, &error);
    ASSERT_TRUE(key) << error.toStdString();
    EXPECT_EQ(key->algorithm(), u"ES256"_s);
    const QByteArray jwt
        = Jws::sign({{"typ"_L1, u"JWT"_s}}, Jws::assertionClaims(u"c"_s, u"https://as"_s, 1), *key);
    const Jws::Parsed parsed = Jws::parse(jwt);
    EXPECT_TRUE(verifies(parsed, key->publicJwk()));
    EXPECT_EQ(parsed.claims.value("iss"_L1).toString(), u"c"_s);
    // The key's public half, thumbprinted, is the same for the same key.
    EXPECT_EQ(Jws::thumbprint(key->publicJwk()),
              Jws::thumbprint(keys.fromPem(kEcPem, &error)->publicJwk()));
}

TEST(OpenSslJwsKeys, UnusableKeysAreRefusedWithTheReason)
{
    const OpenSslJwsKeys keys;
    QString error;
    EXPECT_FALSE(keys.fromPem("not a key", &error));
    EXPECT_TRUE(error.startsWith("not a PEM private key"_L1)) << error.toStdString();
    error.clear();
    EXPECT_FALSE(keys.generate(u"HS256"_s, &error));
    EXPECT_TRUE(error.contains("HS256"_L1));
}
