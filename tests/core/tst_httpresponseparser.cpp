// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/transport/httpresponseparser.h>

#include <gtest/gtest.h>

// Named, not anonymous: the test files share unity translation units.
namespace responseparser_test {

// One response as a server may send it, and what the parser must make of it. Every row runs
// twice: fed at once, and fed a byte at a time (a server may split anywhere).
struct ResponseRow
{
    const char *name;
    const char *wire;
    bool closeAtEnd;     // the server closes the connection after the bytes
    const char *outcome; // "complete", "pending" or the start of the error
    int status;
    const char *body;
    bool reusable;
    bool headRequest = false;
};

struct Outcome
{
    std::string state;
    int status = 0;
    std::string body;
    bool reusable = false;
    qsizetype used = 0;
};

Outcome run(const ResponseRow &row, bool byteByByte)
{
    HttpResponseParser parser(row.headRequest);
    const QByteArray wire(row.wire);
    QByteArray body;
    Outcome outcome;
    if (byteByByte) {
        for (qsizetype i = 0; i < wire.size(); ++i) {
            const qsizetype used = parser.feed(QByteArrayView(wire).sliced(i, 1), &body);
            outcome.used += used;
            if (used == 0)
                break;
        }
    } else {
        outcome.used = parser.feed(wire, &body);
    }
    if (row.closeAtEnd)
        parser.connectionClosed();
    outcome.state = parser.hasFailed()    ? parser.error().toStdString()
                    : parser.isComplete() ? "complete"
                                          : "pending";
    outcome.status = parser.status();
    outcome.body = body.toStdString();
    outcome.reusable = parser.connectionReusable();
    return outcome;
}

class HttpResponseParserTable : public ::testing::TestWithParam<ResponseRow>
{};

TEST_P(HttpResponseParserTable, ReadsTheResponseHoweverItIsSplit)
{
    const ResponseRow &row = GetParam();
    for (const bool byteByByte : {false, true}) {
        SCOPED_TRACE(byteByByte ? "a byte at a time" : "at once");
        const Outcome outcome = run(row, byteByByte);
        EXPECT_EQ(outcome.state.substr(0, std::strlen(row.outcome)), row.outcome) << outcome.state;
        if (std::string(row.outcome) == "complete" || std::string(row.outcome) == "pending") {
            EXPECT_EQ(outcome.status, row.status);
            EXPECT_EQ(outcome.body, row.body);
            EXPECT_EQ(outcome.reusable, row.reusable);
        }
    }
}

const ResponseRow rows[] = {
    {"content_length",
     "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello",
     false,
     "complete",
     200,
     "hello",
     true},
    {"content_length_zero",
     "HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n",
     false,
     "complete",
     202,
     "",
     true},
    {"bare_lf_lines",
     "HTTP/1.1 200 OK\nContent-Length: 2\n\nok",
     false,
     "complete",
     200,
     "ok",
     true},
    {"empty_reason", "HTTP/1.1 204\r\n\r\n", false, "complete", 204, "", true},
    {"connection_close_is_not_reused",
     "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok",
     false,
     "complete",
     200,
     "ok",
     false},
    {"http10_reused_only_with_keep_alive",
     "HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 2\r\n\r\nok",
     false,
     "complete",
     200,
     "ok",
     true},
    {"http10_without_keep_alive",
     "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
     false,
     "complete",
     200,
     "ok",
     false},
    {"chunked_with_extension_and_trailer",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
     "5;name=value\r\nhello\r\n1\r\n!\r\n0\r\nX-Trailer: yes\r\n\r\n",
     false,
     "complete",
     200,
     "hello!",
     true},
    {"chunked_upper_case_hex",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n",
     false,
     "complete",
     200,
     "0123456789",
     true},
    {"chunked_wins_over_content_length_but_is_not_reused",
     "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\n\r\n"
     "2\r\nok\r\n0\r\n\r\n",
     false,
     "complete",
     200,
     "ok",
     false},
    {"until_close",
     "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: 1\n\n",
     true,
     "complete",
     200,
     "data: 1\n\n",
     false},
    {"until_close_still_open",
     "HTTP/1.1 200 OK\r\n\r\npartial",
     false,
     "pending",
     200,
     "partial",
     false},
    {"unknown_transfer_coding_reads_until_close",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: identity\r\n\r\nabc",
     true,
     "complete",
     200,
     "abc",
     false},
    {"interim_responses_are_skipped",
     "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
     "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx",
     false,
     "complete",
     200,
     "x",
     true},
    {"head_has_no_body",
     "HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n",
     false,
     "complete",
     200,
     "",
     true,
     true},
    {"not_modified_has_no_body",
     "HTTP/1.1 304 Not Modified\r\nContent-Length: 9\r\n\r\n",
     false,
     "complete",
     304,
     "",
     true},
    {"repeated_equal_content_length",
     "HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\nok",
     false,
     "complete",
     200,
     "ok",
     true},

    {"not_http",
     "SSH-2.0-OpenSSH_9.2\r\n",
     false,
     "the server did not answer with an HTTP/1.x status line",
     0,
     "",
     false},
    {"http2_preface_is_not_http1",
     "HTTP/2 200\r\n\r\n",
     false,
     "the server did not answer with an HTTP/1.x status line",
     0,
     "",
     false},
    {"status_not_digits",
     "HTTP/1.1 2x0 OK\r\n\r\n",
     false,
     "malformed HTTP status line",
     0,
     "",
     false},
    {"header_without_colon",
     "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
     false,
     "malformed HTTP header line",
     0,
     "",
     false},
    {"header_name_with_space",
     "HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n",
     false,
     "malformed HTTP header line",
     0,
     "",
     false},
    {"folded_header_joins_the_one_before",
     "HTTP/1.1 200 OK\r\nX-A: 1\r\n  continued\r\nContent-Length: 0\r\n\r\n",
     false,
     "complete",
     200,
     "",
     true},
    {"fold_without_a_header",
     "HTTP/1.1 200 OK\r\n  continued\r\n\r\n",
     false,
     "the server's first header line is indented",
     0,
     "",
     false},
    {"bare_cr_in_a_header",
     "HTTP/1.1 200 OK\r\nSet-Cookie: a=b\rX-Evil: 1\r\n\r\n",
     false,
     "the server sent a header line with a bare CR",
     0,
     "",
     false},
    {"chunked_on_http10_is_not_reused",
     "HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n"
     "0\r\n\r\n",
     false,
     "complete",
     200,
     "",
     false},
    {"contradictory_content_length",
     "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok",
     false,
     "the server sent an invalid or contradictory Content-Length",
     0,
     "",
     false},
    {"negative_content_length",
     "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
     false,
     "the server sent an invalid or contradictory Content-Length",
     0,
     "",
     false},
    {"huge_content_length",
     "HTTP/1.1 200 OK\r\nContent-Length: 9999999999999999999\r\n\r\n",
     false,
     "the server sent an invalid or contradictory Content-Length",
     0,
     "",
     false},
    {"bad_chunk_size",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
     false,
     "malformed chunk size",
     0,
     "",
     false},
    {"chunk_size_overflow",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFF\r\n",
     false,
     "malformed chunk size",
     0,
     "",
     false},
    {"chunk_longer_than_said",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nokay\r\n",
     false,
     "a chunk of the server's chunked body is longer than its size said",
     0,
     "",
     false},
    {"switching_protocols",
     "HTTP/1.1 101 Switching Protocols\r\n\r\n",
     false,
     "the server switched protocols",
     0,
     "",
     false},
    {"closed_without_answer",
     "",
     true,
     "the server closed the connection without answering",
     0,
     "",
     false},
    {"closed_in_headers",
     "HTTP/1.1 200 OK\r\nContent-Le",
     true,
     "the server closed the connection in the middle of the response headers",
     0,
     "",
     false},
    {"closed_before_content_length",
     "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc",
     true,
     "the server closed the connection 7 bytes before the end",
     0,
     "",
     false},
    {"closed_before_last_chunk",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n",
     true,
     "the server closed the connection before the end of its chunked body",
     0,
     "",
     false},
};

INSTANTIATE_TEST_SUITE_P(Responses,
                         HttpResponseParserTable,
                         ::testing::ValuesIn(rows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(HttpResponseParser, StopsAtTheEndOfTheResponse)
{
    HttpResponseParser parser;
    QByteArray body;
    const QByteArray wire = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK";
    EXPECT_EQ(parser.feed(wire, &body), wire.indexOf("okHTTP") + 2);
    EXPECT_TRUE(parser.isComplete());
    EXPECT_EQ(body, "ok");
}

TEST(HttpResponseParser, RefusesHeadersBeyondTheLimit)
{
    HttpResponseParser parser;
    QByteArray body;
    parser.feed("HTTP/1.1 200 OK\r\n", &body);
    const QByteArray header = "X-Filler: " + QByteArray(1000, 'a') + "\r\n";
    for (int i = 0; i < 100 && !parser.hasFailed(); ++i)
        parser.feed(header, &body);
    ASSERT_TRUE(parser.hasFailed());
    EXPECT_TRUE(parser.error().contains(QStringLiteral("longer than 64 KiB")))
        << parser.error().toStdString();
}

TEST(HttpResponseParser, RefusesMoreHeaderFieldsThanQtWould)
{
    HttpResponseParser parser;
    QByteArray body;
    parser.feed("HTTP/1.1 200 OK\r\n", &body);
    for (int i = 0; i <= HttpResponseParser::kMaxHeaderFields && !parser.hasFailed(); ++i)
        parser.feed(QByteArray("X-" + QByteArray::number(i) + ": v\r\n"), &body);
    ASSERT_TRUE(parser.hasFailed());
    EXPECT_TRUE(parser.error().contains(QStringLiteral("more than 100 header fields")))
        << parser.error().toStdString();
}

TEST(HttpResponseParser, FoldedValueIsJoinedWithASpace)
{
    HttpResponseParser parser;
    QByteArray body;
    parser.feed("HTTP/1.1 200 OK\r\nX-A: one\r\n\t two\r\nContent-Length: 0\r\n\r\n", &body);
    EXPECT_EQ(parser.header("x-a"), "one two");
}

TEST(HttpResponseParser, RefusesAnEndlessHeaderLine)
{
    HttpResponseParser parser;
    QByteArray body;
    parser.feed("HTTP/1.1 200 OK\r\nX-Endless: ", &body);
    const QByteArray filler(4096, 'a');
    for (int i = 0; i < 100 && !parser.hasFailed(); ++i)
        parser.feed(filler, &body);
    EXPECT_TRUE(parser.hasFailed());
}

TEST(HttpResponseParser, RefusesAnEndlessChunkSizeLine)
{
    HttpResponseParser parser;
    QByteArray body;
    parser.feed("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1;", &body);
    parser.feed(QByteArray(HttpResponseParser::kMaxChunkLineBytes, 'x'), &body);
    ASSERT_TRUE(parser.hasFailed());
    EXPECT_TRUE(parser.error().contains(QStringLiteral("chunk-size line")))
        << parser.error().toStdString();
}

TEST(HttpResponseParser, JoinsRepeatedHeadersAndQuotesControlBytes)
{
    HttpResponseParser parser;
    QByteArray body;
    parser.feed("HTTP/1.1 200 OK\r\nVary: a\r\nvary: b\r\nContent-Length: 0\r\n\r\n", &body);
    EXPECT_EQ(parser.header("VARY"), "a, b");

    HttpResponseParser hostile;
    hostile.feed(QByteArray("\x1b[2J\x07 hi\r\n"), &body);
    ASSERT_TRUE(hostile.hasFailed());
    EXPECT_FALSE(hostile.error().contains(QChar(0x1b)));
    EXPECT_TRUE(hostile.error().contains(QStringLiteral("\\x1b"))) << hostile.error().toStdString();
}

} // namespace responseparser_test
