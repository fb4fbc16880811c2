// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// HttpRequestParser as a table: every row is also fed split in two at every byte, and one
// byte at a time, and must end the same way, since TCP may cut a request anywhere.
#include "serverharness.h"

#include <gtest/gtest.h>
#include <httprequestparser.h>

using namespace Qt::StringLiterals;

namespace {

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

struct ParserRow : NamedRow<ParserRow>
{
    QByteArray input;
    int status; // Complete, Waiting, or the error status
    QByteArray method = {};
    QByteArray path = {};
    QByteArray body = {};
};

struct Outcome
{
    int status;
    QByteArray method;
    QByteArray path;
    QByteArray body;
};

Outcome outcomeOf(const HttpRequestParser &parser)
{
    switch (parser.state()) {
    case HttpRequestParser::State::Complete:
        return {Complete, parser.request().method, parser.request().path, parser.request().body};
    case HttpRequestParser::State::Failed:
        return {parser.errorStatus(), {}, {}, {}};
    default:
        return {Waiting, {}, {}, {}};
    }
}

void expectOutcome(const Outcome &outcome, const ParserRow &row, const std::string &how)
{
    EXPECT_EQ(outcome.status, row.status) << how;
    if (row.status != Complete)
        return;
    EXPECT_EQ(outcome.method, row.method) << how;
    EXPECT_EQ(outcome.path, row.path) << how;
    EXPECT_EQ(outcome.body, row.body) << how;
}

class HttpRequestParsing : public ::testing::TestWithParam<ParserRow>
{};

TEST_P(HttpRequestParsing, InOneRead)
{
    HttpRequestParser parser(smallLimits());
    parser.feed(GetParam().input);
    expectOutcome(outcomeOf(parser), GetParam(), "one read");
    if (parser.state() == HttpRequestParser::State::Failed) {
        EXPECT_FALSE(parser.errorText().isEmpty());
    }
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
        ParserRow{"tls_handshake_on_plain_port", QByteArray("\x16\x03\x01\x02\x00\x01", 6), 400},
        ParserRow{"request_line_without_version", "GET /mcp\r\nHost: h\r\n\r\n", 400},
        ParserRow{"request_line_with_double_space", "GET  /mcp HTTP/1.1\r\n\r\n", 400},
        ParserRow{"malformed_version", "GET /mcp HTTX/1.1\r\nHost: h\r\n\r\n", 400},
        ParserRow{"http2_version", "GET /mcp HTTP/2.0\r\nHost: h\r\n\r\n", 505},
        ParserRow{"target_is_not_a_path", "GET mcp HTTP/1.1\r\nHost: h\r\n\r\n", 400},
        ParserRow{"request_line_too_long", "GET /" + QByteArray(100, 'a') + " HTTP/1.1\r\n", 414},
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
                  431},
        ParserRow{"post_without_length", PostHead + "\r\n{}", 411},
        ParserRow{"content_length_not_a_number", PostHead + "Content-Length: 1x\r\n\r\n{}", 400},
        ParserRow{"content_length_negative", PostHead + "Content-Length: -1\r\n\r\n", 400},
        ParserRow{"conflicting_content_lengths",
                  PostHead + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
                  400},
        ParserRow{"content_length_over_limit", PostHead + "Content-Length: 33\r\n\r\n", 413},
        ParserRow{"content_length_overflows",
                  PostHead + "Content-Length: 99999999999999999999999\r\n\r\n",
                  413},
        ParserRow{"length_and_chunked",
                  PostHead + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n",
                  400},
        ParserRow{"unsupported_transfer_coding", PostHead + "Transfer-Encoding: gzip\r\n\r\n", 501},
        ParserRow{
            "chunked_in_http10", "POST /mcp HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400},
        ParserRow{"invalid_chunk_size", PostHead + "Transfer-Encoding: chunked\r\n\r\nzz\r\n", 400},
        ParserRow{"chunk_longer_than_its_size",
                  PostHead + "Transfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
                  400},
        ParserRow{
            "chunked_body_over_limit", PostHead + "Transfer-Encoding: chunked\r\n\r\n21\r\n", 413}),
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

} // namespace
