// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverconfig.h"
#include "transport.h"

#include <QNetworkRequest>

class HttpAuthorizer;

// Builds the HTTP requests of every HTTP transport the same way: the server's custom headers,
// its bearer token, and the protocol headers the caller adds; and the list of what was sent,
// with secret values redacted, for the log.
// The one way onto the wire for a header: every name and value passes headerProblem(), since
// values come from anywhere (--header, session files being replayed, OAuth token replies,
// method names, the server's Mcp-Session-Id) and Qt 6.4 sends CR/LF as they are. A header that
// fails is not set and *problem says why; the caller must not send the request then.
// Every request also gets UserVerifiedRedirectPolicy: HttpReplyReader decides (same origin only).
namespace HttpRequestBuilder {
QNetworkRequest build(const ServerConfig &config,
                      const QUrl &url,
                      const HttpHeaderList &protocolHeaders,
                      HttpHeaderList *logged,
                      QString *problem);
// The authorizer's Authorization header, when it has one (replacing the config's bearer
// token); logged as "Bearer ***". With DPoP, the proof for verb and the request's URL too.
void applyAuthorization(const HttpAuthorizer *authorizer,
                        const QByteArray &verb,
                        QNetworkRequest *request,
                        HttpHeaderList *logged,
                        QString *problem);
// One more header (Content-Type, Last-Event-ID, Mcp-Method…), checked and logged as it is.
void addHeader(QNetworkRequest *request,
               HttpHeaderList *logged,
               const QByteArray &name,
               const QByteArray &value,
               QString *problem);
// Empty when the header may be sent; else why not, in words that never quote the value (it may
// be a secret): the name must be an RFC 9110 token, the value must have no CR, LF, NUL or other
// control character (a horizontal tab is fine).
QString headerProblem(QByteArrayView name, QByteArrayView value);
} // namespace HttpRequestBuilder
