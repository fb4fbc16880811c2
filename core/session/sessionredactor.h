// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>
#include <core/transport/transport.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

// Keeps secrets out of saved sessions. Headers that carry credentials (Authorization, cookies,
// API keys, tokens) are redacted by name; the secret values of the server config (secret
// headers, the bearer token, environment variables marked secret) are also searched for and
// replaced wherever they appear: in frames, stderr lines, URLs and HTTP bodies. Values shorter
// than kMinScrubLength are not searched for (they would match everywhere); their fields are
// still redacted by name. Pure value type.
class SessionRedactor
{
public:
    static constexpr qsizetype kMinScrubLength = 4;
    static inline const QString Mask = QStringLiteral("***");

    SessionRedactor() = default;
    explicit SessionRedactor(const ServerConfig &config);
    // One more value to search for and mask (an OAuth token learnt during the session).
    void addSecret(const QByteArray &value);

    static bool isSecretHeader(QByteArrayView name);
    static bool isSecretQueryKey(const QString &key);
    static bool isSecretEnvironment(const ServerConfig::EnvironmentVariable &variable);
    // The config with every secret masked: what a session file may hold.
    ServerConfig redact(const ServerConfig &config) const;
    QByteArray scrub(const QByteArray &bytes) const;
    QString scrub(const QString &text) const;
    HttpHeaderList redactHeaders(const HttpHeaderList &headers) const;
    QUrl redactUrl(const QUrl &url) const;
    HttpExchange redact(const HttpExchange &exchange) const;

private:
    QList<QByteArray> m_secrets;
};
