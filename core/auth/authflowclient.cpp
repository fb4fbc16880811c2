// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// AuthFlow: the client identity, the authorization request and its redirect, and the token
// endpoint (code exchange and refresh).
#include "authdiscovery.h"
#include "authflow.h"
#include "authpolicy.h"
#include "jws.h"
#include "loopbackreceiver.h"

#include <core/transport/httprequestbuilder.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>

using namespace Qt::StringLiterals;

using AuthPolicy::formEncode;
using AuthPolicy::oauthError;

void AuthFlow::identifyClient()
{
    // Read at each grant, not once: a workload token file is rotated while mcpscope runs.
    readCredentialFiles(AuthStep::Stage::Registration, [this] {
        if (!prepareKeys())
            return;
        if (isDirectGrant())
            startDirectGrant();
        else
            identifyClientForBrowser();
    });
}

void AuthFlow::identifyClientForBrowser()
{
    const AuthStep::Stage stage = AuthStep::Stage::Registration;
    const bool ownIdentity = !m_settings.clientId.isEmpty()
                             || (m_settings.clientMetadataUrl.isValid()
                                 && m_serverMetadata.clientIdMetadataDocumentSupported);
    std::optional<ClientCredentials> stored;
    if (!ownIdentity)
        stored = m_store->client(m_issuer);
    // A registration names its redirect URI, port included: listen there again if it is free.
    const QUrl registered(stored ? stored->redirectUri : QString());
    const quint16 preferred
        = registered.host() == "127.0.0.1"_L1 ? quint16(registered.port(0)) : quint16(0);
    QString error;
    if (!m_receiver->listen(&error, preferred)) {
        fail(stage, error);
        return;
    }
    if (stored && preferred != 0 && m_receiver->port() != preferred) {
        report(stage,
               u"port %1 of the registered redirect URI is taken: registering again with %2"_s.arg(
                   QString::number(preferred), m_receiver->redirectUri().toString()));
        stored.reset();
    }
    if (!m_settings.clientId.isEmpty()) {
        m_client = {m_settings.clientId, m_settings.clientSecret, {}};
        report(stage, u"using the pre-registered client id %1"_s.arg(m_client.clientId));
    } else if (m_settings.clientMetadataUrl.isValid()
               && m_serverMetadata.clientIdMetadataDocumentSupported) {
        m_client = {m_settings.clientMetadataUrl.toString(), {}, u"none"_s};
        report(stage, u"using the client ID metadata document URL %1"_s.arg(m_client.clientId));
    } else if (stored) {
        m_client = *stored;
        report(
            stage,
            u"using the client id registered earlier at %1: %2"_s.arg(m_issuer, m_client.clientId));
    } else if (m_serverMetadata.registrationEndpoint.isValid()) {
        registerClient();
        return;
    } else {
        fail(stage,
             u"the authorization server offers neither client ID metadata documents nor dynamic "
             "registration: enter a pre-registered client id (--client-id)"_s);
        return;
    }
    authorize();
}

void AuthFlow::registerClient()
{
    // RFC 7591; MCP asks desktop clients to say application_type "native" (loopback redirect).
    const QStringList supported = m_serverMetadata.tokenEndpointAuthMethods;
    const QString method
        = supported.isEmpty() || supported.contains("none"_L1) ? u"none"_s : supported.constFirst();
    QJsonArray grants{u"authorization_code"_s};
    if (m_settings.wantRefresh)
        grants.append(u"refresh_token"_s);
    const QJsonObject metadata{
        {"client_name"_L1, m_settings.clientName},
        {"redirect_uris"_L1, QJsonArray{m_receiver->redirectUri().toString()}},
        {"grant_types"_L1, grants},
        {"response_types"_L1, QJsonArray{u"code"_s}},
        {"token_endpoint_auth_method"_L1, method},
        {"application_type"_L1, u"native"_s},
    };
    const QUrl url = m_serverMetadata.registrationEndpoint;
    QNetworkRequest request(url);
    request.setRawHeader("Content-Type", "application/json");
    send(AuthStep::Stage::Registration,
         "POST",
         request,
         QJsonDocument(metadata).toJson(QJsonDocument::Compact),
         [this, url](int status, const QByteArray &body, QNetworkReply *) {
             const QJsonObject answer = QJsonDocument::fromJson(body).object();
             const QString clientId = answer.value("client_id"_L1).toString();
             if (status < 200 || status >= 300 || clientId.isEmpty()) {
                 fail(AuthStep::Stage::Registration,
                      u"dynamic client registration refused: "_s + oauthError(body),
                      url,
                      status);
                 return;
             }
             m_client = {clientId,
                         answer.value("client_secret"_L1).toString(),
                         answer.value("token_endpoint_auth_method"_L1).toString(),
                         m_receiver->redirectUri().toString()};
             m_store->saveClient(m_issuer, m_client);
             report(AuthStep::Stage::Registration,
                    u"POST dynamic client registration"_s,
                    url,
                    status,
                    u"client id %1%2"_s.arg(
                        clientId,
                        m_client.clientSecret.isEmpty() ? QString() : u" (with a secret)"_s));
             authorize();
         });
}

void AuthFlow::authorize()
{
    m_authMethod = clientAuthMethod();
    m_scopes = AuthPolicy::selectScopes(m_challenge.scope,
                                        m_resourceMetadata.scopesSupported,
                                        m_serverMetadata.scopesSupported,
                                        m_settings.wantRefresh);
    m_scopes = AuthPolicy::unionScopes(AuthPolicy::unionScopes(m_previousScopes, m_scopes),
                                       m_settings.extraScopes);
    m_pkce = AuthPolicy::makePkce();
    m_state = AuthPolicy::makeState();
    const QUrl url = AuthPolicy::authorizationUrl({m_serverMetadata.authorizationEndpoint,
                                                   m_client.clientId,
                                                   m_receiver->redirectUri(),
                                                   m_pkce.challenge,
                                                   m_state,
                                                   m_scopes,
                                                   m_resource});
    report(AuthStep::Stage::Authorization,
           u"authorization request"_s,
           url,
           0,
           m_scopes.isEmpty() ? u"no scope"_s : u"scope "_s + m_scopes.join(u' '));
    // An authorization endpoint that answers with a redirect at once (no login page) needs no
    // browser: the Location header is the redirect.
    send(AuthStep::Stage::Authorization,
         "GET",
         QNetworkRequest(url),
         {},
         [this, url](int status, const QByteArray &, QNetworkReply *reply) {
             const QUrl location
                 = url.resolved(reply->header(QNetworkRequest::LocationHeader).toUrl());
             if (status >= 300 && status < 400 && m_receiver->isRedirect(location)) {
                 report(AuthStep::Stage::Redirect, u"immediate redirect"_s, {}, status);
                 handleRedirect(QUrlQuery(location));
                 return;
             }
             report(AuthStep::Stage::Authorization,
                    u"waiting for the browser to return to %1"_s.arg(
                        m_receiver->redirectUri().toString()),
                    {},
                    status);
             if (url.scheme() == "https"_L1 || url.scheme() == "http"_L1)
                 Q_EMIT browserNeeded(url);
             else
                 fail(AuthStep::Stage::Authorization,
                      u"the authorization endpoint is not an http(s) URL"_s,
                      url);
         });
}

void AuthFlow::handleRedirect(const QUrlQuery &query)
{
    if (m_done || m_state.isEmpty())
        return;
    m_receiver->stop();
    const AuthPolicy::RedirectResult result = AuthPolicy::checkRedirect(
        query, m_state, m_serverMetadata.issuer, m_serverMetadata.issParameterSupported);
    m_state.clear(); // one redirect per request
    if (!result.error.isEmpty()) {
        fail(AuthStep::Stage::Redirect, result.error);
        return;
    }
    report(AuthStep::Stage::Redirect, u"authorization code received"_s);
    exchangeCode(result.code);
}

void AuthFlow::exchangeCode(const QString &code)
{
    requestTokens({{u"grant_type"_s, u"authorization_code"_s},
                   {u"code"_s, code},
                   {u"redirect_uri"_s, m_receiver->redirectUri().toString()},
                   {u"code_verifier"_s, QString::fromLatin1(m_pkce.verifier)}},
                  AuthStep::Stage::Token);
}

void AuthFlow::refresh(const TokenSet &tokens)
{
    ++m_generation;
    m_done = false;
    m_refreshing = tokens;
    m_issuer = tokens.issuer;
    m_serverMetadata.tokenEndpoint = tokens.tokenEndpoint;
    // The store is a file: the endpoint a refresh token goes to passes the same rule again.
    const QString endpointProblem
        = AuthPolicy::endpointProblem(u"the stored token endpoint"_s, tokens.tokenEndpoint);
    if (!endpointProblem.isEmpty()) {
        fail(AuthStep::Stage::Refresh, endpointProblem);
        return;
    }
    m_scopes = tokens.scopes;
    m_resource = tokens.resource.isEmpty() ? AuthDiscovery::canonicalResource(m_settings.serverUrl)
                                           : tokens.resource;
    if (!m_settings.clientId.isEmpty())
        m_client = {m_settings.clientId, m_settings.clientSecret, {}};
    else
        m_client = m_store->client(tokens.issuer)
                       .value_or(ClientCredentials{
                           m_settings.clientMetadataUrl.toString(), {}, u"none"_s});
    readCredentialFiles(AuthStep::Stage::Refresh, [this, refreshToken = tokens.refreshToken] {
        if (!loadClientKey(AuthStep::Stage::Refresh))
            return;
        m_authMethod = clientAuthMethod();
        requestTokens({{u"grant_type"_s, u"refresh_token"_s}, {u"refresh_token"_s, refreshToken}},
                      AuthStep::Stage::Refresh);
    });
}

void AuthFlow::requestTokens(const QList<QPair<QString, QString>> &givenForm,
                             AuthStep::Stage stage,
                             bool nonceRetry)
{
    QList<QPair<QString, QString>> form = givenForm;
    form.append({u"resource"_s, m_resource});
    const QUrl url = m_serverMetadata.tokenEndpoint;
    QNetworkRequest request(url);
    request.setRawHeader("Content-Type", "application/x-www-form-urlencoded");
    authenticateClient(&request, &form);
    if (m_proofKey) // RFC 9449 §5: a proof asks for a token bound to this key
        request.setRawHeader("DPoP", Jws::proof(*m_proofKey, "POST", url, {}, m_asNonce));
    send(stage,
         "POST",
         request,
         formEncode(form),
         [this, url, stage, givenForm, nonceRetry](
             int status, const QByteArray &body, QNetworkReply *reply) {
             const QJsonObject answer = QJsonDocument::fromJson(body).object();
             const QByteArray nonce = reply->rawHeader("DPoP-Nonce");
             // RFC 9449 §8: the AS may give the next nonce on any answer, a token included;
             // the next proof carries it.
             if (m_proofKey && !nonce.isEmpty())
                 m_asNonce = QString::fromLatin1(nonce);
             // The AS wants a nonce in the proof: sent again with it, once per request.
             if (status == 400 && m_proofKey && !nonceRetry && !nonce.isEmpty()
                 && answer.value("error"_L1).toString() == "use_dpop_nonce"_L1) {
                 report(stage,
                        u"the token endpoint asks for a DPoP nonce: sending again with it"_s,
                        url,
                        status);
                 requestTokens(givenForm, stage, true);
                 return;
             }
             if (status != 200 || answer.value("access_token"_L1).toString().isEmpty()) {
                 fail(stage, u"the token endpoint refused: "_s + oauthError(body), url, status);
                 return;
             }
             report(stage,
                    u"POST token endpoint (%1)"_s.arg(m_authMethod),
                    url,
                    status,
                    answer.contains("expires_in"_L1)
                        ? u"access token for %1 s%2"_s.arg(answer.value("expires_in"_L1).toInt())
                              .arg(answer.contains("refresh_token"_L1) ? u", refresh token"_s
                                                                       : QString())
                        : u"access token without a lifetime"_s);
             acceptTokens(answer, stage);
         });
}

void AuthFlow::acceptTokens(const QJsonObject &answer, AuthStep::Stage stage)
{
    TokenSet tokens;
    tokens.accessToken = answer.value("access_token"_L1).toString();
    // The token goes into every request's Authorization header.
    const QString headerProblem = HttpRequestBuilder::headerProblem(
        "Authorization", QByteArray("Bearer " + tokens.accessToken.toUtf8()));
    if (!headerProblem.isEmpty()) {
        fail(stage, u"the token endpoint's access_token cannot be sent: "_s + headerProblem);
        return;
    }
    tokens.refreshToken = answer.value("refresh_token"_L1).toString();
    if (tokens.refreshToken.isEmpty() && stage == AuthStep::Stage::Refresh)
        tokens.refreshToken = m_refreshing.refreshToken; // not rotated: keep the old one
    if (answer.contains("expires_in"_L1))
        tokens.expiresAt
            = QDateTime::currentDateTimeUtc().addSecs(answer.value("expires_in"_L1).toInteger());
    tokens.scopes = answer.contains("scope"_L1)
                        ? answer.value("scope"_L1).toString().split(u' ', Qt::SkipEmptyParts)
                        : m_scopes;
    tokens.issuer = m_issuer;
    tokens.tokenEndpoint = m_serverMetadata.tokenEndpoint;
    tokens.resource = m_resource;
    tokens.tokenType = answer.value("token_type"_L1).toString();
    // A DPoP-bound token is no use without this connection's key, which is never saved.
    if (tokens.tokenType.compare("DPoP"_L1, Qt::CaseInsensitive) != 0)
        m_store->saveTokens(AuthDiscovery::canonicalResource(m_settings.serverUrl), tokens);
    finish(tokens);
}
