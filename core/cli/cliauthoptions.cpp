// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "cliauthoptions.h"

#include "clioptions.h"

#include <core/auth/authconfig.h>

#include <QCommandLineParser>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const QString kClientId = u"client-id"_s;
const QString kClientSecret = u"client-secret"_s;
const QString kClientSecretEnv = u"client-secret-env"_s;
const QString kIdpClientSecretEnv = u"idp-client-secret-env"_s;
const QString kClientMetadataUrl = u"client-metadata-url"_s;
const QString kScope = u"scope"_s;
const QString kForget = u"forget-credentials"_s;
const QString kGrant = u"auth-grant"_s;
const QString kClientKey = u"client-key"_s;
const QString kAssertionFile = u"assertion-file"_s;
const QString kAssertionEnv = u"assertion-env"_s;
const QString kIdTokenFile = u"id-token-file"_s;
const QString kIdpTokenEndpoint = u"idp-token-endpoint"_s;
const QString kIdpClientId = u"idp-client-id"_s;
const QString kDpop = u"dpop"_s;

QByteArray readCredentialFile(const QString &option, const QString &path, QString *error)
{
    return AuthConfig::readCredentialFile(u"--"_s + option, path, error);
}

// A secret named by an environment variable (kept out of the process list and the shell's
// history); the error when the variable is unset or empty.
QString
secretFromEnvironment(const QCommandLineParser &parser, const QString &option, QString *into)
{
    if (!parser.isSet(option))
        return {};
    *into = qEnvironmentVariable(parser.value(option).toLocal8Bit()).trimmed();
    if (into->isEmpty())
        return u"--%1: the environment variable %2 is not set or empty"_s.arg(option,
                                                                              parser.value(option));
    return {};
}

// The grant options, after the others are read.
QString readGrant(const QCommandLineParser &parser, CliAuthOptions &auth)
{
    const QString grant = parser.value(kGrant);
    const std::optional<AuthGrant> known = AuthConfig::grantFromName(grant);
    if (known)
        auth.grant = *known;
    else
        return u"--auth-grant is authorization-code, client-credentials, jwt-bearer or "
               "enterprise, got \"%1\""_s.arg(grant);
    QString error;
    auth.clientKeyFile = parser.value(kClientKey);
    auth.assertionFile = parser.value(kAssertionFile);
    auth.idTokenFile = parser.value(kIdTokenFile);
    if (parser.isSet(kClientKey))
        auth.clientKeyPem = readCredentialFile(kClientKey, parser.value(kClientKey), &error);
    if (parser.isSet(kAssertionFile))
        auth.assertion = QString::fromUtf8(
            readCredentialFile(kAssertionFile, parser.value(kAssertionFile), &error));
    if (parser.isSet(kAssertionEnv)) {
        auth.assertion = qEnvironmentVariable(parser.value(kAssertionEnv).toLocal8Bit()).trimmed();
        if (auth.assertion.isEmpty())
            error = u"--assertion-env: the environment variable %1 is not set or empty"_s.arg(
                parser.value(kAssertionEnv));
    }
    if (parser.isSet(kIdTokenFile))
        auth.idToken = QString::fromUtf8(
            readCredentialFile(kIdTokenFile, parser.value(kIdTokenFile), &error));
    if (!error.isEmpty())
        return error;
    auth.idpClientId = parser.value(kIdpClientId);
    if (const QString secret
        = secretFromEnvironment(parser, kIdpClientSecretEnv, &auth.idpClientSecret);
        !secret.isEmpty())
        return secret;
    if (!auth.idpClientSecret.isEmpty() && auth.idpClientId.isEmpty())
        return u"--idp-client-secret-env needs --idp-client-id"_s;
    if (parser.isSet(kIdpTokenEndpoint)) {
        auth.idpTokenEndpoint = QUrl(parser.value(kIdpTokenEndpoint), QUrl::StrictMode);
        if (!auth.idpTokenEndpoint.isValid() || auth.idpTokenEndpoint.host().isEmpty())
            return u"--idp-token-endpoint must be a URL, got \"%1\""_s.arg(
                parser.value(kIdpTokenEndpoint));
    }
    auth.dpop = parser.isSet(kDpop);
    switch (auth.grant) {
    case AuthGrant::ClientCredentials:
        if (auth.clientId.isEmpty() || (auth.clientSecret.isEmpty() && auth.clientKeyPem.isEmpty()))
            return u"--auth-grant client-credentials needs --client-id with --client-secret or "
                   "--client-key"_s;
        break;
    case AuthGrant::JwtBearer:
        if (auth.assertion.isEmpty())
            return u"--auth-grant jwt-bearer needs --assertion-file or --assertion-env"_s;
        break;
    case AuthGrant::Enterprise:
        if (auth.idToken.isEmpty() || auth.idpTokenEndpoint.isEmpty() || auth.clientId.isEmpty())
            return u"--auth-grant enterprise needs --id-token-file, --idp-token-endpoint and "
                   "--client-id"_s;
        break;
    case AuthGrant::AuthorizationCode:
        if (parser.isSet(kAssertionFile) || parser.isSet(kAssertionEnv)
            || parser.isSet(kIdTokenFile))
            return u"--assertion-file, --assertion-env and --id-token-file need --auth-grant "
                   "jwt-bearer or enterprise"_s;
        break;
    }
    return {};
}
// The URL the conformance suite's authorization servers accept as a CIMD client id.
const QString kConformanceClientMetadataUrl
    = u"https://conformance-test.local/client-metadata.json"_s;

} // namespace

namespace CliAuth {

QList<QCommandLineOption> options()
{
    return {
        {kClientId,
         u"OAuth: a pre-registered client id (else CIMD or dynamic registration)."_s,
         u"ID"_s},
        {kClientSecret, u"OAuth: the pre-registered client's secret."_s, u"SECRET"_s},
        {kClientSecretEnv,
         u"OAuth: the environment variable holding the client's secret (instead of "
         "--client-secret: not in the process list or the shell's history)."_s,
         u"NAME"_s},
        {kClientMetadataUrl,
         u"OAuth: an https URL of this client's Client ID Metadata Document, used as the client "
         "id where the authorization server supports it."_s,
         u"URL"_s},
        {kScope, u"OAuth: a scope to ask for on top of the server's; repeatable."_s, u"SCOPE"_s},
        {kGrant,
         u"OAuth: how to get the token: authorization-code (a person signs in; the default), "
         "client-credentials (--client-id with --client-secret or --client-key), jwt-bearer "
         "(a workload identity token, --assertion-file or --assertion-env) or enterprise (the "
         "user's ID token exchanged at the identity provider, --id-token-file, "
         "--idp-token-endpoint)."_s,
         u"GRANT"_s},
        {kClientKey,
         u"OAuth: the client's PEM private key (EC P-256 or RSA): authenticates with a signed "
         "JWT (private_key_jwt) instead of a secret."_s,
         u"FILE"_s},
        {kAssertionFile,
         u"OAuth jwt-bearer: a file holding the workload identity token (a JWT)."_s,
         u"FILE"_s},
        {kAssertionEnv,
         u"OAuth jwt-bearer: the environment variable holding the workload identity token."_s,
         u"NAME"_s},
        {kIdTokenFile,
         u"OAuth enterprise: a file holding the user's ID token from the identity provider."_s,
         u"FILE"_s},
        {kIdpTokenEndpoint,
         u"OAuth enterprise: the identity provider's token endpoint (RFC 8693 token exchange)."_s,
         u"URL"_s},
        {kIdpClientId, u"OAuth enterprise: this client's id at the identity provider."_s, u"ID"_s},
        {kIdpClientSecretEnv,
         u"OAuth enterprise: the environment variable holding this client's secret at the "
         "identity provider (sent as client_secret_basic)."_s,
         u"NAME"_s},
        {kDpop,
         u"OAuth: DPoP-bound tokens (RFC 9449): a key per connection proves every request; "
         "fails if the authorization server does not offer DPoP."_s},
        {kForget,
         u"OAuth: forget the tokens stored for the --url server (OS keyring or the 0600 file), "
         "then exit; the next run authorizes anew."_s},
    };
}

QStringList arguments(const ServerConfig::OAuth &oauth)
{
    QStringList words;
    const auto put = [&words](const QString &option, const QString &value) {
        if (!value.isEmpty())
            words << u"--"_s + option << value;
    };
    put(kGrant, oauth.grant);
    put(kClientId, oauth.clientId);
    if (!oauth.clientSecret.isEmpty())
        put(kClientSecretEnv, kClientSecretVariable);
    put(kClientKey, oauth.clientKeyFile);
    put(kAssertionFile, oauth.assertionFile);
    put(kIdTokenFile, oauth.idTokenFile);
    put(kIdpTokenEndpoint, oauth.idpTokenEndpoint);
    put(kIdpClientId, oauth.idpClientId);
    if (!oauth.idpClientSecret.isEmpty())
        put(kIdpClientSecretEnv, kIdpClientSecretVariable);
    if (oauth.dpop)
        words << u"--"_s + kDpop;
    return words;
}

QString read(const QCommandLineParser &parser, CliOptions &options)
{
    CliAuthOptions &auth = options.auth;
    auth.clientId = parser.value(kClientId);
    auth.clientSecret = parser.value(kClientSecret);
    if (parser.isSet(kClientSecret) && parser.isSet(kClientSecretEnv))
        return u"--client-secret and --client-secret-env: give one"_s;
    if (const QString error = secretFromEnvironment(parser, kClientSecretEnv, &auth.clientSecret);
        !error.isEmpty())
        return error;
    for (const QString &scope : parser.values(kScope))
        auth.scopes << scope.split(u' ', Qt::SkipEmptyParts);
    if (!auth.clientSecret.isEmpty() && auth.clientId.isEmpty())
        return u"--client-secret needs --client-id"_s;
    if (parser.isSet(kClientMetadataUrl)) {
        auth.clientMetadataUrl = QUrl(parser.value(kClientMetadataUrl), QUrl::StrictMode);
        if (!auth.clientMetadataUrl.isValid() || auth.clientMetadataUrl.scheme() != "https"_L1
            || auth.clientMetadataUrl.path().size() < 2)
            return u"--client-metadata-url must be an https URL with a path, got \"%1\""_s.arg(
                parser.value(kClientMetadataUrl));
    }
    const QStringList remoteOnly{kClientId,
                                 kClientMetadataUrl,
                                 kScope,
                                 kGrant,
                                 kClientKey,
                                 kAssertionFile,
                                 kAssertionEnv,
                                 kIdTokenFile,
                                 kIdpTokenEndpoint,
                                 kIdpClientId,
                                 kIdpClientSecretEnv,
                                 kDpop};
    const bool anySet = std::any_of(remoteOnly.cbegin(),
                                    remoteOnly.cend(),
                                    [&parser](const QString &name) { return parser.isSet(name); });
    if (anySet && options.server.url.isEmpty() && !parser.isSet(u"url"_s))
        return u"the OAuth options (--client-id, --auth-grant, --dpop, ...) are only used with "
               "--url"_s;
    if (const QString error = readGrant(parser, auth); !error.isEmpty())
        return error;
    auth.forget = parser.isSet(kForget);
    if (auth.forget && options.server.url.isEmpty() && !parser.isSet(u"url"_s))
        return u"--forget-credentials needs --url (the server whose tokens to forget)"_s;
    return {};
}

void readConformance(CliOptions &options)
{
    const QJsonObject &context = options.protocol.conformanceContext;
    options.auth.clientId = context.value("client_id"_L1).toString();
    options.auth.clientSecret = context.value("client_secret"_L1).toString();
    options.auth.clientMetadataUrl = QUrl(kConformanceClientMetadataUrl);
    options.auth.memoryOnly = true;
    // The extension scenarios: what the context hands over says which grant it tests.
    CliAuthOptions &auth = options.auth;
    const QString scenario = options.protocol.conformanceScenario;
    if (scenario.startsWith("auth/client-credentials-"_L1)) {
        auth.grant = AuthGrant::ClientCredentials;
        auth.clientKeyPem = context.value("private_key_pem"_L1).toString().toUtf8();
    } else if (context.contains("valid_jwt"_L1)) {
        auth.grant = AuthGrant::JwtBearer;
        auth.assertion = context.value("valid_jwt"_L1).toString();
    } else if (context.contains("idp_id_token"_L1)) {
        auth.grant = AuthGrant::Enterprise;
        auth.idToken = context.value("idp_id_token"_L1).toString();
        auth.idpTokenEndpoint = QUrl(context.value("idp_token_endpoint"_L1).toString());
        auth.idpClientId = context.value("idp_client_id"_L1).toString();
    }
    auth.dpop = scenario.startsWith("auth/dpop"_L1);
}

} // namespace CliAuth
