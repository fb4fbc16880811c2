// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The log's filter and search engine, without widgets: the glob matcher, the filter predicate
// over the rows' index fields, the byte search, and the bytes of rows read back from a session
// file.
#include "support/qtprinters.h"

#include <core/analysis/connectionanalysis.h>
#include <core/log/globmatcher.h>
#include <core/log/logbytesearch.h>
#include <core/log/logjob.h>
#include <core/log/logrowsnapshot.h>
#include <core/log/messagelogfilter.h>
#include <core/log/messagelogmodel.h>
#include <core/platform/offthread.h>
#include <core/session/sessionwriter.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct GlobRow
{
    const char *glob;
    const char *name;
    bool matches;
};

const GlobRow kGlobRows[] = {
    {"tools/*", "tools/call", true},
    {"tools/*", "tools/", true},
    {"tools/*", "notifications/tools/x", false},
    {"*/list", "resources/list", true},
    {"*/list", "resources/listing", false},
    {"notifications/?essage", "notifications/message", true},
    {"notifications/?essage", "notifications/essage", false},
    {"?", "", false},
    {"?", "x", true},
    {"*", "", true},
    {"*", "anything at all", true},
    {"a*b*c", "aXXbYYc", true},
    {"a*b*c", "acb", false},
    {"a**b", "ab", true},
    {"a*a", "a", false},
    {"a*a", "aa", true},
    {"Tools/*", "tools/call", false}, // case-sensitive, as method names are
    {"exact", "exact", true},
    {"exact", "exactly", false},
    {"exact", "inexact", false},
    {"*call", "tools/call", true},
    {"t?ols/*", "tools/list", true},
    {"*a*a*a*a*a*a*a*b",
     "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
     false},             // no backtracking
    {"[a]", "a", false}, // brackets are themselves, not a class
    {"[a]", "[a]", true},
    {"\\*", "\\anything", true},
};

class GlobTable : public ::testing::TestWithParam<GlobRow>
{};

TEST_P(GlobTable, Matches)
{
    const GlobRow &row = GetParam();
    EXPECT_EQ(GlobMatcher(QString::fromUtf8(row.glob)).matches(QString::fromUtf8(row.name)),
              row.matches)
        << row.glob << " on " << row.name;
}

INSTANTIATE_TEST_SUITE_P(Rows, GlobTable, ::testing::ValuesIn(kGlobRows));

TrafficEvent engineFrame(TrafficEvent::Direction direction, const QByteArray &raw)
{
    static qint64 sequence = 0;
    TrafficEvent event;
    event.sequence = ++sequence;
    event.direction = direction;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    return event;
}

constexpr auto kOut = TrafficEvent::Direction::Outgoing;
constexpr auto kIn = TrafficEvent::Direction::Incoming;

// Rows: 0 tools/call #1, 1 its result, 2 resources/read "abc", 3 its error -32601,
// 4 a progress notification, 5 ping #42, 6 its result; connection 1 ("beta") from row 7:
// 7 tools/list #9.
void fillEngineLog(MessageLogModel &log)
{
    ConnectionAnalysis analysis;
    const auto add = [&](int connection, TrafficEvent::Direction direction, const char *raw) {
        TrafficEvent event = engineFrame(direction, raw);
        analysis.annotate(event);
        log.appendFrom(connection, event);
    };
    add(0, kOut, R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"Step"}})");
    add(0, kIn, R"({"jsonrpc":"2.0","id":1,"result":{"content":[]}})");
    add(0, kOut, R"({"jsonrpc":"2.0","id":"abc","method":"resources/read"})");
    add(0, kIn, R"({"jsonrpc":"2.0","id":"abc","error":{"code":-32601,"message":"nope"}})");
    add(0, kIn, R"({"jsonrpc":"2.0","method":"notifications/progress","params":{}})");
    add(0, kOut, R"({"jsonrpc":"2.0","id":42,"method":"ping"})");
    add(0, kIn, R"({"jsonrpc":"2.0","id":42,"result":{}})");
    analysis = ConnectionAnalysis();
    const int beta = log.addConnection(u"beta"_s);
    add(beta, kOut, R"({"jsonrpc":"2.0","id":9,"method":"tools/list"})");
    log.flush();
}

struct FilterRow
{
    const char *name;
    std::optional<TrafficEvent::Direction> direction;
    const char *glob;
    bool errorsOnly;
    const char *text;
    const char *server;
    std::vector<int> shown;
};

const FilterRow kFilterRows[] = {
    {"none", {}, "", false, "", "", {0, 1, 2, 3, 4, 5, 6, 7}},
    {"textMethod", {}, "", false, "tools", "", {0, 1, 7}},
    {"textAnyCase", {}, "", false, "TOOLS/C", "", {0, 1}},
    {"textIntegerId", {}, "", false, "42", "", {5, 6}},
    {"textStringId", {}, "", false, "ABC", "", {2, 3}},
    {"textErrorCode", {}, "", false, "-32601", "", {3}},
    {"textPartOfCode", {}, "", false, "326", "", {3}},
    {"textNotInIndex", {}, "", false, "nope", "", {}}, // the content is the search's
    {"glob", {}, "notifications/*", false, "", "", {4}},
    {"globResponses", {}, "tools/*", false, "", "", {0, 1, 7}},
    {"errors", {}, "", true, "", "", {3}},
    {"direction", kOut, "", false, "", "", {0, 2, 5, 7}},
    {"directionAndText", kIn, "", false, "tools", "", {1}},
    {"server", {}, "", false, "", "beta", {7}},
    {"serverAndGlob", {}, "tools/*", false, "", "beta", {7}},
    {"unknownServer", {}, "", false, "", "gamma", {}},
};

class FilterTable : public ::testing::TestWithParam<FilterRow>
{};

TEST_P(FilterTable, AcceptsTheRows)
{
    const FilterRow &row = GetParam();
    MessageLogModel log;
    fillEngineLog(log);
    LogRowSnapshotBuilder builder;
    builder.catchUp(log);
    const LogRowSnapshot rows = builder.snapshot();
    ASSERT_EQ(rows.count(), 8);
    MessageLogFilter filter;
    filter.direction = row.direction;
    filter.methodGlob = QString::fromUtf8(row.glob);
    filter.errorsOnly = row.errorsOnly;
    filter.text = QString::fromUtf8(row.text);
    filter.server = QString::fromUtf8(row.server);
    const CompiledLogFilter compiled(filter, rows);
    EXPECT_EQ(compiled.acceptedRows(rows, 0, rows.count(), {}), row.shown);
    std::vector<int> one;
    for (int i = 0; i < rows.count(); ++i) {
        if (compiled.accepts(rows, i))
            one.push_back(i);
    }
    EXPECT_EQ(one, row.shown); // row by row, as appended rows are filtered
}

INSTANTIATE_TEST_SUITE_P(Rows, FilterTable, ::testing::ValuesIn(kFilterRows), [](const auto &info) {
    return std::string(info.param.name);
});

TEST(CompiledLogFilter, PinnedRowsOnlyRowsAndConnectionsCombine)
{
    MessageLogModel log;
    fillEngineLog(log);
    LogRowSnapshotBuilder builder;
    builder.catchUp(log);
    const LogRowSnapshot rows = builder.snapshot();
    MessageLogFilter filter;
    filter.methodGlob = u"tools/*"_s;
    const CompiledLogFilter byGlob(filter, rows);
    EXPECT_EQ(byGlob.acceptedRows(rows, 0, 8, {3, 4}), (std::vector<int>{0, 1, 3, 4, 7}));
    EXPECT_EQ(byGlob.acceptedRows(rows, 1, 4, {3, 4}), (std::vector<int>{1, 3}));
    filter.onlyRows = std::make_shared<const std::vector<int>>(std::vector<int>{1, 2, 7});
    EXPECT_EQ(CompiledLogFilter(filter, rows).acceptedRows(rows, 0, 8, {}),
              (std::vector<int>{1, 7}));
    filter = {};
    filter.connections = {0};
    EXPECT_EQ(CompiledLogFilter(filter, rows).acceptedRows(rows, 0, 8, {}).size(), 7u);

    LogJobControl control;
    control.cancelled = true; // a superseded job stops before its first row
    EXPECT_TRUE(byGlob.acceptedRows(rows, 0, 8, {}, &control).empty());
}

TEST(CompiledLogFilter, NamesArrivingAfterCompilingAreNotCovered)
{
    MessageLogModel log;
    fillEngineLog(log);
    LogRowSnapshotBuilder builder;
    builder.catchUp(log);
    MessageLogFilter filter;
    filter.methodGlob = u"*"_s;
    const CompiledLogFilter compiled(filter, builder.snapshot());
    EXPECT_TRUE(compiled.covers(builder.snapshot()));
    ConnectionAnalysis analysis;
    log.append(engineFrame(kOut, R"({"jsonrpc":"2.0","id":77,"method":"brand/new"})"));
    log.flush();
    builder.catchUp(log);
    EXPECT_FALSE(compiled.covers(builder.snapshot())); // the proxy compiles again
    EXPECT_TRUE(CompiledLogFilter(filter, builder.snapshot()).accepts(builder.snapshot(), 8));
}

struct SearchRow
{
    const char *needle;
    const char *haystack;
    bool found;
};

const SearchRow kSearchRows[] = {
    {"step 2", R"({"message":"Step 2 of 3"})", true},
    {"STEP", "a step", true},
    {"of 3\"}", R"({"message":"Step 2 of 3"})", true}, // at the very end
    {"{\"mes", R"({"message":"x"})", true},            // at the very start
    {"caf\xc3\xa9", "un caf\xc3\xa9", true},           // UTF-8 as it is
    {"\xc3\x89", "caf\xc3\xa9", false},                // only ASCII letters fold
    {"abc", "ab", false},
    {"", "anything", false},
    {"aab", "aaaaaaaaaaaaaaaaaaaaaaaaaaab", true},
    {"a.b", "axb", false}, // plain text, never a pattern
};

class ByteSearchTable : public ::testing::TestWithParam<SearchRow>
{};

TEST_P(ByteSearchTable, FindsThePlainText)
{
    const SearchRow &row = GetParam();
    EXPECT_EQ(LogByteSearch(row.needle).matches(row.haystack), row.found)
        << row.needle << " in " << row.haystack;
}

INSTANTIATE_TEST_SUITE_P(Rows, ByteSearchTable, ::testing::ValuesIn(kSearchRows));

// Rows whose bytes left memory are read back from their session file, one open per file.
TEST(LogRowBytes, SearchesRowsInMemoryAndInTheSessionFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"spilled.mcpsession"_s);
    SessionWriter writer;
    ASSERT_TRUE(writer.open(path, SessionHeader{}));
    MessageLogModel log;
    log.setRawMemoryBudget(0); // what the file has leaves memory
    for (int i = 0; i < 6; ++i) {
        TrafficEvent event
            = engineFrame(kIn,
                          R"({"jsonrpc":"2.0","method":"notifications/message","params":{"n":")"
                              + QByteArray::number(i) + R"( Needle"}})");
        if (i % 2 == 0) { // even rows are in the file (and leave memory)
            ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(event)));
            event.stored = writer.lastLocation();
        }
        log.append(event);
    }
    log.flush();
    writer.close();
    ASSERT_TRUE(log.record(0).rawSpilled);
    ASSERT_FALSE(log.record(1).rawSpilled);

    const LogRowBytes bytes = LogRowBytes::take(log, 0, log.rowCount());
    EXPECT_EQ(LogByteSearch("needle").matchingRows(bytes), (std::vector<int>{0, 1, 2, 3, 4, 5}));
    EXPECT_EQ(LogByteSearch("\"4 needle").matchingRows(bytes), (std::vector<int>{4}));
    EXPECT_EQ(bytes.unreadable(), 0);
    EXPECT_EQ(LogByteSearch("needle").matchingRows(LogRowBytes::take(log, 2, 4)),
              (std::vector<int>{2, 3}));

    ASSERT_TRUE(QFile::remove(path)); // a file gone: its rows are counted, the others found
    EXPECT_EQ(LogByteSearch("needle").matchingRows(bytes), (std::vector<int>{1, 3, 5}));
    EXPECT_EQ(bytes.unreadable(), 3);
}

// A job started while another runs replaces it: only the second one's rows are reported, once,
// whichever of the two the pool finishes first.
TEST(LogJob, ASecondStartSupersedesTheFirst)
{
    LogJob job;
    QSignalSpy finished(&job, &LogJob::finished);
    QSignalSpy busy(&job, &LogJob::busyChanged);
    std::atomic<bool> release{false};
    job.start(1, [&release](LogJobControl *control) {
        while (!release && !control->cancelled) // held until the second job has started
            QThread::yieldCurrentThread();
        return std::vector<int>{1};
    });
    job.start(1, [](LogJobControl *) { return std::vector<int>{2}; });
    release = true;
    ASSERT_TRUE(finished.wait());
    ASSERT_TRUE(QTest::qWaitFor([] { return OffThread::pool().activeThreadCount() == 0; }));
    QCoreApplication::processEvents();
    EXPECT_EQ(finished.count(), 1);
    EXPECT_EQ(job.takeResult(), std::vector<int>{2});
    EXPECT_FALSE(job.isBusy());
    ASSERT_EQ(busy.count(), 2); // busy once, through both jobs, then idle
    EXPECT_TRUE(busy.at(0).at(0).toBool());
    EXPECT_FALSE(busy.at(1).at(0).toBool());

    job.start(1, [](LogJobControl *control) {
        while (!control->cancelled) // runs until stopped
            QThread::yieldCurrentThread();
        return std::vector<int>{3};
    });
    EXPECT_TRUE(job.stop());
    EXPECT_FALSE(job.stop());
    ASSERT_TRUE(QTest::qWaitFor([] { return OffThread::pool().activeThreadCount() == 0; }));
    QCoreApplication::processEvents();
    EXPECT_EQ(finished.count(), 1); // a stopped job reports nothing
}

} // namespace
