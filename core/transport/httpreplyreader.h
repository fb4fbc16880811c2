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
// that status handling, SSE parsing and exchange records are written once.
class HttpReplyReader : public QObject
{
    Q_OBJECT
public:
    HttpReplyReader(QNetworkReply *reply,
                    const QByteArray &method,
                    const HttpHeaderList &requestHeaders,
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
    bool wasAborted() const { return m_aborted; }
    bool incompleteEventAtEnd() const { return m_incompleteAtEnd; }
    void abort();

Q_SIGNALS:
    void headersReceived();
    void sseItem(const SseParser::Item &item);
    void finished();

private:
    void readAvailable();
    void handleFinished();

    QNetworkReply *m_reply;
    QByteArray m_method;
    HttpHeaderList m_requestHeaders;
    QElapsedTimer m_elapsed;
    SseParser m_parser;
    QByteArray m_body;
    int m_retryMs = -1;
    int m_sseEvents = 0;
    bool m_headersSeen = false;
    bool m_aborted = false;
    bool m_incompleteAtEnd = false;
};
