// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpconnection.h"

#include "httpresponse.h"

#include <core/transport/httpstatus.h>

#include <QTcpSocket>

#include <sys/socket.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray contentTypeOf(const HttpHeaderList &headers)
{
    for (const auto &[name, value] : headers) {
        if (name.compare("content-type", Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

} // namespace

HttpConnection::HttpConnection(QTcpSocket *socket,
                               const HttpRequestParser::Limits &limits,
                               const Timeouts &timeouts,
                               QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_parser(limits)
    , m_timeouts(timeouts)
{
    m_socket->setParent(this);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::readAvailable);
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpConnection::markClosed);
    connect(m_socket, &QTcpSocket::bytesWritten, this, [this] {
        if (m_lingering && m_socket->bytesToWrite() == 0)
            shutDownWrites();
    });
    for (QTimer *timer : {&m_headersTimer, &m_requestTimer, &m_lingerTimer})
        timer->setSingleShot(true);
    connect(&m_headersTimer, &QTimer::timeout, this, [this] {
        timeOut(u"the request headers did not arrive within %1 ms"_s.arg(m_timeouts.headersMs));
    });
    connect(&m_requestTimer, &QTimer::timeout, this, [this] {
        timeOut(u"the request did not arrive within %1 ms"_s.arg(m_timeouts.requestMs));
    });
    connect(&m_lingerTimer, &QTimer::timeout, this, &HttpConnection::abort);
    m_headersTimer.start(m_timeouts.headersMs);
    m_requestTimer.start(m_timeouts.requestMs);
    // Bytes may have arrived before the signals were connected.
    QTimer::singleShot(0, this, &HttpConnection::readAvailable);
}

HttpConnection::~HttpConnection() = default;

void HttpConnection::readAvailable()
{
    const QByteArray bytes = m_socket->readAll();
    // After the request (or while lingering) input is read only to be discarded.
    if (m_phase != Phase::Reading || bytes.isEmpty())
        return;
    m_parser.feed(bytes);
    handleParserState();
}

void HttpConnection::handleParserState()
{
    if (m_parser.hasHeaders() && !m_headersHandled
        && m_parser.state() != HttpRequestParser::State::Failed) {
        m_headersTimer.stop();
        const QByteArray expect = request().header("expect").toLower();
        if (!expect.isEmpty() && expect != "100-continue") {
            respondError(417,
                         HttpResponse::BadRequestCode,
                         u"Expectation Failed: only \"Expect: 100-continue\" is understood"_s);
            return;
        }
        // RFC 9110 §10.1.1: let a client that waits for it send the body.
        if (!expect.isEmpty() && m_parser.state() != HttpRequestParser::State::Complete)
            m_socket->write(HttpResponse::head(100, {}));
        m_headersHandled = true;
    }
    switch (m_parser.state()) {
    case HttpRequestParser::State::Failed:
        respondError(m_parser.errorStatus(),
                     HttpResponse::BadRequestCode,
                     QString::fromLatin1(HttpStatus::reasonPhrase(m_parser.errorStatus())) + u": "_s
                         + m_parser.errorText());
        return;
    case HttpRequestParser::State::Complete:
        m_headersTimer.stop();
        m_requestTimer.stop();
        m_phase = Phase::Handling;
        Q_EMIT requestReady();
        return;
    default:
        return;
    }
}

void HttpConnection::timeOut(const QString &what)
{
    if (m_phase != Phase::Reading)
        return;
    respondError(408, HttpResponse::BadRequestCode, u"Request Timeout: "_s + what);
}

void HttpConnection::respond(int status, HttpHeaderList headers, const QByteArray &body)
{
    if (m_phase != Phase::Reading && m_phase != Phase::Handling)
        return;
    headers.emplaceBack("Content-Length", QByteArray::number(body.size()));
    headers.emplaceBack("Connection", "close");
    m_socket->write(HttpResponse::head(status, headers));
    // RFC 9110 §9.3.2: the answer to HEAD has the same header fields, but no content.
    if (request().method != "HEAD")
        m_socket->write(body);
    Q_EMIT responseStarted(status, contentTypeOf(headers));
    finish();
}

void HttpConnection::respondError(int status,
                                  int jsonRpcCode,
                                  const QString &message,
                                  const HttpHeaderList &headers)
{
    HttpHeaderList all = headers;
    all.emplaceBack("Content-Type", "application/json");
    respond(status, all, HttpResponse::jsonRpcErrorBody(jsonRpcCode, message));
}

void HttpConnection::startStream(int status, HttpHeaderList headers)
{
    if (m_phase != Phase::Handling)
        return;
    // HTTP/1.0 has no chunked coding: there the end of the body is the end of the connection.
    m_chunked = request().minorVersion >= 1;
    if (m_chunked)
        headers.emplaceBack("Transfer-Encoding", "chunked");
    headers.emplaceBack("Connection", "close");
    m_socket->write(HttpResponse::head(status, headers));
    m_phase = Phase::Streaming;
    Q_EMIT responseStarted(status, contentTypeOf(headers));
}

void HttpConnection::writeChunk(const QByteArray &data)
{
    if (m_phase != Phase::Streaming)
        return;
    m_socket->write(m_chunked ? HttpResponse::chunk(data) : data);
}

void HttpConnection::endStream()
{
    if (m_phase != Phase::Streaming)
        return;
    if (m_chunked)
        m_socket->write(HttpResponse::lastChunk());
    finish();
}

void HttpConnection::finish()
{
    m_phase = Phase::Finishing;
    m_headersTimer.stop();
    m_requestTimer.stop();
    if (m_parser.state() == HttpRequestParser::State::Complete) {
        // Flushes what is buffered, then closes.
        m_socket->disconnectFromHost();
        return;
    }
    // The peer may still be sending the request: closing now with unread input would make the
    // kernel answer with a reset, and the client could lose the response. Shut down our side
    // once everything is written, then drain until the peer closes or the linger time is up.
    m_lingering = true;
    m_lingerTimer.start(m_timeouts.lingerMs);
    if (m_socket->bytesToWrite() == 0)
        shutDownWrites();
}

void HttpConnection::shutDownWrites()
{
    m_socket->flush();
    if (m_socket->bytesToWrite() == 0 && m_socket->socketDescriptor() != -1)
        ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
}

void HttpConnection::abort()
{
    m_socket->abort();
    markClosed();
}

void HttpConnection::closeNow()
{
    m_socket->flush();
    m_socket->close();
    markClosed();
}

void HttpConnection::markClosed()
{
    if (m_phase == Phase::Closed)
        return;
    m_phase = Phase::Closed;
    m_headersTimer.stop();
    m_requestTimer.stop();
    m_lingerTimer.stop();
    Q_EMIT closed();
}
