// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "credentialstore.h"

#include <core/platform/privatefiles.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

QJsonObject ClientCredentials::toJson() const
{
    return {{"client_id"_L1, clientId},
            {"client_secret"_L1, clientSecret},
            {"auth_method"_L1, authMethod},
            {"redirect_uri"_L1, redirectUri}};
}

ClientCredentials ClientCredentials::fromJson(const QJsonObject &object)
{
    return {object.value("client_id"_L1).toString(),
            object.value("client_secret"_L1).toString(),
            object.value("auth_method"_L1).toString(),
            object.value("redirect_uri"_L1).toString()};
}

QJsonObject TokenSet::toJson() const
{
    return {{"access_token"_L1, accessToken},
            {"refresh_token"_L1, refreshToken},
            {"expires_at"_L1, expiresAt.isValid() ? expiresAt.toString(Qt::ISODate) : QString()},
            {"scopes"_L1, QJsonArray::fromStringList(scopes)},
            {"issuer"_L1, issuer},
            {"token_endpoint"_L1, tokenEndpoint.toString()},
            {"resource"_L1, resource}};
}

TokenSet TokenSet::fromJson(const QJsonObject &object)
{
    TokenSet tokens;
    tokens.accessToken = object.value("access_token"_L1).toString();
    tokens.refreshToken = object.value("refresh_token"_L1).toString();
    tokens.expiresAt = QDateTime::fromString(object.value("expires_at"_L1).toString(), Qt::ISODate);
    for (const QJsonValue &scope : object.value("scopes"_L1).toArray())
        tokens.scopes << scope.toString();
    tokens.issuer = object.value("issuer"_L1).toString();
    tokens.tokenEndpoint = QUrl(object.value("token_endpoint"_L1).toString());
    tokens.resource = object.value("resource"_L1).toString();
    return tokens;
}

std::optional<ClientCredentials> MemoryCredentialStore::client(const QString &issuer) const
{
    const auto it = m_clients.constFind(issuer);
    return it == m_clients.constEnd() ? std::nullopt : std::optional(*it);
}

void MemoryCredentialStore::saveClient(const QString &issuer, const ClientCredentials &credentials)
{
    m_clients.insert(issuer, credentials);
    changed();
}

std::optional<TokenSet> MemoryCredentialStore::tokens(const QString &resource) const
{
    const auto it = m_tokens.constFind(resource);
    return it == m_tokens.constEnd() ? std::nullopt : std::optional(*it);
}

void MemoryCredentialStore::saveTokens(const QString &resource, const TokenSet &tokens)
{
    m_tokens.insert(resource, tokens);
    changed();
}

void MemoryCredentialStore::forget(const QString &resource)
{
    const std::optional<TokenSet> old = tokens(resource);
    m_tokens.remove(resource);
    if (old)
        m_clients.remove(old->issuer);
    changed();
}

QString MemoryCredentialStore::description() const
{
    return u"in memory only (forgotten when the program exits)"_s;
}

QJsonObject MemoryCredentialStore::toJson() const
{
    QJsonObject clients;
    for (auto it = m_clients.cbegin(); it != m_clients.cend(); ++it)
        clients.insert(it.key(), it->toJson());
    QJsonObject tokens;
    for (auto it = m_tokens.cbegin(); it != m_tokens.cend(); ++it)
        tokens.insert(it.key(), it->toJson());
    return {{"clients"_L1, clients}, {"tokens"_L1, tokens}};
}

void MemoryCredentialStore::loadJson(const QJsonObject &object)
{
    const QJsonObject clients = object.value("clients"_L1).toObject();
    for (auto it = clients.begin(); it != clients.end(); ++it)
        m_clients.insert(it.key(), ClientCredentials::fromJson(it->toObject()));
    const QJsonObject tokens = object.value("tokens"_L1).toObject();
    for (auto it = tokens.begin(); it != tokens.end(); ++it)
        m_tokens.insert(it.key(), TokenSet::fromJson(it->toObject()));
}

FileCredentialStore::FileCredentialStore(const QString &path)
    : m_path(path)
{
    QFile file(path);
    if (!file.exists())
        return;
    if (QString error; !PrivateFiles::restrict(path, &error)) // an older, looser file
        m_lastError = error;
    if (!file.open(QIODevice::ReadOnly)) {
        m_lastError = u"cannot read %1: %2"_s.arg(path, file.errorString());
        return;
    }
    loadJson(QJsonDocument::fromJson(file.readAll()).object());
}

QString FileCredentialStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
           + u"/credentials.json"_s;
}

QString FileCredentialStore::description() const
{
    QString text = u"in the file %1 (owner-only permissions; no OS keyring answered)"_s.arg(m_path);
    if (!m_lastError.isEmpty())
        text += u"; the last change was not saved: "_s + m_lastError;
    return text;
}

void FileCredentialStore::changed()
{
    // Owner-only from the first byte and replaced whole: a failed write (a full disk) leaves
    // the previous credentials readable instead of a truncated file.
    QString error;
    if (PrivateFiles::writeAtomically(
            m_path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented), &error))
        m_lastError.clear();
    else
        m_lastError = error;
}
