// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/transport/lineframer.h>

#include <gtest/gtest.h>

namespace {

struct FramerRow
{
    const char *name;
    std::vector<std::string> chunks;
    std::vector<std::string> lines;
    std::string remainder;
};

class LineFramerTable : public ::testing::TestWithParam<FramerRow>
{};

TEST_P(LineFramerTable, SplitsLines)
{
    const FramerRow &row = GetParam();
    LineFramer framer;
    std::vector<std::string> lines;
    for (const std::string &chunk : row.chunks) {
        for (const LineFramer::Line &line :
             framer.append(QByteArrayView(chunk.data(), qsizetype(chunk.size())))) {
            EXPECT_EQ(line.droppedSize, 0);
            lines.push_back(line.bytes.toStdString());
        }
    }
    EXPECT_EQ(lines, row.lines);
    EXPECT_EQ(framer.takeRemainder().toStdString(), row.remainder);
}

const FramerRow framerRows[] = {
    {"one_line", {"{\"a\":1}\n"}, {"{\"a\":1}"}, ""},
    {"two_lines_one_read", {"a\nb\n"}, {"a", "b"}, ""},
    {"split_inside_line", {"{\"a\"", ":1}\n"}, {"{\"a\":1}"}, ""},
    {"split_before_newline", {"abc", "\n"}, {"abc"}, ""},
    {"split_after_newline", {"abc\n", "def"}, {"abc"}, "def"},
    {"crlf_endings", {"a\r\nb\r\n"}, {"a", "b"}, ""},
    {"crlf_split_between_cr_and_lf", {"a\r", "\n"}, {"a"}, ""},
    {"empty_line_kept", {"\n\n"}, {"", ""}, ""},
    {"byte_by_byte", {"h", "i", "\n", "x"}, {"hi"}, "x"},
    {"no_trailing_newline", {"partial"}, {}, "partial"},
    {"remainder_drops_trailing_cr", {"partial\r"}, {}, "partial"},
    {"pieces_joined_then_lines_in_one_read",
     {"ab", "cd", "e\nf", "g\nh\n"},
     {"abcde", "fg", "h"},
     ""},
    {"pieces_then_remainder", {"ab", "cd"}, {}, "abcd"},
    {"cr_inside_line_kept", {"a\rb", "\n"}, {"a\rb"}, ""},
};
INSTANTIATE_TEST_SUITE_P(Framing,
                         LineFramerTable,
                         ::testing::ValuesIn(framerRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(LineFramer, GiantLineInSmallReads)
{
    LineFramer framer;
    const QByteArray chunk(64 * 1024, 'x');
    const int chunks = 320; // 20 MiB
    for (int i = 0; i < chunks; ++i)
        EXPECT_TRUE(framer.append(chunk).isEmpty());
    const QList<LineFramer::Line> lines = framer.append("\nnext\n");
    ASSERT_EQ(lines.size(), 2);
    EXPECT_EQ(lines.at(0).bytes.size(), chunk.size() * chunks);
    EXPECT_EQ(lines.at(1).bytes, QByteArray("next"));
}

// A large line that starts the buffer is handed over, not copied; what follows it in the same
// read is framed as usual.
TEST(LineFramer, LargeLineHandedOverKeepsWhatFollows)
{
    LineFramer framer;
    const QByteArray big(200 * 1024, 'y');
    EXPECT_TRUE(framer.append(big.first(1000)).isEmpty());
    const QList<LineFramer::Line> lines
        = framer.append(QByteArray(big.sliced(1000) + "\r\nnext\r\nthird\npart"));
    ASSERT_EQ(lines.size(), 3);
    EXPECT_EQ(lines.at(0).bytes, big);
    EXPECT_EQ(lines.at(1).bytes, QByteArray("next"));
    EXPECT_EQ(lines.at(2).bytes, QByteArray("third"));
    EXPECT_EQ(framer.bufferedSize(), 4);
    EXPECT_EQ(framer.append("ial\n").value(0).bytes, QByteArray("partial"));
}

TEST(LineFramer, OversizedLineIsDroppedAndReported)
{
    LineFramer framer(10);
    EXPECT_TRUE(framer.append("0123456789ab").isEmpty());
    EXPECT_TRUE(framer.append("cdef").isEmpty());
    const QList<LineFramer::Line> lines = framer.append("gh\nok\n");
    ASSERT_EQ(lines.size(), 2);
    EXPECT_EQ(lines.at(0).droppedSize, 18);
    EXPECT_TRUE(lines.at(0).bytes.isEmpty());
    EXPECT_EQ(lines.at(1).bytes, QByteArray("ok"));
    EXPECT_EQ(lines.at(1).droppedSize, 0);
}

TEST(LineFramer, LimitCountsEveryPieceOfALine)
{
    LineFramer framer(10);
    EXPECT_TRUE(framer.append("01234").isEmpty());
    EXPECT_TRUE(framer.append("56789").isEmpty());
    EXPECT_FALSE(framer.isDropping()); // exactly the limit: still a line
    QList<LineFramer::Line> lines = framer.append("\n012345678");
    ASSERT_EQ(lines.size(), 1);
    EXPECT_EQ(lines.at(0).bytes, QByteArray("0123456789"));
    lines = framer.append("9a\n"); // 11 bytes, its start in the previous read
    ASSERT_EQ(lines.size(), 1);
    EXPECT_EQ(lines.at(0).droppedSize, 11);
    EXPECT_EQ(framer.bufferedSize(), 0);
}

TEST(LineFramer, LineWithoutEndKeepsMemoryBounded)
{
    // A server that never ends its line: the framer holds at most the limit and one read.
    LineFramer framer(1000);
    const QByteArray chunk(300, 'x');
    for (int i = 0; i < 1000; ++i) {
        EXPECT_TRUE(framer.append(chunk).isEmpty());
        ASSERT_LE(framer.bufferedSize(), 1000 + chunk.size());
    }
    EXPECT_TRUE(framer.isDropping());
    EXPECT_EQ(framer.bufferedSize(), 0);
}

} // namespace
