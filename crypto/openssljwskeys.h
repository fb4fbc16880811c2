// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/auth/jws.h>

// JWS keys with OpenSSL 3 (EVP): EC P-256 for ES256, RSA (2048 bits when generated) for
// RS256. The private key never leaves the EVP_PKEY.
class OpenSslJwsKeys : public JwsKeyFactory
{
public:
    std::shared_ptr<JwsKey> generate(const QString &algorithm, QString *error) const override;
    std::shared_ptr<JwsKey> fromPem(const QByteArray &pem, QString *error) const override;
};
