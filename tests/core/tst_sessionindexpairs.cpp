// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// A session file of several connections opened through its index: each entry keeps the
// connection its line names, and the log's rows of one connection are the rows the full read
// of that connection gives.
#include "recordedframes.h"
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/session/sessionindex.h>
#include <core/session/sessionloader.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionwriter.h>

#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace SessionIndexPairsTest {

constexpr int kTagA = 3;
constexpr int kTagB = 9;

SessionConnection connectionTagged(int tag)
{
    SessionConnection connection;
    connection.tag = tag;
    connection.created = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000 + tag, Qt::UTC);
    connection.server.program = u"server-%1"_s.arg(tag);
    return connection;
}

// One connection's recorded frames, each line naming the connection.
std::vector<SessionEvent> framesOf(int tag, const std::vector<RecordedFrame> &frames)
{
    std::vector<SessionEvent> events = recordedFrames(frames);
    for (SessionEvent &event : events) {
        event.connection = tag;
        event.traffic.monotonicNs = event.traffic.sequence * 1000 + tag; // latency to compare
        event.traffic.wallClockMs = 1'700'000'000'000 + event.traffic.sequence;
    }
    return events;
}

// Two connections' events interleaved (a and b take turns), in a version-2 file.
QString writeTwoConnections(const QString &path,
                            const std::vector<SessionEvent> &a,
                            const std::vector<SessionEvent> &b)
{
    SessionHeader header;
    header.created = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    header.connections = {connectionTagged(kTagA), connectionTagged(kTagB)};
    SessionWriter writer;
    if (!writer.open(path, header))
        return writer.errorString();
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        for (const std::vector<SessionEvent> *events : {&a, &b}) {
            if (i < events->size() && !writer.append(events->at(i)))
                return writer.errorString();
        }
    }
    writer.close();
    return {};
}

void indexFully(SessionIndex &index, const QString &path)
{
    QSignalSpy finished(&index, &SessionIndex::finished);
    index.open(path);
    ASSERT_TRUE(finished.wait(30000));
    ASSERT_EQ(index.state(), SessionIndex::State::Complete) << index.errorString().toStdString();
}

// The rows of one recorded connection read in full, as File > Open Session read them before
// the index (SessionLoader: decode and analyse every event).
void loadInFull(const QString &path, int tag, MessageLogModel *model)
{
    SessionLoader loader;
    QSignalSpy loaded(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, model, tag)) << loader.error().toStdString();
    ASSERT_TRUE(loaded.wait(30000));
    model->flush();
}

TEST(SessionIndexConnections, EachEntryKeepsItsConnectionAndRowsAreOneConnections)
{
    // The plain frames are read the fast way, the batch and the bad frame the full way.
    const std::vector<RecordedFrame> frames{
        {'>', R"({"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}})"},
        {'<', R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})"},
        {'>', R"([{"jsonrpc":"2.0","id":2,"method":"ping"}])"},
        {'<', R"({"id":2,"result":{}})"},
    };
    QTemporaryDir dir;
    const QString path = dir.filePath(u"two.mcpsession"_s);
    ASSERT_EQ(writeTwoConnections(path, framesOf(kTagA, frames), framesOf(kTagB, frames)),
              QString());

    SessionIndex index;
    indexFully(index, path);
    const SessionReader::Loaded all = SessionReader::load(path, {}, SessionEvent::kNoConnection);
    ASSERT_TRUE(all.error.isEmpty()) << all.error.toStdString();
    ASSERT_EQ(index.count(), qint64(all.events.size()));
    for (qint64 i = 0; i < index.count(); ++i)
        EXPECT_EQ(index.entry(i).connectionTag(), all.events.at(size_t(i)).connection) << i;
    EXPECT_EQ(index.entry(0).connectionTag(), kTagA);
    EXPECT_EQ(index.entry(1).connectionTag(), kTagB);

    for (const int tag : {kTagA, kTagB}) {
        SCOPED_TRACE(tag);
        MessageLogModel full;
        loadInFull(path, tag, &full);
        MessageLogModel lazy;
        lazy.appendIndexed(index, 0, index.count() - 1, 0, tag);
        lazy.flush();
        ASSERT_EQ(lazy.rowCount(), int(frames.size()));
        ASSERT_EQ(lazy.rowCount(), full.rowCount());
        for (int row = 0; row < lazy.rowCount(); ++row) {
            QByteArray raw;
            QString error;
            ASSERT_TRUE(lazy.rawBytes(row, &raw, &error)) << error.toStdString();
            EXPECT_EQ(raw, full.recordWithBytes(row).raw) << row;
            EXPECT_EQ(lazy.record(row).sequence, full.record(row).sequence) << row;
        }
    }
    // kNoConnection: every entry, both connections' rows in one model.
    MessageLogModel every;
    every.appendIndexed(index, 0, index.count() - 1);
    every.flush();
    EXPECT_EQ(every.rowCount(), int(2 * frames.size()));
}

// Every pair the full read makes (SessionLoader: the connection's analysis), the index makes
// too: string and integer ids, a batch, a duplicate response, an error, a request of the
// server answered by the client, an id whose type changed, a resent round, two connections
// with the same ids.
TEST(SessionIndexConnections, RowsArePairedAsTheFullReadPairsThem)
{
    const std::vector<RecordedFrame> frames{
        {'>', R"({"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}})"},
        {'>', R"({"jsonrpc":"2.0","id":"a","method":"tools/call","params":{}})"},
        {'<', R"({"jsonrpc":"2.0","id":"a","result":{"content":[]}})"},
        {'<', R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})"},
        {'<', R"({"jsonrpc":"2.0","id":1,"result":{}})"}, // a second response
        {'>',
         R"([{"jsonrpc":"2.0","id":2,"method":"ping"},{"jsonrpc":"2.0","id":3,"method":"ping"}])"},
        {'<', R"({"jsonrpc":"2.0","id":2,"result":{}})"}, // answers a request of a batch
        {'<', R"([{"jsonrpc":"2.0","id":3,"result":{}}])"},
        {'>', R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}})"},
        {'<', R"({"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"bad"}})"},
        {'<', R"({"jsonrpc":"2.0","id":7,"method":"sampling/createMessage","params":{}})"},
        {'>', R"({"jsonrpc":"2.0","id":7,"result":{}})"},
        {'>', R"({"jsonrpc":"2.0","id":"5","method":"tools/call","params":{}})"},
        {'<', R"({"jsonrpc":"2.0","id":5,"result":{}})"}, // the id's type changed
        {'>', R"({"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}})"},
        {'<', R"({"jsonrpc":"2.0","id":6,"error":{"code":-32000,"message":"again"}})"},
        {'>', R"({"jsonrpc":"2.0","id":8,"method":"tools/call","params":{}})", 6},
        {'<', R"({"id":8,"result":{}})"}, // no "jsonrpc": read the full way, still paired
    };
    QTemporaryDir dir;
    const QString path = dir.filePath(u"pairs.mcpsession"_s);
    // Connection b's frames are a's, later (other latencies).
    std::vector<SessionEvent> b = framesOf(kTagB, frames);
    for (SessionEvent &event : b)
        event.traffic.monotonicNs += event.traffic.sequence * 37;
    ASSERT_EQ(writeTwoConnections(path, framesOf(kTagA, frames), b), QString());

    SessionIndex index;
    indexFully(index, path);
    int paired = 0;
    for (const int tag : {kTagA, kTagB}) {
        SCOPED_TRACE(tag);
        MessageLogModel full;
        loadInFull(path, tag, &full);
        MessageLogModel lazy;
        // In batches, as the index hands them over.
        for (qint64 first = 0; first < index.count(); first += 5)
            lazy.appendIndexed(index, first, first + 4, 0, tag);
        lazy.flush();
        ASSERT_EQ(lazy.rowCount(), full.rowCount());
        for (int row = 0; row < lazy.rowCount(); ++row) {
            SCOPED_TRACE(row);
            const MessageRecord got = lazy.record(row);
            const MessageRecord want = full.record(row);
            EXPECT_EQ(got.pairedRow, want.pairedRow);
            EXPECT_EQ(got.latencyNs, want.latencyNs);
            EXPECT_EQ(got.method, want.method);
            paired += want.pairedRow >= 0 ? 1 : 0;
        }
        // The resent round joins its earlier one in both.
        EXPECT_EQ(lazy.record(16).round, full.record(16).round);
        EXPECT_EQ(lazy.record(16).conversationRow, full.record(16).conversationRow);
    }
    // Requests 1, "a", 4, 7, 6 and 8 at least (not the batch's 2, nor "5").
    EXPECT_GE(paired, 2 * 2 * 6);
}

} // namespace SessionIndexPairsTest
