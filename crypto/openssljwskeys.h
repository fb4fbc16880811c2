// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/auth/jws.h>

// JWS keys with OpenSSL 3 (EVP): EC P-256 for ES256, P-384 for ES384, Ed25519 for EdDSA, RSA
// (2048 bits when generated) for PS256 and RS256. The private key never leaves the EVP_PKEY;
// no signature maths of ours.
class OpenSslJwsKeys : public JwsKeyFactory
{
public:
    std::shared_ptr<JwsKey> generate(const QString &algorithm, QString *error) const override;
    QStringList algorithms() const override;
    std::shared_ptr<JwsKey> fromPem(const QByteArray &pem, QString *error) const override;
};
