// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httprequestbuilder.h"

#include "httpauthorizer.h"
#include "httpdiagnosis.h"
#include "httpsyntax.h"

using namespace Qt::StringLiterals;

namespace {

void setChecked(QNetworkRequest *request,
                HttpHeaderList *logged,
                const QByteArray &name,
                const QByteArray &value,
                const QByteArray &loggedValue,
                QString *problem)
{
    const QString why = HttpRequestBuilder::headerProblem(name, value);
    if (!why.isEmpty()) {
        if (problem->isEmpty())
            *problem = why;
        return;
    }
    request->setRawHeader(name, value);
    logged->append({name, loggedValue});
}

} // namespace

namespace HttpRequestBuilder {

QString headerProblem(QByteArrayView name, QByteArrayView value)
{
    if (name.isEmpty())
        return u"an HTTP header has an empty name: request not sent"_s;
    if (!HttpSyntax::isToken(name))
        return u"the HTTP header name \"%1\" has a character headers cannot carry: request "
               "not sent"_s.arg(HttpSyntax::printable(name));
    for (const char c : value) {
        const auto byte = uchar(c);
        if (byte == '\r' || byte == '\n')
            return u"the value of the HTTP header %1 has a line break (CR or LF), which could "
                   "add headers of its own: request not sent"_s.arg(HttpSyntax::printable(name));
        if ((byte < 0x20 && byte != '\t') || byte == 0x7F)
            return u"the value of the HTTP header %1 has the control character 0x%2: request "
                   "not sent"_s.arg(HttpSyntax::printable(name))
                       .arg(byte, 2, 16, QChar(u'0'));
    }
    return {};
}

QNetworkRequest build(const ServerConfig &config,
                      const QUrl &url,
                      const HttpHeaderList &protocolHeaders,
                      HttpHeaderList *logged,
                      QString *problem)
{
    QNetworkRequest request(url);
    // Qt's default follows redirects to any origin with every header of the original request.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
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
        const bool secret
            = HttpDiagnosis::isSecretHeader(name) || secretNames.contains(name.toLower());
        setChecked(&request, logged, name, value, secret ? QByteArray("***") : value, problem);
    }
    return request;
}

void applyAuthorization(const HttpAuthorizer *authorizer,
                        const QByteArray &verb,
                        QNetworkRequest *request,
                        HttpHeaderList *logged,
                        QString *problem)
{
    const QByteArray header = authorizer ? authorizer->authorizationHeader() : QByteArray();
    if (header.isEmpty())
        return;
    logged->removeIf([](const auto &pair) { return pair.first.toLower() == "authorization"; });
    request->setRawHeader("Authorization", QByteArray());
    const QByteArray scheme = header.left(header.indexOf(' '));
    setChecked(request, logged, "Authorization", header, scheme + " ***", problem);
    // The proof is signed for this request only; logged as is, it proves nothing elsewhere.
    const QByteArray proof = authorizer->proofHeader(verb, request->url());
    if (!proof.isEmpty())
        setChecked(request, logged, "DPoP", proof, proof, problem);
}

void addHeader(QNetworkRequest *request,
               HttpHeaderList *logged,
               const QByteArray &name,
               const QByteArray &value,
               QString *problem)
{
    setChecked(request, logged, name, value, value, problem);
}

} // namespace HttpRequestBuilder
