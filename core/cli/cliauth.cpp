// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner: OAuth for remote servers. A 401 starts the authorization; the URL to open is
// printed (unless the authorization endpoint redirects at once), every step goes to stderr,
// and a failure ends the run with exit code 3, the failing step and the reason.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/auth/oauthauthorizer.h>
#include <core/transport/transport.h>

#include <utility>

using namespace Qt::StringLiterals;

CliRunner::~CliRunner() = default; // here, where CredentialStore is complete

namespace {

AuthSettings settingsFor(const CliOptions &options, const JwsKeyFactory *keys)
{
    AuthSettings settings;
    settings.serverUrl = options.server.url;
    settings.clientId = options.auth.clientId;
    settings.clientSecret = options.auth.clientSecret;
    settings.clientMetadataUrl = options.auth.clientMetadataUrl;
    settings.extraScopes = options.auth.scopes;
    settings.clientName = u"mcpscope-cli"_s;
    settings.grant = options.auth.grant;
    settings.clientKeyPem = options.auth.clientKeyPem;
    settings.assertion = options.auth.assertion;
    settings.idToken = options.auth.idToken;
    settings.clientKeyFile = options.auth.clientKeyFile;
    settings.assertionFile = options.auth.assertionFile;
    settings.idTokenFile = options.auth.idTokenFile;
    settings.idpTokenEndpoint = options.auth.idpTokenEndpoint;
    settings.idpClientId = options.auth.idpClientId;
    settings.idpClientSecret = options.auth.idpClientSecret;
    settings.dpop = options.auth.dpop;
    settings.keys = keys;
    return settings;
}

} // namespace

bool CliRunner::openCredentialStore()
{
    const bool wanted
        = m_options.auth.forget
          || (!m_options.auth.memoryOnly && OAuthAuthorizer::appliesTo(m_options.server));
    if (!wanted || !m_openStore || m_storeOpening)
        return false;
    m_storeOpening = true;
    m_openStore(this, [this](std::unique_ptr<CredentialStore> store, const QString &fallback) {
        m_credentials = std::move(store);
        m_storeFallback = fallback;
        start();
    });
    return true;
}

void CliRunner::forgetCredentials()
{
    if (!m_credentials)
        m_credentials = std::make_unique<FileCredentialStore>(FileCredentialStore::defaultPath());
    OAuthAuthorizer authorizer(settingsFor(m_options, m_jwsKeys), m_credentials.get());
    authorizer.forget();
    const QString why = m_storeFallback.isEmpty() ? QString() : u"; "_s + m_storeFallback;
    writeErr(u"mcpscope-cli: forgot the OAuth credentials for %1 (kept %2%3)\n"_s.arg(
        m_options.server.url.toString(), m_credentials->description(), why));
    m_finished = true;
    Q_EMIT finished(Success);
}

void CliRunner::attachAuthorization(Transport *transport)
{
    const ServerConfig &server = m_options.server;
    if (!OAuthAuthorizer::appliesTo(server))
        return;
    if (m_options.auth.memoryOnly) {
        m_credentials = std::make_unique<MemoryCredentialStore>();
    } else if (!m_credentials) {
        auto file = std::make_unique<FileCredentialStore>(FileCredentialStore::defaultPath());
        if (!file->lastError().isEmpty())
            writeErr(u"mcpscope-cli: warning: "_s + file->lastError() + u'\n');
        m_credentials = std::move(file);
    }
    auto *authorizer
        = new OAuthAuthorizer(settingsFor(m_options, m_jwsKeys), m_credentials.get(), this);
    connect(authorizer, &OAuthAuthorizer::step, this, [this](const AuthStep &step) {
        // Once, before the first step: where tokens will be kept, and why not the keyring.
        if (!std::exchange(m_storeAnnounced, true)) {
            QString where
                = u"mcpscope-cli: auth: credentials are kept "_s + m_credentials->description();
            if (!m_storeFallback.isEmpty())
                where += u" (" + m_storeFallback + u')';
            writeErr(where + u'\n');
        }
        writeErr(u"mcpscope-cli: auth: "_s + Cli::oneLine(step.toText()) + u'\n');
    });
    connect(authorizer, &OAuthAuthorizer::browserNeeded, this, [this](const QUrl &url) {
        writeErr(u"mcpscope-cli: open this URL in a browser to authorize, then come back:\n  "_s
                 + url.toString(QUrl::FullyEncoded) + u'\n');
    });
    transport->setAuthorizer(authorizer);
}
