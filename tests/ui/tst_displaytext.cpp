// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/displaytext.h>

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(DisplayText, ShortTextPassesThroughUnchanged)
{
    QString note = u"stale"_s;
    EXPECT_EQ(DisplayText::forView(u"{\n  \"a\": 1\n}"_s, 100, &note), u"{\n  \"a\": 1\n}"_s);
    EXPECT_TRUE(note.isEmpty());
}

TEST(DisplayText, CutsAtTheLimitAndSaysHowMuchWasShown)
{
    const QString text(3 * 1024 * 1024, u'a');
    QString note;
    const QString shown = DisplayText::forView(text, 1024 * 1024, &note);
    EXPECT_LE(shown.size(), 1024 * 1024 + 1024 * 1024 / DisplayText::kLongLine + 1);
    EXPECT_TRUE(note.contains(u"Showing the first 1.0 MB of 3.0 MB"_s)) << qPrintable(note);
}

TEST(DisplayText, BreaksLongLinesSoTheTextLayoutStaysFast)
{
    const QString line(DisplayText::kLongLine * 2 + 10, u'x');
    QString note;
    const QString shown = DisplayText::forView(u"short\n"_s + line + u"\nend"_s, 1 << 20, &note);
    const QStringList lines = shown.split(u'\n');
    ASSERT_EQ(lines.size(), 5);
    EXPECT_EQ(lines.at(0), u"short"_s);
    EXPECT_EQ(lines.at(1).size(), DisplayText::kLongLine);
    EXPECT_EQ(lines.at(3).size(), 10);
    EXPECT_EQ(lines.at(4), u"end"_s);
    EXPECT_TRUE(note.contains(u"broken for display"_s));
}

TEST(DisplayText, CappedNeverSplitsASurrogatePair)
{
    const QString text = u"ab"_s + QString::fromUcs4(U"😀") + u"cd"_s;
    EXPECT_EQ(DisplayText::capped(text, 3), u"ab…"_s);
    EXPECT_EQ(DisplayText::capped(text, 4), u"ab😀…"_s);
}

TEST(DisplayText, FirstLineMarksTheRest)
{
    EXPECT_EQ(DisplayText::firstLine(u"one\ntwo"_s), u"one …"_s);
    EXPECT_EQ(DisplayText::firstLine(u"only"_s), u"only"_s);
}

TEST(DisplayText, JsonScalarsAreSerialisedExactly)
{
    EXPECT_EQ(DisplayText::compactJson(QJsonValue(u"a\"b"_s)), u"\"a\\\"b\""_s);
    EXPECT_EQ(DisplayText::compactJson(QJsonValue(42)), u"42"_s);
    EXPECT_EQ(DisplayText::compactJson(QJsonValue(QJsonValue::Null)), u"null"_s);
    EXPECT_EQ(DisplayText::prettyJson(QJsonObject{{"a"_L1, QJsonArray{1, 2}}}),
              u"{\n    \"a\": [\n        1,\n        2\n    ]\n}"_s);
}

TEST(DisplayText, SizesReadLikeAPersonWouldSayThem)
{
    EXPECT_EQ(DisplayText::formatSize(1), u"1 byte"_s);
    EXPECT_EQ(DisplayText::formatSize(512), u"512 bytes"_s);
    EXPECT_EQ(DisplayText::formatSize(1536), u"1.5 KB"_s);
    EXPECT_EQ(DisplayText::formatSize(20 * 1024 * 1024), u"20.0 MB"_s);
}
