// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authmetadata.h"

#include "authdiscovery.h"
#include "authpolicy.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray()) {
        if (item.isString())
            list << item.toString();
    }
    return list;
}

QUrl urlField(const QJsonObject &object, QLatin1StringView name, QString *error)
{
    const QUrl url(object.value(name).toString());
    if (error->isEmpty() && object.contains(name))
        *error = AuthPolicy::endpointProblem(u"\"%1\""_s.arg(name), url);
    return url;
}

} // namespace

ProtectedResourceMetadata ProtectedResourceMetadata::fromJson(const QJsonObject &object,
                                                              QString *error)
{
    ProtectedResourceMetadata metadata;
    metadata.resource = object.value("resource"_L1).toString();
    metadata.authorizationServers = stringList(object.value("authorization_servers"_L1));
    metadata.scopesSupported = stringList(object.value("scopes_supported"_L1));
    error->clear();
    if (metadata.authorizationServers.isEmpty())
        *error = u"the protected resource metadata lists no authorization_servers"_s;
    for (const QString &server : std::as_const(metadata.authorizationServers)) {
        if (error->isEmpty())
            *error = AuthPolicy::endpointProblem(u"authorization server"_s, QUrl(server));
    }
    return metadata;
}

AuthServerMetadata AuthServerMetadata::fromJson(const QJsonObject &object, QString *error)
{
    error->clear();
    AuthServerMetadata metadata;
    metadata.issuer = object.value("issuer"_L1).toString();
    metadata.authorizationEndpoint = urlField(object, "authorization_endpoint"_L1, error);
    metadata.tokenEndpoint = urlField(object, "token_endpoint"_L1, error);
    metadata.registrationEndpoint = urlField(object, "registration_endpoint"_L1, error);
    metadata.scopesSupported = stringList(object.value("scopes_supported"_L1));
    metadata.codeChallengeMethodsPresent = object.contains("code_challenge_methods_supported"_L1);
    metadata.codeChallengeMethods = stringList(object.value("code_challenge_methods_supported"_L1));
    metadata.tokenEndpointAuthMethods
        = stringList(object.value("token_endpoint_auth_methods_supported"_L1));
    metadata.clientIdMetadataDocumentSupported
        = object.value("client_id_metadata_document_supported"_L1).toBool();
    metadata.dpopSigningAlgorithms
        = stringList(object.value("dpop_signing_alg_values_supported"_L1));
    metadata.tokenEndpointAuthSigningAlgorithms
        = stringList(object.value("token_endpoint_auth_signing_alg_values_supported"_L1));
    metadata.issParameterSupported
        = object.value("authorization_response_iss_parameter_supported"_L1).toBool();
    if (error->isEmpty() && metadata.issuer.isEmpty())
        *error = u"the authorization server metadata has no \"issuer\""_s;
    if (error->isEmpty())
        *error = AuthPolicy::endpointProblem(u"\"issuer\""_s, QUrl(metadata.issuer));
    if (error->isEmpty() && metadata.authorizationEndpoint.isEmpty())
        *error = u"the authorization server metadata has no \"authorization_endpoint\""_s;
    if (error->isEmpty() && metadata.tokenEndpoint.isEmpty())
        *error = u"the authorization server metadata has no \"token_endpoint\""_s;
    return metadata;
}

QString AuthServerMetadata::checkEndpoints() const
{
    QString problem
        = AuthPolicy::endpointProblem(u"the authorization endpoint"_s, authorizationEndpoint);
    if (problem.isEmpty())
        problem = AuthPolicy::endpointProblem(u"the token endpoint"_s, tokenEndpoint);
    if (problem.isEmpty() && !registrationEndpoint.isEmpty())
        problem = AuthPolicy::endpointProblem(u"the registration endpoint"_s, registrationEndpoint);
    return problem;
}

QString AuthServerMetadata::checkPkceSupport() const
{
    if (!codeChallengeMethodsPresent)
        return u"the authorization server does not advertise code_challenge_methods_supported, "
               "so PKCE support is unknown; MCP clients must refuse to continue"_s;
    if (!codeChallengeMethods.contains("S256"_L1))
        return u"the authorization server does not support PKCE S256 (it offers: %1)"_s.arg(
            codeChallengeMethods.isEmpty() ? u"nothing"_s : codeChallengeMethods.join(u", "_s));
    return {};
}

AuthServerMetadata AuthServerMetadata::legacyDefaults(const QUrl &serverUrl)
{
    AuthServerMetadata metadata;
    metadata.issuer = AuthDiscovery::legacyAuthorizationBase(serverUrl).toString();
    metadata.authorizationEndpoint = AuthDiscovery::legacyEndpoint(serverUrl, u"/authorize"_s);
    metadata.tokenEndpoint = AuthDiscovery::legacyEndpoint(serverUrl, u"/token"_s);
    metadata.registrationEndpoint = AuthDiscovery::legacyEndpoint(serverUrl, u"/register"_s);
    // 2025-03-26 made PKCE mandatory for clients and servers alike.
    metadata.codeChallengeMethodsPresent = true;
    metadata.codeChallengeMethods = {u"S256"_s};
    return metadata;
}
