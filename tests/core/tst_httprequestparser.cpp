// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// HttpRequestParser, the one request reader of the demo server, the OAuth loopback receiver and
// the test servers, as a table: every row is also fed split in two at every byte, and one byte
// at a time, and must end the same way, since TCP may cut a request anywhere.
#include "support/qtprinters.h"

#include <core/transport/httprequestparser.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// Named, not anonymous: the test files share unity translation units.
namespace requestparser_test {

constexpr int Waiting = -1; // the request is not complete yet and nothing is wrong so far
constexpr int Complete = 0;

HttpRequestParser::Limits smallLimits()
{
    HttpRequestParser::Limits limits;
    limits.maxRequestLine = 64;
    limits.maxHeaderBytes = 256;
    limits.maxBodyBytes = 32;
    return limits;
}

struct ParserRow
{
    const char *name;
    QByteArray input;
    int status; // Complete, Waiting, or the error status
    QByteArray method = {};
    QByteArray path = {};
    QByteArray body = {};
    const char *error = ""; // for a failure: what the error text must say

    friend void PrintTo(const ParserRow &row, std::ostream *os) { *os << row.name; }
};

struct Outcome
{
    int status;
    QByteArray method;
    QByteArray path;
    QByteArray body;
    QString error;
};

Outcome outcomeOf(const HttpRequestParser &parser)
{
    switch (parser.state()) {
    case HttpRequestParser::State::Complete:
        return {Complete,
                parser.request().method,
                parser.request().path,
                parser.request().body,
                parser.errorText()};
    case HttpRequestParser::State::Failed:
        return {parser.errorStatus(), {}, {}, {}, parser.errorText()};
    default:
        return {Waiting, {}, {}, {}, parser.errorText()};
    }
}

void expectOutcome(const Outcome &outcome, const ParserRow &row, const std::string &how)
{
    EXPECT_EQ(outcome.status, row.status) << how;
    if (row.status != Complete) {
        EXPECT_TRUE(outcome.error.contains(QString::fromUtf8(row.error))) << how;
        EXPECT_EQ(outcome.error.isEmpty(), row.status == Waiting) << how;
        return;
    }
    EXPECT_EQ(outcome.method, row.method) << how;
    EXPECT_EQ(outcome.path, row.path) << how;
    EXPECT_EQ(outcome.body, row.body) << how;
    EXPECT_TRUE(outcome.error.isEmpty()) << how;
}

class HttpRequestParsing : public ::testing::TestWithParam<ParserRow>
{};

TEST_P(HttpRequestParsing, InOneRead)
{
    HttpRequestParser parser(smallLimits());
    parser.feed(GetParam().input);
    expectOutcome(outcomeOf(parser), GetParam(), "one read");
}

TEST_P(HttpRequestParsing, SplitInTwoAtEveryByte)
{
    const QByteArray &input = GetParam().input;
    for (qsizetype split = 0; split <= input.size(); ++split) {
        HttpRequestParser parser(smallLimits());
        parser.feed(QByteArrayView(input).first(split));
        parser.feed(QByteArrayView(input).sliced(split));
        expectOutcome(outcomeOf(parser), GetParam(), "split at " + std::to_string(split));
    }
}

TEST_P(HttpRequestParsing, OneByteAtATime)
{
    HttpRequestParser parser(smallLimits());
    for (char byte : GetParam().input)
        parser.feed(QByteArrayView(&byte, 1));
    expectOutcome(outcomeOf(parser), GetParam(), "byte by byte");
}

const QByteArray Get = "GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n";
const QByteArray PostHead = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:1\r\n";

INSTANTIATE_TEST_SUITE_P(
    Http,
    HttpRequestParsing,
    ::testing::Values(
        ParserRow{"get", Get, Complete, "GET", "/mcp"},
        ParserRow{"post_with_content_length",
                  PostHead + "Content-Length: 7\r\n\r\n{\"a\":1}",
                  Complete,
                  "POST",
                  "/mcp",
                  "{\"a\":1}"},
        ParserRow{"bare_lf_line_ends",
                  "POST /mcp HTTP/1.1\nHost: h\nContent-Length: 2\n\n{}",
                  Complete,
                  "POST",
                  "/mcp",
                  "{}"},
        ParserRow{"empty_lines_before_request", "\r\n\r\n" + Get, Complete, "GET", "/mcp"},
        ParserRow{"query_is_not_path",
                  "GET /mcp?a=1 HTTP/1.1\r\nHost: h\r\n\r\n",
                  Complete,
                  "GET",
                  "/mcp"},
        ParserRow{"absolute_form_target",
                  "GET http://127.0.0.1:9/mcp?x HTTP/1.1\r\nHost: h\r\n\r\n",
                  Complete,
                  "GET",
                  "/mcp"},
        ParserRow{
            "http10_needs_no_host", "DELETE /mcp HTTP/1.0\r\n\r\n", Complete, "DELETE", "/mcp"},
        ParserRow{"agreeing_content_lengths",
                  PostHead + "Content-Length: 2, 2\r\n\r\n{}",
                  Complete,
                  "POST",
                  "/mcp",
                  "{}"},
        ParserRow{"chunked_with_extension_and_trailer",
                  PostHead
                      + "Transfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4;ext=1\r\n\":1}\r\n0\r\n"
                        "X-Trailer: y\r\n\r\n",
                  Complete,
                  "POST",
                  "/mcp",
                  "{\"a\":1}"},
        ParserRow{"pipelined_bytes_are_ignored",
                  Get + "GET /other HTTP/1.1\r\n",
                  Complete,
                  "GET",
                  "/mcp"},
        ParserRow{"headers_not_finished", "GET /mcp HTTP/1.1\r\nHost: h\r\n", Waiting},
        ParserRow{"body_not_finished", PostHead + "Content-Length: 10\r\n\r\n{}", Waiting},
        ParserRow{"tls_handshake_on_plain_port",
                  QByteArray("\x16\x03\x01\x02\x00\x01", 6),
                  400,
                  {},
                  {},
                  {},
                  "not an HTTP request: it starts with \"\\x16\""},
        ParserRow{"request_line_without_version",
                  "GET /mcp\r\nHost: h\r\n\r\n",
                  400,
                  {},
                  {},
                  {},
                  "a malformed request line: \"GET /mcp\""},
        ParserRow{"request_line_with_double_space", "GET  /mcp HTTP/1.1\r\n\r\n", 400},
        ParserRow{"malformed_version", "GET /mcp HTTX/1.1\r\nHost: h\r\n\r\n", 400},
        ParserRow{"http2_version", "GET /mcp HTTP/2.0\r\nHost: h\r\n\r\n", 505},
        ParserRow{"target_is_not_a_path", "GET mcp HTTP/1.1\r\nHost: h\r\n\r\n", 400},
        ParserRow{"request_line_too_long",
                  "GET /" + QByteArray(100, 'a') + " HTTP/1.1\r\n",
                  414,
                  {},
                  {},
                  {},
                  "the request line is longer than the 64 bytes limit"},
        ParserRow{"request_line_too_long_without_newline", "GET /" + QByteArray(100, 'a'), 414},
        ParserRow{"header_without_colon", "GET /mcp HTTP/1.1\r\nHost h\r\n\r\n", 400},
        ParserRow{"space_before_colon", "GET /mcp HTTP/1.1\r\nHost : h\r\n\r\n", 400},
        ParserRow{"folded_header", "GET /mcp HTTP/1.1\r\nHost: h\r\nX: a\r\n b\r\n\r\n", 400},
        ParserRow{"control_character_in_value", "GET /mcp HTTP/1.1\r\nHost: h\x01\r\n\r\n", 400},
        ParserRow{"bare_cr", "GET /mcp HTTP/1.1\rHost: h\r\n\r\n", 400},
        ParserRow{"http11_without_host", "GET /mcp HTTP/1.1\r\n\r\n", 400},
        ParserRow{"two_hosts", "GET /mcp HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400},
        ParserRow{"header_section_too_large",
                  "GET /mcp HTTP/1.1\r\nHost: h\r\nX: " + QByteArray(300, 'x') + "\r\n\r\n",
                  431,
                  {},
                  {},
                  {},
                  "the header section is larger than the 256 bytes limit"},
        ParserRow{"header_section_too_large_in_many_lines",
                  "GET /mcp HTTP/1.1\r\nHost: h\r\n" + QByteArray("X: 0123456789\r\n").repeated(20)
                      + "\r\n",
                  431},
        ParserRow{"post_without_length", PostHead + "\r\n{}", 411},
        ParserRow{"content_length_not_a_number", PostHead + "Content-Length: 1x\r\n\r\n{}", 400},
        ParserRow{"content_length_negative", PostHead + "Content-Length: -1\r\n\r\n", 400},
        ParserRow{"conflicting_content_lengths",
                  PostHead + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
                  400},
        ParserRow{"content_length_over_limit",
                  PostHead + "Content-Length: 33\r\n\r\n",
                  413,
                  {},
                  {},
                  {},
                  "the body of 33 bytes is larger than the 32 bytes limit"},
        ParserRow{"content_length_overflows",
                  PostHead + "Content-Length: 99999999999999999999999\r\n\r\n",
                  400,
                  {},
                  {},
                  {},
                  "an invalid Content-Length: \"99999999999999999999999\""},
        ParserRow{"length_and_chunked",
                  PostHead + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n",
                  400},
        ParserRow{"unsupported_transfer_coding", PostHead + "Transfer-Encoding: gzip\r\n\r\n", 501},
        ParserRow{
            "chunked_in_http10", "POST /mcp HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400},
        ParserRow{"invalid_chunk_size",
                  PostHead + "Transfer-Encoding: chunked\r\n\r\nzz\r\n",
                  400,
                  {},
                  {},
                  {},
                  "an invalid chunk size: \"zz\""},
        ParserRow{
            "negative_chunk_size", PostHead + "Transfer-Encoding: chunked\r\n\r\n-1\r\n", 400},
        ParserRow{"chunk_size_with_too_many_digits",
                  PostHead + "Transfer-Encoding: chunked\r\n\r\n" + QByteArray(16, '0') + "1\r\n",
                  400},
        ParserRow{"chunk_longer_than_its_size",
                  PostHead + "Transfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
                  400},
        ParserRow{
            "chunked_body_over_limit", PostHead + "Transfer-Encoding: chunked\r\n\r\n21\r\n", 413},
        ParserRow{"chunks_together_over_limit",
                  PostHead + "Transfer-Encoding: chunked\r\n\r\n10\r\n" + QByteArray(16, 'a')
                      + "\r\n11\r\n",
                  413,
                  {},
                  {},
                  {},
                  "the chunked body is larger than the 32 bytes limit"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(HttpRequestParser, KeepsHeaderNamesInLowerCaseAndTrimsValues)
{
    HttpRequestParser parser;
    parser.feed("GET /mcp HTTP/1.1\r\nHOST: h\r\nMcp-Session-Id: \t abc \r\nAccept: a\r\n"
                "accept: b\r\n\r\n");
    ASSERT_EQ(parser.state(), HttpRequestParser::State::Complete);
    EXPECT_EQ(parser.request().header("mcp-session-id"), "abc");
    EXPECT_EQ(parser.request().header("accept"), "a, b");
    EXPECT_EQ(parser.request().headerCount("host"), 1);
    EXPECT_FALSE(parser.request().hasHeader("origin"));
}

TEST(HttpRequestParser, ReportsHeadersBeforeTheBodyArrives)
{
    // The connection answers Expect: 100-continue at this point.
    HttpRequestParser parser;
    parser.feed(
        "POST /mcp HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n");
    EXPECT_TRUE(parser.hasHeaders());
    EXPECT_EQ(parser.state(), HttpRequestParser::State::Body);
    parser.feed("{}");
    EXPECT_EQ(parser.state(), HttpRequestParser::State::Complete);
}

TEST(HttpRequestParser, IgnoresInputAfterTheRequest)
{
    HttpRequestParser parser;
    parser.feed(Get);
    parser.feed("garbage that would fail a new request\r\n\r\n");
    EXPECT_EQ(parser.state(), HttpRequestParser::State::Complete);
    EXPECT_EQ(parser.request().path, "/mcp");
}

TEST(HttpRequestParser, StaysFailedOnceFailed)
{
    HttpRequestParser parser;
    parser.feed("GET /mcp HTTP/9.9\r\n");
    ASSERT_EQ(parser.state(), HttpRequestParser::State::Failed);
    parser.feed(Get);
    EXPECT_EQ(parser.state(), HttpRequestParser::State::Failed);
    EXPECT_EQ(parser.errorStatus(), 505);
}

// Several requests on one connection (keep-alive, pipelining): next() reads each one from the
// bytes that came after the one before, however the bytes were cut.
struct PipelineRow
{
    const char *name;
    QByteArray input;
    QList<QByteArray> requests; // "METHOD path body" of each complete request, in order
    int status;                 // then: Waiting, or the error status of the next one

    friend void PrintTo(const PipelineRow &row, std::ostream *os) { *os << row.name; }
};

struct Pipeline
{
    HttpRequestParser parser{smallLimits()};
    QList<QByteArray> requests;

    void feed(QByteArrayView bytes)
    {
        parser.feed(bytes);
        while (parser.state() == HttpRequestParser::State::Complete) {
            const HttpRequest &request = parser.request();
            requests << request.method + ' ' + request.path + ' ' + request.body;
            parser.next();
        }
    }
    int status() const
    {
        return parser.state() == HttpRequestParser::State::Failed ? parser.errorStatus() : Waiting;
    }
};

class HttpRequestPipelining : public ::testing::TestWithParam<PipelineRow>
{};

TEST_P(HttpRequestPipelining, InOneRead)
{
    Pipeline pipeline;
    pipeline.feed(GetParam().input);
    EXPECT_EQ(pipeline.requests, GetParam().requests);
    EXPECT_EQ(pipeline.status(), GetParam().status);
}

TEST_P(HttpRequestPipelining, SplitInTwoAtEveryByte)
{
    const QByteArray &input = GetParam().input;
    for (qsizetype split = 0; split <= input.size(); ++split) {
        Pipeline pipeline;
        pipeline.feed(QByteArrayView(input).first(split));
        pipeline.feed(QByteArrayView(input).sliced(split));
        EXPECT_EQ(pipeline.requests, GetParam().requests) << "split at " << split;
        EXPECT_EQ(pipeline.status(), GetParam().status) << "split at " << split;
    }
}

TEST_P(HttpRequestPipelining, OneByteAtATime)
{
    Pipeline pipeline;
    for (char byte : GetParam().input)
        pipeline.feed(QByteArrayView(&byte, 1));
    EXPECT_EQ(pipeline.requests, GetParam().requests);
    EXPECT_EQ(pipeline.status(), GetParam().status);
}

const QByteArray Other = "GET /other HTTP/1.1\r\nHost: h\r\n\r\n";

INSTANTIATE_TEST_SUITE_P(
    Http,
    HttpRequestPipelining,
    ::testing::Values(
        PipelineRow{"two_gets", Get + Other, {"GET /mcp ", "GET /other "}, Waiting},
        PipelineRow{"post_then_get",
                    PostHead + "Content-Length: 2\r\n\r\n{}" + Other,
                    {"POST /mcp {}", "GET /other "},
                    Waiting},
        PipelineRow{"chunked_then_get",
                    PostHead + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n" + Other,
                    {"POST /mcp {}", "GET /other "},
                    Waiting},
        PipelineRow{
            "empty_line_between", Get + "\r\n" + Other, {"GET /mcp ", "GET /other "}, Waiting},
        PipelineRow{
            "second_one_unfinished", Get + "GET /other HTTP/1.1\r\nHo", {"GET /mcp "}, Waiting},
        PipelineRow{"second_one_malformed", Get + "GET /other\r\n\r\n", {"GET /mcp "}, 400},
        PipelineRow{"second_one_too_large",
                    Get + "POST /mcp HTTP/1.1\r\nHost: h\r\nContent-Length: 99\r\n\r\n",
                    {"GET /mcp "},
                    413}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(HttpRequestParser, NextStartsAFreshRequestForKeepAlive)
{
    HttpRequestParser parser;
    parser.feed(
        "POST /mcp HTTP/1.1\r\nHost: h\r\nMcp-Session-Id: s\r\nContent-Length: 2\r\n\r\n{}");
    ASSERT_EQ(parser.state(), HttpRequestParser::State::Complete);
    EXPECT_EQ(parser.next(), HttpRequestParser::State::RequestLine);
    EXPECT_FALSE(parser.hasHeaders());
    parser.feed(Other);
    ASSERT_EQ(parser.state(), HttpRequestParser::State::Complete);
    EXPECT_EQ(parser.request().path, "/other");
    EXPECT_FALSE(parser.request().hasHeader("mcp-session-id")); // nothing left from the first
    EXPECT_TRUE(parser.request().body.isEmpty());
}

TEST(HttpRequestParser, NextDoesNothingBeforeTheRequestIsComplete)
{
    HttpRequestParser parser;
    parser.feed("GET /mcp HTTP/1.1\r\n");
    EXPECT_EQ(parser.next(), HttpRequestParser::State::Headers);
    parser.feed("Host: h\r\n\r\n");
    ASSERT_EQ(parser.state(), HttpRequestParser::State::Complete);
    EXPECT_EQ(parser.request().path, "/mcp");

    HttpRequestParser failed;
    failed.feed("GET /mcp HTTP/2.0\r\n");
    EXPECT_EQ(failed.next(), HttpRequestParser::State::Failed);
}

TEST(HttpRequestParser, KeepsTheQueryOfTheTarget)
{
    HttpRequestParser parser;
    parser.feed("GET /callback?code=a%20b&state=s HTTP/1.1\r\nHost: h\r\n\r\n");
    ASSERT_EQ(parser.state(), HttpRequestParser::State::Complete);
    EXPECT_EQ(parser.request().path, "/callback");
    EXPECT_EQ(parser.request().query(), "code=a%20b&state=s");
    parser.next();
    parser.feed(Get);
    EXPECT_TRUE(parser.request().query().isEmpty());
}

TEST(HttpRequestParser, DefaultLimitsAreTheTransportLimits)
{
    const QByteArray line = "GET /" + QByteArray(TransportLimits::kMaxRequestLineBytes, 'a');
    HttpRequestParser parser;
    parser.feed(line);
    EXPECT_EQ(parser.errorStatus(), 414);
    EXPECT_EQ(parser.errorText(), u"the request line is longer than the 8 KiB limit"_s);
}

} // namespace requestparser_test
