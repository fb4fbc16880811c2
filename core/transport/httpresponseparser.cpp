// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpresponseparser.h"

#include "httpsyntax.h"

using namespace Qt::StringLiterals;

QByteArray HttpResponseParser::header(QByteArrayView name) const
{
    QByteArray joined;
    for (const auto &[key, value] : m_headers) {
        if (key.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!joined.isEmpty())
            joined += ", ";
        joined += value;
    }
    return joined;
}

bool HttpResponseParser::connectionReusable() const
{
    if (m_state != State::Done || m_framing == Framing::UntilClose || m_ambiguousFraming)
        return false;
    const QByteArray connection = header("Connection").toLower();
    const auto has = [&connection](QByteArrayView option) {
        for (const QByteArray &part : connection.split(',')) {
            if (part.trimmed() == option)
                return true;
        }
        return false;
    };
    return m_http10 ? has("keep-alive") : !has("close");
}

void HttpResponseParser::fail(const QString &why)
{
    m_state = State::Failed;
    m_error = why;
}

HttpResponseParser::Line
HttpResponseParser::takeLine(QByteArrayView data, qsizetype *pos, qsizetype limit)
{
    const qsizetype newline = data.indexOf('\n', *pos);
    const qsizetype end = newline < 0 ? data.size() : newline + 1;
    if (m_line.size() + (end - *pos) > limit)
        return Line::TooLong;
    m_line.append(data.sliced(*pos, end - *pos));
    *pos = end;
    if (newline < 0)
        return Line::Incomplete;
    m_line.chop(1);
    if (m_line.endsWith('\r'))
        m_line.chop(1);
    return Line::Complete;
}

qsizetype HttpResponseParser::feed(QByteArrayView data, QByteArray *body)
{
    if (!data.isEmpty())
        m_receivedAnything = true;
    qsizetype pos = 0;
    while (pos < data.size() && m_state != State::Done && m_state != State::Failed) {
        switch (m_state) {
        case State::StatusLine:
        case State::Headers:
        case State::Trailers: {
            const Line line = takeLine(data, &pos, kMaxHeaderBytes - m_headerBytes);
            if (line == Line::TooLong) {
                fail(u"the server's status line and headers are longer than %1 KiB: not a "
                     "response mcpscope reads"_s.arg(kMaxHeaderBytes / 1024));
                break;
            }
            if (line == Line::Incomplete)
                break;
            m_headerBytes += m_line.size() + 2;
            if (m_state == State::StatusLine)
                handleStatusLine();
            else if (m_state == State::Headers)
                handleHeaderLine();
            else if (m_line.isEmpty())
                m_state = State::Done; // trailer fields are read and dropped
            m_line.clear();
            break;
        }
        case State::Body: {
            qsizetype take = data.size() - pos;
            if (m_framing == Framing::Length)
                take = qsizetype(qMin<qint64>(take, m_remaining));
            body->append(data.sliced(pos, take));
            pos += take;
            if (m_framing == Framing::Length) {
                m_remaining -= take;
                if (m_remaining == 0)
                    m_state = State::Done;
            }
            break;
        }
        case State::ChunkSize:
            switch (takeLine(data, &pos, kMaxChunkLineBytes)) {
            case Line::TooLong:
                fail(
                    u"a chunk-size line of the server's chunked body is longer than %1 bytes"_s.arg(
                        kMaxChunkLineBytes));
                break;
            case Line::Complete:
                handleChunkSizeLine();
                m_line.clear();
                break;
            case Line::Incomplete:
                break;
            }
            break;
        case State::ChunkData: {
            const auto take = qsizetype(qMin<qint64>(data.size() - pos, m_remaining));
            body->append(data.sliced(pos, take));
            pos += take;
            m_remaining -= take;
            if (m_remaining == 0)
                m_state = State::ChunkDataEnd;
            break;
        }
        case State::ChunkDataEnd:
            switch (takeLine(data, &pos, 2)) {
            case Line::TooLong:
                fail(u"a chunk of the server's chunked body is longer than its size said"_s);
                break;
            case Line::Complete:
                if (m_line.isEmpty())
                    m_state = State::ChunkSize;
                else
                    fail(u"a chunk of the server's chunked body is longer than its size said"_s);
                m_line.clear();
                break;
            case Line::Incomplete:
                break;
            }
            break;
        case State::Done:
        case State::Failed:
            break;
        }
    }
    return pos;
}

void HttpResponseParser::handleStatusLine()
{
    // "HTTP/1.1 200 OK"; the reason may be empty.
    const QByteArrayView line(m_line);
    if (line.size() < 12 || !(line.startsWith("HTTP/1.1 ") || line.startsWith("HTTP/1.0 "))) {
        fail(u"the server did not answer with an HTTP/1.x status line (it sent \"%1\"); is "
             "this an HTTP port?"_s.arg(HttpSyntax::printable(line)));
        return;
    }
    m_http10 = line.startsWith("HTTP/1.0");
    const QByteArrayView code = line.sliced(9, 3);
    int status = 0;
    for (char c : code) {
        if (c < '0' || c > '9') {
            fail(u"malformed HTTP status line \"%1\""_s.arg(HttpSyntax::printable(line)));
            return;
        }
        status = status * 10 + (c - '0');
    }
    if (status < 100 || (line.size() > 12 && line.at(12) != ' ')) {
        fail(u"malformed HTTP status line \"%1\""_s.arg(HttpSyntax::printable(line)));
        return;
    }
    m_status = status;
    m_reason = line.size() > 13 ? line.sliced(13).toByteArray() : QByteArray();
    m_state = State::Headers;
}

void HttpResponseParser::handleHeaderLine()
{
    if (m_line.isEmpty()) {
        headersEnded();
        return;
    }
    if (m_line.contains('\r') || m_line.contains('\0')) {
        fail(u"the server sent a header line with a bare CR or NUL in it: \"%1\""_s.arg(
            HttpSyntax::printable(m_line)));
        return;
    }
    if (m_line.front() == ' ' || m_line.front() == '\t') {
        // Obsolete line folding: a user agent replaces it with a space (RFC 9112 5.2).
        if (m_headers.isEmpty()) {
            fail(u"the server's first header line is indented (a fold with nothing to "
                 "continue)"_s);
            return;
        }
        m_headers.last().second += ' ' + m_line.trimmed();
        return;
    }
    if (m_headers.size() >= kMaxHeaderFields) {
        fail(u"the server sent more than %1 header fields"_s.arg(kMaxHeaderFields));
        return;
    }
    const qsizetype colon = m_line.indexOf(':');
    const QByteArrayView name = colon < 0 ? QByteArrayView() : QByteArrayView(m_line).first(colon);
    if (!HttpSyntax::isToken(name)) {
        fail(u"malformed HTTP header line \"%1\""_s.arg(HttpSyntax::printable(m_line)));
        return;
    }
    m_headers.append({name.toByteArray(), m_line.sliced(colon + 1).trimmed()});
}

void HttpResponseParser::headersEnded()
{
    if (m_status < 200) {
        if (m_status == 101) {
            fail(u"the server switched protocols (101) on a plain HTTP request"_s);
            return;
        }
        // An interim response (100 Continue, 103 Early Hints): the real one follows.
        m_headers.clear();
        m_state = State::StatusLine;
        return;
    }
    if (m_headRequest || m_status == 204 || m_status == 304) {
        m_framing = Framing::None;
        m_state = State::Done;
        return;
    }
    const QByteArray transferEncoding = header("Transfer-Encoding").toLower();
    if (!transferEncoding.isEmpty()) {
        // Chunked must be the last coding; anything else is read until the connection closes.
        m_framing = transferEncoding.split(',').last().trimmed() == "chunked" ? Framing::Chunked
                                                                              : Framing::UntilClose;
        m_ambiguousFraming = m_http10 || !header("Content-Length").isEmpty();
        m_state = m_framing == Framing::Chunked ? State::ChunkSize : State::Body;
        return;
    }
    qint64 length = -1;
    for (const auto &[key, value] : std::as_const(m_headers)) {
        if (key.compare("Content-Length", Qt::CaseInsensitive) != 0)
            continue;
        const qint64 parsed = HttpSyntax::contentLength(value);
        if (parsed < 0 || (length >= 0 && parsed != length)) {
            fail(u"the server sent an invalid or contradictory Content-Length \"%1\""_s.arg(
                HttpSyntax::printable(value)));
            return;
        }
        length = parsed;
    }
    if (length < 0) {
        m_framing = Framing::UntilClose;
        m_state = State::Body;
        return;
    }
    m_framing = Framing::Length;
    m_remaining = length;
    m_state = length == 0 ? State::Done : State::Body;
}

void HttpResponseParser::handleChunkSizeLine()
{
    const qint64 value = HttpSyntax::chunkSize(m_line);
    if (value < 0) {
        fail(u"malformed chunk size \"%1\" in the server's chunked body"_s.arg(
            HttpSyntax::printable(m_line)));
        return;
    }
    m_remaining = value;
    m_state = value == 0 ? State::Trailers : State::ChunkData;
}

void HttpResponseParser::connectionClosed()
{
    switch (m_state) {
    case State::Done:
    case State::Failed:
        return;
    case State::Body:
        if (m_framing == Framing::UntilClose) {
            m_state = State::Done;
            return;
        }
        fail(u"the server closed the connection %1 bytes before the end of the body its "
             "Content-Length announced"_s.arg(m_remaining));
        return;
    case State::StatusLine:
        fail(m_receivedAnything ? u"the server closed the connection in the middle of its status "
                                  "line"_s
                                : u"the server closed the connection without answering"_s);
        return;
    case State::Headers:
        fail(u"the server closed the connection in the middle of the response headers"_s);
        return;
    case State::ChunkSize:
    case State::ChunkData:
    case State::ChunkDataEnd:
    case State::Trailers:
        fail(u"the server closed the connection before the end of its chunked body (no "
             "final zero-size chunk)"_s);
        return;
    }
}
