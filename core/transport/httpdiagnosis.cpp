// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpdiagnosis.h"

#include "httpstatus.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace HttpDiagnosis {

namespace {

QString hostPort(const QUrl &url)
{
    const int defaultPort = url.scheme() == "https"_L1 || url.scheme() == "wss"_L1 ? 443 : 80;
    return u"%1:%2"_s.arg(url.host()).arg(url.port(defaultPort));
}

QString statusHint(int status)
{
    const HttpStatus::Description &known = HttpStatus::describe(status);
    if (!known.hint.isEmpty())
        return known.hint;
    return status >= 500 ? u"a server-side failure"_s : u"the server refused the request"_s;
}

} // namespace

QString bodyPreview(const QByteArray &body, int maxChars)
{
    QString whole = QString::fromUtf8(body.left(64 * 1024));
    // An HTML error page says more as text than as markup ("Error / Cannot GET /mcp").
    if (whole.contains(QRegularExpression(u"<(!doctype|html|body|pre)"_s,
                                          QRegularExpression::CaseInsensitiveOption))) {
        whole.remove(QRegularExpression(u"<(style|script)[^>]*>.*?</\\1>"_s,
                                        QRegularExpression::CaseInsensitiveOption
                                            | QRegularExpression::DotMatchesEverythingOption));
        whole.replace(QRegularExpression(u"<[^>]*>"_s), u"\n"_s);
    }
    QStringList lines;
    int total = 0;
    for (const QString &line : whole.split(u'\n')) {
        const QString text = line.trimmed();
        if (text.isEmpty())
            continue;
        lines << text;
        total += int(text.size());
        if (total >= maxChars || lines.size() >= 3)
            break;
    }
    QString preview = lines.join(u" / "_s);
    if (preview.size() > maxChars)
        preview = preview.left(maxChars - 1) + u'…';
    return preview;
}

bool isSecretHeader(const QByteArray &name)
{
    const QByteArray lower = name.toLower();
    return lower == "authorization" || lower == "proxy-authorization" || lower == "cookie"
           || lower == "set-cookie" || lower == "x-api-key" || lower == "api-key";
}

QString describeNetworkError(QNetworkReply::NetworkError error,
                             const QUrl &url,
                             const QString &qtErrorString)
{
    const QString where = hostPort(url);
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
        return u"connection refused by %1: nothing listens there; is the server running, and "
               "is the port right?"_s.arg(where);
    case QNetworkReply::HostNotFoundError:
        return u"DNS: host \"%1\" not found; check the host name in the URL"_s.arg(url.host());
    case QNetworkReply::TimeoutError:
        return u"connection to %1 timed out; a firewall may drop the packets, or the host is "
               "down"_s.arg(where);
    case QNetworkReply::RemoteHostClosedError:
        return u"%1 closed the connection before answering; the server may have crashed, or "
               "it does not speak HTTP on this port"_s.arg(where);
    case QNetworkReply::SslHandshakeFailedError:
        return u"TLS handshake with %1 failed: %2"_s.arg(where, qtErrorString);
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        return u"proxy problem reaching %1: %2; check http_proxy / https_proxy / no_proxy"_s.arg(
            where, qtErrorString);
    case QNetworkReply::ProtocolUnknownError:
        return u"unsupported URL scheme \"%1\": use http:// or https:// (ws:// or wss:// for "
               "WebSocket)"_s.arg(url.scheme());
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
        return u"the network is unavailable: %1"_s.arg(qtErrorString);
    case QNetworkReply::OperationCanceledError:
        return u"the request to %1 was aborted"_s.arg(where);
    default:
        break;
    }
    return u"network error talking to %1: %2"_s.arg(where, qtErrorString);
}

QString describeSslErrors(const QList<QSslError> &errors)
{
    QStringList texts;
    for (const QSslError &error : errors) {
        switch (error.error()) {
        case QSslError::SelfSignedCertificate:
        case QSslError::SelfSignedCertificateInChain:
            texts << u"the certificate is self-signed (accept it for this server if you trust "
                     "it)"_s;
            break;
        case QSslError::CertificateExpired:
            texts << u"the certificate expired"_s;
            break;
        case QSslError::HostNameMismatch:
            texts << u"the certificate is for another host name"_s;
            break;
        case QSslError::UnableToGetLocalIssuerCertificate:
        case QSslError::UnableToVerifyFirstCertificate:
            texts << u"the certificate's issuer is not trusted by this system"_s;
            break;
        default:
            texts << error.errorString();
            break;
        }
    }
    texts.removeDuplicates();
    return texts.join(u"; "_s);
}

QString describeStatus(const QByteArray &method,
                       const QUrl &url,
                       int status,
                       const QByteArray &reason,
                       const QByteArray &body)
{
    QString text = u"HTTP %1 %2 from %3 %4: %5"_s.arg(QString::number(status),
                                                      QString::fromUtf8(reason),
                                                      QString::fromLatin1(method),
                                                      url.toDisplayString(),
                                                      statusHint(status));
    const QString preview = bodyPreview(body);
    if (!preview.isEmpty())
        text += u"; body: "_s + preview;
    return text;
}

QString describeWebSocketClose(int code, const QString &reason)
{
    QString meaning;
    switch (code) {
    case 1000:
        meaning = u"normal closure"_s;
        break;
    case 1001:
        meaning = u"going away: the server is shutting down or the page left"_s;
        break;
    case 1002:
        meaning = u"protocol error: the peer received a malformed WebSocket frame"_s;
        break;
    case 1003:
        meaning = u"unsupported data: the peer cannot accept this kind of frame (MCP uses text "
                  "frames)"_s;
        break;
    case 1005:
        meaning = u"closed without a status code"_s;
        break;
    case 1006:
        meaning = u"abnormal closure: the connection dropped without a close frame (crash, "
                  "network failure or proxy timeout)"_s;
        break;
    case 1007:
        meaning = u"invalid payload: a text frame was not valid UTF-8"_s;
        break;
    case 1008:
        meaning = u"policy violation: the server refused the connection (often authorization or "
                  "Origin)"_s;
        break;
    case 1009:
        meaning = u"message too big for the peer"_s;
        break;
    case 1010:
        meaning = u"a required extension was not negotiated"_s;
        break;
    case 1011:
        meaning = u"internal error in the server"_s;
        break;
    case 1012:
        meaning = u"the server is restarting; reconnect later"_s;
        break;
    case 1013:
        meaning = u"try again later: the server is overloaded"_s;
        break;
    case 1015:
        meaning = u"TLS handshake failure"_s;
        break;
    default:
        meaning = code >= 4000 && code <= 4999 ? u"application-defined code"_s : u"unknown code"_s;
        break;
    }
    QString text = u"WebSocket closed with code %1 (%2)"_s.arg(code).arg(meaning);
    if (!reason.isEmpty())
        text += u": "_s + reason;
    return text;
}

} // namespace HttpDiagnosis
