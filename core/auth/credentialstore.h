// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

// A client identity at one authorization server (MCP: kept per issuer, never reused with
// another one).
struct ClientCredentials
{
    QString clientId;
    QString clientSecret;  // empty: public client
    QString authMethod;    // what the registration answered, if anything
    QString redirectUri{}; // the loopback redirect URI it was registered with (DCR), if any
    QJsonObject toJson() const;
    static ClientCredentials fromJson(const QJsonObject &object);
};

// The tokens for one MCP server (keyed by its canonical resource URI).
struct TokenSet
{
    QString accessToken;
    QString refreshToken; // may be empty: refresh is never assumed
    QDateTime expiresAt;  // invalid: the server gave no lifetime
    QStringList scopes;   // what was asked for (or granted, when the server says)
    QString issuer;       // the authorization server that issued them
    QUrl tokenEndpoint;   // for refreshing after a restart
    QString resource;     // the RFC 8707 resource indicator they were requested for
    QString tokenType;    // "Bearer" or "DPoP" (bound to the connection's key: never stored)
    QJsonObject toJson() const;
    static TokenSet fromJson(const QJsonObject &object);
};

// Where client credentials and tokens live. The core has a memory and a 0600 file backend; the
// applications add an OS keyring backend (qtkeychain) where a keyring service answers.
class CredentialStore
{
public:
    virtual ~CredentialStore() = default;
    virtual std::optional<ClientCredentials> client(const QString &issuer) const = 0;
    virtual void saveClient(const QString &issuer, const ClientCredentials &credentials) = 0;
    virtual std::optional<TokenSet> tokens(const QString &resource) const = 0;
    virtual void saveTokens(const QString &resource, const TokenSet &tokens) = 0;
    // "Forget credentials" for one server: its tokens and the client registered at its issuer.
    virtual void forget(const QString &resource) = 0;
    // One line for the UI: where secrets are kept ("in memory", "in the file …").
    virtual QString description() const = 0;
};

class MemoryCredentialStore : public CredentialStore
{
public:
    std::optional<ClientCredentials> client(const QString &issuer) const override;
    void saveClient(const QString &issuer, const ClientCredentials &credentials) override;
    std::optional<TokenSet> tokens(const QString &resource) const override;
    void saveTokens(const QString &resource, const TokenSet &tokens) override;
    void forget(const QString &resource) override;
    QString description() const override;

protected:
    virtual void changed() {}
    QJsonObject toJson() const;
    void loadJson(const QJsonObject &object);

private:
    QHash<QString, ClientCredentials> m_clients;
    QHash<QString, TokenSet> m_tokens;
};

// A JSON file readable by its owner only (created 0600), used where no keyring service runs
// (CI, headless machines). Rewritten on every change.
class FileCredentialStore : public MemoryCredentialStore
{
public:
    explicit FileCredentialStore(const QString &path);
    // <app config dir>/credentials.json
    static QString defaultPath();
    QString description() const override;
    QString lastError() const { return m_lastError; }

protected:
    void changed() override;

private:
    QString m_path;
    QString m_lastError;
};
