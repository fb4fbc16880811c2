// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "openssljwskeys.h"

#include <memory>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

using namespace Qt::StringLiterals;

namespace {

struct PkeyFree
{
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;

QString opensslError()
{
    const unsigned long code = ERR_get_error();
    ERR_clear_error();
    if (code == 0)
        return u"unknown OpenSSL error"_s;
    char text[256];
    ERR_error_string_n(code, text, sizeof text);
    return QString::fromLatin1(text);
}

// A big number parameter of the key, big-endian, left-padded to width bytes (0: as is).
QByteArray bnParam(EVP_PKEY *key, const char *name, int width = 0)
{
    BIGNUM *bn = nullptr;
    if (EVP_PKEY_get_bn_param(key, name, &bn) != 1)
        return {};
    const int size = std::max(width, BN_num_bytes(bn));
    QByteArray bytes(size, '\0');
    BN_bn2binpad(bn, reinterpret_cast<unsigned char *>(bytes.data()), size);
    BN_free(bn);
    return bytes;
}

class OpenSslJwsKey : public JwsKey
{
public:
    OpenSslJwsKey(Pkey key, QString algorithm)
        : m_key(std::move(key))
        , m_algorithm(std::move(algorithm))
    {
        if (m_algorithm == "ES256"_L1) {
            m_jwk = {{"kty"_L1, u"EC"_s},
                     {"crv"_L1, u"P-256"_s},
                     {"x"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_EC_PUB_X, 32))},
                     {"y"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_EC_PUB_Y, 32))}};
        } else {
            m_jwk = {{"kty"_L1, u"RSA"_s},
                     {"n"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_RSA_N))},
                     {"e"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_RSA_E))}};
        }
    }

    QString algorithm() const override { return m_algorithm; }
    QJsonObject publicJwk() const override { return m_jwk; }

    QByteArray sign(const QByteArray &input) const override
    {
        EVP_MD_CTX *context = EVP_MD_CTX_new();
        size_t length = 0;
        QByteArray signature;
        const auto *data = reinterpret_cast<const unsigned char *>(input.constData());
        if (context && EVP_DigestSignInit(context, nullptr, EVP_sha256(), nullptr, m_key.get()) == 1
            && EVP_DigestSign(context, nullptr, &length, data, size_t(input.size())) == 1) {
            signature.resize(qsizetype(length));
            auto *out = reinterpret_cast<unsigned char *>(signature.data());
            if (EVP_DigestSign(context, out, &length, data, size_t(input.size())) == 1)
                signature.resize(qsizetype(length));
            else
                signature.clear();
        }
        EVP_MD_CTX_free(context);
        if (signature.isEmpty() || m_algorithm != "ES256"_L1)
            return signature;
        return rawEcdsa(signature);
    }

private:
    static QString b64(const QByteArray &bytes)
    {
        return QString::fromLatin1(Jws::base64Url(bytes));
    }

    // OpenSSL gives ECDSA signatures as DER; JWS (RFC 7518 §3.4) wants R || S, 32 bytes each.
    static QByteArray rawEcdsa(const QByteArray &der)
    {
        const auto *cursor = reinterpret_cast<const unsigned char *>(der.constData());
        ECDSA_SIG *parsed = d2i_ECDSA_SIG(nullptr, &cursor, long(der.size()));
        if (!parsed)
            return {};
        QByteArray raw(64, '\0');
        auto *out = reinterpret_cast<unsigned char *>(raw.data());
        const bool ok = BN_bn2binpad(ECDSA_SIG_get0_r(parsed), out, 32) == 32
                        && BN_bn2binpad(ECDSA_SIG_get0_s(parsed), out + 32, 32) == 32;
        ECDSA_SIG_free(parsed);
        return ok ? raw : QByteArray();
    }

    Pkey m_key;
    QString m_algorithm;
    QJsonObject m_jwk;
};

// The JWS algorithm a key signs with, or an error naming what the key is.
QString algorithmFor(EVP_PKEY *key, QString *error)
{
    if (EVP_PKEY_is_a(key, "RSA"))
        return u"RS256"_s;
    if (EVP_PKEY_is_a(key, "EC")) {
        char group[64] = {};
        size_t length = 0;
        if (EVP_PKEY_get_utf8_string_param(
                key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &length)
                == 1
            && QByteArray(group) == "prime256v1")
            return u"ES256"_s;
        *error = u"the EC key is on curve %1; ES256 needs P-256 (prime256v1)"_s.arg(
            QString::fromLatin1(group));
        return {};
    }
    *error = u"the key is neither EC P-256 nor RSA (%1)"_s.arg(
        QString::fromLatin1(EVP_PKEY_get0_type_name(key)));
    return {};
}

} // namespace

std::shared_ptr<JwsKey> OpenSslJwsKeys::generate(const QString &algorithm, QString *error) const
{
    Pkey key;
    if (algorithm == "ES256"_L1)
        key.reset(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
    else if (algorithm == "RS256"_L1)
        key.reset(EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(2048)));
    else {
        *error = u"cannot make %1 keys (ES256 and RS256 only)"_s.arg(algorithm);
        return {};
    }
    if (!key) {
        *error = u"generating an %1 key failed: "_s.arg(algorithm) + opensslError();
        return {};
    }
    return std::make_shared<OpenSslJwsKey>(std::move(key), algorithm);
}

std::shared_ptr<JwsKey> OpenSslJwsKeys::fromPem(const QByteArray &pem, QString *error) const
{
    BIO *bio = BIO_new_mem_buf(pem.constData(), int(pem.size()));
    // No passphrase callback: OpenSSL's default would ask on the terminal for an encrypted key.
    pem_password_cb *noPassphrase = [](char *, int, int, void *) { return 0; };
    Pkey key(bio ? PEM_read_bio_PrivateKey(bio, nullptr, noPassphrase, nullptr) : nullptr);
    BIO_free(bio);
    if (!key) {
        *error = u"not a PEM private key: "_s + opensslError();
        return {};
    }
    const QString algorithm = algorithmFor(key.get(), error);
    if (algorithm.isEmpty())
        return {};
    return std::make_shared<OpenSslJwsKey>(std::move(key), algorithm);
}
