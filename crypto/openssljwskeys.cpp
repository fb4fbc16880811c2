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
#include <openssl/rsa.h>

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

// One JWS algorithm (RFC 7518 §3, RFC 8037 §3.1): its key type, digest, and how OpenSSL's
// signature turns into the JWS one.
struct JwsAlgorithm
{
    QLatin1StringView name;
    const char *keyType;       // EVP_PKEY type: "EC", "RSA", "ED25519"
    const char *curve;         // EC group (OpenSSL's name); null otherwise
    QLatin1StringView crv;     // the JWK's "crv" (EC, OKP)
    const EVP_MD *(*digest)(); // null: EdDSA signs the message itself
    int coordinateBytes;       // EC: each of R and S (and x, y); 0 otherwise
    bool pss;                  // RSA-PSS, salt as long as the digest (RFC 7518 §3.5)
};

// The order is the preference when an authorization server accepts several, and a key's
// default (an RSA key signs RS256 unless the server wants PS256).
const JwsAlgorithm kJwsAlgorithms[] = {
    {"ES256"_L1, "EC", "prime256v1", "P-256"_L1, EVP_sha256, 32, false},
    {"ES384"_L1, "EC", "secp384r1", "P-384"_L1, EVP_sha384, 48, false},
    {"EdDSA"_L1, "ED25519", nullptr, "Ed25519"_L1, nullptr, 0, false},
    {"RS256"_L1, "RSA", nullptr, {}, EVP_sha256, 0, false},
    {"PS256"_L1, "RSA", nullptr, {}, EVP_sha256, 0, true},
};

const JwsAlgorithm *findJwsAlgorithm(const QString &name)
{
    for (const JwsAlgorithm &algorithm : kJwsAlgorithms) {
        if (algorithm.name == name)
            return &algorithm;
    }
    return nullptr;
}

QStringList jwsAlgorithmNames()
{
    QStringList names;
    for (const JwsAlgorithm &algorithm : kJwsAlgorithms)
        names << QString(algorithm.name);
    return names;
}

// Whether key can sign with algorithm: its type and, for EC, its curve.
bool keyFits(EVP_PKEY *key, const JwsAlgorithm &algorithm)
{
    if (!EVP_PKEY_is_a(key, algorithm.keyType))
        return false;
    if (!algorithm.curve)
        return true;
    char group[64] = {};
    size_t length = 0;
    return EVP_PKEY_get_utf8_string_param(
               key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &length)
               == 1
           && QByteArray(group) == algorithm.curve;
}

class OpenSslJwsKey : public JwsKey
{
public:
    OpenSslJwsKey(Pkey key, const JwsAlgorithm *algorithm)
        : m_key(std::move(key))
        , m_algorithm(algorithm)
    {
        const QString kty = QString::fromLatin1(m_algorithm->keyType);
        if (m_algorithm->coordinateBytes > 0) {
            const int width = m_algorithm->coordinateBytes;
            m_jwk = {{"kty"_L1, u"EC"_s},
                     {"crv"_L1, QString(m_algorithm->crv)},
                     {"x"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_EC_PUB_X, width))},
                     {"y"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_EC_PUB_Y, width))}};
        } else if (!m_algorithm->digest) {
            // RFC 8037 §2: an Octet Key Pair, x the raw public key.
            QByteArray raw(64, '\0');
            size_t length = size_t(raw.size());
            if (EVP_PKEY_get_raw_public_key(
                    m_key.get(), reinterpret_cast<unsigned char *>(raw.data()), &length)
                == 1)
                raw.resize(qsizetype(length));
            else
                raw.clear();
            m_jwk
                = {{"kty"_L1, u"OKP"_s}, {"crv"_L1, QString(m_algorithm->crv)}, {"x"_L1, b64(raw)}};
        } else {
            m_jwk = {{"kty"_L1, u"RSA"_s},
                     {"n"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_RSA_N))},
                     {"e"_L1, b64(bnParam(m_key.get(), OSSL_PKEY_PARAM_RSA_E))}};
        }
    }

    QString algorithm() const override { return QString(m_algorithm->name); }
    QStringList algorithms() const override
    {
        QStringList names;
        for (const JwsAlgorithm &algorithm : kJwsAlgorithms) {
            if (keyFits(m_key.get(), algorithm))
                names << QString(algorithm.name);
        }
        return names;
    }
    bool useAlgorithm(const QString &name) override
    {
        const JwsAlgorithm *algorithm = findJwsAlgorithm(name);
        if (!algorithm || !keyFits(m_key.get(), *algorithm))
            return false;
        m_algorithm = algorithm;
        return true;
    }
    QJsonObject publicJwk() const override { return m_jwk; }

    QByteArray sign(const QByteArray &input) const override
    {
        EVP_MD_CTX *context = EVP_MD_CTX_new();
        EVP_PKEY_CTX *keyContext = nullptr;
        size_t length = 0;
        QByteArray signature;
        const auto *data = reinterpret_cast<const unsigned char *>(input.constData());
        const EVP_MD *digest = m_algorithm->digest ? m_algorithm->digest() : nullptr;
        bool ready = context
                     && EVP_DigestSignInit(context, &keyContext, digest, nullptr, m_key.get()) == 1;
        if (ready && m_algorithm->pss)
            ready = EVP_PKEY_CTX_set_rsa_padding(keyContext, RSA_PKCS1_PSS_PADDING) == 1
                    && EVP_PKEY_CTX_set_rsa_pss_saltlen(keyContext, RSA_PSS_SALTLEN_DIGEST) == 1;
        if (ready && EVP_DigestSign(context, nullptr, &length, data, size_t(input.size())) == 1) {
            signature.resize(qsizetype(length));
            auto *out = reinterpret_cast<unsigned char *>(signature.data());
            if (EVP_DigestSign(context, out, &length, data, size_t(input.size())) == 1)
                signature.resize(qsizetype(length));
            else
                signature.clear();
        }
        EVP_MD_CTX_free(context);
        if (signature.isEmpty() || m_algorithm->coordinateBytes == 0)
            return signature;
        return rawEcdsa(signature, m_algorithm->coordinateBytes);
    }

private:
    static QString b64(const QByteArray &bytes)
    {
        return QString::fromLatin1(Jws::base64Url(bytes));
    }

    // OpenSSL gives ECDSA signatures as DER; JWS (RFC 7518 §3.4) wants R || S, each as wide
    // as the curve's coordinates.
    static QByteArray rawEcdsa(const QByteArray &der, int width)
    {
        const auto *cursor = reinterpret_cast<const unsigned char *>(der.constData());
        ECDSA_SIG *parsed = d2i_ECDSA_SIG(nullptr, &cursor, long(der.size()));
        if (!parsed)
            return {};
        QByteArray raw(2 * width, '\0');
        auto *out = reinterpret_cast<unsigned char *>(raw.data());
        const bool ok = BN_bn2binpad(ECDSA_SIG_get0_r(parsed), out, width) == width
                        && BN_bn2binpad(ECDSA_SIG_get0_s(parsed), out + width, width) == width;
        ECDSA_SIG_free(parsed);
        return ok ? raw : QByteArray();
    }

    Pkey m_key;
    const JwsAlgorithm *m_algorithm;
    QJsonObject m_jwk;
};

// The first JWS algorithm a key signs with (its default), or an error naming what the key is.
const JwsAlgorithm *algorithmFor(EVP_PKEY *key, QString *error)
{
    for (const JwsAlgorithm &algorithm : kJwsAlgorithms) {
        if (keyFits(key, algorithm))
            return &algorithm;
    }
    if (EVP_PKEY_is_a(key, "EC")) {
        char group[64] = {};
        size_t length = 0;
        EVP_PKEY_get_utf8_string_param(
            key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &length);
        *error = u"the EC key is on curve %1; mcpscope signs with P-256 (ES256) and P-384 "
                 "(ES384)"_s.arg(QString::fromLatin1(group));
        return nullptr;
    }
    *error = u"the key is neither EC P-256/P-384, Ed25519 nor RSA (%1)"_s.arg(
        QString::fromLatin1(EVP_PKEY_get0_type_name(key)));
    return nullptr;
}

} // namespace

std::shared_ptr<JwsKey> OpenSslJwsKeys::generate(const QString &algorithm, QString *error) const
{
    const JwsAlgorithm *wanted = findJwsAlgorithm(algorithm);
    if (!wanted) {
        *error
            = u"cannot make %1 keys (%2 only)"_s.arg(algorithm, jwsAlgorithmNames().join(u", "_s));
        return {};
    }
    Pkey key;
    if (wanted->curve)
        key.reset(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", wanted->curve));
    else if (qstrcmp(wanted->keyType, "RSA") == 0)
        key.reset(EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(2048)));
    else
        key.reset(EVP_PKEY_Q_keygen(nullptr, nullptr, wanted->keyType));
    if (!key) {
        *error = u"generating an %1 key failed: "_s.arg(algorithm) + opensslError();
        return {};
    }
    return std::make_shared<OpenSslJwsKey>(std::move(key), wanted);
}

QStringList OpenSslJwsKeys::algorithms() const
{
    return jwsAlgorithmNames();
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
    const JwsAlgorithm *algorithm = algorithmFor(key.get(), error);
    if (!algorithm)
        return {};
    return std::make_shared<OpenSslJwsKey>(std::move(key), algorithm);
}
