// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// AuthFlow: discovery of the protected resource and authorization server metadata, and the
// plumbing every stage shares (requests, step reports).
#include "authflow.h"

#include "authdiscovery.h"
#include "authpolicy.h"
#include "loopbackreceiver.h"

#include <core/transport/transportlimits.h>

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>

using namespace Qt::StringLiterals;

namespace {

constexpr int kRequestTimeoutMs = 30000;

QJsonObject jsonObject(const QByteArray &body, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (!document.isObject())
        *error = parseError.error != QJsonParseError::NoError
                     ? u"not JSON: "_s + parseError.errorString()
                     : u"not a JSON object"_s;
    return document.object();
}

} // namespace

AuthFlow::AuthFlow(const AuthSettings &settings,
                   CredentialStore *store,
                   QNetworkAccessManager *network,
                   QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_store(store)
    , m_network(network)
    , m_receiver(new LoopbackReceiver(this))
{
    connect(m_receiver, &LoopbackReceiver::received, this, &AuthFlow::handleRedirect);
}

AuthFlow::~AuthFlow() = default;

void AuthFlow::start(const BearerChallenge &challenge, const QStringList &previousScopes)
{
    ++m_generation;
    m_done = false;
    m_challenge = challenge;
    m_previousScopes = previousScopes;
    m_legacy = false;
    m_lastDiscoveryError.clear();
    m_resource = AuthDiscovery::canonicalResource(m_settings.serverUrl);
    QString resourceMetadata = challenge.resourceMetadata;
    const QString refused
        = resourceMetadata.isEmpty()
              ? QString()
              : AuthPolicy::endpointProblem(u"resource_metadata"_s, QUrl(resourceMetadata));
    if (!refused.isEmpty()) {
        report(AuthStep::Stage::Discovery,
               u"ignored the challenge's resource_metadata"_s,
               {},
               0,
               refused);
        resourceMetadata.clear();
    }
    m_candidates
        = AuthDiscovery::protectedResourceMetadataUrls(m_settings.serverUrl, resourceMetadata);
    fetchResourceMetadata(0);
}

void AuthFlow::fetchResourceMetadata(int index)
{
    if (index >= m_candidates.size()) {
        startLegacyDiscovery();
        return;
    }
    const QUrl url = m_candidates.at(index);
    send(AuthStep::Stage::Discovery,
         "GET",
         QNetworkRequest(url),
         {},
         [this, url, index](int status, const QByteArray &body, QNetworkReply *) {
             QString error;
             const QJsonObject object = status == 200 ? jsonObject(body, &error) : QJsonObject();
             if (status != 200 || !error.isEmpty()) {
                 report(AuthStep::Stage::Discovery,
                        u"GET protected resource metadata"_s,
                        url,
                        status,
                        status == 200 ? error : u"not there"_s);
                 fetchResourceMetadata(index + 1);
                 return;
             }
             acceptResourceMetadata(object, url);
         });
}

void AuthFlow::acceptResourceMetadata(const QJsonObject &object, const QUrl &url)
{
    QString error;
    m_resourceMetadata = ProtectedResourceMetadata::fromJson(object, &error);
    if (error.isEmpty())
        error = AuthDiscovery::checkResource(m_resourceMetadata.resource, m_settings.serverUrl);
    if (!error.isEmpty()) {
        // RFC 9728 §3.3: metadata for another resource must not be used, and nothing may be
        // sent to its authorization server.
        fail(AuthStep::Stage::Discovery, error, url, 200);
        return;
    }
    m_resource = m_resourceMetadata.resource;
    m_issuer = m_resourceMetadata.authorizationServers.constFirst();
    report(AuthStep::Stage::Discovery,
           u"GET protected resource metadata"_s,
           url,
           200,
           u"resource %1, authorization server %2%3"_s.arg(
               m_resourceMetadata.resource,
               m_issuer,
               m_resourceMetadata.scopesSupported.isEmpty()
                   ? QString()
                   : u", scopes %1"_s.arg(m_resourceMetadata.scopesSupported.join(u' '))));
    m_candidates = AuthDiscovery::authorizationServerMetadataUrls(QUrl(m_issuer));
    fetchServerMetadata(0);
}

void AuthFlow::startLegacyDiscovery()
{
    // MCP 2025-03-26: no protected resource metadata; the MCP server's origin is the
    // authorization server, its metadata at the RFC 8414 root location.
    m_legacy = true;
    m_resourceMetadata = {};
    m_resource = AuthDiscovery::canonicalResource(m_settings.serverUrl);
    m_issuer = AuthDiscovery::legacyAuthorizationBase(m_settings.serverUrl).toString();
    report(AuthStep::Stage::Discovery,
           u"no protected resource metadata: trying the 2025-03-26 rules"_s,
           QUrl(m_issuer));
    m_candidates = {QUrl(m_issuer + u"/.well-known/oauth-authorization-server"_s)};
    fetchServerMetadata(0);
}

void AuthFlow::fetchServerMetadata(int index)
{
    if (index >= m_candidates.size()) {
        if (m_legacy) {
            report(AuthStep::Stage::Discovery,
                   u"no authorization server metadata: using /authorize, /token and /register"_s,
                   QUrl(m_issuer));
            acceptServerMetadata(AuthServerMetadata::legacyDefaults(m_settings.serverUrl));
            return;
        }
        fail(AuthStep::Stage::Discovery,
             u"no usable authorization server metadata for %1 (%2)"_s.arg(
                 m_issuer,
                 m_lastDiscoveryError.isEmpty() ? u"every URL failed"_s : m_lastDiscoveryError));
        return;
    }
    const QUrl url = m_candidates.at(index);
    QNetworkRequest request(url);
    if (m_legacy && !m_settings.protocolVersion.isEmpty())
        request.setRawHeader("MCP-Protocol-Version", m_settings.protocolVersion.toLatin1());
    send(AuthStep::Stage::Discovery,
         "GET",
         request,
         {},
         [this, url, index](int status, const QByteArray &body, QNetworkReply *) {
             QString error = status == 200 ? QString() : u"not there"_s;
             const QJsonObject object = status == 200 ? jsonObject(body, &error) : QJsonObject();
             AuthServerMetadata metadata;
             if (error.isEmpty())
                 metadata = AuthServerMetadata::fromJson(object, &error);
             // The legacy rules infer the issuer, so there is nothing to compare it with.
             if (error.isEmpty() && !m_legacy)
                 error = AuthDiscovery::checkIssuer(metadata.issuer, m_issuer);
             if (!error.isEmpty()) {
                 if (status == 200)
                     m_lastDiscoveryError = error;
                 report(AuthStep::Stage::Discovery,
                        u"GET authorization server metadata"_s,
                        url,
                        status,
                        error);
                 fetchServerMetadata(index + 1);
                 return;
             }
             report(AuthStep::Stage::Discovery,
                    u"GET authorization server metadata"_s,
                    url,
                    status,
                    u"issuer %1"_s.arg(metadata.issuer));
             acceptServerMetadata(metadata);
         });
}

void AuthFlow::acceptServerMetadata(const AuthServerMetadata &metadata)
{
    // The 2025-03-26 defaults come from the server URL, which may be plain http elsewhere.
    const QString endpoints = metadata.checkEndpoints();
    if (!endpoints.isEmpty()) {
        fail(AuthStep::Stage::Discovery, endpoints);
        return;
    }
    const QString pkce = isDirectGrant() ? QString() : metadata.checkPkceSupport();
    if (!pkce.isEmpty()) {
        fail(AuthStep::Stage::Discovery, pkce);
        return;
    }
    m_serverMetadata = metadata;
    if (m_legacy)
        m_issuer = metadata.issuer;
    identifyClient();
}

void AuthFlow::send(AuthStep::Stage stage,
                    const QByteArray &verb,
                    QNetworkRequest request,
                    const QByteArray &body,
                    Handler handler)
{
    // Redirects are answers here: the authorization endpoint's Location is the result.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(kRequestTimeoutMs);
    if (!request.hasRawHeader("Accept"))
        request.setRawHeader("Accept", "application/json");
    QNetworkReply *reply = m_network->sendCustomRequest(request, verb, body);
    reply->setParent(this);
    const quint64 generation = m_generation;
    // Metadata, registration and token replies are small; a reply without end must not grow.
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64) {
        if (received > TransportLimits::kMaxOAuthReplyBytes) {
            reply->setProperty("mcpscopeTooLarge", true);
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, handler, generation, stage] {
        reply->deleteLater();
        if (generation != m_generation || m_done)
            return;
        if (reply->property("mcpscopeTooLarge").toBool()) {
            fail(stage,
                 u"the reply is larger than %1, more than any OAuth answer needs: request "
                 "closed"_s.arg(TransportLimits::formatBytes(TransportLimits::kMaxOAuthReplyBytes)),
                 reply->url());
            return;
        }
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0) {
            fail(stage, u"network error: "_s + reply->errorString(), reply->url());
            return;
        }
        handler(status, reply->readAll(), reply);
    });
}

void AuthFlow::report(AuthStep::Stage stage,
                      const QString &action,
                      const QUrl &url,
                      int status,
                      const QString &summary)
{
    Q_EMIT step(AuthStep{stage, AuthStep::Outcome::Info, action, url, status, summary});
}

void AuthFlow::fail(AuthStep::Stage stage, const QString &reason, const QUrl &url, int status)
{
    if (m_done)
        return;
    m_done = true;
    m_receiver->stop();
    const AuthStep failure{stage, AuthStep::Outcome::Failure, u"failed"_s, url, status, reason};
    Q_EMIT step(failure);
    Q_EMIT failed(failure);
}

void AuthFlow::finish(const TokenSet &tokens)
{
    m_done = true;
    m_receiver->stop();
    Q_EMIT finished(tokens);
}
