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
namespace HttpRequestBuilder {
QNetworkRequest build(const ServerConfig &config,
                      const QUrl &url,
                      const HttpHeaderList &protocolHeaders,
                      HttpHeaderList *logged);
// The authorizer's Authorization header, when it has one (replacing the config's bearer
// token); logged as "Bearer ***".
void applyAuthorization(const HttpAuthorizer *authorizer,
                        QNetworkRequest *request,
                        HttpHeaderList *logged);
} // namespace HttpRequestBuilder
