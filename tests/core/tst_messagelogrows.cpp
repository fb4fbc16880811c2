// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The message log's compact rows (LogRow, ByteArena): what a row gives back is what was
// appended, however it is stored.
#include "support/qtprinters.h"

#include <core/log/bytearena.h>
#include <core/log/messagelogmodel.h>

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TrafficEvent logRowsFrame(qint64 sequence, const QByteArray &raw)
{
    TrafficEvent event;
    event.sequence = sequence;
    event.direction = TrafficEvent::Direction::Incoming;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    event.monotonicNs = sequence * 1000;
    return event;
}

TEST(ByteArena, KeepsEveryPieceInPlaceAcrossChunks)
{
    ByteArena arena(64); // tiny chunks: most pieces start a new one
    QList<qint64> handles;
    QList<QByteArray> pieces;
    for (int i = 0; i < 50; ++i) {
        pieces << QByteArray(i % 7 == 0 ? 100 : i, char('a' + i % 26)); // some larger than a chunk
        handles << (i % 2 ? arena.append(pieces.last()) : arena.appendText(pieces.last()));
    }
    for (int i = 0; i < 50; ++i) {
        const QByteArrayView back
            = i % 2 ? arena.view(handles.at(i), pieces.at(i).size()) : arena.text(handles.at(i));
        EXPECT_EQ(back.toByteArray(), pieces.at(i)) << i;
    }
}

TEST(ByteArena, DropsTheOldestChunksOnly)
{
    ByteArena arena(16);
    const qint64 first = arena.append("0123456789abcdef");
    arena.append("0123456789abcdef");
    const qint64 third = arena.append("third chunk ----");
    const qint64 before = arena.allocatedBytes();
    arena.dropBefore(third);
    EXPECT_EQ(arena.allocatedBytes(), before - 32);
    EXPECT_EQ(arena.view(third, 16).toByteArray(), "third chunk ----");
    arena.dropBefore(first); // nothing older left: no change
    EXPECT_EQ(arena.view(third, 16).toByteArray(), "third chunk ----");
}

TEST(MessageLogRows, EveryIdTypeComesBackAsItWasOnTheWire)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.append(logRowsFrame(1, R"({"jsonrpc":"2.0","id":7,"result":{}})"));
    model.append(logRowsFrame(2, R"({"jsonrpc":"2.0","id":"7","result":{}})"));
    model.append(
        logRowsFrame(3, R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}})"));
    model.append(logRowsFrame(4, R"({"jsonrpc":"2.0","id":1.5,"result":{}})"));
    model.append(logRowsFrame(5, R"({"jsonrpc":"2.0","method":"notifications/x"})"));
    model.flush();
    ASSERT_EQ(model.rowCount(), 5);
    EXPECT_EQ(model.record(0).id, JsonRpcId(7));
    EXPECT_EQ(model.record(1).id, JsonRpcId(u"7"_s));
    EXPECT_TRUE(model.record(2).id.isNull());
    EXPECT_EQ(model.record(2).errorCode, -32700);
    EXPECT_EQ(model.record(3).id.type(), JsonRpcId::Type::Other);
    EXPECT_EQ(model.record(3).id, JsonRpcId::fromJson(QJsonValue(1.5)));
    EXPECT_TRUE(model.record(4).id.isNone());
    EXPECT_EQ(model.data(model.index(1, MessageLogModel::IdColumn)).toString(), u"\"7\""_s);
    // The same fields one at a time, as a filter reads them.
    EXPECT_EQ(model.id(1), JsonRpcId(u"7"_s));
    EXPECT_EQ(model.summary(2), model.record(2).summary);
    EXPECT_EQ(model.method(4), u"notifications/x"_s);
    EXPECT_TRUE(model.row(2).has(LogRow::IsError));
}

// A hostile server can send endless method names: the name table stops growing, and every
// row still shows its own.
TEST(MessageLogRows, MethodsBeyondTheNameTableStayOnTheirRows)
{
    MessageLogModel model;
    for (int i = 0; i < 5000; ++i)
        model.append(logRowsFrame(i + 1,
                                  R"({"jsonrpc":"2.0","method":"notifications/n)"
                                      + QByteArray::number(i) + "\"}"));
    model.flush();
    ASSERT_EQ(model.rowCount(), 5000);
    for (int row : {0, 4095, 4096, 4999})
        EXPECT_EQ(model.data(model.index(row, MessageLogModel::MethodColumn)).toString(),
                  u"notifications/n%1"_s.arg(row));
    EXPECT_EQ(model.record(4999).method, u"notifications/n4999"_s);
}

// What issue 20 asks of a live capture whose bytes are in a session file: rows of at most
// 150 bytes, no frame kept in memory beyond the budget, and the capture's size still known.
TEST(MessageLogRows, RecordedRowsAreCompactAndKeepNoBytes)
{
    MessageLogModel model;
    model.setRawMemoryBudget(0);
    auto file = std::make_shared<const QString>(u"/nonexistent/rows.mcpsession"_s);
    const QByteArray raw
        = R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":2,"total":3,"message":"Step 2 of 3"}})";
    const int rows = 50000;
    for (int i = 0; i < rows; ++i) {
        TrafficEvent event = logRowsFrame(i + 1, raw);
        event.stored = RawLocation{file, qint64(i) * 200, {}};
        model.append(event);
    }
    model.flush();
    EXPECT_EQ(model.rawBytesInMemory(), 0);
    EXPECT_EQ(model.totalRawBytes(), qint64(rows) * raw.size());
    // Rows in chunks of 4096, and no summary text kept.
    EXPECT_LE(double(model.rowMemoryBytes()) / rows, 104.0);
    // A summary is made from the bytes when shown: this file does not exist.
    EXPECT_TRUE(model.record(rows - 1).summary.startsWith(u"bytes no longer readable: "_s));
    EXPECT_TRUE(model.record(0).rawSpilled);
    EXPECT_EQ(model.record(0).stored.offset, 0);
    EXPECT_EQ(model.record(rows - 1).stored.offset, qint64(rows - 1) * 200);
}

} // namespace
