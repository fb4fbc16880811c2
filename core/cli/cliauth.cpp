// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner: OAuth for remote servers. A 401 starts the authorization; the URL to open is
// printed (unless the authorization endpoint redirects at once), every step goes to stderr,
// and a failure ends the run with exit code 3, the failing step and the reason.
#include "clirunner.h"

#include <auth/oauthauthorizer.h>
#include <transport/transport.h>

using namespace Qt::StringLiterals;

CliRunner::~CliRunner() = default; // here, where CredentialStore is complete

void CliRunner::attachAuthorization(Transport *transport)
{
    const ServerConfig &server = m_options.server;
    if (!OAuthAuthorizer::appliesTo(server))
        return;
    if (m_options.auth.memoryOnly) {
        m_credentials = std::make_unique<MemoryCredentialStore>();
    } else {
        auto file = std::make_unique<FileCredentialStore>(FileCredentialStore::defaultPath());
        if (!file->lastError().isEmpty())
            writeErr(u"mcpscope-cli: warning: "_s + file->lastError() + u'\n');
        m_credentials = std::move(file);
    }
    AuthSettings settings;
    settings.serverUrl = server.url;
    settings.clientId = m_options.auth.clientId;
    settings.clientSecret = m_options.auth.clientSecret;
    settings.clientMetadataUrl = m_options.auth.clientMetadataUrl;
    settings.extraScopes = m_options.auth.scopes;
    settings.clientName = u"mcpscope-cli"_s;
    auto *authorizer = new OAuthAuthorizer(settings, m_credentials.get(), this);
    connect(authorizer, &OAuthAuthorizer::step, this, [this](const AuthStep &step) {
        writeErr(u"mcpscope-cli: auth: "_s + step.toText() + u'\n');
    });
    connect(authorizer, &OAuthAuthorizer::browserNeeded, this, [this](const QUrl &url) {
        writeErr(u"mcpscope-cli: open this URL in a browser to authorize, then come back:\n  "_s
                 + url.toString(QUrl::FullyEncoded) + u'\n');
    });
    transport->setAuthorizer(authorizer);
}
