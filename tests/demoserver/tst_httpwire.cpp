// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The pure pieces of the HTTP transport: Accept matching, the Origin and Host policy, the
// response bytes and SSE event framing.
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/transport/sseparser.h>

#include <gtest/gtest.h>
#include <httpresponse.h>
#include <originpolicy.h>
#include <ssestream.h>

using namespace Qt::StringLiterals;

namespace {

struct AcceptRow : NamedRow<AcceptRow>
{
    QByteArray accept;
    bool json;
    bool eventStream;
};

class AcceptHeader : public ::testing::TestWithParam<AcceptRow>
{};

TEST_P(AcceptHeader, NamesTheTypesLiterally)
{
    HttpRequest request;
    if (!GetParam().accept.isNull())
        request.headers.append({"accept", GetParam().accept});
    EXPECT_EQ(request.accepts("application/json"), GetParam().json);
    EXPECT_EQ(request.accepts("text/event-stream"), GetParam().eventStream);
}

INSTANTIATE_TEST_SUITE_P(
    Http,
    AcceptHeader,
    ::testing::Values(
        AcceptRow{"both", "application/json, text/event-stream", true, true},
        AcceptRow{"both_without_space", "text/event-stream,application/json", true, true},
        AcceptRow{"case_and_parameters",
                  "Application/JSON;q=0.9, text/event-stream; charset=utf-8",
                  true,
                  true},
        AcceptRow{"json_only", "application/json", true, false},
        AcceptRow{"q_zero_refuses", "application/json;q=0, text/event-stream", false, true},
        AcceptRow{"wildcard_is_not_enough", "*/*", false, false},
        AcceptRow{"type_wildcard_is_not_enough", "application/*, text/*", false, false},
        AcceptRow{"absent", QByteArray(), false, false}),
    [](const auto &info) { return std::string(info.param.name); });

struct OriginRow : NamedRow<OriginRow>
{
    QByteArray value;
    bool allowedAsOrigin;
    bool allowedAsHost;
};

class LoopbackPolicy : public ::testing::TestWithParam<OriginRow>
{};

TEST_P(LoopbackPolicy, AllowsOnlyThisMachine)
{
    EXPECT_EQ(OriginPolicy::isAllowedOrigin(GetParam().value), GetParam().allowedAsOrigin);
    EXPECT_EQ(OriginPolicy::isAllowedHost(GetParam().value), GetParam().allowedAsHost);
}

INSTANTIATE_TEST_SUITE_P(
    Http,
    LoopbackPolicy,
    ::testing::Values(OriginRow{"no_origin_header", "", true, false},
                      OriginRow{"http_loopback_origin", "http://127.0.0.1:5173", true, false},
                      OriginRow{"localhost_origin", "http://LOCALHOST:3000", true, false},
                      OriginRow{"ipv6_loopback_origin", "https://[::1]:8443", true, false},
                      OriginRow{"websocket_origin", "ws://localhost", true, false},
                      OriginRow{"foreign_origin", "https://evil.example", false, false},
                      OriginRow{"lookalike_origin", "http://127.0.0.1.evil.example", false, false},
                      OriginRow{"origin_with_bad_port", "http://localhost:80x", false, false},
                      OriginRow{"null_origin", "null", false, false},
                      OriginRow{"loopback_host", "127.0.0.1:8080", false, true},
                      OriginRow{"localhost_host", "localhost", false, true},
                      OriginRow{"ipv6_host", "[::1]:9", false, true},
                      OriginRow{"rebound_host", "attacker.example:8080", false, false}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(HttpResponse, HeadHasStatusLineHeadersAndEmptyLine)
{
    EXPECT_EQ(HttpResponse::head(404, {{"Content-Length", "0"}, {"Connection", "close"}}),
              "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    EXPECT_EQ(HttpResponse::head(202, {}), "HTTP/1.1 202 Accepted\r\n\r\n");
}

TEST(HttpResponse, ChunksAreHexSizedAndNeverEmpty)
{
    EXPECT_EQ(HttpResponse::chunk(QByteArray(26, 'x')), "1a\r\n" + QByteArray(26, 'x') + "\r\n");
    EXPECT_TRUE(HttpResponse::chunk({}).isEmpty()); // "0\r\n" would end the body
    EXPECT_EQ(HttpResponse::lastChunk(), "0\r\n\r\n");
}

TEST(HttpResponse, ErrorBodyIsAJsonRpcErrorWithIdNull)
{
    const JsonRpcMessage message
        = JsonRpc::decode(HttpResponse::jsonRpcErrorBody(-32001, u"Not Found: gone"_s))
              .messages.value(0);
    EXPECT_EQ(message.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_TRUE(message.id().isNull());
    EXPECT_EQ(message.error().code, -32001);
    EXPECT_EQ(message.error().message, u"Not Found: gone"_s);
    EXPECT_TRUE(message.error().data.isUndefined());
}

TEST(SseEvents, RoundTripThroughTheClientParser)
{
    SseParser parser;
    const QList<SseParser::Item> items = parser.feed(
        QByteArray(SseStream::formatEvent("3-0", {}) + SseStream::formatEvent("3-1", "{\"a\":1}")
                   + SseStream::formatEvent("3-2", "line one\nline two\r\nline three")));
    ASSERT_EQ(items.size(), 3);
    EXPECT_EQ(items.at(0).id, "3-0");
    EXPECT_TRUE(items.at(0).data.isEmpty()); // the priming event
    EXPECT_EQ(items.at(1).data, "{\"a\":1}");
    EXPECT_EQ(items.at(2).data, "line one\nline two\nline three");
    EXPECT_EQ(parser.lastEventId(), "3-2");
}

TEST(SseEvents, EventIdsNameStreamAndEvent)
{
    EXPECT_EQ(SseStream::eventId(4, 17), "4-17");
    EXPECT_EQ(SseStream::parseEventId("4-17"), std::make_pair(4, 17));
    for (const char *bad : {"", "4", "-17", "4-", "a-1", "4-1x", "4--1", "1234567890-1"})
        EXPECT_FALSE(SseStream::parseEventId(bad).has_value()) << bad;
}

} // namespace
