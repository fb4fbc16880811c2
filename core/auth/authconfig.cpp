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
    constexpr qint64 kMaxCredentialBytes = 64 * 1024; // a PEM key or a JWT is far smaller
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"%1: cannot read \"%2\": %3"_s.arg(what, path, file.errorString());
        return {};
    }
    const QByteArray bytes = file.read(kMaxCredentialBytes).trimmed();
    if (bytes.isEmpty())
        *error = u"%1: \"%2\" is empty"_s.arg(what, path);
    return bytes;
}

QString apply(const ServerConfig::OAuth &oauth, AuthSettings &settings)
{
    const std::optional<AuthGrant> grant = grantFromName(oauth.grant);
    if (!grant)
        return u"unknown OAuth grant \"%1\""_s.arg(oauth.grant);
    settings.grant = *grant;
    if (!oauth.clientId.isEmpty())
        settings.clientId = oauth.clientId;
    settings.idpClientId = oauth.idpClientId;
    settings.idpTokenEndpoint = QUrl(oauth.idpTokenEndpoint);
    settings.dpop = oauth.dpop;
    QString error;
    if (!oauth.clientKeyFile.isEmpty())
        settings.clientKeyPem
            = readCredentialFile(u"the client key"_s, oauth.clientKeyFile, &error);
    if (error.isEmpty() && !oauth.assertionFile.isEmpty())
        settings.assertion = QString::fromUtf8(
            readCredentialFile(u"the workload identity token"_s, oauth.assertionFile, &error));
    if (error.isEmpty() && !oauth.idTokenFile.isEmpty())
        settings.idToken
            = QString::fromUtf8(readCredentialFile(u"the ID token"_s, oauth.idTokenFile, &error));
    return error;
}

} // namespace AuthConfig
