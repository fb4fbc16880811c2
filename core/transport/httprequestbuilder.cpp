// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httprequestbuilder.h"

#include "httpauthorizer.h"
#include "httpdiagnosis.h"

namespace HttpRequestBuilder {

QNetworkRequest build(const ServerConfig &config,
                      const QUrl &url,
                      const HttpHeaderList &protocolHeaders,
                      HttpHeaderList *logged)
{
    QNetworkRequest request(url);
    HttpHeaderList headers = protocolHeaders;
    if (!config.bearerToken.isEmpty())
        headers.append({QByteArray("Authorization"), "Bearer " + config.bearerToken.toUtf8()});
    QList<QByteArray> secretNames;
    for (const ServerConfig::Header &header : config.headers) {
        headers.append({header.name.toUtf8(), header.value.toUtf8()});
        if (header.secret)
            secretNames << header.name.toUtf8().toLower();
    }
    for (const auto &[name, value] : headers) {
        request.setRawHeader(name, value);
        const bool secret
            = HttpDiagnosis::isSecretHeader(name) || secretNames.contains(name.toLower());
        logged->append({name, secret ? QByteArray("***") : value});
    }
    return request;
}

void applyAuthorization(const HttpAuthorizer *authorizer,
                        QNetworkRequest *request,
                        HttpHeaderList *logged)
{
    const QByteArray header = authorizer ? authorizer->authorizationHeader() : QByteArray();
    if (header.isEmpty())
        return;
    request->setRawHeader("Authorization", header);
    logged->removeIf([](const auto &pair) { return pair.first.toLower() == "authorization"; });
    logged->append({QByteArray("Authorization"), QByteArray("Bearer ***")});
}

} // namespace HttpRequestBuilder
