// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpreplyreader.h"

#include "httpdiagnosis.h"

#include <QNetworkReply>

using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype kPreviewBytes = 4096;
constexpr qint64 kReadBufferBytes = qint64(1) << 20;

bool isRedirectStatus(int status)
{
    return status >= 300 && status < 400;
}
} // namespace

HttpReplyReader::HttpReplyReader(QNetworkReply *reply,
                                 const QByteArray &method,
                                 const HttpHeaderList &requestHeaders,
                                 qint64 maxMessageBytes,
                                 QObject *parent)
    : QObject(parent)
    , m_reply(reply)
    , m_method(method)
    , m_requestHeaders(requestHeaders)
    , m_url(reply->request().url())
    , m_maxBytes(maxMessageBytes)
    , m_parser(maxMessageBytes)
{
    // The one way HTTP requests are made (HttpRequestBuilder) lets this class decide.
    Q_ASSERT(reply->request().attribute(QNetworkRequest::RedirectPolicyAttribute).toInt()
             == QNetworkRequest::UserVerifiedRedirectPolicy);
    m_elapsed.start();
    reply->setParent(this);
    // How much of the response may wait to be parsed: HttpSocketReply (the transports' replies)
    // stops reading the socket there, so a server sending faster than we parse is held back by
    // TCP. (Qt 6.4's own HTTP replies ignore it and read ahead without bound.)
    reply->setReadBufferSize(kReadBufferBytes);
    connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
        if (!m_headersSeen && status() > 0 && !isRedirectStatus(status())) {
            m_headersSeen = true;
            Q_EMIT headersReceived();
        }
        // Said up front: no need to read 64 MiB to know they are too many.
        bool known = false;
        const qint64 length
            = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        if (known && length > m_maxBytes && !isRedirectStatus(status()))
            refuse(TransportLimits::exceeded(
                u"HTTP body"_s, m_maxBytes, u"%1 closed"_s.arg(QString::fromLatin1(m_method))));
    });
    connect(reply, &QNetworkReply::readyRead, this, &HttpReplyReader::readAvailable);
    connect(reply, &QNetworkReply::redirected, this, &HttpReplyReader::handleRedirect);
    connect(reply, &QNetworkReply::finished, this, &HttpReplyReader::handleFinished);
}

bool HttpReplyReader::sameOrigin(const QUrl &a, const QUrl &b)
{
    const auto defaultPort = [](const QUrl &url) {
        return url.scheme().compare("https"_L1, Qt::CaseInsensitive) == 0 ? 443 : 80;
    };
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
           && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
           && a.port(defaultPort(a)) == b.port(defaultPort(b));
}

int HttpReplyReader::status() const
{
    return m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

QByteArray HttpReplyReader::reason() const
{
    return m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
}

QByteArray HttpReplyReader::contentType() const
{
    return m_reply->rawHeader("Content-Type").split(';').first().trimmed().toLower();
}

QByteArray HttpReplyReader::header(const QByteArray &name) const
{
    return m_reply->rawHeader(name);
}

HttpExchange HttpReplyReader::exchange() const
{
    HttpExchange exchange;
    exchange.method = m_method;
    exchange.url = m_reply->url();
    exchange.status = status();
    exchange.reason = reason();
    exchange.requestHeaders = m_requestHeaders;
    for (const auto &pair : m_reply->rawHeaderPairs()) {
        exchange.responseHeaders.append(
            {pair.first,
             HttpDiagnosis::isSecretHeader(pair.first) ? QByteArray("***") : pair.second});
    }
    exchange.elapsedMs = m_elapsed.elapsed();
    if (!isEventStream())
        exchange.bodyPreview = m_body.left(kPreviewBytes);
    return exchange;
}

void HttpReplyReader::abort()
{
    m_aborted = true;
    m_reply->abort();
}

void HttpReplyReader::refuse(const QString &why)
{
    if (!m_refusal.isEmpty() || m_aborted || m_reply->isFinished())
        return;
    m_refusal = why;
    m_body.clear();
    m_reply->abort(); // finished() follows, and the transport reads refusal()
}

void HttpReplyReader::handleRedirect(const QUrl &target)
{
    // Qt has already moved url() to the target; m_url is where we were.
    HttpExchange hop = exchange();
    hop.url = m_url;
    hop.bodyPreview.clear();
    const QUrl resolved = m_url.resolved(target);
    const bool follow = sameOrigin(resolved, m_url);
    const QString text
        = follow ? u"%1 → %2 redirect to %3 (same origin: followed)"_s
                       .arg(QString::fromLatin1(m_method))
                       .arg(hop.status)
                       .arg(resolved.toDisplayString())
                 : u"the server redirected %1 %2 to another origin, %3; mcpscope does not follow "
                   "it with your credentials (Authorization, secret headers, cookies, "
                   "Mcp-Session-Id). Use %3 as the server URL if you trust it"_s.arg(
                       QString::fromLatin1(m_method),
                       m_url.toDisplayString(),
                       resolved.toDisplayString());
    Q_EMIT redirectReported(TransportEvent{
        follow ? TransportEvent::Kind::Info : TransportEvent::Kind::Error, text, {}, hop});
    if (!follow) {
        refuse(text);
        return;
    }
    m_url = resolved;
    Q_EMIT m_reply->redirectAllowed();
}

void HttpReplyReader::readAvailable()
{
    if (!m_headersSeen && status() > 0 && !isRedirectStatus(status())) {
        m_headersSeen = true;
        Q_EMIT headersReceived();
    }
    if (!m_reply->isOpen() || !m_refusal.isEmpty())
        return; // aborted: nothing more to read
    const QByteArray data = m_reply->readAll();
    if (data.isEmpty())
        return;
    if (!isEventStream()) {
        if (m_body.size() + data.size() > m_maxBytes) {
            refuse(TransportLimits::exceeded(
                u"HTTP body"_s, m_maxBytes, u"%1 closed"_s.arg(QString::fromLatin1(m_method))));
            return;
        }
        m_body.append(data);
        return;
    }
    const QList<SseParser::Item> items = m_parser.feed(data);
    for (const SseParser::Item &item : items) {
        if (item.kind == SseParser::Item::Kind::Retry)
            m_retryMs = item.retryMs;
        if (item.kind == SseParser::Item::Kind::Event)
            ++m_sseEvents;
        Q_EMIT sseItem(item);
        if (m_aborted || !m_refusal.isEmpty())
            return; // the transport abandoned the stream while handling the item
    }
    // The events before the limit are delivered; then the stream stops.
    if (!m_parser.error().isEmpty())
        refuse(m_parser.error());
}

void HttpReplyReader::handleFinished()
{
    readAvailable();
    if (isEventStream())
        m_incompleteAtEnd = m_parser.finish();
    Q_EMIT finished();
}
