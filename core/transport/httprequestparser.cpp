// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httprequestparser.h"

#include "httpsyntax.h"

#include <algorithm>
#include <cctype>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype MaxChunkSizeLine = 1024;

// Field values may hold visible characters, spaces, tabs and obs-text, but no other controls.
bool isFieldValue(QByteArrayView bytes)
{
    return std::none_of(bytes.begin(), bytes.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && c != '\t') || u == 0x7f;
    });
}

QByteArray trimmedField(const QByteArray &bytes)
{
    qsizetype begin = 0;
    qsizetype end = bytes.size();
    while (begin < end && (bytes.at(begin) == ' ' || bytes.at(begin) == '\t'))
        ++begin;
    while (end > begin && (bytes.at(end - 1) == ' ' || bytes.at(end - 1) == '\t'))
        --end;
    return bytes.mid(begin, end - begin);
}

bool methodNeedsLength(const QByteArray &method)
{
    return method == "POST" || method == "PUT" || method == "PATCH";
}

} // namespace

HttpRequestParser::HttpRequestParser()
    : HttpRequestParser(Limits{})
{}

HttpRequestParser::HttpRequestParser(Limits limits)
    : m_limits(limits)
{}

HttpRequestParser::State HttpRequestParser::feed(QByteArrayView bytes)
{
    if (isFinished())
        return m_state;
    m_buffer.append(bytes);
    return parse();
}

HttpRequestParser::State HttpRequestParser::next()
{
    if (m_state != State::Complete)
        return m_state;
    m_state = State::RequestLine;
    m_request = HttpRequest();
    m_headerBytes = 0;
    m_remaining = 0;
    m_hasHeaders = false;
    return parse();
}

HttpRequestParser::State HttpRequestParser::parse()
{
    while (!isFinished() && step()) {
    }
    // Keep the buffer from growing with what was already consumed.
    if (m_position > 0 && (m_position == m_buffer.size() || m_position > 64 * 1024)) {
        m_buffer.remove(0, m_position);
        m_position = 0;
    }
    return m_state;
}

void HttpRequestParser::fail(int status, const QString &text)
{
    m_state = State::Failed;
    m_errorStatus = status;
    m_errorText = text;
}

void HttpRequestParser::complete()
{
    m_state = State::Complete;
}

// Takes one line (without its CRLF or LF) if a whole one is buffered. A line longer than
// limit fails here; the caller chooses the status through the state it is in.
bool HttpRequestParser::takeLine(qsizetype limit, QByteArray *line)
{
    const qsizetype newline = m_buffer.indexOf('\n', m_position);
    const qsizetype available = (newline < 0 ? m_buffer.size() : newline) - m_position;
    if (available > limit) {
        if (m_state == State::RequestLine)
            fail(414,
                 u"the request line is longer than the %1 limit"_s.arg(
                     TransportLimits::formatBytes(limit)));
        else if (m_state == State::Headers || m_state == State::Trailers)
            fail(431,
                 u"the header section is larger than the %1 limit"_s.arg(
                     TransportLimits::formatBytes(m_limits.maxHeaderBytes)));
        else
            fail(400,
                 u"a chunk size line is longer than the %1 limit"_s.arg(
                     TransportLimits::formatBytes(limit)));
        return false;
    }
    if (newline < 0)
        return false;
    *line = m_buffer.mid(m_position, newline - m_position);
    m_position = newline + 1;
    if (line->endsWith('\r'))
        line->chop(1);
    if (line->contains('\r')) {
        fail(400, u"a bare CR inside a line"_s);
        return false;
    }
    return true;
}

// Bytes that cannot start an HTTP request (a TLS handshake on the plain port, say) are
// refused at once instead of waiting for a line end that never comes.
bool HttpRequestParser::checkMethodPrefix()
{
    // Past the empty lines (CR LF or LF) takeLine() will skip; a bare CR is no line end.
    const QByteArrayView buffer(m_buffer);
    qsizetype start = m_position;
    while (start < buffer.size()) {
        if (buffer.at(start) == '\n')
            ++start;
        else if (buffer.sliced(start).startsWith("\r\n"))
            start += 2;
        else if (buffer.sliced(start) == "\r")
            return true; // perhaps a CR LF still arriving
        else
            break;
    }
    // Only as far as takeLine() would read the line, and quoting up to the offending byte: the
    // verdict and its words must not depend on how the bytes were cut.
    const qsizetype end = qMin(m_buffer.size(), m_position + m_limits.maxRequestLine);
    for (qsizetype i = start; i < end && m_buffer.at(i) != ' '; ++i) {
        if (!HttpSyntax::isTokenChar(m_buffer.at(i))) {
            fail(400,
                 u"not an HTTP request: it starts with \"%1\""_s.arg(HttpSyntax::printable(
                     QByteArrayView(m_buffer).sliced(start, i - start + 1), 60)));
            return false;
        }
    }
    return true;
}

bool HttpRequestParser::step()
{
    QByteArray line;
    switch (m_state) {
    case State::RequestLine:
        if (!checkMethodPrefix() || !takeLine(m_limits.maxRequestLine, &line))
            return false;
        // RFC 9112 §2.2: a server SHOULD ignore empty lines received before the request line.
        return line.isEmpty() || parseRequestLine(line);
    case State::Headers:
    case State::Trailers: {
        const qsizetype limit = m_limits.maxHeaderBytes - m_headerBytes;
        if (!takeLine(limit, &line))
            return false;
        m_headerBytes += line.size() + 2;
        if (m_state == State::Trailers) {
            if (line.isEmpty())
                complete();
            return true; // trailer fields carry nothing this server needs
        }
        return line.isEmpty() ? finishHeaders() : parseHeaderLine(line);
    }
    case State::Body:
    case State::ChunkData: {
        const qsizetype take = qMin(m_remaining, m_buffer.size() - m_position);
        m_request.body.append(QByteArrayView(m_buffer).sliced(m_position, take));
        m_position += take;
        m_remaining -= take;
        if (m_remaining > 0)
            return false;
        if (m_state == State::Body)
            complete();
        else
            m_state = State::ChunkEnd;
        return true;
    }
    case State::ChunkEnd: {
        // The CRLF (or LF) that must follow the chunk data.
        const QByteArrayView rest = QByteArrayView(m_buffer).sliced(m_position);
        if (rest.isEmpty() || rest == "\r")
            return false;
        if (!rest.startsWith("\r\n") && !rest.startsWith('\n')) {
            fail(400, u"chunk data is longer than its chunk size"_s);
            return false;
        }
        m_position += rest.startsWith('\n') ? 1 : 2;
        m_state = State::ChunkSize;
        return true;
    }
    case State::ChunkSize:
        return takeLine(MaxChunkSizeLine, &line) && parseChunkSize(line);
    case State::Complete:
    case State::Failed:
        return false;
    }
    return false;
}

bool HttpRequestParser::parseRequestLine(const QByteArray &line)
{
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3 || !HttpSyntax::isToken(parts.at(0)) || parts.at(1).isEmpty()) {
        fail(400, u"a malformed request line: \"%1\""_s.arg(HttpSyntax::printable(line, 60)));
        return false;
    }
    const QByteArray &version = parts.at(2);
    const bool wellFormed = version.size() == 8 && version.startsWith("HTTP/")
                            && std::isdigit(static_cast<unsigned char>(version.at(5)))
                            && version.at(6) == '.'
                            && std::isdigit(static_cast<unsigned char>(version.at(7)));
    if (!wellFormed) {
        fail(400, u"a malformed HTTP version: \"%1\""_s.arg(HttpSyntax::printable(version, 60)));
        return false;
    }
    if (version.at(5) != '1') {
        fail(505,
             u"HTTP version %1 is not supported; use HTTP/1.1"_s.arg(
                 HttpSyntax::printable(version, 60)));
        return false;
    }
    m_request.method = parts.at(0);
    m_request.target = parts.at(1);
    m_request.minorVersion = version.at(7) - '0';
    QByteArray path = m_request.target;
    if (path.startsWith("http://") || path.startsWith("https://")) {
        // RFC 9112 §3.2.2 absolute-form: the path starts after the authority.
        const qsizetype slash = path.indexOf('/', path.indexOf("//") + 2);
        path = slash < 0 ? QByteArray("/") : path.mid(slash);
    } else if (!path.startsWith('/') && path != "*") {
        fail(400,
             u"the request target \"%1\" is neither a path nor an absolute URL"_s.arg(
                 HttpSyntax::printable(path, 60)));
        return false;
    }
    const qsizetype query = path.indexOf('?');
    m_request.path = query < 0 ? path : path.left(query);
    m_state = State::Headers;
    return true;
}

bool HttpRequestParser::parseHeaderLine(const QByteArray &line)
{
    if (line.startsWith(' ') || line.startsWith('\t')) {
        // RFC 9112 §5.2: obsolete line folding; rejecting it is allowed and avoids ambiguity.
        fail(400, u"a folded header line (obs-fold) is not accepted"_s);
        return false;
    }
    const qsizetype colon = line.indexOf(':');
    const QByteArray name = colon < 0 ? QByteArray() : line.left(colon);
    if (!HttpSyntax::isToken(name)) {
        fail(400, u"a malformed header line: \"%1\""_s.arg(HttpSyntax::printable(line, 60)));
        return false;
    }
    const QByteArray value = trimmedField(line.mid(colon + 1));
    if (!isFieldValue(value)) {
        fail(400, u"header %1 holds control characters"_s.arg(QString::fromLatin1(name)));
        return false;
    }
    m_request.headers.emplaceBack(name.toLower(), value);
    return true;
}

bool HttpRequestParser::finishHeaders()
{
    m_hasHeaders = true;
    const HttpRequest &r = m_request;
    if (r.minorVersion >= 1 && r.headerCount("host") != 1) {
        // RFC 9112 §3.2: exactly one Host in an HTTP/1.1 request, or 400.
        fail(400, r.hasHeader("host") ? u"more than one Host header"_s : u"no Host header"_s);
        return false;
    }
    const bool hasLength = r.hasHeader("content-length");
    if (r.hasHeader("transfer-encoding")) {
        if (hasLength || r.minorVersion == 0) {
            // RFC 9112 §6.1: both framings at once is how requests get smuggled.
            fail(400,
                 hasLength ? u"both Transfer-Encoding and Content-Length"_s
                           : u"Transfer-Encoding in an HTTP/1.0 request"_s);
            return false;
        }
        const QByteArray coding = r.header("transfer-encoding").trimmed().toLower();
        if (coding != "chunked") {
            fail(501,
                 u"Transfer-Encoding \"%1\" is not supported (only chunked)"_s.arg(
                     HttpSyntax::printable(coding, 60)));
            return false;
        }
        m_state = State::ChunkSize;
        return true;
    }
    if (!hasLength) {
        if (methodNeedsLength(r.method)) {
            fail(411,
                 u"a %1 needs Content-Length or chunked Transfer-Encoding"_s.arg(
                     QString::fromLatin1(r.method)));
            return false;
        }
        complete();
        return true;
    }
    return startBody();
}

bool HttpRequestParser::startBody()
{
    // Several Content-Length fields (or a list) are fine only if they all agree.
    const QByteArray value = m_request.header("content-length");
    const qint64 size = HttpSyntax::contentLength(value);
    if (size < 0) {
        fail(400, u"an invalid Content-Length: \"%1\""_s.arg(HttpSyntax::printable(value, 60)));
        return false;
    }
    if (size > m_limits.maxBodyBytes) {
        fail(413,
             u"the body of %1 bytes is larger than the %2 limit"_s.arg(
                 QString::number(size), TransportLimits::formatBytes(m_limits.maxBodyBytes)));
        return false;
    }
    m_remaining = size;
    if (m_remaining == 0)
        complete();
    else
        m_state = State::Body;
    return true;
}

bool HttpRequestParser::parseChunkSize(const QByteArray &line)
{
    // RFC 9112 7.1: chunk-size [ BWS ";" extensions ]; the extensions are ignored.
    const qint64 size = HttpSyntax::chunkSize(line);
    if (size < 0) {
        fail(400, u"an invalid chunk size: \"%1\""_s.arg(HttpSyntax::printable(line, 60)));
        return false;
    }
    if (size == 0) {
        m_state = State::Trailers;
        return true;
    }
    if (size > m_limits.maxBodyBytes - m_request.body.size()) {
        fail(413,
             u"the chunked body is larger than the %1 limit"_s.arg(
                 TransportLimits::formatBytes(m_limits.maxBodyBytes)));
        return false;
    }
    m_remaining = size;
    m_state = State::ChunkData;
    return true;
}
