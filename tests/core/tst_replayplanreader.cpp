// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// ReplayPlanReader: the plan of a slice of a session file, read from only the lines it needs.
#include "recordedframes.h"
#include "replayplantext.h"
#include "support/qtprinters.h"

#include <core/replay/replayplanreader.h>
#include <core/session/sessionwriter.h>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Event numbers as --events names them: the first frame is event 1.
const std::vector<RecordedFrame> kSliceRecording = {
    {'>',
     R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})"},
    {'<', R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18"}})"},
    {'>', R"({"jsonrpc":"2.0","method":"notifications/initialized"})"},
    {'>', R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"ask"}})"}, // 4
    {'<', R"({"jsonrpc":"2.0","id":"s1","method":"roots/list"})"},
    {'>', R"({"jsonrpc":"2.0","id":"s1","result":{"roots":[]}})"},
    {'<', R"({"jsonrpc":"2.0","id":2,"result":{"content":[]}})"},
    {'>', R"({"jsonrpc":"2.0","id":3,"method":"tools/list"})"}, // 8
    {'<', R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info"}})"},
    {'>', R"({"jsonrpc":"2.0","method":"notifications/roots/list_changed"})"}, // 10
    {'<', R"({"jsonrpc":"2.0","id":3,"result":{"tools":[]}})"},
    {'>', R"({"jsonrpc":"2.0","id":4,"method":"prompts/list"})"}, // 12
    {'<', R"({"jsonrpc":"2.0","id":4,"result":{"prompts":[]}})"},
    {'<', R"({"jsonrpc":"2.0","id":5,"result":{"stray":true}})"}, // 14
};

QString writeRecording(const QString &path, const std::vector<SessionEvent> &events)
{
    SessionWriter writer;
    EXPECT_TRUE(writer.open(path, SessionHeader())) << writer.errorString().toStdString();
    for (const SessionEvent &event : events)
        EXPECT_TRUE(writer.append(event));
    EXPECT_TRUE(writer.waitForWrites());
    writer.close();
    return path;
}

ReplayPlanReader::Result readSlice(const QString &path,
                                   const QString &events,
                                   qint64 searchBytes = ReplayPlanReader::kResponseSearchBytes)
{
    QString error;
    ReplayPlanReader::Request request;
    request.path = path;
    request.slice = ReplaySlice::parse(events, &error);
    EXPECT_TRUE(request.slice) << error.toStdString();
    request.responseSearchBytes = searchBytes;
    return ReplayPlanReader::read(request);
}

// The byte offset of each event line (the header is line 1).
QList<qint64> eventOffsets(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    QList<qint64> offsets;
    const QByteArray bytes = file.readAll();
    for (qsizetype i = bytes.indexOf('\n'); i >= 0 && i + 1 < bytes.size();
         i = bytes.indexOf('\n', i + 1))
        offsets.append(i + 1);
    return offsets;
}

struct SliceRow
{
    const char *name;
    const char *events;
    QStringList plan;  // ReplayPlanText::describe
    const char *error; // or: a part of the error
    int unanswered = 0;
    qint64 searchBytes = ReplayPlanReader::kResponseSearchBytes;
};

void PrintTo(const SliceRow &row, std::ostream *os)
{
    *os << row.name;
}

const QString kInitialized = u"initialize -> 1 {\"protocolVersion\":\"2025-06-18\"}"_s;

const SliceRow kSliceRows[] = {
    {"a_response_after_the_slice_is_found",
     "8",
     {kInitialized, u"tools/list 3 -> 3 {\"tools\":[]}"_s},
     ""},
    {"a_server_request_while_a_call_is_open_is_answered_as_recorded",
     "4",
     {kInitialized,
      u"tools/call 2 -> 2 {\"content\":[]}"_s,
      u"roots/list answered \"s1\" {\"roots\":[]}"_s},
     ""},
    {"a_response_between_the_slices_lines_is_found",
     "4,8",
     {kInitialized,
      u"tools/call 2 -> 2 {\"content\":[]}"_s,
      u"tools/list 3 -> 3 {\"tools\":[]}"_s,
      u"roots/list answered \"s1\" {\"roots\":[]}"_s},
     ""},
    {"a_notification_is_sent_as_recorded",
     "10",
     {kInitialized, u"notifications/roots/list_changed  -> none"_s},
     ""},
    {"requests_and_a_notification_in_order",
     "8-10,12",
     {kInitialized,
      u"tools/list 3 -> 3 {\"tools\":[]}"_s,
      u"notifications/roots/list_changed  -> none"_s,
      u"prompts/list 4 -> 4 {\"prompts\":[]}"_s},
     ""},
    {"responses_without_their_requests_replay_nothing",
     "11,13,14",
     {},
     "hold no request or notification the client sent"},
    {"the_handshake_alone_is_not_a_slice",
     "1-3",
     {},
     "hold no request or notification the client sent"},
    {"every_event_is_the_whole_plan",
     "1-14",
     {kInitialized,
      u"tools/call 2 -> 2 {\"content\":[]}"_s,
      u"tools/list 3 -> 3 {\"tools\":[]}"_s,
      u"notifications/roots/list_changed  -> none"_s,
      u"prompts/list 4 -> 4 {\"prompts\":[]}"_s,
      u"roots/list answered \"s1\" {\"roots\":[]}"_s},
     ""},
    {"past_the_end", "12-15", {}, "has 14 event(s); event 15 is past its end"},
    {"wholly_past_the_end", "20-30", {}, "has 14 event(s); event 20 is past its end"},
    {"a_response_beyond_the_search_window_is_missing",
     "8",
     {kInitialized, u"tools/list 3 -> none"_s},
     "",
     1,
     100},
};

class ReplayPlanSlices : public ::testing::TestWithParam<SliceRow>
{};

TEST_P(ReplayPlanSlices, ReadOnlyWhatTheSliceNeeds)
{
    const SliceRow &row = GetParam();
    QTemporaryDir dir;
    const QString path
        = writeRecording(dir.filePath(u"s.mcpsession"_s), recordedFrames(kSliceRecording));
    const ReplayPlanReader::Result result
        = readSlice(path, QString::fromLatin1(row.events), row.searchBytes);
    if (*row.error) {
        EXPECT_TRUE(result.error.contains(QString::fromLatin1(row.error)))
            << qPrintable(result.error);
        EXPECT_TRUE(result.plan.steps.isEmpty());
        return;
    }
    EXPECT_EQ(result.error, QString());
    EXPECT_EQ(ReplayPlanText::describe(result.plan), row.plan);
    EXPECT_EQ(result.unanswered, row.unanswered);
}

INSTANTIATE_TEST_SUITE_P(Rows,
                         ReplayPlanSlices,
                         ::testing::ValuesIn(kSliceRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct SliceTextRow
{
    const char *text;
    const char *parsed; // ReplaySlice::toString(), or empty for an error
    const char *error;
};

void PrintTo(const SliceTextRow &row, std::ostream *os)
{
    *os << '"' << row.text << '"';
}

const SliceTextRow kSliceTextRows[] = {
    {"120-480", "120-480", ""},
    {"5,9,12-20", "5, 9, 12-20", ""},
    {" 9 , 5,6, 7 - 8 ", "5-9", ""},
    {"3-4,1-10", "1-10", ""},
    {"", "", "the list of events is empty"},
    {" ", "", "the list of events is empty"},
    {"0", "", "item 1 (\"0\"): events are numbered from 1"},
    {"4,0-3", "", "item 2 (\"0-3\"): events are numbered from 1"},
    {"5-3", "", "item 1 (\"5-3\"): the range ends before it starts"},
    {"1,,2", "", "item 2 (\"\") is not an event number N or a range N-M"},
    {"5-", "", "item 1 (\"5-\") is not an event number N or a range N-M"},
    {"-5", "", "item 1 (\"-5\") is not an event number N or a range N-M"},
    {"+5", "", "item 1 (\"+5\") is not an event number N or a range N-M"},
    {"1-2-3", "", "item 1 (\"1-2-3\") is not an event number N or a range N-M"},
    {"abc", "", "item 1 (\"abc\") is not an event number N or a range N-M"},
    {"99999999999999", "", "item 1 (\"99999999999999\"): no session file has that many events"},
};

class ReplaySliceText : public ::testing::TestWithParam<SliceTextRow>
{};

TEST_P(ReplaySliceText, ParsesOrSaysWhichItemIsWrong)
{
    const SliceTextRow &row = GetParam();
    QString error;
    const std::optional<ReplaySlice> slice
        = ReplaySlice::parse(QString::fromLatin1(row.text), &error);
    if (*row.parsed) {
        ASSERT_TRUE(slice) << qPrintable(error);
        EXPECT_EQ(slice->toString(), QString::fromLatin1(row.parsed));
    } else {
        EXPECT_FALSE(slice);
        EXPECT_EQ(error, QString::fromLatin1(row.error));
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, ReplaySliceText, ::testing::ValuesIn(kSliceTextRows));

// What the log's rows store (their lines' offsets) names the same events as their numbers.
TEST(ReplayPlanReader, OffsetsNameTheSameEventsAsNumbers)
{
    QTemporaryDir dir;
    const QString path
        = writeRecording(dir.filePath(u"s.mcpsession"_s), recordedFrames(kSliceRecording));
    const QList<qint64> offsets = eventOffsets(path);
    ASSERT_EQ(offsets.size(), 14);
    ReplayPlanReader::Request request;
    request.path = path;
    request.slice = ReplaySlice::ofOffsets({offsets.at(11), offsets.at(3), offsets.at(9)});
    const ReplayPlanReader::Result byOffset = ReplayPlanReader::read(request);
    EXPECT_EQ(byOffset.error, QString());
    EXPECT_EQ(ReplayPlanText::describe(byOffset.plan),
              ReplayPlanText::describe(readSlice(path, u"4,10,12"_s).plan));
    EXPECT_EQ(ReplayPlanText::describe(byOffset.plan).size(), 5) << byOffset.plan.steps.size();

    request.slice = ReplaySlice::ofOffsets({offsets.at(7) + 3}); // inside a line
    const ReplayPlanReader::Result inside = ReplayPlanReader::read(request);
    EXPECT_TRUE(inside.error.contains(u"byte %1: not an event line"_s.arg(offsets.at(7) + 3)))
        << qPrintable(inside.error);
}

// A long recording: the slice's lines, the handshake and the one response are decoded; the
// lines in between are only counted.
std::vector<SessionEvent> longRecording(int calls)
{
    std::vector<RecordedFrame> frames(kSliceRecording.begin(), kSliceRecording.begin() + 3);
    static std::vector<QByteArray> texts; // RecordedFrame keeps pointers
    texts.clear();
    texts.reserve(size_t(calls) * 2);
    for (int i = 0; i < calls; ++i) {
        const int id = 10 + i;
        texts.push_back(
            u"{\"jsonrpc\":\"2.0\",\"id\":%1,\"method\":\"tools/list\"}"_s.arg(id).toUtf8());
        frames.push_back({'>', texts.back().constData()});
        texts.push_back(
            u"{\"jsonrpc\":\"2.0\",\"id\":%1,\"result\":{\"tools\":[],\"n\":%1}}"_s.arg(id)
                .toUtf8());
        frames.push_back({'<', texts.back().constData()});
    }
    return recordedFrames(frames);
}

TEST(ReplayPlanReader, DecodesOnlyTheLinesTheSliceNeeds)
{
    QTemporaryDir dir;
    const QString path = writeRecording(dir.filePath(u"long.mcpsession"_s), longRecording(3000));
    // Event 4 + 2k is request id 10 + k; its response is the next line.
    const ReplayPlanReader::Result result = readSlice(path, u"2004"_s);
    EXPECT_EQ(result.error, QString());
    EXPECT_EQ(ReplayPlanText::describe(result.plan),
              (QStringList{kInitialized, u"tools/list 1010 -> 1010 {\"n\":1010,\"tools\":[]}"_s}));
    // The handshake window (3 lines and the first line after it), the slice, its response.
    EXPECT_EQ(result.linesDecoded, 6);
}

TEST(ReplayPlanReader, CancelledBeforeTheSliceGivesNoPlan)
{
    QTemporaryDir dir;
    const QString path = writeRecording(dir.filePath(u"long.mcpsession"_s), longRecording(3000));
    QString error;
    ReplayPlanReader::Request request;
    request.path = path;
    request.slice = ReplaySlice::parse(u"5990"_s, &error);
    const std::atomic<bool> cancel{true};
    qint64 lastDone = -1;
    const ReplayPlanReader::Result result
        = ReplayPlanReader::read(request, &cancel, [&](qint64 done, qint64 total) {
              lastDone = done;
              EXPECT_EQ(total, QFile(path).size());
          });
    EXPECT_TRUE(result.cancelled);
    EXPECT_TRUE(result.plan.steps.isEmpty());
    EXPECT_GT(lastDone, 0);
}

TEST(ReplayPlanLoader, ReadsOffTheCallingThread)
{
    QTemporaryDir dir;
    const QString path
        = writeRecording(dir.filePath(u"s.mcpsession"_s), recordedFrames(kSliceRecording));
    QString error;
    ReplayPlanReader::Request request;
    request.path = path;
    request.slice = ReplaySlice::parse(u"12"_s, &error);
    ReplayPlanLoader loader;
    QSignalSpy finished(&loader, &ReplayPlanLoader::finished);
    loader.start(request);
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_EQ(loader.result().error, QString());
    EXPECT_EQ(ReplayPlanText::describe(loader.result().plan),
              (QStringList{kInitialized, u"prompts/list 4 -> 4 {\"prompts\":[]}"_s}));
}

// The whole file (no slice) is the plan ReplayPlan::fromEvents makes of every event.
TEST(ReplayPlanReader, WithoutASliceReadsEveryEvent)
{
    QTemporaryDir dir;
    const std::vector<SessionEvent> events = recordedFrames(kSliceRecording);
    const QString path = writeRecording(dir.filePath(u"s.mcpsession"_s), events);
    ReplayPlanReader::Request request;
    request.path = path;
    const ReplayPlanReader::Result result = ReplayPlanReader::read(request);
    EXPECT_EQ(result.error, QString());
    EXPECT_EQ(ReplayPlanText::describe(result.plan),
              ReplayPlanText::describe(ReplayPlan::fromEvents(events)));
}

} // namespace
