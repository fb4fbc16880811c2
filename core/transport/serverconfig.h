// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "transportlimits.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

// How to reach one MCP server. A plain value type: the GUI edits it, the CLI builds it from
// its arguments, session files store it (with secret values redacted).
struct ServerConfig
{
    enum class TransportKind { Stdio, StreamableHttp, Sse, WebSocket };
    // Which MCP era to speak: legacy (initialize, the default: a probe can stall a silent
    // legacy stdio server), auto (probe with server/discover, fall back to initialize) or
    // modern (2026-07-28 per-request metadata, no fallback).
    enum class Era { Legacy, Auto, Modern };

    struct EnvironmentVariable
    {
        QString name;
        QString value;
        bool secret = false; // redacted whenever the config is saved or exported
    };

    QString name;
    TransportKind transport = TransportKind::Stdio;
    // stdio: started as an argv list, never through a shell.
    QString program;
    QStringList arguments;
    QList<EnvironmentVariable> environment; // added to the inherited environment
    QString workingDirectory;
    struct Header
    {
        QString name;
        QString value;
        bool secret = false; // redacted in logs, saved sessions and exports
    };

    // remote transports
    QUrl url;
    bool transportChosen = false; // false: infer from the URL (and fall back to HTTP+SSE)
    QList<Header> headers;
    QString bearerToken; // sent as "Authorization: Bearer …"; always treated as a secret
    // SHA-256 fingerprint (hex) of a self-signed certificate the user chose to accept.
    QString acceptedCertificateSha256;
    // OAuth beyond a person signing in (the authorization extensions). The key, the workload
    // token and the ID token stay in the user's files, read at each grant; the two secrets are
    // never in toJson() (the catalog keeps them in its SecretStore, sessions never).
    struct OAuth
    {
        QString grant; // "" (authorization code), "client-credentials", "jwt-bearer", "enterprise"
        QString clientId;
        QString clientSecret;  // with clientId: client_secret_basic/post. A secret.
        QString clientKeyFile; // PEM private key: private_key_jwt
        QString assertionFile; // jwt-bearer: the workload identity token
        QString idTokenFile;   // enterprise: the user's ID token
        QString idpTokenEndpoint;
        QString idpClientId;
        QString idpClientSecret; // enterprise: the client's secret at the IdP. A secret.
        bool dpop = false;
        bool operator==(const OAuth &) const = default;
        QJsonObject toJson() const; // empty for the defaults; never the secrets
        static OAuth fromJson(const QJsonObject &object);
    };
    OAuth oauth;

    Era era = Era::Legacy;
    QString protocolVersion; // a pinned modern version; empty: mcpscope's newest
    // The largest message the server may send (stdio line, SSE event, HTTP body, WebSocket
    // message): see TransportLimits. Larger closes the request or connection.
    qint64 maxMessageBytes = TransportLimits::kDefaultMaxMessageBytes;

    QString displayCommand() const; // program and arguments, quoted where needed
    QString displayName() const;    // name, else the command or URL
    QJsonObject toJson(bool redactSecrets = true) const;
    static ServerConfig fromJson(const QJsonObject &object);
    static QString transportName(TransportKind kind);
    // ws:// and wss:// -> WebSocket, a path ending in /sse -> HTTP+SSE, else Streamable HTTP.
    static TransportKind inferTransport(const QUrl &url);
    static QString eraName(Era era); // "legacy", "auto", "modern"
    // nullopt for an unknown name.
    static std::optional<Era> eraFromName(const QString &name);
};
