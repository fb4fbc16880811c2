// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/mcp/inboundqueue.h>

#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// InboundQueue: large frames are decoded on a worker, and nothing overtakes them.
namespace inboundqueue_test {

QByteArray largeFrame(int id)
{
    QByteArray text(InboundQueue::kOffThreadBytes, 'x');
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"result":{"text":")" + text
           + R"("}})";
}

QByteArray smallFrame(int id)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"result":{}})";
}

TEST(InboundQueue, SmallFramesAreDeliveredAtOnceWhenNothingWaits)
{
    InboundQueue queue;
    QStringList seen;
    queue.frame(smallFrame(1), [&seen](const JsonRpc::DecodeResult &decoded) {
        seen << decoded.messages.first().id().displayText();
    });
    queue.step([&seen] { seen << u"step"_s; });
    EXPECT_EQ(seen, (QStringList{u"1"_s, u"step"_s}));
    EXPECT_FALSE(queue.isBusy());
}

TEST(InboundQueue, NothingOvertakesALargeFrameBeingDecoded)
{
    InboundQueue queue;
    QStringList seen;
    const auto record = [&seen](const JsonRpc::DecodeResult &decoded) {
        seen << decoded.messages.first().id().displayText()
                    + (decoded.isValid() ? QString() : u" invalid"_s);
    };
    queue.frame(largeFrame(1), record);
    queue.frame(smallFrame(2), record);
    queue.step([&seen] { seen << u"closed"_s; });
    queue.frame(largeFrame(3), record);
    queue.frame("not json", [&seen](const JsonRpc::DecodeResult &decoded) {
        seen << (decoded.isValid() ? u"?"_s : u"not json"_s);
    });
    // Whether the decodes finished already (a delivery may happen right here) or later, on the
    // event loop, the order is the order of arrival.
    ASSERT_TRUE(QTest::qWaitFor([&queue] { return !queue.isBusy(); }, 20000));
    EXPECT_EQ(seen, (QStringList{u"1"_s, u"2"_s, u"closed"_s, u"3"_s, u"not json"_s}));
}

TEST(InboundQueue, AFrameArrivingWhileOneIsDeliveredWaitsForIt)
{
    InboundQueue queue;
    QStringList seen;
    std::function<void(const JsonRpc::DecodeResult &)> record;
    record = [&](const JsonRpc::DecodeResult &decoded) {
        const QString id = decoded.messages.first().id().displayText();
        seen << u"begin "_s + id;
        if (id == u"1"_s) // a handler that makes the transport deliver another frame
            queue.frame(smallFrame(9), record);
        seen << u"end "_s + id;
    };
    queue.frame(largeFrame(1), record);
    ASSERT_TRUE(QTest::qWaitFor([&queue] { return !queue.isBusy(); }, 20000));
    EXPECT_EQ(seen, (QStringList{u"begin 1"_s, u"end 1"_s, u"begin 9"_s, u"end 9"_s}));
}

TEST(InboundQueue, DestroyedWhileDecodingDeliversNothing)
{
    bool delivered = false;
    {
        InboundQueue queue;
        queue.frame(largeFrame(1),
                    [&delivered](const JsonRpc::DecodeResult &) { delivered = true; });
    }
    QTest::qWait(0); // a turn of the event loop for anything queued
    EXPECT_FALSE(delivered);
}

} // namespace inboundqueue_test
