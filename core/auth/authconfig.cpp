// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authconfig.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace AuthConfig {

std::optional<AuthGrant> grantFromName(const QString &name)
{
    if (name.isEmpty() || name == "authorization-code"_L1)
        return AuthGrant::AuthorizationCode;
    if (name == "client-credentials"_L1)
        return AuthGrant::ClientCredentials;
    if (name == "jwt-bearer"_L1)
        return AuthGrant::JwtBearer;
    if (name == "enterprise"_L1)
        return AuthGrant::Enterprise;
    return std::nullopt;
}

QByteArray readCredentialFile(const QString &what, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"%1: cannot read \"%2\": %3"_s.arg(what, path, file.errorString());
        return {};
    }
    const QByteArray bytes = file.read(kMaxCredentialBytes + 1);
    if (bytes.size() > kMaxCredentialBytes) {
        *error = u"%1: \"%2\" is larger than %3 KiB, too large for a key or a token"_s.arg(
            what, path, QString::number(kMaxCredentialBytes / 1024));
        return {};
    }
    if (file.error() != QFileDevice::NoError) {
        *error = u"%1: cannot read \"%2\": %3"_s.arg(what, path, file.errorString());
        return {};
    }
    const QByteArray trimmed = bytes.trimmed();
    if (trimmed.isEmpty())
        *error = u"%1: \"%2\" is empty"_s.arg(what, path);
    return trimmed;
}

QString apply(const ServerConfig::OAuth &oauth, AuthSettings &settings)
{
    const std::optional<AuthGrant> grant = grantFromName(oauth.grant);
    if (!grant)
        return u"unknown OAuth grant \"%1\""_s.arg(oauth.grant);
    settings.grant = *grant;
    if (!oauth.clientId.isEmpty()) {
        settings.clientId = oauth.clientId;
        settings.clientSecret = oauth.clientSecret;
    }
    settings.idpClientId = oauth.idpClientId;
    settings.idpClientSecret = oauth.idpClientSecret;
    settings.idpTokenEndpoint = QUrl(oauth.idpTokenEndpoint);
    settings.dpop = oauth.dpop;
    settings.clientKeyFile = oauth.clientKeyFile;
    settings.assertionFile = oauth.assertionFile;
    settings.idTokenFile = oauth.idTokenFile;
    return {};
}

} // namespace AuthConfig
