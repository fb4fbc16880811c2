// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/auth/authflow.h>
#include <core/transport/serverconfig.h>

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

class QCommandLineParser;
struct CliOptions;

// OAuth for remote servers (mcpscope-cli authorizes when a server answers 401): a
// pre-registered client, a Client ID Metadata Document URL, extra scopes.
struct CliAuthOptions
{
    AuthGrant grant = AuthGrant::AuthorizationCode;
    QByteArray clientKeyPem; // --client-key: private_key_jwt
    QString assertion;       // --assertion-file / --assertion-env: the workload identity JWT
    QString idToken;         // --id-token-file (enterprise)
    // The files named (read once here to check them, then again at each grant: a rotated
    // workload token is the one sent).
    QString clientKeyFile;
    QString assertionFile;
    QString idTokenFile;
    QUrl idpTokenEndpoint;
    QString idpClientId;
    QString idpClientSecret; // --idp-client-secret-env
    bool dpop = false;
    QString clientId;
    QString clientSecret;
    QUrl clientMetadataUrl;
    QStringList scopes;
    bool memoryOnly = false; // keep tokens in memory only (conformance runs, in parallel)
    bool forget = false;     // --forget-credentials: forget the server's tokens, then exit
};

namespace CliAuth {
QList<QCommandLineOption> options();
// A server's OAuth settings as the options above ("Copy as" mcpscope-cli): the secrets as
// --client-secret-env / --idp-client-secret-env with the variable names below, never their
// values.
QStringList arguments(const ServerConfig::OAuth &oauth);
inline constexpr auto kClientSecretVariable = QLatin1StringView("MCPSCOPE_CLIENT_SECRET");
inline constexpr auto kIdpClientSecretVariable = QLatin1StringView("MCPSCOPE_IDP_CLIENT_SECRET");
// Reads the options into options.auth; returns a usage error or an empty string.
QString read(const QCommandLineParser &parser, CliOptions &options);
// --conformance: the suite's pre-registered client (MCP_CONFORMANCE_CONTEXT) and the Client ID
// Metadata Document URL its authorization servers expect.
void readConformance(CliOptions &options);
} // namespace CliAuth
