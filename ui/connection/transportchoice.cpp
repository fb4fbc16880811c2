// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "transportchoice.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace TransportChoices {

namespace {

using Kind = ServerConfig::TransportKind;

bool isWebSocketScheme(const QString &scheme)
{
    return scheme == "ws"_L1 || scheme == "wss"_L1;
}

bool isHttpScheme(const QString &scheme)
{
    return scheme == "http"_L1 || scheme == "https"_L1;
}

} // namespace

QList<TransportChoice> all()
{
    return {TransportChoice::Stdio,
            TransportChoice::Auto,
            TransportChoice::StreamableHttp,
            TransportChoice::Sse,
            TransportChoice::WebSocket};
}

QString label(TransportChoice choice)
{
    switch (choice) {
    case TransportChoice::Stdio:
        return QCoreApplication::translate("TransportChoices", "stdio");
    case TransportChoice::Auto:
        return QCoreApplication::translate("TransportChoices", "Auto (from URL)");
    case TransportChoice::StreamableHttp:
        return QCoreApplication::translate("TransportChoices", "Streamable HTTP");
    case TransportChoice::Sse:
        return QCoreApplication::translate("TransportChoices", "HTTP+SSE (2024-11-05, deprecated)");
    case TransportChoice::WebSocket:
        return QCoreApplication::translate("TransportChoices", "WebSocket (experimental)");
    }
    return {};
}

bool isRemote(TransportChoice choice)
{
    return choice != TransportChoice::Stdio;
}

TransportChoice of(const ServerConfig &config)
{
    // createTransport() runs stdio for a stdio config without a URL, or one chosen explicitly.
    if (config.transport == Kind::Stdio && (config.transportChosen || config.url.isEmpty()))
        return TransportChoice::Stdio;
    if (!config.transportChosen)
        return TransportChoice::Auto;
    switch (config.transport) {
    case Kind::StreamableHttp:
        return TransportChoice::StreamableHttp;
    case Kind::Sse:
        return TransportChoice::Sse;
    case Kind::WebSocket:
        return TransportChoice::WebSocket;
    case Kind::Stdio:
        break;
    }
    return TransportChoice::Stdio;
}

void applyTo(TransportChoice choice, ServerConfig &config)
{
    config.transportChosen = choice != TransportChoice::Auto;
    switch (choice) {
    case TransportChoice::Stdio:
        config.transport = Kind::Stdio;
        return;
    case TransportChoice::Auto:
        config.transport = ServerConfig::inferTransport(config.url);
        return;
    case TransportChoice::StreamableHttp:
        config.transport = Kind::StreamableHttp;
        return;
    case TransportChoice::Sse:
        config.transport = Kind::Sse;
        return;
    case TransportChoice::WebSocket:
        config.transport = Kind::WebSocket;
        return;
    }
}

bool looksLikeUrl(const QString &text)
{
    static const QRegularExpression scheme(u"^\\s*(https?|wss?)://"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    return scheme.match(text).hasMatch();
}

QUrl parseUrl(const QString &text)
{
    return QUrl(text.trimmed(), QUrl::StrictMode);
}

QString urlProblem(const QString &text, TransportChoice choice)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return QCoreApplication::translate(
            "TransportChoices", "Enter the server's URL first, e.g. http://localhost:3001/mcp.");
    if (!trimmed.contains("://"_L1))
        return QCoreApplication::translate(
                   "TransportChoices",
                   "\"%1\" has no scheme: start the URL with http://, https://, ws:// or wss://.")
            .arg(trimmed);
    const QUrl url = parseUrl(trimmed);
    if (!url.isValid())
        // QUrl appends a debugging tail ("; source was …") that helps nobody here.
        return QCoreApplication::translate("TransportChoices", "\"%1\" is not a valid URL: %2.")
            .arg(trimmed, url.errorString().section(u';', 0, 0));
    const QString scheme = url.scheme().toLower();
    if (!isHttpScheme(scheme) && !isWebSocketScheme(scheme))
        return QCoreApplication::translate(
                   "TransportChoices",
                   "mcpscope cannot connect to %1:// URLs: use http://, https://, ws:// or wss://.")
            .arg(scheme);
    if (url.host().isEmpty())
        return QCoreApplication::translate(
                   "TransportChoices", "The URL has no host: write it as %1://HOST[:PORT]/PATH.")
            .arg(scheme);
    if (choice == TransportChoice::WebSocket && !isWebSocketScheme(scheme))
        return QCoreApplication::translate(
                   "TransportChoices",
                   "WebSocket needs a ws:// or wss:// URL; %1:// is for Streamable HTTP or "
                   "HTTP+SSE.")
            .arg(scheme);
    if ((choice == TransportChoice::StreamableHttp || choice == TransportChoice::Sse)
        && !isHttpScheme(scheme))
        return QCoreApplication::translate(
                   "TransportChoices",
                   "%1 needs an http:// or https:// URL; %2:// is for WebSocket.")
            .arg(label(choice), scheme);
    return {};
}

QString autoDescription(const QUrl &url)
{
    switch (ServerConfig::inferTransport(url)) {
    case Kind::WebSocket:
        return QCoreApplication::translate("TransportChoices",
                                           "WebSocket (experimental), from the ws:// scheme");
    case Kind::Sse:
        return QCoreApplication::translate("TransportChoices",
                                           "HTTP+SSE (2024-11-05), since the path ends in /sse");
    case Kind::StreamableHttp:
    case Kind::Stdio:
        break;
    }
    return QCoreApplication::translate("TransportChoices",
                                       "Streamable HTTP, then HTTP+SSE if the server refuses it");
}

} // namespace TransportChoices
