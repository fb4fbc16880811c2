// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/displaytext.h>
#include <ui/log/framedetails.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;

namespace {

MessageRecord recordOf(const TrafficEvent &event)
{
    return MessageLogModel::makeRecord(event);
}

} // namespace

TEST(FrameDetails, RequestIsPrettyPrintedWithItsMethodAndId)
{
    const MessageRecord record = recordOf(UiTest::frame(
        Direction::Outgoing,
        R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo"}})"));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_TRUE(details.bodyIsJson);
    EXPECT_TRUE(details.body.contains(u"\n    \"method\": \"tools/call\",\n"_s))
        << qPrintable(details.body);
    EXPECT_TRUE(details.heading.contains(u"tools/call"_s));
    EXPECT_TRUE(details.heading.contains(u"id 7"_s));
    EXPECT_TRUE(details.errors.isEmpty());
    EXPECT_TRUE(details.notes.isEmpty()) << qPrintable(details.notes.join(u'|'));
}

TEST(FrameDetails, ErrorResponseIsDecodedIntoWords)
{
    const MessageRecord record = recordOf(UiTest::frame(
        Direction::Incoming,
        R"({"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Unknown tool: nope","data":{"tool":"nope"}}})"));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    ASSERT_EQ(details.errors.size(), 1);
    const DecodedError &error = details.errors.first();
    EXPECT_EQ(error.code, -32602);
    EXPECT_EQ(error.codeName, u"-32602 Invalid params"_s);
    EXPECT_EQ(error.message, u"Unknown tool: nope"_s);
    EXPECT_FALSE(error.meaning.isEmpty());
    EXPECT_FALSE(error.hint.isEmpty());
    EXPECT_EQ(error.data, u"{\n    \"tool\": \"nope\"\n}"_s);
}

TEST(FrameDetails, ToolErrorIsExplainedAsSuchNotAsAProtocolError)
{
    const MessageRecord record = recordOf(UiTest::frame(
        Direction::Incoming,
        R"({"jsonrpc":"2.0","id":4,"result":{"isError":true,"content":[{"type":"text","text":"no"}]}})"));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_TRUE(details.errors.isEmpty());
    EXPECT_TRUE(details.toolError.contains(u"isError: true"_s));
}

TEST(FrameDetails, NonJsonFrameIsShownAsReceivedWithTheReason)
{
    const MessageRecord record
        = recordOf(UiTest::frame(Direction::Incoming, "Server v1.2 starting up..."));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_FALSE(details.bodyIsJson);
    EXPECT_EQ(details.body, u"Server v1.2 starting up..."_s);
    ASSERT_FALSE(details.notes.isEmpty());
    EXPECT_TRUE(details.notes.first().startsWith(u"This frame is not valid JSON-RPC: not JSON"_s))
        << qPrintable(details.notes.first());
    EXPECT_EQ(details.errorPosition, 0); // 'S' is where JSON fails

    const MessageRecord truncated = recordOf(
        UiTest::frame(Direction::Incoming, R"({"jsonrpc":"2.0","id":3,"result":{"content":[})"));
    const FrameDetails cut = FrameDescriber::describe(truncated, DisplayText::kViewLimit);
    EXPECT_FALSE(cut.bodyIsJson);
    EXPECT_GT(cut.errorPosition, 40);
    EXPECT_LT(cut.errorPosition, cut.body.size());
}

TEST(FrameDetails, HugeFrameIsCutAndSaysHowMuchIsShown)
{
    QByteArray raw = R"({"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":")";
    raw += QByteArray(20 * 1024 * 1024, 'x');
    raw += R"("}]}})";
    const MessageRecord record = recordOf(UiTest::frame(Direction::Incoming, raw));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_TRUE(details.bodyIsJson);
    EXPECT_LE(details.body.size(), DisplayText::kViewLimit * 11 / 10);
    EXPECT_TRUE(details.notes.join(u' ').contains(u"Showing the first 1.0 MB of 20.0 MB"_s))
        << qPrintable(details.notes.join(u'|'));
    EXPECT_TRUE(details.facts.contains(u"20.0 MB"_s)) << qPrintable(details.facts.join(u'|'));
}

TEST(FrameDetails, StderrLineShowsItsText)
{
    const MessageRecord record = recordOf(UiTest::stderrLine("warning: cache is cold"));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_EQ(details.body, u"warning: cache is cold"_s);
    EXPECT_TRUE(details.heading.contains(u"stderr line"_s)) << qPrintable(details.heading);
}

TEST(FrameDetails, BatchShowsEveryMessageAndEveryError)
{
    const MessageRecord record = recordOf(UiTest::frame(
        Direction::Incoming,
        R"([{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"nope"}}])"));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_TRUE(details.body.startsWith(u"[\n"_s));
    ASSERT_EQ(details.errors.size(), 1);
    EXPECT_EQ(details.errors.first().codeName, u"-32601 Method not found"_s);
    EXPECT_TRUE(details.heading.contains(u"batch of 2"_s));
}
