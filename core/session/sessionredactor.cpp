// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionredactor.h"

#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

bool nameSuggestsSecret(const QString &lowerName)
{
    for (const auto word : {"auth"_L1,
                            "token"_L1,
                            "secret"_L1,
                            "password"_L1,
                            "api-key"_L1,
                            "apikey"_L1,
                            "api_key"_L1,
                            "session"_L1,
                            "cookie"_L1,
                            "key"_L1})
        if (lowerName.contains(word))
            return true;
    return false;
}

} // namespace

SessionRedactor::SessionRedactor(const ServerConfig &config)
{
    const auto keep = [this](const QString &value) { addSecret(value.toUtf8()); };
    for (const ServerConfig::Header &header : config.headers) {
        if (!header.secret && !isSecretHeader(header.name.toUtf8()))
            continue;
        keep(header.value);
        // "Bearer abc": the token alone may show up elsewhere (an echoing server).
        const qsizetype space = header.value.indexOf(u' ');
        if (space > 0)
            keep(header.value.mid(space + 1).trimmed());
    }
    keep(config.bearerToken);
    keep(config.oauth.clientSecret);
    keep(config.oauth.idpClientSecret);
    for (const ServerConfig::EnvironmentVariable &variable : config.environment) {
        if (isSecretEnvironment(variable))
            keep(variable.value);
    }
}

void SessionRedactor::addSecret(const QByteArray &value)
{
    if (value.size() < kMinScrubLength || m_secrets.contains(value))
        return;
    // Longest first, so a secret that contains another is masked whole.
    const auto at = std::find_if(m_secrets.begin(), m_secrets.end(), [&value](const QByteArray &s) {
        return s.size() < value.size();
    });
    m_secrets.insert(at, value);
}

bool SessionRedactor::isSecretHeader(QByteArrayView name)
{
    const QString lower = QString::fromLatin1(name).toLower();
    // Mcp-Session-Id is a bearer of the session: whoever has it can act in it.
    return lower == "authorization"_L1 || lower == "proxy-authorization"_L1 || lower == "cookie"_L1
           || lower == "set-cookie"_L1 || lower == "mcp-session-id"_L1 || nameSuggestsSecret(lower);
}

bool SessionRedactor::isSecretEnvironment(const ServerConfig::EnvironmentVariable &variable)
{
    // The CLI cannot mark -e values secret; GITHUB_TOKEN or API_KEY are, whatever the flag says.
    return variable.secret || nameSuggestsSecret(variable.name.toLower());
}

ServerConfig SessionRedactor::redact(const ServerConfig &config) const
{
    ServerConfig result = config;
    for (ServerConfig::Header &header : result.headers) {
        if (header.secret || isSecretHeader(header.name.toUtf8())) {
            header.secret = true;
            header.value = Mask;
        } else {
            header.value = scrub(header.value);
        }
    }
    for (ServerConfig::EnvironmentVariable &variable : result.environment) {
        if (isSecretEnvironment(variable)) {
            variable.secret = true;
            variable.value = Mask;
        } else {
            variable.value = scrub(variable.value);
        }
    }
    if (!result.bearerToken.isEmpty())
        result.bearerToken = Mask;
    result.oauth.clientSecret.clear(); // never in toJson() either; not kept in the copy
    result.oauth.idpClientSecret.clear();
    for (QString &argument : result.arguments)
        argument = scrub(argument);
    result.url = redactUrl(config.url);
    return result;
}

bool SessionRedactor::isSecretQueryKey(const QString &key)
{
    const QString lower = key.toLower();
    return nameSuggestsSecret(lower) || lower == "code"_L1 || lower == "sig"_L1
           || lower == "signature"_L1;
}

QByteArray SessionRedactor::scrub(const QByteArray &bytes) const
{
    QByteArray result = bytes;
    for (const QByteArray &secret : m_secrets)
        result.replace(secret, Mask.toLatin1());
    return result;
}

QString SessionRedactor::scrub(const QString &text) const
{
    if (m_secrets.isEmpty())
        return text;
    return QString::fromUtf8(scrub(text.toUtf8()));
}

HttpHeaderList SessionRedactor::redactHeaders(const HttpHeaderList &headers) const
{
    HttpHeaderList result;
    result.reserve(headers.size());
    for (const auto &[name, value] : headers)
        result.append({name, isSecretHeader(name) ? Mask.toLatin1() : scrub(value)});
    return result;
}

QUrl SessionRedactor::redactUrl(const QUrl &url) const
{
    QUrl result = url;
    if (!result.password().isEmpty())
        result.setPassword(Mask);
    if (result.hasQuery()) {
        QUrlQuery query(result);
        auto items = query.queryItems(QUrl::FullyEncoded);
        for (auto &[key, value] : items) {
            if (isSecretQueryKey(key))
                value = Mask;
        }
        query.setQueryItems(items);
        result.setQuery(query);
    }
    return QUrl(scrub(result.toString(QUrl::FullyEncoded)), QUrl::TolerantMode);
}

HttpExchange SessionRedactor::redact(const HttpExchange &exchange) const
{
    HttpExchange result = exchange;
    result.url = redactUrl(exchange.url);
    result.requestHeaders = redactHeaders(exchange.requestHeaders);
    result.responseHeaders = redactHeaders(exchange.responseHeaders);
    result.bodyPreview = scrub(exchange.bodyPreview);
    return result;
}
