// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recordedframes.h"
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/session/sessionrecorder.h>
#include <core/session/sessionwriter.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

TrafficEvent frame(TrafficEvent::Direction direction, const QByteArray &raw, qint64 ns)
{
    static qint64 sequence = 0;
    TrafficEvent event;
    event.sequence = ++sequence;
    event.direction = direction;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    event.monotonicNs = ns;
    return event;
}

constexpr auto Out = TrafficEvent::Direction::Outgoing;
constexpr auto In = TrafficEvent::Direction::Incoming;

TEST(MessageLogModel, BatchesInsertsIntoOneSignal)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < 100; ++i)
        model.append(frame(Out, R"({"jsonrpc":"2.0","method":"notifications/x"})", i));
    EXPECT_EQ(model.rowCount(), 0); // queued until the flush
    model.flush();
    ASSERT_EQ(inserted.size(), 1);
    EXPECT_EQ(inserted.first().at(1).toInt(), 0);
    EXPECT_EQ(inserted.first().at(2).toInt(), 99); // last index is inclusive
    EXPECT_EQ(model.rowCount(), 100);
}

TEST(MessageLogModel, FlushesByItself)
{
    MessageLogModel model;
    model.append(frame(Out, R"({"jsonrpc":"2.0","id":1,"method":"ping"})", 0));
    EXPECT_TRUE(QTest::qWaitFor([&model] { return model.rowCount() == 1; }, 2000));
}

// The log pairs what the connection's analysis paired (answersFrame), and only that.
TEST(MessageLogModel, PairsRequestAndResponseKeepingIdType)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ConnectionAnalysis analysis;
    const auto add
        = [&](TrafficEvent event) { model.append(CoreTest::analysed(analysis, std::move(event))); };
    add(frame(
        Out, R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo"}})", 1000));
    model.flush(); // the request is already a visible row when its response arrives
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    add(frame(In, R"({"jsonrpc":"2.0","id":"1","result":{}})", 2000)); // wrong type
    add(frame(In, R"({"jsonrpc":"2.0","id":1,"result":{"content":[]}})", 5000000));
    model.flush();
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.pairedRow(0), 2);
    EXPECT_EQ(model.pairedRow(2), 0);
    EXPECT_EQ(model.pairedRow(1), -1);
    EXPECT_EQ(model.record(2).method, u"tools/call"_s);
    EXPECT_EQ(model.record(0).latencyNs, 4999000);
    EXPECT_EQ(model.data(model.index(2, MessageLogModel::LatencyColumn)).toString(), u"5.0 ms"_s);
    EXPECT_EQ(model.data(model.index(0, MessageLogModel::SummaryColumn)).toString(), u"echo"_s);
    EXPECT_EQ(changed.size(), 1);
}

// Each connection numbers its frames from 1 (McpSession): a number of the new connection never
// reaches a row of the old one.
TEST(MessageLogModel, NewSessionDoesNotPairWithOldRequests)
{
    MessageLogModel model;
    ConnectionAnalysis before;
    model.append(CoreTest::analysed(
        before, trafficFrame(1, Out, R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})")));
    model.append(CoreTest::analysed(
        before, trafficFrame(2, Out, R"({"jsonrpc":"2.0","id":2,"method":"tools/call"})")));
    model.startSession(); // the server was restarted; ids and numbers begin again
    ConnectionAnalysis after;
    model.append(CoreTest::analysed(
        after, trafficFrame(1, Out, R"({"jsonrpc":"2.0","id":1,"method":"initialize"})")));
    model.append(
        CoreTest::analysed(after, trafficFrame(2, In, R"({"jsonrpc":"2.0","id":2,"result":{}})")));
    // Told that it answers frame 2, which only the old connection had as a request.
    TrafficEvent stray = trafficFrame(3, In, R"({"jsonrpc":"2.0","id":2,"result":{}})");
    stray.answersFrame = 2;
    model.append(stray);
    model.append(
        CoreTest::analysed(after, trafficFrame(4, In, R"({"jsonrpc":"2.0","id":1,"result":{}})")));
    model.flush();
    ASSERT_EQ(model.rowCount(), 6);
    EXPECT_EQ(model.pairedRow(1), -1);
    EXPECT_EQ(model.pairedRow(3), -1);
    EXPECT_EQ(model.pairedRow(4), -1);
    EXPECT_EQ(model.pairedRow(5), 2) << "the new initialize, not the old call numbered 1";
    EXPECT_EQ(model.pairedRow(0), -1);
}

TEST(MessageLogModel, ALateResponseOfAnEndedConnectionDoesNotPairWithTheNewOne)
{
    MessageLogModel model;
    ConnectionAnalysis ended;
    model.append(CoreTest::analysed(
        ended, trafficFrame(1, Out, R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})")));
    model.startSession(); // reconnected while the call was open; the old session still closes
    ConnectionAnalysis current;
    model.append(CoreTest::analysed(
        current, trafficFrame(1, Out, R"({"jsonrpc":"2.0","id":1,"method":"initialize"})")));
    const TrafficEvent late
        = CoreTest::analysed(ended, trafficFrame(2, In, R"({"jsonrpc":"2.0","id":1,"result":{}})"));
    ASSERT_EQ(late.answersFrame, 1); // in its own connection
    model.appendFromEndedConnection(late);
    model.append(CoreTest::analysed(
        current,
        trafficFrame(2, In, R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"x"}})")));
    model.flush();
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.pairedRow(2), -1) << "the old server's answer is shown, unpaired";
    EXPECT_EQ(model.pairedRow(1), 3) << "initialize pairs with its own response";
    EXPECT_EQ(model.pairedRow(3), 1);
    EXPECT_EQ(model.pairedRow(0), -1);
}

TEST(MessageLogModel, ShowsItsOwnNumbersButPairsByTheConnections)
{
    MessageLogModel model;
    ConnectionAnalysis analysis;
    model.appendNumbered(
        CoreTest::analysed(analysis,
                           trafficFrame(1, Out, R"({"jsonrpc":"2.0","id":1,"method":"ping"})")),
        41);
    model.appendNumbered(
        CoreTest::analysed(analysis,
                           trafficFrame(2, In, R"({"jsonrpc":"2.0","id":1,"result":{}})")),
        43);
    model.flush();
    EXPECT_EQ(model.record(0).sequence, 41);
    EXPECT_EQ(model.data(model.index(1, MessageLogModel::NumberColumn)).toString(), u"43"_s);
    EXPECT_EQ(model.pairedRow(1), 0);
}

// Several servers at once: their frames interleave, each numbers its own from 1, and each
// pairs only with its own requests. Rows name their server (the Server column) and are
// numbered by the log, one number sequence for all.
TEST(MessageLogModel, InterleavedConnectionsPairEachWithItsOwnRequestsAndNameTheirServer)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy added(&model, &MessageLogModel::connectionAdded);
    const int alpha = model.addConnection(u"alpha"_s);
    const int beta = model.addConnection(u"beta"_s);
    EXPECT_EQ(added.count(), 2);
    EXPECT_EQ(model.connectionCount(), 3); // and the unnamed connection 0
    ConnectionAnalysis alphaAnalysis;
    ConnectionAnalysis betaAnalysis;
    const auto request = [](qint64 sequence) {
        return trafficFrame(sequence, Out, R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})");
    };
    const auto response = [](qint64 sequence) {
        return trafficFrame(sequence, In, R"({"jsonrpc":"2.0","id":1,"result":{}})");
    };
    model.appendNext(CoreTest::analysed(alphaAnalysis, request(1)), alpha);
    model.appendNext(CoreTest::analysed(betaAnalysis, request(1)), beta);
    model.appendNext(CoreTest::analysed(betaAnalysis, response(2)), beta);
    model.appendNext(CoreTest::analysed(alphaAnalysis, response(2)), alpha);
    model.flush();
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.pairedRow(2), 1) << "beta's answer, to beta's request";
    EXPECT_EQ(model.pairedRow(3), 0) << "alpha's answer, to alpha's request";
    EXPECT_EQ(model.record(0).connection, alpha);
    EXPECT_EQ(model.record(1).connection, beta);
    EXPECT_EQ(model.data(model.index(1, MessageLogModel::ServerColumn)).toString(), u"beta"_s);
    EXPECT_EQ(model.headerData(MessageLogModel::ServerColumn, Qt::Horizontal).toString(),
              u"Server"_s);
    EXPECT_EQ(model.data(model.index(3, MessageLogModel::NumberColumn)).toString(), u"4"_s);

    // A connection that ended keeps its rows and name, not its requests.
    model.endConnection(alpha);
    model.appendNext(CoreTest::analysed(alphaAnalysis, request(3)), alpha);
    model.flush();
    EXPECT_EQ(model.connectionName(alpha), u"alpha"_s);
    model.clear(); // rows go, the connections stay (their servers may still talk)
    EXPECT_EQ(model.connectionCount(), 3);
    EXPECT_EQ(model.connectionName(42), QString());
}

#if defined(__x86_64__) && defined(__linux__)
// A log row is as large as before it named its server (328 bytes, x86-64 Linux): the
// connection tag lives in what was padding (BM_GuiFlood's rows).
static_assert(sizeof(MessageRecord) <= 328, "the connection tag must not grow a log row");
#endif

// Sequences in a session file are whatever its lines say: repeated, falling or huge ones
// neither pair a request twice nor size anything.
TEST(MessageLogModel, BrokenSequencesNeverPairARequestTwice)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QByteArray request = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
    const auto answering = [](qint64 frame) {
        TrafficEvent event = trafficFrame(100, In, R"({"jsonrpc":"2.0","id":1,"result":{}})");
        event.answersFrame = frame;
        return event;
    };
    constexpr qint64 kHuge = std::numeric_limits<qint64>::max();
    model.append(trafficFrame(5, Out, request));     // row 0
    model.append(trafficFrame(5, Out, request));     // row 1: the same number again
    model.append(trafficFrame(3, Out, request));     // row 2: a falling number
    model.append(trafficFrame(kHuge, Out, request)); // row 3
    model.append(answering(5));                      // row 4
    model.append(answering(5));                      // row 5
    model.append(answering(3));                      // row 6
    model.append(answering(kHuge));                  // row 7
    model.append(answering(-1));                     // row 8
    model.flush();
    EXPECT_EQ(model.pairedRow(4), 0);
    EXPECT_EQ(model.pairedRow(0), 4);
    EXPECT_EQ(model.pairedRow(5), -1) << "row 0 is answered already";
    EXPECT_EQ(model.pairedRow(1), -1);
    EXPECT_EQ(model.pairedRow(6), -1);
    EXPECT_EQ(model.pairedRow(2), -1);
    EXPECT_EQ(model.pairedRow(7), 3);
    EXPECT_EQ(model.pairedRow(8), -1);
}

TEST(MessageLogModel, PairsServerRequestWithOurResponse)
{
    MessageLogModel model;
    ConnectionAnalysis analysis;
    model.append(CoreTest::analysed(
        analysis, frame(In, R"({"jsonrpc":"2.0","id":"s1","method":"ping"})", 0)));
    model.append(
        CoreTest::analysed(analysis, frame(Out, R"({"jsonrpc":"2.0","id":"s1","result":{}})", 10)));
    model.flush();
    EXPECT_EQ(model.pairedRow(1), 0);
    EXPECT_EQ(model.record(1).method, u"ping"_s);
}

struct SummaryRow
{
    const char *name;
    const char *raw;
    bool isError;
    const char *summary;
};

class MessageLogSummaries : public ::testing::TestWithParam<SummaryRow>
{};

TEST_P(MessageLogSummaries, DescribesFrame)
{
    const SummaryRow &row = GetParam();
    const MessageRecord record = MessageLogModel::makeRecord(frame(In, row.raw, 0));
    EXPECT_EQ(record.isError, row.isError);
    EXPECT_EQ(record.summary, QString::fromUtf8(row.summary));
}

const SummaryRow summaryRows[] = {
    {"error_response",
     R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}})",
     true,
     "error -32601 Method not found: nope"},
    {"tool_error",
     R"({"jsonrpc":"2.0","id":1,"result":{"isError":true,"content":[]}})",
     true,
     "result: tool reported an error (isError)"},
    {"plain_result", R"({"jsonrpc":"2.0","id":1,"result":{}})", false, "result"},
    {"banner_line", "Server ready", true, "protocol violation: not JSON: illegal value at byte 1"},
    {"progress",
     R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":2,"total":4,"message":"half"}})",
     false,
     "2/4 half"},
    {"batch",
     R"([{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"result":{}}])",
     false,
     "batch of 2"},
    {"invalid_object",
     R"({"jsonrpc":"2.0","id":1})",
     true,
     "protocol violation: neither a request (no \"method\") nor a response (no \"result\" or "
     "\"error\")"},
};
INSTANTIATE_TEST_SUITE_P(Rows,
                         MessageLogSummaries,
                         ::testing::ValuesIn(summaryRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(MessageLogModel, RecordsLiveSessionTraffic)
{
    SessionHarness h;
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QObject::connect(
        h.session.get(), &McpSession::trafficObserved, &model, &MessageLogModel::append);
    ASSERT_TRUE(h.connectAndWait());
    model.flush();
    ASSERT_EQ(model.rowCount(), 3); // initialize, its result, notifications/initialized
    EXPECT_EQ(model.record(0).method, u"initialize"_s);
    EXPECT_EQ(model.pairedRow(0), 1);
    EXPECT_EQ(model.record(2).method, u"notifications/initialized"_s);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

QByteArray logFrame(char fill)
{
    return R"({"jsonrpc":"2.0","method":"notifications/message","params":{"data":")"
           + QByteArray(300, fill) + R"("}})";
}

TEST(MessageLogModel, OldestBytesLeaveMemoryButStayReadableFromTheSessionFile)
{
    QTemporaryDir dir;
    SessionWriter writer;
    ASSERT_TRUE(writer.open(dir.filePath(u"log.mcpsession"_s), SessionHeader{}));
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRawMemoryBudget(1000);
    QList<QByteArray> frames;
    for (int i = 0; i < 10; ++i) {
        TrafficEvent event = frame(In, logFrame(char('a' + i)), i);
        ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(event)));
        event.stored = writer.lastLocation();
        ASSERT_TRUE(event.stored.isValid());
        model.append(event);
        frames << event.raw;
    }
    model.flush();
    ASSERT_EQ(model.rowCount(), 10);
    EXPECT_LE(model.rawBytesInMemory(), 1000);
    EXPECT_TRUE(model.record(0).rawSpilled);
    EXPECT_TRUE(model.record(0).raw.isEmpty());
    EXPECT_FALSE(model.record(9).rawSpilled); // the newest stay in memory
    EXPECT_EQ(model.recordWithBytes(9).raw, frames.at(9));
    // The table still says how big it was; nothing is lost.
    EXPECT_EQ(model.data(model.index(0, MessageLogModel::SizeColumn)).toString(),
              QString::number(frames.at(0).size()));
    for (int row = 0; row < 10; ++row) {
        QByteArray raw;
        QString error;
        ASSERT_TRUE(model.rawBytes(row, &raw, &error)) << error.toStdString();
        EXPECT_EQ(raw, frames.at(row)) << row;
    }
    EXPECT_EQ(model.recordWithBytes(0).raw, frames.at(0));
    EXPECT_EQ(model.recordWithBytes(0).method, u"notifications/message"_s);
}

TEST(MessageLogModel, BytesThatAreNowhereElseStayInMemory)
{
    MessageLogModel model;
    model.setRawMemoryBudget(1000);
    for (int i = 0; i < 10; ++i)
        model.append(frame(In, logFrame(char('a' + i)), i)); // no session file
    model.flush();
    EXPECT_GT(model.rawBytesInMemory(), 1000);
    EXPECT_FALSE(model.record(0).rawSpilled);
    EXPECT_EQ(model.recordWithBytes(0).raw, logFrame('a'));
}

// The recorder writes a large line on a worker after telling its place: until the file holds the
// line, the row keeps its bytes (and the rows after it wait too, oldest first).
TEST(MessageLogModel, ARowWhoseLineIsNotWrittenYetKeepsItsBytes)
{
    auto written = std::make_shared<std::atomic<qint64>>(100);
    const auto file = std::make_shared<const QString>(u"/nonexistent/pending.mcpsession"_s);
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRawMemoryBudget(0);
    TrafficEvent pending = frame(In, logFrame('p'), 1);
    pending.stored = RawLocation{file, 100, written};
    EXPECT_FALSE(pending.stored.isReadable());
    model.append(pending);
    TrafficEvent later = frame(In, logFrame('l'), 2);
    later.stored = RawLocation{file, 5000, written};
    model.append(later);
    model.flush();
    EXPECT_FALSE(model.record(0).rawSpilled);
    EXPECT_FALSE(model.record(1).rawSpilled);
    EXPECT_EQ(model.recordWithBytes(0).raw, logFrame('p'));

    written->store(4000); // the first line is in the file now; the second is not
    model.append(frame(In, logFrame('n'), 3));
    model.flush();
    EXPECT_TRUE(model.record(0).rawSpilled);
    EXPECT_FALSE(model.record(1).rawSpilled);
    written->store(6000);
    model.append(frame(In, logFrame('m'), 4));
    model.flush();
    EXPECT_TRUE(model.record(1).rawSpilled);
}

TEST(MessageLogModel, SpilledRowWhoseFileIsGoneSaysSo)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"gone.mcpsession"_s);
    SessionWriter writer;
    ASSERT_TRUE(writer.open(path, SessionHeader{}));
    MessageLogModel model;
    model.setRawMemoryBudget(0);
    TrafficEvent event = frame(In, logFrame('g'), 1);
    ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(event)));
    event.stored = writer.lastLocation();
    model.append(event);
    model.flush();
    writer.close();
    ASSERT_TRUE(QFile::remove(path));
    QByteArray raw;
    QString error;
    EXPECT_FALSE(model.rawBytes(0, &raw, &error));
    EXPECT_TRUE(error.startsWith(u"cannot read "_s)) << error.toStdString();
    EXPECT_TRUE(model.recordWithBytes(0).summary.contains(u"cannot be read back"_s));
    // The summary is made from the bytes when shown: it says why there is none.
    const QString summary = model.data(model.index(0, MessageLogModel::SummaryColumn)).toString();
    EXPECT_TRUE(summary.startsWith(u"bytes no longer readable: cannot read "_s))
        << summary.toStdString();
}

TEST(MessageLogModel, FrameSummariesAreMadeFromTheBytesWhenShown)
{
    QTemporaryDir dir;
    SessionWriter writer;
    ASSERT_TRUE(writer.open(dir.filePath(u"summaries.mcpsession"_s), SessionHeader{}));
    const QList<QByteArray> frames{
        R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo"}})",
        R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no such tool"}})",
        R"({"jsonrpc":"2.0","id":2,"result":{"isError":true}})",
        "not json",
    };
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRawMemoryBudget(0); // every row's bytes are read back from the file
    for (const QByteArray &raw : frames) {
        TrafficEvent event = frame(In, raw, model.rowCount() + 1);
        ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(event)));
        event.stored = writer.lastLocation();
        model.append(event);
        model.flush();
    }
    writer.close();
    // One chunk of rows, a few names; no text: the summaries are nowhere in memory.
    const qint64 noTexts = qint64(4096 * sizeof(LogRow)) + 16 * 1024;
    EXPECT_LT(model.rowMemoryBytes(), noTexts);
    for (int row = 0; row < frames.size(); ++row) {
        ASSERT_TRUE(model.record(row).rawSpilled) << row;
        TrafficEvent event = frame(In, frames.at(row), row + 1);
        const MessageRecord expected = MessageLogModel::makeRecord(event);
        EXPECT_EQ(model.summary(row), expected.summary) << row;
        EXPECT_EQ(model.record(row).isError, expected.isError) << row;
        EXPECT_EQ(model.record(row).errorCode, expected.errorCode) << row;
        EXPECT_EQ(model.data(model.index(row, MessageLogModel::SummaryColumn)).toString(),
                  expected.summary);
    }
    EXPECT_EQ(model.summary(0), u"echo"_s);
    EXPECT_TRUE(model.summary(1).startsWith(u"error "_s));
    EXPECT_LT(model.rowMemoryBytes(), noTexts); // shown, not stored
}

TEST(MessageLogModel, StderrLinesKeepTheirTextOnceAsBytes)
{
    MessageLogModel model;
    TrafficEvent line;
    line.kind = TrafficEvent::Kind::Transport;
    line.transportKind = TransportEvent::Kind::Stderr;
    line.raw = "handled tools/call 7 in 0.2 ms";
    line.text = QString::fromUtf8(line.raw);
    model.append(line);
    TrafficEvent other = line; // a text that is not its bytes is kept as it is
    other.text = u"something else"_s;
    model.append(other);
    model.flush();
    EXPECT_EQ(model.summary(0), line.text);
    EXPECT_EQ(model.record(0).summary, line.text);
    EXPECT_EQ(model.summary(1), u"something else"_s);
}

TEST(MessageLogModel, LiveRecordingTellsEveryRowWhereItsBytesAre)
{
    QTemporaryDir dir;
    SessionHarness h;
    SessionRecorder recorder;
    ASSERT_TRUE(recorder.start(dir.filePath(u"live.mcpsession"_s), ServerConfig{}, {}));
    recorder.attach(h.session.get());
    MessageLogModel model;
    model.setRawMemoryBudget(0); // everything that is on disk leaves memory
    QObject::connect(
        h.session.get(), &McpSession::trafficObserved, &model, &MessageLogModel::append);
    ASSERT_TRUE(h.connectAndWait());
    model.flush();
    ASSERT_GE(model.rowCount(), 3);
    EXPECT_EQ(model.rawBytesInMemory(), 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        const TrafficEvent &observed = h.traffic.at(row);
        if (observed.raw.isEmpty())
            continue;
        EXPECT_TRUE(observed.stored.isValid()) << row;
        QByteArray raw;
        ASSERT_TRUE(model.rawBytes(row, &raw)) << row;
        EXPECT_EQ(raw, observed.raw) << row;
    }
}

TEST(MessageLogModel, RedactedFramesKeepTheirExactBytesInMemory)
{
    // The file holds a masked copy of a frame that carries a secret: not the captured bytes.
    QTemporaryDir dir;
    ServerConfig config;
    config.bearerToken = u"sekrit-token-value"_s;
    SessionHeader header;
    header.server = config;
    SessionWriter writer;
    ASSERT_TRUE(writer.open(dir.filePath(u"r.mcpsession"_s), header));
    const TrafficEvent event
        = frame(In, R"({"jsonrpc":"2.0","method":"x","params":{"t":"sekrit-token-value"}})", 1);
    ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(event)));
    EXPECT_FALSE(writer.lastLocation().isValid());
}

} // namespace
