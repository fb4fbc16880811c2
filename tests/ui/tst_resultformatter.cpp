// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/tools/resultformatter.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

TEST(ResultFormatter, TextItemsAreShownVerbatimOthersSummarised)
{
    const QJsonObject result = parse(R"({"content": [
        {"type": "text", "text": "first line\nsecond line"},
        {"type": "image", "mimeType": "image/png", "data": "iVBORw0KGgo="},
        {"type": "audio", "mimeType": "audio/wav", "data": "UklGRg=="},
        {"type": "resource", "resource": {"uri": "file:///a.txt", "mimeType": "text/plain",
                                          "text": "embedded text"}},
        {"type": "resource_link", "name": "readme", "uri": "file:///README.md"}
    ]})");
    const QString text = ResultFormatter::contentText(result);
    EXPECT_TRUE(text.startsWith(u"first line\nsecond line\n\n"_s)) << qPrintable(text);
    EXPECT_TRUE(text.contains(u"[image: image/png, 8 bytes]"_s)) << qPrintable(text);
    EXPECT_TRUE(text.contains(u"[audio: audio/wav, 4 bytes]"_s)) << qPrintable(text);
    EXPECT_TRUE(text.contains(u"[resource: file:///a.txt (text/plain)]\nembedded text"_s));
    EXPECT_TRUE(text.contains(u"[resource link: readme — file:///README.md]"_s));
    EXPECT_EQ(ResultFormatter::contentSummary(result),
              u"1 audio item, 1 image item, 1 resource item, 1 resource_link item, 1 text item"_s);
}

TEST(ResultFormatter, StructuredContentIsPrettyPrintedAfterTheContent)
{
    const QJsonObject result
        = parse(R"({"content": [{"type": "text", "text": "3"}], "structuredContent": {"sum": 3}})");
    EXPECT_EQ(ResultFormatter::contentText(result),
              u"3\n\nStructured content:\n{\n    \"sum\": 3\n}"_s);
    EXPECT_EQ(ResultFormatter::contentSummary(result), u"1 text item, structured content"_s);
}

TEST(ResultFormatter, AnEmptyResultSaysSo)
{
    EXPECT_EQ(ResultFormatter::contentText({}), u"(The result has no content.)"_s);
    EXPECT_EQ(ResultFormatter::contentSummary({}), u"no content"_s);
}

TEST(ResultFormatter, UnknownItemTypesAreShownAsJson)
{
    const QJsonObject item{{"type"_L1, u"hologram"_s}, {"depth"_L1, 3}};
    EXPECT_EQ(ResultFormatter::itemSummary(item),
              u"[hologram item: {\"depth\":3,\"type\":\"hologram\"}]"_s);
}
