// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// AuthFlow: the grants that need no browser — client credentials (SEP-1046), the RFC 7523
// JWT-bearer grant with a workload identity token (SEP-1933) or with an ID-JAG the user's
// identity provider issued for an ID token (SEP-990, RFC 8693) — and what every token request
// shares: client authentication (secret or private_key_jwt) and the DPoP key (RFC 9449).
#include "authconfig.h"
#include "authflow.h"
#include "authpolicy.h"
#include "jws.h"

#include <core/platform/offthread.h>

#include <QDateTime>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QNetworkReply>

using namespace Qt::StringLiterals;

namespace {

const QString kJwtBearerGrant = u"urn:ietf:params:oauth:grant-type:jwt-bearer"_s;
const QString kTokenExchangeGrant = u"urn:ietf:params:oauth:grant-type:token-exchange"_s;
const QString kIdJagType = u"urn:ietf:params:oauth:token-type:id-jag"_s;
const QString kIdTokenType = u"urn:ietf:params:oauth:token-type:id_token"_s;
const QString kJwtAssertionType = u"urn:ietf:params:oauth:client-assertion-type:jwt-bearer"_s;

// RFC 6749 §2.3.1: "Basic" with both parts form-encoded before Base64.
QByteArray basicCredentials(const QString &clientId, const QString &secret)
{
    const QByteArray pair
        = QUrl::toPercentEncoding(clientId) + ':' + QUrl::toPercentEncoding(secret);
    return "Basic " + pair.toBase64();
}

// What the credential files held, read on a worker.
struct CredentialFileContents
{
    QByteArray clientKeyPem;
    QByteArray assertion;
    QByteArray idToken;
    QString error; // the first file that could not be read, named, with the reason
};

CredentialFileContents
readCredentialFilesNow(const QString &clientKey, const QString &assertion, const QString &idToken)
{
    CredentialFileContents read;
    const auto one = [&read](const QString &what, const QString &path, QByteArray *into) {
        if (!path.isEmpty() && read.error.isEmpty())
            *into = AuthConfig::readCredentialFile(what, path, &read.error);
    };
    one(u"the client key"_s, clientKey, &read.clientKeyPem);
    one(u"the workload identity token"_s, assertion, &read.assertion);
    one(u"the ID token"_s, idToken, &read.idToken);
    return read;
}

} // namespace

void AuthFlow::readCredentialFiles(AuthStep::Stage stage, std::function<void()> next)
{
    if (m_settings.clientKeyFile.isEmpty() && m_settings.assertionFile.isEmpty()
        && m_settings.idTokenFile.isEmpty()) {
        next();
        return;
    }
    auto *watcher = new QFutureWatcher<CredentialFileContents>(this);
    const quint64 generation = m_generation;
    connect(watcher,
            &QFutureWatcherBase::finished,
            this,
            [this, watcher, generation, stage, next = std::move(next)] {
                watcher->deleteLater();
                if (generation != m_generation || m_done)
                    return;
                const CredentialFileContents read = watcher->result();
                if (!read.error.isEmpty()) {
                    fail(stage, read.error);
                    return;
                }
                if (!m_settings.clientKeyFile.isEmpty()
                    && read.clientKeyPem != m_settings.clientKeyPem) {
                    m_settings.clientKeyPem = read.clientKeyPem;
                    m_clientKey.reset(); // a new key file: parsed again
                }
                if (!m_settings.assertionFile.isEmpty())
                    m_settings.assertion = QString::fromUtf8(read.assertion);
                if (!m_settings.idTokenFile.isEmpty())
                    m_settings.idToken = QString::fromUtf8(read.idToken);
                next();
            });
    // Files on a network share or a FUSE mount can block: never on the GUI thread.
    watcher->setFuture(OffThread::run([clientKey = m_settings.clientKeyFile,
                                       assertion = m_settings.assertionFile,
                                       idToken = m_settings.idTokenFile] {
        return readCredentialFilesNow(clientKey, assertion, idToken);
    }));
}

bool AuthFlow::loadClientKey(AuthStep::Stage stage)
{
    if (m_settings.clientKeyPem.isEmpty() || m_clientKey)
        return true;
    if (!m_settings.keys) {
        fail(stage, u"this build of mcpscope cannot sign (no JWS key support)"_s);
        return false;
    }
    QString error;
    std::shared_ptr<JwsKey> key = m_settings.keys->fromPem(m_settings.clientKeyPem, &error);
    if (!key) {
        fail(stage, u"the client private key is unusable: "_s + error);
        return false;
    }
    // The algorithm follows the key, among those the AS accepts (none listed on a refresh
    // after a restart, which fetches no metadata: the key's own).
    const QString algorithm
        = Jws::pickAlgorithm(key->algorithms(),
                             m_serverMetadata.tokenEndpointAuthSigningAlgorithms,
                             u"token_endpoint_auth_signing_alg_values_supported"_s,
                             &error);
    if (algorithm.isEmpty() || !key->useAlgorithm(algorithm)) {
        fail(stage, u"the client private key cannot sign a client assertion here: "_s + error);
        return false;
    }
    m_clientKey = std::move(key);
    return true;
}

bool AuthFlow::prepareKeys()
{
    const AuthStep::Stage stage = AuthStep::Stage::Registration;
    if (!m_settings.problem.isEmpty()) {
        fail(stage, m_settings.problem);
        return false;
    }
    if (!loadClientKey(stage))
        return false;
    if (!m_settings.dpop || m_proofKey)
        return true;
    if (!m_settings.keys) {
        fail(stage, u"this build of mcpscope cannot sign (no JWS key support)"_s);
        return false;
    }
    const QStringList supported = m_serverMetadata.dpopSigningAlgorithms;
    if (supported.isEmpty()) {
        fail(stage,
             u"DPoP is on, but the authorization server does not offer it (no "
             "dpop_signing_alg_values_supported in its metadata)"_s);
        return false;
    }
    QString error;
    const QString algorithm = Jws::pickAlgorithm(
        m_settings.keys->algorithms(), supported, u"dpop_signing_alg_values_supported"_s, &error);
    if (algorithm.isEmpty()) {
        fail(stage, u"DPoP is on, but "_s + error);
        return false;
    }
    m_proofKey = m_settings.keys->generate(algorithm, &error);
    if (!m_proofKey) {
        fail(stage, error);
        return false;
    }
    report(stage,
           u"DPoP: a new %1 key for this connection, thumbprint %2"_s.arg(
               algorithm, QString::fromLatin1(Jws::thumbprint(m_proofKey->publicJwk()))));
    return true;
}

void AuthFlow::startDirectGrant()
{
    m_client = {m_settings.clientId, m_settings.clientSecret, {}};
    m_authMethod = clientAuthMethod();
    // Scopes as for a person, without offline_access: these grants repeat instead of refreshing.
    m_scopes = AuthPolicy::unionScopes(AuthPolicy::selectScopes(m_challenge.scope,
                                                                m_resourceMetadata.scopesSupported,
                                                                m_serverMetadata.scopesSupported,
                                                                false),
                                       m_settings.extraScopes);
    QList<QPair<QString, QString>> scope;
    if (!m_scopes.isEmpty())
        scope.append({u"scope"_s, m_scopes.join(u' ')});
    switch (m_settings.grant) {
    case AuthGrant::ClientCredentials:
        if (m_client.clientId.isEmpty()) {
            fail(AuthStep::Stage::Token, u"the client credentials grant needs a client id"_s);
            return;
        }
        report(AuthStep::Stage::Token, u"client credentials grant, no browser"_s);
        requestTokens(QList<QPair<QString, QString>>{{u"grant_type"_s, u"client_credentials"_s}}
                          + scope,
                      AuthStep::Stage::Token);
        return;
    case AuthGrant::JwtBearer:
        if (m_settings.assertion.isEmpty()) {
            fail(AuthStep::Stage::Token,
                 u"the JWT-bearer grant needs an assertion (a workload "
                 "identity token)"_s);
            return;
        }
        report(AuthStep::Stage::Token, u"JWT-bearer grant with the workload identity token"_s);
        requestJwtBearer(m_settings.assertion);
        return;
    case AuthGrant::Enterprise:
        exchangeIdToken();
        return;
    case AuthGrant::AuthorizationCode:
        break;
    }
}

// SEP-990 step 1, RFC 8693: the IdP exchanges the user's ID token for an Identity Assertion
// JWT Authorization Grant (ID-JAG) addressed to the MCP server's authorization server.
void AuthFlow::exchangeIdToken()
{
    const AuthStep::Stage stage = AuthStep::Stage::Token;
    const QUrl url = m_settings.idpTokenEndpoint;
    if (m_settings.idToken.isEmpty() || !url.isValid()) {
        fail(stage,
             u"enterprise-managed authorization needs the user's ID token and the identity "
             "provider's token endpoint"_s);
        return;
    }
    const QString endpoint = AuthPolicy::endpointProblem(u"the IdP token endpoint"_s, url);
    if (!endpoint.isEmpty()) {
        fail(stage, endpoint);
        return;
    }
    QList<QPair<QString, QString>> form{{u"grant_type"_s, kTokenExchangeGrant},
                                        {u"requested_token_type"_s, kIdJagType},
                                        {u"audience"_s, m_serverMetadata.issuer},
                                        {u"resource"_s, m_resource},
                                        {u"subject_token"_s, m_settings.idToken},
                                        {u"subject_token_type"_s, kIdTokenType}};
    if (!m_scopes.isEmpty())
        form.append({u"scope"_s, m_scopes.join(u' ')});
    QNetworkRequest request(url);
    request.setRawHeader("Content-Type", "application/x-www-form-urlencoded");
    // RFC 8693 §2.1: the IdP authenticates the client as at any token endpoint. With a secret:
    // client_secret_basic, the method RFC 6749 §2.3.1 makes every server support; else the
    // client identifies itself with client_id alone.
    if (!m_settings.idpClientSecret.isEmpty() && !m_settings.idpClientId.isEmpty())
        request.setRawHeader("Authorization",
                             basicCredentials(m_settings.idpClientId, m_settings.idpClientSecret));
    else if (!m_settings.idpClientId.isEmpty())
        form.append({u"client_id"_s, m_settings.idpClientId});
    send(stage,
         "POST",
         request,
         AuthPolicy::formEncode(form),
         [this, url](int status, const QByteArray &body, QNetworkReply *) {
             const QJsonObject answer = QJsonDocument::fromJson(body).object();
             const QString grant = answer.value("access_token"_L1).toString();
             if (status != 200 || grant.isEmpty()) {
                 fail(stage,
                      u"the identity provider refused the token exchange: "_s
                          + AuthPolicy::oauthError(body),
                      url,
                      status);
                 return;
             }
             const QString type = answer.value("issued_token_type"_L1).toString();
             if (type != kIdJagType) {
                 fail(stage,
                      u"the identity provider issued \"%1\", not an ID-JAG (%2)"_s.arg(type,
                                                                                       kIdJagType),
                      url,
                      status);
                 return;
             }
             report(stage,
                    u"POST token exchange at the identity provider"_s,
                    url,
                    status,
                    u"ID-JAG for %1"_s.arg(m_serverMetadata.issuer));
             requestJwtBearer(grant);
         });
}

// RFC 7523 §2.1: the assertion is the grant.
void AuthFlow::requestJwtBearer(const QString &assertion)
{
    QList<QPair<QString, QString>> form{{u"grant_type"_s, kJwtBearerGrant},
                                        {u"assertion"_s, assertion}};
    if (!m_scopes.isEmpty())
        form.append({u"scope"_s, m_scopes.join(u' ')});
    requestTokens(form, AuthStep::Stage::Token);
}

QString AuthFlow::clientAuthMethod() const
{
    // A configured key means private_key_jwt, whatever the registration said.
    if (m_clientKey)
        return u"private_key_jwt"_s;
    return AuthPolicy::tokenEndpointAuthMethod(m_serverMetadata.tokenEndpointAuthMethods,
                                               m_client.authMethod,
                                               !m_client.clientSecret.isEmpty());
}

void AuthFlow::authenticateClient(QNetworkRequest *request, QList<QPair<QString, QString>> *form)
{
    if (m_authMethod == "client_secret_basic"_L1) {
        request->setRawHeader("Authorization",
                              basicCredentials(m_client.clientId, m_client.clientSecret));
        return;
    }
    if (!m_client.clientId.isEmpty())
        form->append({u"client_id"_s, m_client.clientId});
    if (m_authMethod == "client_secret_post"_L1) {
        form->append({u"client_secret"_s, m_client.clientSecret});
    } else if (m_authMethod == "private_key_jwt"_L1 && m_clientKey) {
        // RFC 7523 §3: the audience is the authorization server, named by its issuer (known
        // on a refresh after a restart too, which fetches no metadata).
        const QJsonObject claims
            = Jws::assertionClaims(m_client.clientId, m_issuer, QDateTime::currentSecsSinceEpoch());
        form->append({u"client_assertion_type"_s, kJwtAssertionType});
        form->append(
            {u"client_assertion"_s,
             QString::fromLatin1(Jws::sign({{"typ"_L1, u"JWT"_s}}, claims, *m_clientKey))});
    }
}
