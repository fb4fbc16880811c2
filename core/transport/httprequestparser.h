// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "httprequest.h"
#include "transportlimits.h"

#include <QString>

// The one HTTP/1.x request reader (RFC 9112) of the project: the demo server, the OAuth
// loopback redirect receiver and the raw test servers all read requests with it. Pure and
// incremental: feed it bytes as they arrive, in pieces of any size, and it reports when one
// request is complete or why it is not acceptable, with the status code to answer.
//
// One request at a time. Bytes after a complete request stay buffered; next() starts on them
// (keep-alive and pipelining). A caller that closes the connection after its response (the
// demo server) never calls next(), and feed() ignores what comes after the request.
//
// Lenient where RFC 9112 allows it (bare LF line ends, empty lines before the request line,
// chunk extensions and trailers are skipped); strict where ambiguity would be dangerous (no
// obs-fold, no whitespace before a header colon, Content-Length together with
// Transfer-Encoding, conflicting Content-Length values). Limits guard memory: an over-long
// request line (414), header section (431) or body (413).
class HttpRequestParser
{
public:
    struct Limits
    {
        qsizetype maxRequestLine = TransportLimits::kMaxRequestLineBytes;
        qsizetype maxHeaderBytes = TransportLimits::kMaxRequestHeaderBytes;
        qsizetype maxBodyBytes = TransportLimits::kMaxRequestBodyBytes;
    };

    enum class State {
        RequestLine,
        Headers,
        Body,
        ChunkSize,
        ChunkData,
        ChunkEnd,
        Trailers,
        Complete,
        Failed
    };

    HttpRequestParser();
    explicit HttpRequestParser(Limits limits);

    State feed(QByteArrayView bytes);
    // After Complete: forgets that request and reads the next one from the bytes that followed
    // it in the same feed(). Does nothing in any other state.
    State next();
    State state() const { return m_state; }
    bool isFinished() const { return m_state == State::Complete || m_state == State::Failed; }
    // True from the end of the header section on (Expect: 100-continue is answered then).
    bool hasHeaders() const { return m_hasHeaders; }
    // The request so far; complete once state() is Complete.
    const HttpRequest &request() const { return m_request; }
    // For Failed: the status to answer (400, 411, 413, 414, 431, 501, 505) and why, in words.
    int errorStatus() const { return m_errorStatus; }
    QString errorText() const { return m_errorText; }

private:
    State parse();
    bool step();
    bool takeLine(qsizetype limit, QByteArray *line);
    bool parseRequestLine(const QByteArray &line);
    bool parseHeaderLine(const QByteArray &line);
    bool finishHeaders();
    bool startBody(); // from Content-Length
    bool parseChunkSize(const QByteArray &line);
    bool checkMethodPrefix();
    void fail(int status, const QString &text);
    void complete();

    Limits m_limits;
    State m_state = State::RequestLine;
    HttpRequest m_request;
    QByteArray m_buffer;
    qsizetype m_position = 0;    // first unread byte of m_buffer
    qsizetype m_headerBytes = 0; // header section read so far (also counts trailers)
    qsizetype m_remaining = 0;   // body or chunk bytes still to read
    bool m_hasHeaders = false;
    int m_errorStatus = 0;
    QString m_errorText;
};
