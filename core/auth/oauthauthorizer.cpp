// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "oauthauthorizer.h"

#include "authdiscovery.h"
#include "jws.h"

#include <QNetworkAccessManager>

using namespace Qt::StringLiterals;

namespace {

// Refresh this long before the access token expires, so that no request races its expiry.
constexpr qint64 kRefreshMarginSecs = 60;
constexpr qint64 kMaxTimerSecs = 24 * 3600; // QTimer takes an int of milliseconds

} // namespace

OAuthAuthorizer::OAuthAuthorizer(const AuthSettings &settings,
                                 CredentialStore *store,
                                 QObject *parent)
    : HttpAuthorizer(parent)
    , m_settings(settings)
    , m_store(store)
    , m_network(new QNetworkAccessManager(this))
    , m_flow(new AuthFlow(settings, store, m_network, this))
{
    m_refreshTimer.setSingleShot(true);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        if (!m_busy && m_tokens && !m_tokens->refreshToken.isEmpty())
            startRefresh();
    });
    connect(m_flow, &AuthFlow::step, this, &OAuthAuthorizer::step);
    connect(m_flow, &AuthFlow::browserNeeded, this, [this](const QUrl &url) {
        setWaitingForUser(true);
        Q_EMIT browserNeeded(url);
    });
    connect(m_flow, &AuthFlow::finished, this, &OAuthAuthorizer::accept);
    connect(m_flow, &AuthFlow::failed, this, &OAuthAuthorizer::handleFailure);
    // With DPoP, tokens are bound to this connection's key: none from an earlier run.
    if (!settings.dpop)
        m_tokens = store->tokens(AuthDiscovery::canonicalResource(settings.serverUrl));
    if (m_tokens) {
        m_requestedScopes = m_tokens->scopes;
        scheduleRefresh();
    }
}

bool OAuthAuthorizer::appliesTo(const ServerConfig &config)
{
    const QString scheme = config.url.scheme();
    if ((scheme != "http"_L1 && scheme != "https"_L1) || !config.bearerToken.isEmpty())
        return false;
    return std::none_of(config.headers.cbegin(), config.headers.cend(), [](const auto &header) {
        return header.name.compare("authorization"_L1, Qt::CaseInsensitive) == 0;
    });
}

bool OAuthAuthorizer::isProofBound() const
{
    return m_tokens && m_flow->proofKey()
           && m_tokens->tokenType.compare("DPoP"_L1, Qt::CaseInsensitive) == 0;
}

QByteArray OAuthAuthorizer::authorizationHeader() const
{
    if (!m_tokens || m_tokens->accessToken.isEmpty())
        return {};
    // RFC 9449 §7.1: a bound token goes with the DPoP scheme (an AS that ignored the proof
    // answered token_type Bearer: that token is a plain bearer token).
    return (isProofBound() ? "DPoP " : "Bearer ") + m_tokens->accessToken.toUtf8();
}

QByteArray OAuthAuthorizer::proofHeader(const QByteArray &verb, const QUrl &url) const
{
    if (!isProofBound() || m_tokens->accessToken.isEmpty())
        return {};
    return Jws::proof(*m_flow->proofKey(), verb, url, m_tokens->accessToken, m_resourceNonce);
}

void OAuthAuthorizer::noteNonce(const QByteArray &nonce)
{
    const QString value = QString::fromLatin1(nonce);
    if (nonce.isEmpty() || value == m_resourceNonce)
        return;
    m_resourceNonce = value;
    m_nonceChanged = true;
}

void OAuthAuthorizer::requestSucceeded(const QByteArray &dpopNonce)
{
    m_authorizations = 0;
    // RFC 9449 §9: a new nonce on a success is the one the next proof carries. Taken without
    // allowing another use_dpop_nonce retry: that is for a nonce given with a refusal.
    if (!dpopNonce.isEmpty())
        m_resourceNonce = QString::fromLatin1(dpopNonce);
}

void OAuthAuthorizer::challenge(int status, const QByteArray &wwwAuthenticate)
{
    if (m_busy)
        return; // joins the authorization under way
    const BearerChallenge challenge = WwwAuthenticate::parseBearer(wwwAuthenticate);
    // RFC 9449 §9: the token is fine, the proof lacks the server's (new) nonce: send again.
    // Only once per nonce: a server that keeps refusing it gets a new authorization.
    if (status == 401 && challenge.error == "use_dpop_nonce"_L1 && isProofBound()
        && std::exchange(m_nonceChanged, false)) {
        Q_EMIT step(AuthStep{AuthStep::Stage::Token,
                             AuthStep::Outcome::Info,
                             u"the MCP server asks for a DPoP nonce: sending again with it"_s,
                             {},
                             status,
                             {}});
        QMetaObject::invokeMethod(this, &HttpAuthorizer::authorized, Qt::QueuedConnection);
        return;
    }
    if (status == 403 && challenge.error != "insufficient_scope"_L1) {
        Q_EMIT authorizationFailed(
            u"HTTP 403 without an insufficient_scope challenge: the server refuses this client"_s);
        return;
    }
    if (m_authorizations >= kMaxAuthorizations) {
        Q_EMIT authorizationFailed(
            u"still refused after %1 authorizations (%2); giving up"_s.arg(kMaxAuthorizations)
                .arg(challenge.errorDescription.isEmpty() ? challenge.error
                                                          : challenge.errorDescription));
        return;
    }
    m_busy = true;
    m_pendingChallenge = challenge;
    // A 401 with a refresh token: try the refresh first; a fresh authorization if it fails.
    if (status == 401 && m_tokens && !m_tokens->refreshToken.isEmpty() && !m_refreshing) {
        startRefresh();
        return;
    }
    startAuthorization(challenge);
}

void OAuthAuthorizer::forget()
{
    m_refreshTimer.stop();
    m_tokens.reset();
    m_requestedScopes.clear();
    m_authorizations = 0;
    m_store->forget(AuthDiscovery::canonicalResource(m_settings.serverUrl));
}

void OAuthAuthorizer::startAuthorization(const BearerChallenge &challenge)
{
    m_refreshing = false;
    ++m_authorizations;
    m_flow->start(challenge,
                  challenge.error == "insufficient_scope"_L1 ? m_requestedScopes : QStringList());
}

void OAuthAuthorizer::startRefresh()
{
    m_busy = true;
    m_refreshing = true;
    m_flow->refresh(*m_tokens);
}

QList<QByteArray> OAuthAuthorizer::secrets() const
{
    // The workload and ID tokens are credentials too, should a server echo one.
    QStringList values{m_settings.clientSecret, m_settings.idpClientSecret};
    values << m_flow->fileSecrets(); // what the files held at the last grant
    if (m_tokens) {
        values << m_tokens->accessToken << m_tokens->refreshToken;
        if (const auto client = m_store->client(m_tokens->issuer))
            values << client->clientSecret;
    }
    QList<QByteArray> secrets;
    for (const QString &value : std::as_const(values)) {
        if (!value.isEmpty())
            secrets << value.toUtf8();
    }
    return secrets;
}

void OAuthAuthorizer::accept(const TokenSet &tokens)
{
    if (!m_refreshing)
        m_requestedScopes = m_flow->requestedScopes();
    else
        m_authorizations = 0; // a refresh proves the last authorization worked
    m_refreshing = false;
    m_busy = false;
    m_tokens = tokens;
    scheduleRefresh();
    setWaitingForUser(false);
    Q_EMIT secretsChanged();
    Q_EMIT authorized();
}

void OAuthAuthorizer::handleFailure(const AuthStep &failure)
{
    if (m_refreshing) {
        // The refresh token is no good (revoked, expired): authorize from the start.
        m_tokens->refreshToken.clear();
        startAuthorization(m_pendingChallenge);
        return;
    }
    m_busy = false;
    setWaitingForUser(false);
    Q_EMIT failedAt(failure);
    Q_EMIT authorizationFailed(u"authorization failed at the %1 step: %2"_s.arg(
        AuthStep::stageName(failure.stage), failure.summary));
}

void OAuthAuthorizer::scheduleRefresh()
{
    m_refreshTimer.stop();
    if (!m_tokens || m_tokens->refreshToken.isEmpty() || !m_tokens->expiresAt.isValid())
        return;
    // kRefreshMarginSecs before expiry; a lifetime shorter than twice the margin is refreshed
    // half-way, so that short-lived tokens do not turn into a stream of refreshes.
    const qint64 left = QDateTime::currentDateTimeUtc().secsTo(m_tokens->expiresAt);
    const qint64 delay = left > 2 * kRefreshMarginSecs ? left - kRefreshMarginSecs : left / 2;
    m_refreshTimer.start(int(qBound<qint64>(0, delay, kMaxTimerSecs) * 1000));
}

void OAuthAuthorizer::setWaitingForUser(bool waiting)
{
    if (m_waitingForUser == waiting)
        return;
    m_waitingForUser = waiting;
    Q_EMIT waitingForUser(waiting);
}
