// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/session/sessionlinereader.h>

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

// What next() gave, one string: "offset:text" per line, "offset:<too long>" for a null view,
// and after the last line "end@position".
QByteArray linesRead(SessionLineReader &reader)
{
    QByteArray seen;
    QByteArrayView line;
    qint64 offset = 0;
    while (reader.next(&line, &offset)) {
        seen += QByteArray::number(offset) + ':'
                + (line.isNull() ? QByteArray("<too long>") : line.toByteArray()) + ' ';
    }
    return seen + "end@" + QByteArray::number(reader.position());
}

QString lineReaderFile(const QTemporaryDir &dir, const QByteArray &content)
{
    const QString path = dir.filePath(QStringLiteral("lines.mcpsession"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    return path;
}

struct LineReaderRow
{
    const char *name;
    QByteArray content;
    qint64 maxLineBytes;
    qint64 seekTo; // -1: read from the start
    const char *expected;
};

void PrintTo(const LineReaderRow &row, std::ostream *os)
{
    *os << row.name;
}

const QByteArray kLineReaderLong = QByteArray(3000, 'x'); // beyond the rows' limit of 100 bytes

const LineReaderRow kLineReaderRows[] = {
    {"LF lines", "ab\ncd\n", 100, -1, "0:ab 3:cd end@6"},
    {"CRLF lines lose the CR", "ab\r\ncd\r\n", 100, -1, "0:ab 4:cd end@8"},
    {"a CR inside a line stays", "a\rb\n", 100, -1, "0:a\rb end@4"},
    {"blank lines come back as they are",
     "ab\n\n  \n\r\ncd\n",
     100,
     -1,
     "0:ab 3: 4:   7: 9:cd end@12"},
    {"the last line without its newline", "ab\ncd", 100, -1, "0:ab 3:cd end@5"},
    {"an empty file", "", 100, -1, "end@0"},
    {"a line of exactly the limit", "abcd\nef\n", 4, -1, "0:abcd 5:ef end@8"},
    {"a line over the limit is skipped", "ab\nabcde\ncd\n", 4, -1, "0:ab 3:<too long> 9:cd end@12"},
    {"a long line over the limit",
     "ab\n" + kLineReaderLong + "\ncd\n",
     100,
     -1,
     "0:ab 3:<too long> 3004:cd end@3007"},
    {"the last line over the limit",
     "ab\n" + kLineReaderLong,
     100,
     -1,
     "0:ab 3:<too long> end@3003"},
    {"seek to a line in the middle", "ab\ncd\nef\n", 100, 3, "3:cd 6:ef end@9"},
    {"seek to the last line without newline", "ab\ncd\nef", 100, 6, "6:ef end@8"},
    {"seek past a long line", "ab\n" + kLineReaderLong + "\ncd\n", 100, 3004, "3004:cd end@3007"},
    {"seek to the end", "ab\ncd\n", 100, 6, "end@6"},
};

class SessionLineReaderLines : public ::testing::TestWithParam<LineReaderRow>
{};

TEST_P(SessionLineReaderLines, ComeBackWithTheirOffsets)
{
    const LineReaderRow &row = GetParam();
    QTemporaryDir dir;
    SessionLineReader reader(row.maxLineBytes);
    ASSERT_TRUE(reader.open(lineReaderFile(dir, row.content)))
        << reader.errorString().toStdString();
    if (row.seekTo >= 0)
        ASSERT_TRUE(reader.seek(row.seekTo));
    EXPECT_EQ(linesRead(reader), QByteArray(row.expected));
}

INSTANTIATE_TEST_SUITE_P(Rows, SessionLineReaderLines, ::testing::ValuesIn(kLineReaderRows));

} // namespace

TEST(SessionLineReader, ALineOverTheLimitIsReportedBeforeItIsReadWhole)
{
    // A caller that stops at a too-long line (SessionReader fails there) reads only the first
    // chunk of it, not the whole line.
    QTemporaryDir dir;
    const QByteArray content = QByteArray(8 << 20, 'x') + "\nab\n";
    SessionLineReader reader(1000);
    ASSERT_TRUE(reader.open(lineReaderFile(dir, content)));
    QByteArrayView line;
    qint64 offset = -1;
    ASSERT_TRUE(reader.next(&line, &offset));
    EXPECT_TRUE(line.isNull());
    EXPECT_EQ(offset, 0);
    EXPECT_LT(reader.bytesRead(), qint64(1) << 20);
    // Asking for what follows skips the rest of it.
    EXPECT_EQ(reader.position(), qint64(8 << 20) + 1);
    ASSERT_TRUE(reader.next(&line, &offset));
    EXPECT_EQ(line, QByteArrayView("ab"));
}

TEST(SessionLineReader, SeekingForwardWithinWhatWasReadReadsTheFileOnce)
{
    QTemporaryDir dir;
    SessionLineReader reader;
    ASSERT_TRUE(reader.open(lineReaderFile(dir, "ab\ncd\nef\n")));
    QByteArrayView line;
    qint64 offset = 0;
    ASSERT_TRUE(reader.next(&line, &offset));
    const qint64 read = reader.bytesRead();
    ASSERT_TRUE(reader.seek(6));
    ASSERT_TRUE(reader.next(&line, &offset));
    EXPECT_EQ(line, QByteArrayView("ef"));
    EXPECT_EQ(offset, 6);
    ASSERT_TRUE(reader.seek(3)); // back, still among the bytes read
    ASSERT_TRUE(reader.next(&line, &offset));
    EXPECT_EQ(line, QByteArrayView("cd"));
    EXPECT_EQ(reader.bytesRead(), read);
}

TEST(SessionLineReader, AFileThatCannotBeOpenedSaysWhy)
{
    QTemporaryDir dir;
    SessionLineReader reader;
    EXPECT_FALSE(reader.open(dir.filePath(QStringLiteral("missing.mcpsession"))));
    EXPECT_FALSE(reader.errorString().isEmpty());
    QByteArrayView line;
    qint64 offset = 0;
    EXPECT_FALSE(reader.next(&line, &offset));
}
