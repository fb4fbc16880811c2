// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sseparser.h"
#include "transport.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QNetworkReply;

// Reads one HTTP reply as it arrives: status and headers first, then either a plain body or,
// for text/event-stream, SSE items one by one. Owns the reply. Used by every HTTP transport so
// that status handling, SSE parsing, limits, redirects and exchange records are written once.
//
// Limits: a body, SSE line or SSE event beyond maxMessageBytes stops the reply; refusal() then
// says which limit, and the transport fails the request or closes the stream with those words.
// Redirects (the request must come from HttpRequestBuilder, which asks Qt to let us decide):
// followed only to the same origin (scheme, host, port), because Qt would send the original
// headers (Authorization, secret headers, Mcp-Session-Id) and a POST body to the new place.
// A redirect elsewhere stops the reply with a refusal naming the target. Every redirect is
// reported through redirectReported() as an HTTP exchange for the log.
class HttpReplyReader : public QObject
{
    Q_OBJECT
public:
    HttpReplyReader(QNetworkReply *reply,
                    const QByteArray &method,
                    const HttpHeaderList &requestHeaders,
                    qint64 maxMessageBytes,
                    QObject *parent = nullptr);

    QNetworkReply *reply() const { return m_reply; }
    int status() const;
    QByteArray reason() const;
    QByteArray contentType() const; // lower case, without parameters
    QByteArray header(const QByteArray &name) const;
    bool isEventStream() const { return contentType() == "text/event-stream"; }
    QByteArray body() const { return m_body; }
    HttpExchange exchange() const;
    QByteArray lastEventId() const { return m_parser.lastEventId(); }
    int retryMs() const { return m_retryMs; }
    int sseEventCount() const { return m_sseEvents; }
    qint64 elapsedMs() const { return m_elapsed.elapsed(); } // since the request was sent
    bool wasAborted() const { return m_aborted; }
    bool incompleteEventAtEnd() const { return m_incompleteAtEnd; }
    // Why the reader stopped the reply itself (a limit, a redirect to another origin); empty
    // otherwise. Checked before the status: the reply may have a 200 or a 307.
    QString refusal() const { return m_refusal; }
    // Bytes held for this reply (body, or the SSE line and event being read).
    qsizetype bufferedSize() const { return m_body.size() + m_parser.bufferedSize(); }
    void abort();

    // Same scheme, host and port (the default port of the scheme when none is given).
    static bool sameOrigin(const QUrl &a, const QUrl &b);

Q_SIGNALS:
    void headersReceived();
    void sseItem(const SseParser::Item &item);
    // A 3xx with its target: followed (same origin) or refused. The transport logs it.
    void redirectReported(const TransportEvent &event);
    void finished();

private:
    void readAvailable();
    void handleFinished();
    void handleRedirect(const QUrl &target);
    void refuse(const QString &why);

    QNetworkReply *m_reply;
    QByteArray m_method;
    HttpHeaderList m_requestHeaders;
    QUrl m_url; // the URL asked for; a followed redirect's target after it
    qint64 m_maxBytes;
    QElapsedTimer m_elapsed;
    SseParser m_parser;
    QByteArray m_body;
    QString m_refusal;
    int m_retryMs = -1;
    int m_sseEvents = 0;
    bool m_headersSeen = false;
    bool m_aborted = false;
    bool m_incompleteAtEnd = false;
};
