// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpreplyreader.h"

#include "httpdiagnosis.h"

#include <QNetworkReply>

namespace {
constexpr qsizetype kPreviewBytes = 4096;
}

HttpReplyReader::HttpReplyReader(QNetworkReply *reply,
                                 const QByteArray &method,
                                 const HttpHeaderList &requestHeaders,
                                 QObject *parent)
    : QObject(parent)
    , m_reply(reply)
    , m_method(method)
    , m_requestHeaders(requestHeaders)
{
    m_elapsed.start();
    reply->setParent(this);
    connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
        if (!m_headersSeen && status() > 0) {
            m_headersSeen = true;
            Q_EMIT headersReceived();
        }
    });
    connect(reply, &QNetworkReply::readyRead, this, &HttpReplyReader::readAvailable);
    connect(reply, &QNetworkReply::finished, this, &HttpReplyReader::handleFinished);
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

void HttpReplyReader::readAvailable()
{
    if (!m_headersSeen && status() > 0) {
        m_headersSeen = true;
        Q_EMIT headersReceived();
    }
    if (!m_reply->isOpen())
        return; // aborted: nothing more to read
    const QByteArray data = m_reply->readAll();
    if (data.isEmpty())
        return;
    if (!isEventStream()) {
        m_body.append(data);
        return;
    }
    for (const SseParser::Item &item : m_parser.feed(data)) {
        if (item.kind == SseParser::Item::Kind::Retry)
            m_retryMs = item.retryMs;
        if (item.kind == SseParser::Item::Kind::Event)
            ++m_sseEvents;
        Q_EMIT sseItem(item);
    }
}

void HttpReplyReader::handleFinished()
{
    readAvailable();
    if (isEventStream())
        m_incompleteAtEnd = m_parser.finish();
    Q_EMIT finished();
}
