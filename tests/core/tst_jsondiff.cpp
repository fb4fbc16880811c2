// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/diff/jsondiff.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonValue parse(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(R"({"v":)") + text + "}").object().value("v"_L1);
}

struct DiffRow
{
    const char *name;
    const char *before;
    const char *after;
    std::vector<const char *> ignore;
    std::vector<const char *> expected; // JsonDifference::toString() of each, in order
};

std::ostream &operator<<(std::ostream &out, const DiffRow &row)
{
    return out << row.name;
}

class JsonDiffTable : public ::testing::TestWithParam<DiffRow>
{};

TEST_P(JsonDiffTable, ReportsPointers)
{
    const DiffRow &row = GetParam();
    QStringList patterns;
    for (const char *pattern : row.ignore)
        patterns << QString::fromUtf8(pattern);
    QStringList actual;
    for (const JsonDifference &difference :
         JsonDiff::compare(parse(row.before), parse(row.after), JsonIgnoreList(patterns)))
        actual << difference.toString();
    QStringList expected;
    for (const char *line : row.expected)
        expected << QString::fromUtf8(line);
    EXPECT_EQ(actual, expected);
}

const DiffRow diffRows[] = {
    {"identical_scalars", "1", "1", {}, {}},
    {"key_order_is_ignored", R"({"a":1,"b":2})", R"({"b":2,"a":1})", {}, {}},
    {"integer_equals_float", R"({"n":1})", R"({"n":1.0})", {}, {}},
    {"exponent_equals_plain", R"({"n":1e3})", R"({"n":1000})", {}, {}},
    {"changed_number", R"({"n":1})", R"({"n":2})", {}, {"/n: 1 → 2"}},
    {"string_vs_number", R"({"n":1})", R"({"n":"1"})", {}, {R"(/n: 1 → "1")"}},
    {"null_vs_absent", R"({"n":null})", R"({})", {}, {"/n: removed null"}},
    {"added_member", R"({})", R"({"x":true})", {}, {"/x: added true"}},
    {"nested_change",
     R"({"tools":[{"name":"echo","description":"Echo"}]})",
     R"({"tools":[{"name":"echo","description":"Echoes"}]})",
     {},
     {R"(/tools/0/description: "Echo" → "Echoes")"}},
    {"array_grows", "[1,2]", "[1,2,3]", {}, {"/2: added 3"}},
    {"array_shrinks", "[1,2,3]", "[1]", {}, {"/1: removed 2", "/2: removed 3"}},
    {"type_change_object_to_array", R"({"a":{}})", R"({"a":[]})", {}, {"/a: {} → []"}},
    {"whole_document", "1", "2", {}, {"(root): 1 → 2"}},
    {"escaped_key", R"({"a/b":1})", R"({"a/b":2})", {}, {"/a~1b: 1 → 2"}},
    {"ignore_exact", R"({"a":1,"b":1})", R"({"a":2,"b":2})", {"/a"}, {"/b: 1 → 2"}},
    {"ignore_covers_subtree", R"({"a":{"x":1}})", R"({"a":{"x":2,"y":3}})", {"/a"}, {}},
    {"ignore_any_one_segment",
     R"({"items":[{"t":1,"v":1},{"t":2,"v":1}]})",
     R"({"items":[{"t":5,"v":1},{"t":6,"v":2}]})",
     {"/items/*/t"},
     {"/items/1/v: 1 → 2"}},
    {"ignore_any_depth",
     R"({"a":{"b":{"timestamp":1}},"timestamp":1})",
     R"({"a":{"b":{"timestamp":2}},"timestamp":2})",
     {"/**/timestamp"},
     {}},
    {"ignore_glob_token",
     R"({"createdAt":1,"cat":1})",
     R"({"createdAt":2,"cat":2})",
     {"/**/*At"},
     {"/cat: 1 → 2"}},
    {"ignore_added_member", R"({})", R"({"sessionId":"x"})", {"/**/sessionId"}, {}},
    {"ignore_escaped_key", R"({"a/b":1})", R"({"a/b":2})", {"/a~1b"}, {}},
};

INSTANTIATE_TEST_SUITE_P(Rows, JsonDiffTable, ::testing::ValuesIn(diffRows), [](const auto &info) {
    return std::string(info.param.name);
});

TEST(JsonDiff, DefaultsIgnoreClocksAndPerRunIds)
{
    const JsonIgnoreList defaults(JsonIgnoreList::defaultPatterns());
    for (const char *pointer : {"/timestamp",
                                "/content/0/_meta/lastTimestamp",
                                "/createdAt",
                                "/x/startTime",
                                "/requestId",
                                "/a/sessionId",
                                "/_meta/progressToken"})
        EXPECT_TRUE(defaults.matches(QString::fromUtf8(pointer))) << pointer;
    for (const char *pointer : {"/tools/0/name", "/id", "/content/0/text", "/cat", "/at"})
        EXPECT_FALSE(defaults.matches(QString::fromUtf8(pointer))) << pointer;
}

TEST(JsonDiff, RejectsPatternsThatAreNotPointers)
{
    EXPECT_TRUE(JsonIgnoreList::checkPattern(u"tools/0"_s).has_value());
    EXPECT_TRUE(JsonIgnoreList::checkPattern(QString()).has_value());
    EXPECT_FALSE(JsonIgnoreList::checkPattern(u"/tools/*/name"_s).has_value());
    EXPECT_TRUE(JsonIgnoreList({u"nope"_s}).isEmpty());
}

TEST(JsonDiff, StopsAtTheLimit)
{
    QJsonArray before, after;
    for (int i = 0; i < 50; ++i) {
        before.append(i);
        after.append(i + 1);
    }
    EXPECT_EQ(JsonDiff::compare(before, after, {}, 10).size(), 10);
}

TEST(JsonDiff, BriefAbbreviatesLongValues)
{
    EXPECT_EQ(JsonDiff::brief(QJsonValue(u"a\"b"_s)), uR"("a\"b")"_s);
    EXPECT_EQ(JsonDiff::brief(QJsonValue(QString(200, u'x')), 10).size(), 10);
    EXPECT_EQ(JsonDiff::brief(QJsonValue(QJsonValue::Undefined)), u"(absent)"_s);
}

} // namespace
