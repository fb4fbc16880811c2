// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

// Reads one HTTP/1.x response from the bytes of a connection, as they arrive: status line,
// headers, then the body framed as RFC 9112 section 6 says (chunked, Content-Length, or until
// the connection closes; none for HEAD, 1xx, 204 and 304). Pure: no sockets, no Qt objects, so
// every framing rule is tested from a table and fuzzed.
//
// It keeps only the line being read; body bytes go straight to the caller, which decides how
// many bytes to feed at a time (that is how HttpSocketReply holds a flooding server back).
// Interim 1xx responses are skipped; a folded header line joins the one before it (RFC 9112
// 5.2); a bare CR or NUL inside a header line is refused. Limits: at most kMaxHeaderFields fields, the status line, headers and trailers together at
// most kMaxHeaderBytes, a chunk-size line at most kMaxChunkLineBytes.
class HttpResponseParser
{
public:
    using HeaderList = QList<QPair<QByteArray, QByteArray>>;
    enum class Framing { None, Chunked, Length, UntilClose };

    static constexpr qsizetype kMaxHeaderBytes = 64 * 1024;
    static constexpr qsizetype kMaxChunkLineBytes = 1024;
    static constexpr int kMaxHeaderFields = 100; // as Qt's own reader

    explicit HttpResponseParser(bool headRequest = false)
        : m_headRequest(headRequest)
    {}

    // Reads from data as far as this response goes and returns how many bytes it used (less
    // than data.size() only when the response ended or failed). Body bytes are appended to
    // *body.
    qsizetype feed(QByteArrayView data, QByteArray *body);
    // The connection closed: the end of a body read until close; an error anywhere else.
    void connectionClosed();

    bool headersComplete() const { return m_state > State::Headers; }
    bool isComplete() const { return m_state == State::Done; }
    bool hasFailed() const { return m_state == State::Failed; }
    QString error() const { return m_error; }
    bool receivedAnything() const { return m_receivedAnything; }

    int status() const { return m_status; }
    QByteArray reason() const { return m_reason; }
    // In the order received; names as the server spelled them.
    const HeaderList &headers() const { return m_headers; }
    // All values of the header (case-insensitive name) joined with ", ".
    QByteArray header(QByteArrayView name) const;
    Framing framing() const { return m_framing; }
    // After isComplete(): whether the connection may carry another request.
    bool connectionReusable() const;

private:
    enum class State {
        StatusLine,
        Headers,
        Body,
        ChunkSize,
        ChunkData,
        ChunkDataEnd,
        Trailers,
        Done,
        Failed
    };

    enum class Line { Incomplete, Complete, TooLong };
    // Appends to m_line up to a LF (never beyond limit bytes in all); Complete when a whole line,
    // without its CR LF, is in m_line.
    Line takeLine(QByteArrayView data, qsizetype *pos, qsizetype limit);
    void handleStatusLine();
    void handleHeaderLine();
    void headersEnded();
    void handleChunkSizeLine();
    void fail(const QString &why);

    State m_state = State::StatusLine;
    bool m_headRequest;
    bool m_receivedAnything = false;
    bool m_http10 = false;
    int m_status = 0;
    QByteArray m_reason;
    HeaderList m_headers;
    Framing m_framing = Framing::None;
    QByteArray m_line;
    qsizetype m_headerBytes = 0; // of the lines already read
    qint64 m_remaining = 0;      // of the body (Length) or of the chunk (ChunkData)
    // Transfer-Encoding on HTTP/1.0, or next to Content-Length: read, but never reused (RFC
    // 9112 6.1 and 6.3: the framing is ambiguous to anything between us and the server).
    bool m_ambiguousFraming = false;
    QString m_error;
};
