// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MRTR rounds in the message log: each retry says which id it continues, the connection's
// analysis names the frame of that round, and the log links every request and response of one
// call's rounds into one conversation, never mixing two calls in flight at the same time; the
// link survives a session file.
#include "modernharness.h"
#include "recordedframes.h"
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/session/sessionloader.h>
#include <core/session/sessionwriter.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using namespace MrtrTest;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

// Rows of outgoing tools/call requests for `tool`, in order.
QList<int> callRows(const MessageLogModel &model, const QString &tool)
{
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        const MessageRecord &record = model.record(row);
        if (record.direction == Direction::Outgoing && record.messageKind == Kind::Request
            && record.method == u"tools/call"_s && record.summary == tool)
            rows << row;
    }
    return rows;
}

class MrtrConversation : public ::testing::Test
{
protected:
    void SetUp() override
    {
        answerInTwoRounds(h);
        h.autoAccept = false; // both calls wait on their cards, so their rounds interleave
        ASSERT_TRUE(h.connectAndWait());
        first = h.call(u"first"_s);
        ASSERT_TRUE(QTest::qWaitFor([this] { return h.elicitations.size() == 1; }, 5000));
        second = h.call(u"second"_s);
        ASSERT_TRUE(QTest::qWaitFor([this] { return h.elicitations.size() == 2; }, 5000));
        // Answer alternately until both are done: first, second, first, second.
        for (int answered = 0; answered < 4; ++answered) {
            ASSERT_TRUE(QTest::qWaitFor(
                [this, answered] { return h.elicitations.size() >= answered + 1; }, 5000));
            h.elicitations.at(answered)->accept({});
        }
        ASSERT_TRUE(finished(first));
        ASSERT_TRUE(finished(second));
    }

    void load(MessageLogModel &model, const QList<TrafficEvent> &events)
    {
        for (const TrafficEvent &event : events)
            model.append(event);
        model.flush();
    }

    ModernHarness h;
    std::shared_ptr<ModernHarness::Call> first;
    std::shared_ptr<ModernHarness::Call> second;
};

TEST_F(MrtrConversation, EachRetrySaysWhichIdItContinues)
{
    QList<const TrafficEvent *> calls;
    for (const TrafficEvent &event : h.traffic) {
        if (event.kind == TrafficEvent::Kind::Frame && event.direction == Direction::Outgoing
            && event.decoded.messages.value(0).method() == u"tools/call"_s)
            calls << &event;
    }
    ASSERT_EQ(calls.size(), 6); // two calls, three rounds each
    QHash<QString, JsonRpcId> lastIdOf;
    for (const TrafficEvent *event : calls) {
        const JsonRpcMessage message = event->decoded.messages.first();
        const QString tool = message.paramsObject().value("name"_L1).toString();
        EXPECT_EQ(event->continues, lastIdOf.value(tool)) << tool.toStdString();
        lastIdOf.insert(tool, message.id());
    }
}

TEST_F(MrtrConversation, TheLogLinksTheRoundsOfEachCallApart)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    load(model, h.traffic);
    for (const QString &tool : {u"first"_s, u"second"_s}) {
        const QList<int> requests = callRows(model, tool);
        ASSERT_EQ(requests.size(), 3) << tool.toStdString();
        for (int round = 0; round < 3; ++round) {
            const MessageRecord &request = model.record(requests.at(round));
            EXPECT_EQ(request.conversationRow, requests.first());
            EXPECT_EQ(request.round, round + 1);
            ASSERT_GE(request.pairedRow, 0);
            EXPECT_EQ(model.record(request.pairedRow).conversationRow, requests.first());
            EXPECT_EQ(model.record(request.pairedRow).round, round + 1);
        }
        const QList<int> rows = model.conversation(requests.at(1));
        EXPECT_EQ(rows.size(), 6) << tool.toStdString(); // three requests, three responses
        for (int row : rows)
            EXPECT_EQ(model.record(row).conversationRow, requests.first());
        EXPECT_EQ(model.index(requests.at(1), MessageLogModel::SummaryColumn).data().toString(),
                  u"round 2 · "_s + tool);
        EXPECT_EQ(
            model.index(model.record(requests.first()).pairedRow, MessageLogModel::SummaryColumn)
                .data()
                .toString(),
            u"round 1 · input required: a"_s);
        EXPECT_TRUE(model.conversationText(requests.at(2))
                        .startsWith(u"round 3 of 3 of tools/call "_s + tool))
            << model.conversationText(requests.at(2)).toStdString();
    }
    // The calls' other traffic belongs to no conversation.
    const int discover = 1;
    EXPECT_EQ(model.record(discover).conversationRow, -1);
    EXPECT_TRUE(model.conversation(discover).isEmpty());
}

TEST_F(MrtrConversation, TheLinkSurvivesASessionFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"mrtr.mcpsession"_s);
    SessionWriter writer;
    ASSERT_TRUE(writer.open(path, SessionHeader())) << writer.errorString().toStdString();
    for (const TrafficEvent &event : h.traffic)
        ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(event)));
    writer.close();
    // The file keeps the ids a round continues, not the pairs: the loader's analysis pairs again.
    MessageLogModel model;
    SessionLoader loader;
    QSignalSpy finished(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &model));
    ASSERT_TRUE(finished.wait(10000));
    ASSERT_EQ(loader.error(), QString());
    const QList<int> requests = callRows(model, u"second"_s);
    ASSERT_EQ(requests.size(), 3);
    EXPECT_EQ(model.record(requests.last()).conversationRow, requests.first());
    EXPECT_EQ(model.record(requests.last()).round, 3);
    EXPECT_EQ(model.conversation(requests.last()).size(), 6);
}

// The log once searched at most 200,000 rows back for the round a request continues; now the
// analysis names the frame, however much came between (a person may take long over a card).
TEST(MrtrConversationLog, LinksARoundAfterAnyNumberOfRows)
{
    MessageLogModel model;
    ConnectionAnalysis analysis;
    qint64 sequence = 0;
    const auto add = [&](TrafficEvent event) {
        event.sequence = ++sequence;
        model.append(CoreTest::analysed(analysis, std::move(event)));
    };
    add(trafficFrame(0,
                     Direction::Outgoing,
                     R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book"}})"));
    add(trafficFrame(
        0,
        Direction::Incoming,
        R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"a":{}}}})"));
    TrafficEvent noise;
    noise.kind = TrafficEvent::Kind::Transport;
    noise.transportKind = TransportEvent::Kind::Stderr;
    noise.direction = Direction::Incoming;
    noise.text = u"busy"_s;
    for (int i = 0; i < 200001; ++i)
        add(noise);
    TrafficEvent round = trafficFrame(
        0,
        Direction::Outgoing,
        R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"book"}})");
    round.continues = JsonRpcId(1);
    add(round);
    add(trafficFrame(0, Direction::Incoming, R"({"jsonrpc":"2.0","id":2,"result":{}})"));
    model.flush();
    const int last = model.rowCount() - 2;
    EXPECT_EQ(model.record(last).conversationRow, 0);
    EXPECT_EQ(model.record(last).round, 2);
    EXPECT_EQ(model.pairedRow(last), last + 1);
    EXPECT_EQ(model.conversation(last), (QList<int>{0, 1, last, last + 1}));
}

} // namespace
