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
#include <openssl/rsa.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray fromB64(const QJsonValue &value)
{
    return QByteArray::fromBase64(value.toString().toLatin1(), QByteArray::Base64UrlEncoding);
}

// An EVP_PKEY from a public JWK, as a verifier builds it (no private part exists here).
EVP_PKEY *publicKeyFrom(const QJsonObject &jwk)
{
    const QString kty = jwk.value("kty"_L1).toString();
    if (kty == "OKP"_L1) {
        const QByteArray x = fromB64(jwk.value("x"_L1));
        return EVP_PKEY_new_raw_public_key(
            EVP_PKEY_ED25519, nullptr, reinterpret_cast<const unsigned char *>(x.data()), x.size());
    }
    OSSL_PARAM_BLD *build = OSSL_PARAM_BLD_new();
    BIGNUM *n = nullptr;
    BIGNUM *e = nullptr;
    QByteArray point;
    const bool ec = kty == "EC"_L1;
    if (ec) {
        point = '\x04' + fromB64(jwk.value("x"_L1)) + fromB64(jwk.value("y"_L1));
        const char *group
            = jwk.value("crv"_L1).toString() == "P-384"_L1 ? "secp384r1" : "prime256v1";
        OSSL_PARAM_BLD_push_utf8_string(build, OSSL_PKEY_PARAM_GROUP_NAME, group, 0);
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

// RFC 7515 verification with the header's JWK or the given one, for the header's algorithm
// (RFC 7518 §3, RFC 8037 §3.1): R || S back to DER for ECDSA, PSS padding for PS256.
bool verifies(const Jws::Parsed &jws, const QJsonObject &jwk)
{
    const QString algorithm = jws.header.value("alg"_L1).toString();
    EVP_PKEY *key = publicKeyFrom(jwk);
    if (!key)
        return false;
    QByteArray signature = jws.signature;
    const int width = algorithm == "ES384"_L1 ? 48 : 32;
    if (jwk.value("kty"_L1).toString() == "EC"_L1) {
        if (signature.size() != 2 * width) {
            EVP_PKEY_free(key);
            return false;
        }
        ECDSA_SIG *sig = ECDSA_SIG_new();
        const auto *raw = reinterpret_cast<const unsigned char *>(signature.constData());
        ECDSA_SIG_set0(sig, BN_bin2bn(raw, width, nullptr), BN_bin2bn(raw + width, width, nullptr));
        unsigned char *der = nullptr;
        const int length = i2d_ECDSA_SIG(sig, &der);
        signature = QByteArray(reinterpret_cast<const char *>(der), length);
        OPENSSL_free(der);
        ECDSA_SIG_free(sig);
    }
    const EVP_MD *digest = algorithm == "EdDSA"_L1   ? nullptr
                           : algorithm == "ES384"_L1 ? EVP_sha384()
                                                     : EVP_sha256();
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    EVP_PKEY_CTX *keyContext = nullptr;
    bool ok = EVP_DigestVerifyInit(context, &keyContext, digest, nullptr, key) == 1;
    if (ok && algorithm == "PS256"_L1)
        ok = EVP_PKEY_CTX_set_rsa_padding(keyContext, RSA_PKCS1_PSS_PADDING) == 1
             && EVP_PKEY_CTX_set_rsa_pss_saltlen(keyContext, 32) == 1;
    ok = ok
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

const char kP384Pem[] = "-----BEGIN PRIVATE KEY-----\n"
                        "MIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDCKQZZ8iM2MypjdOQt/\n"
                        "gGLWy9N2LaGzQK4R/Cgo1hQkO3ryvYzWt25GMd9TB1ntq0KhZANiAASzowi5evS5\n"
                        "GORdui9I3HDSZGkwUe2CTrG9P6LXlnWAyiEFVLzVmtGJxShdY23Pmcr2p2Ngtcdt\n"
                        "gA3l3uSQPAcgvG2S6ry194Os/ntXFNQcH5P+TATKeNSMcmlB+gUZAx0=\n"
                        "-----END PRIVATE KEY-----\n";
const char kEd25519Pem[] = "-----BEGIN PRIVATE KEY-----\n"
                           "MC4CAQAwBQYDK2VwBCIEIII38TD0QXw3QyscHUC/ZJJ30xxNTDaJq3/1s8zLNi/a\n"
                           "-----END PRIVATE KEY-----\n";
const char kSecp256k1Pem[] = "-----BEGIN PRIVATE KEY-----\n"
                             "MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQg6qWvwABKGDiQZ1ge1BYg\n"
                             "p9rnq/m3VxFPvsT5Hu/wpZyhRANCAARq3Z30FvM2sqnbXSGL0i7m33RULu0CXj/C\n"
                             "FNDiVV8xO/s+u3JW+KkcOxgmw9+ErYao5BMj+4XUnGpfG/61lshw\n"
                             "-----END PRIVATE KEY-----\n";
const char kRsaPem[] = "-----BEGIN PRIVATE KEY-----\n"
                       "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC2a+24CzvF34Rb\n"
                       "mqKvyiWjqssR6tnZT5sMR8rCtps7n1wkWeCF0bV0jEnaeGNgb6YgXlhMCQrv39tI\n"
                       "XXac+S/s0KA6slCq68kRujlvYAlSrJ1aNk95f+260x0I46i8zqFxjdp5Ct7dg/xx\n"
                       "+DYZ2Wf6WmFTfTMUkwwi0bGDhFnD8Jm4aBQUIQ8BepMcG9Mue2g8NXy5xiAJrzCL\n"
                       "C89BnayJOmi9ywA837kBIn8Hly5HhymQ8bB9Hv+qG8DP186c16vJGWin5YBz9IxB\n"
                       "c8Kl9Jv3SqP4sZtgNyaf9GcfQu6ytQdwHNh97U+78Peq8WRnlUaoBGhoqtmHhfCf\n"
                       "odGkW0ffAgMBAAECggEALtoJc/tunqOJmv1cS0nf4Ok8vp1S1j1b1QubR+ced3G2\n"
                       "eJ+cysHRmN1vGm1RGLOUNzwD8YNhC7qy1yMqE6bsaCYtAOZLUZq9SZBKsBA6VMGA\n"
                       "qGrKfqocpJ8UFfRiohtv23pTYkMoejwr2hmly33K9sG/vXGqbN5Xf5nbvauAYpI5\n"
                       "rEcN/vV0MNp5JUV0HPmPTzTzO4z/4T/eAfM7hdXEMlWphyvt+03P22mwSjZqTcZC\n"
                       "vMZweeiqedXXBcBIfj5XUWmomRJ1F+0P5LX7TUn5kZORDIs12f3tUvTAnbiQQAU6\n"
                       "S9K0q8AciD+d21dfr3lZGmU6DcAuWokF36ekxFJSAQKBgQDmg2EQPNhhbCEw2o1E\n"
                       "cVAhBt6iBwK0FlxQ2kaDHketfPD3enk9KxnGFVmV/MOdA49F4DslDmMy2KnTn+L1\n"
                       "hFktNgpNGNegyCfetqf/MMNGkITUPpCglS58tWFH/0fGuukvsBwRfJZOJkDng59h\n"
                       "Qb7NKc5fQgKy3o2FAXpW/MVHewKBgQDKl1P/2x/9yqmJMgEH42jmtcLc4Xt19E0L\n"
                       "dxQuEY1Tm/RVkdZOo9hGAUwjoRy+82mGMwHHxu3c10fQiiBvBOworVNV65nTWIrb\n"
                       "BVpdM+VOKzJNx1OPJ7DyqdAlqFvLm/i0cuhvbJUtQoWgxx5/owYKOhl/IOd68CiY\n"
                       "v4fG4h/h7QKBgEWalBuAE+JO8TK8O33YLVbbqSwJq+JPAi8Tycjbws769BP2Mler\n"
                       "BQxP9A4bFcH6ii+SRqmoz4FR9O3G0JRME1VYhQHEp4+QAKH6S3397mkHSGSCQ8+J\n"
                       "XFEhv68qwTSbyb+xkLgjA4uzd1Ow5dZLMN7oab1PxFrYYqkvyg4sIzGzAoGAPnoq\n"
                       "woXeONNuM0xDex5LtJKrVJkJDRhZRkbj500sa3N2B4mhMMFgqj4uL/K4vb6tdWB3\n"
                       "lRepNWkC0bI3TGWVOvow8BdnagEtWVwuQP4HInM54TiucUCJVly+P07LeGBSc7vY\n"
                       "KLywyLNyKGIf6rbo3vCJ+mW4XXaA3pJ6mgAUWwUCgYEAsx6hJvHX3HaPdeOjc1KZ\n"
                       "aoZDb7Z5fn9hU6lIw+GNxB93VFACHGtQo/qM7hFo/APaJBgnKMvCJ9KNkdSSv5tP\n"
                       "CMIcLIlKKtA+XJkMxY6SzOo5KkWtuayDvUeJkZh9okQxd4LqxSDdGZgXiwYfryny\n"
                       "axlOi9F7hd93pslDbWlP/Qo=\n"
                       "-----END PRIVATE KEY-----\n";

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
    // RFC 8037 Appendix A.3: an Ed25519 key (OKP: crv, kty, x).
    const QJsonObject okp{{"kty"_L1, u"OKP"_s},
                          {"crv"_L1, u"Ed25519"_s},
                          {"x"_L1, u"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"_s}};
    EXPECT_EQ(Jws::thumbprint(okp), "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
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
    EXPECT_EQ(keys.algorithms(),
              (QStringList{u"ES256"_s, u"ES384"_s, u"EdDSA"_s, u"RS256"_s, u"PS256"_s}));
    for (const QString &algorithm : keys.algorithms()) {
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
    error.clear();
    EXPECT_FALSE(keys.fromPem(kSecp256k1Pem, &error));
    EXPECT_TRUE(error.contains("secp256k1"_L1)) << error.toStdString();
}

// Fixed keys of each kind: the algorithm follows the key (an RSA key signs RS256 unless told
// PS256), the JWK has the members RFC 7518 §6 / RFC 8037 §2 name, and OpenSSL verifies each
// signature from the JWK alone.
struct FixedKeyRow
{
    const char *pem;
    const char *algorithm; // asked for with useAlgorithm(); null: the key's default
    const char *expected;
    const char *kty;
    const char *crv;
    QStringList algorithms;
};

void PrintTo(const FixedKeyRow &row, std::ostream *out)
{
    *out << row.expected;
}

class FixedKeys : public ::testing::TestWithParam<FixedKeyRow>
{};

TEST_P(FixedKeys, SignWithTheKeysAlgorithm)
{
    const FixedKeyRow &row = GetParam();
    const OpenSslJwsKeys keys;
    QString error;
    const std::shared_ptr<JwsKey> key = keys.fromPem(row.pem, &error);
    ASSERT_TRUE(key) << error.toStdString();
    EXPECT_EQ(key->algorithms(), row.algorithms);
    if (row.algorithm)
        ASSERT_TRUE(key->useAlgorithm(QString::fromLatin1(row.algorithm)));
    EXPECT_FALSE(key->useAlgorithm(u"HS256"_s));
    EXPECT_EQ(key->algorithm(), QString::fromLatin1(row.expected));
    const QJsonObject jwk = key->publicJwk();
    EXPECT_EQ(jwk.value("kty"_L1).toString(), QString::fromLatin1(row.kty));
    EXPECT_EQ(jwk.value("crv"_L1).toString(), QString::fromLatin1(row.crv));
    EXPECT_FALSE(jwk.contains("d"_L1));
    EXPECT_FALSE(Jws::thumbprint(jwk).isEmpty());
    const Jws::Parsed parsed = Jws::parse(
        Jws::sign({{"typ"_L1, u"JWT"_s}}, Jws::assertionClaims(u"c"_s, u"https://as"_s, 1), *key));
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    EXPECT_EQ(parsed.header.value("alg"_L1).toString(), QString::fromLatin1(row.expected));
    EXPECT_TRUE(verifies(parsed, jwk));
    Jws::Parsed tampered = parsed;
    tampered.signingInput += 'x';
    EXPECT_FALSE(verifies(tampered, jwk));
}

INSTANTIATE_TEST_SUITE_P(
    Rows,
    FixedKeys,
    ::testing::Values(FixedKeyRow{kEcPem, nullptr, "ES256", "EC", "P-256", {u"ES256"_s}},
                      FixedKeyRow{kP384Pem, nullptr, "ES384", "EC", "P-384", {u"ES384"_s}},
                      FixedKeyRow{kEd25519Pem, nullptr, "EdDSA", "OKP", "Ed25519", {u"EdDSA"_s}},
                      FixedKeyRow{kRsaPem, nullptr, "RS256", "RSA", "", {u"RS256"_s, u"PS256"_s}},
                      FixedKeyRow{kRsaPem, "PS256", "PS256", "RSA", "", {u"RS256"_s, u"PS256"_s}}));

// The algorithm a key signs with where the server lists what it accepts.
struct PickRow
{
    QStringList key;
    QStringList supported;
    QString expected; // empty: an error naming both lists
};

void PrintTo(const PickRow &row, std::ostream *out)
{
    *out << row.key.join(u',').toStdString() << " for " << row.supported.join(u',').toStdString();
}

class PickAlgorithm : public ::testing::TestWithParam<PickRow>
{};

TEST_P(PickAlgorithm, FirstOfTheKeysTheServerAccepts)
{
    const PickRow &row = GetParam();
    QString error;
    EXPECT_EQ(Jws::pickAlgorithm(row.key, row.supported, u"the_field"_s, &error), row.expected);
    if (row.expected.isEmpty()) {
        EXPECT_TRUE(error.contains(row.supported.join(u", "_s)) && error.contains("the_field"_L1)
                    && error.contains(row.key.join(u", "_s)))
            << error.toStdString();
    } else {
        EXPECT_TRUE(error.isEmpty());
    }
}

INSTANTIATE_TEST_SUITE_P(
    Rows,
    PickAlgorithm,
    ::testing::Values(PickRow{{u"RS256"_s, u"PS256"_s}, {}, u"RS256"_s},
                      PickRow{{u"RS256"_s, u"PS256"_s}, {u"PS256"_s, u"ES256"_s}, u"PS256"_s},
                      PickRow{{u"ES256"_s}, {u"RS256"_s, u"ES256"_s}, u"ES256"_s},
                      PickRow{{u"ES256"_s, u"ES384"_s, u"EdDSA"_s}, {u"EdDSA"_s}, u"EdDSA"_s},
                      PickRow{{u"ES256"_s}, {u"RS256"_s, u"PS256"_s}, {}}));
