// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "uitesthelpers.h"

#include <ui/tools/resultformatter.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {} // namespace

TEST(ResultFormatter, SummaryCountsBlocksByType)
{
    const QJsonObject result = jsonObject(R"({"content": [
        {"type": "text", "text": "first line\nsecond line"},
        {"type": "image", "mimeType": "image/png", "data": "iVBORw0KGgo="},
        {"type": "audio", "mimeType": "audio/wav", "data": "UklGRg=="},
        {"type": "resource", "resource": {"uri": "file:///a.txt", "text": "embedded text"}},
        {"type": "resource_link", "name": "readme", "uri": "file:///README.md"},
        {"type": "text", "text": "again"},
        {"data": "no type"}
    ]})");
    EXPECT_EQ(ResultFormatter::contentSummary(result),
              u"1 untyped item, 1 audio item, 1 image item, 1 resource item, 1 resource_link "
              "item, 2 text items"_s);
}

TEST(ResultFormatter, StructuredContentIsMentioned)
{
    const QJsonObject result = jsonObject(
        R"({"content": [{"type": "text", "text": "3"}], "structuredContent": {"sum": 3}})");
    EXPECT_EQ(ResultFormatter::contentSummary(result), u"1 text item, structured content"_s);
}

TEST(ResultFormatter, AnEmptyResultSaysSo)
{
    EXPECT_EQ(ResultFormatter::contentSummary({}), u"no content"_s);
}
