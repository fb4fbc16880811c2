// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QList>
#include <QString>
#include <QUrl>

// What the connection bar's transport selector offers. Auto leaves the choice to the URL
// (ServerConfig::inferTransport) with the spec's fallback from Streamable HTTP to HTTP+SSE;
// the others are the user's explicit choice (ServerConfig::transportChosen).
enum class TransportChoice { Stdio, Auto, StreamableHttp, Sse, WebSocket };

// Pure helpers around TransportChoice: labels, mapping to and from ServerConfig, and checking
// a URL in words before anything connects.
namespace TransportChoices {

QList<TransportChoice> all();
QString label(TransportChoice choice); // "HTTP+SSE (2024-11-05, deprecated)"
bool isRemote(TransportChoice choice);
TransportChoice of(const ServerConfig &config);
// Sets transport and transportChosen; the URL and the command stay as they are.
void applyTo(TransportChoice choice, ServerConfig &config);
// http://, https://, ws:// or wss:// at the start: what a person pastes when they mean a URL.
bool looksLikeUrl(const QString &text);
// The URL as typed, parsed strictly (surrounding blanks ignored).
QUrl parseUrl(const QString &text);
// Why this text cannot be connected to with this choice, in one sentence; empty when it can.
QString urlProblem(const QString &text, TransportChoice choice);
// What Auto will do with this URL: "Streamable HTTP, then HTTP+SSE if refused".
QString autoDescription(const QUrl &url);

} // namespace TransportChoices
