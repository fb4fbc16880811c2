// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/transport/sseparser.h>

#include <gtest/gtest.h>
#include <limits>

namespace {

// Each parsed item rendered as one line, so a table row states the whole outcome.
std::string render(const SseParser::Item &item)
{
    switch (item.kind) {
    case SseParser::Item::Kind::Comment:
        return "comment:" + item.comment.toStdString();
    case SseParser::Item::Kind::Retry:
        return "retry:" + std::to_string(item.retryMs);
    case SseParser::Item::Kind::Event:
        break;
    }
    std::string data = item.data.toStdString();
    for (char &c : data)
        c = c == '\n' ? '|' : c;
    return "event:" + item.eventType.toStdString() + " id:" + item.id.toStdString()
           + (item.hasData ? " data:" + data : " nodata");
}

struct SseRow
{
    const char *name;
    std::vector<std::string> chunks;
    std::vector<std::string> items;
    const char *lastId;
};

class SseParserTable : public ::testing::TestWithParam<SseRow>
{};

TEST_P(SseParserTable, Parses)
{
    SseParser parser;
    std::vector<std::string> items;
    for (const std::string &chunk : GetParam().chunks) {
        for (const SseParser::Item &item :
             parser.feed(QByteArrayView(chunk.data(), qsizetype(chunk.size()))))
            items.push_back(render(item));
    }
    EXPECT_EQ(items, GetParam().items);
    EXPECT_EQ(parser.lastEventId().toStdString(), GetParam().lastId);
}

const SseRow rows[] = {
    {"single_event", {"data: {\"a\":1}\n\n"}, {"event:message id: data:{\"a\":1}"}, ""},
    {"multi_line_data", {"data: one\ndata: two\n\n"}, {"event:message id: data:one|two"}, ""},
    {"named_event",
     {"event: endpoint\ndata: /message?s=1\n\n"},
     {"event:endpoint id: data:/message?s=1"},
     ""},
    {"id_kept_across_events",
     {"id: 7\ndata: a\n\ndata: b\n\n"},
     {"event:message id:7 data:a", "event:message id:7 data:b"},
     "7"},
    {"priming_event_empty_data", {"id: p1\ndata:\n\n"}, {"event:message id:p1 data:"}, "p1"},
    {"id_only_event", {"id: x\n\n"}, {"event:message id:x nodata"}, "x"},
    {"comment_keepalive", {": ping\n\n"}, {"comment: ping"}, ""},
    {"retry_field",
     {"retry: 500\nid: 1\ndata:\n\n"},
     {"retry:500", "event:message id:1 data:"},
     "1"},
    {"retry_not_digits_ignored", {"retry: 5s\n\n"}, {}, ""},
    {"crlf_lines", {"data: a\r\n\r\n"}, {"event:message id: data:a"}, ""},
    {"cr_only_lines", {"data: a\r\r"}, {"event:message id: data:a"}, ""},
    {"crlf_split_across_chunks", {"data: a\r", "\n\r", "\n"}, {"event:message id: data:a"}, ""},
    {"split_inside_field", {"da", "ta: hel", "lo\n", "\n"}, {"event:message id: data:hello"}, ""},
    {"no_space_after_colon", {"data:x\n\n"}, {"event:message id: data:x"}, ""},
    {"two_spaces_keep_one", {"data:  x\n\n"}, {"event:message id: data: x"}, ""},
    {"field_without_colon", {"data\n\n"}, {"event:message id: data:"}, ""},
    {"unknown_field_ignored", {"foo: bar\ndata: y\n\n"}, {"event:message id: data:y"}, ""},
    {"bom_stripped",
     {"\xEF\xBB\xBF"
      "data: z\n\n"},
     {"event:message id: data:z"},
     ""},
    {"bom_split",
     {"\xEF",
      "\xBB\xBF"
      "data: z\n\n"},
     {"event:message id: data:z"},
     ""},
    {"blank_lines_alone_dispatch_nothing", {"\n\n\n"}, {}, ""},
    {"event_type_reset_after_dispatch",
     {"event: a\ndata: 1\n\ndata: 2\n\n"},
     {"event:a id: data:1", "event:message id: data:2"},
     ""},
    {"id_with_nul_ignored",
     {std::string("id: a\0b\ndata: q\n\n", 17)},
     {"event:message id: data:q"},
     ""},
};
INSTANTIATE_TEST_SUITE_P(Rows, SseParserTable, ::testing::ValuesIn(rows), [](const auto &info) {
    return std::string(info.param.name);
});

TEST(SseParser, IncompleteEventAtEndIsReported)
{
    SseParser parser;
    EXPECT_TRUE(parser.feed("data: half").isEmpty());
    EXPECT_TRUE(parser.finish());
    EXPECT_FALSE(parser.finish());
}

TEST(SseParser, ByteByByteEqualsWhole)
{
    const QByteArray stream(
        "retry: 1000\r\nid: 42\r\nevent: message\r\ndata: {\"jsonrpc\":\"2.0\"}\r\n\r\n: keep\r\n");
    SseParser whole;
    const auto expected = whole.feed(stream);
    SseParser bytes;
    QList<SseParser::Item> got;
    for (char c : stream)
        got << bytes.feed(QByteArrayView(&c, 1));
    ASSERT_EQ(got.size(), expected.size());
    for (qsizetype i = 0; i < got.size(); ++i)
        EXPECT_EQ(render(got.at(i)), render(expected.at(i)));
    EXPECT_EQ(bytes.lastEventId(), QByteArray("42"));
}

TEST(SseParser, EventWithoutEndStopsAtTheLimitAndKeepsMemoryBounded)
{
    SseParser parser(1024);
    const QList<SseParser::Item> first = parser.feed("data: before\n\n");
    ASSERT_EQ(first.size(), 1); // what came before the flood is delivered
    const QByteArray line = "data: " + QByteArray(100, 'x') + "\n"; // never a blank line
    int fed = 0;
    while (parser.error().isEmpty() && fed < 1000) {
        EXPECT_TRUE(parser.feed(line).isEmpty());
        ASSERT_LE(parser.bufferedSize(), 1024 + 1024);
        ++fed;
    }
    EXPECT_EQ(parser.error(),
              QStringLiteral("SSE event larger than the 1 KiB limit (--max-message-size): stream "
                             "closed"));
    EXPECT_LE(fed, 11);
    EXPECT_EQ(parser.bufferedSize(), 0);
    EXPECT_TRUE(parser.feed("\n\ndata: after\n\n").isEmpty()); // stopped for good
}

TEST(SseParser, LineWithoutEndStopsAtTheLimit)
{
    SseParser parser(1024);
    const QByteArray chunk(500, 'y');
    int fed = 0;
    while (parser.error().isEmpty() && fed < 1000) {
        parser.feed(chunk);
        ASSERT_LE(parser.bufferedSize(), 1024 + 1024);
        ++fed;
    }
    EXPECT_EQ(parser.error(),
              QStringLiteral("SSE line larger than the 1 KiB limit (--max-message-size): stream "
                             "closed"));
}

TEST(SseParser, OverlongIdOrEventNameIsRefused)
{
    SseParser ids;
    ids.feed(QByteArray("id: " + QByteArray(2000, 'i') + "\n"));
    EXPECT_TRUE(ids.error().startsWith(QStringLiteral("SSE \"id\" field longer than 1024 bytes")))
        << ids.error().toStdString();
    EXPECT_TRUE(ids.lastEventId().isEmpty()); // never sent back as Last-Event-ID
    SseParser names;
    names.feed(QByteArray("event: " + QByteArray(2000, 'e') + "\n"));
    EXPECT_TRUE(names.error().startsWith(QStringLiteral("SSE \"event\" field longer")));
}

TEST(SseParser, RetryBeyondIntIsTheLongestWaitNotZero)
{
    SseParser parser;
    const QList<SseParser::Item> items = parser.feed("retry: 99999999999999\n");
    ASSERT_EQ(items.size(), 1);
    EXPECT_EQ(items.first().retryMs, std::numeric_limits<int>::max());
}

} // namespace
