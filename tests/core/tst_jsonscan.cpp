// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// JsonScan: the fast scanner of the session index vouches only for what Qt's parser reads the
// same way, and says so for everything else.
#include <core/session/jsonscan.h>

#include <QJsonDocument>

#include <gtest/gtest.h>

namespace {

struct ScanRow
{
    const char *name;
    QByteArray json;
    bool fast;                   // objectMembers() vouches for it
    QList<QByteArray> keys = {}; // its members, when fast
    QList<QByteArray> values = {};
};

void PrintTo(const ScanRow &row, std::ostream *os)
{
    *os << row.name;
}

QByteArray nestedArrays(int depth)
{
    return "{\"a\":" + QByteArray(depth, '[') + QByteArray(depth, ']') + "}";
}

const ScanRow kScanRows[] = {
    {"plain", R"({"a":1,"b":"x"})", true, {"a", "b"}, {"1", R"("x")"}},
    {"empty object", "{}", true},
    {"whitespace everywhere",
     " \t{ \"a\" : [1, 2 ,3] ,\r\n \"b\" : {\"c\":null} } ",
     true,
     {"a", "b"},
     {"[1, 2 ,3]", R"({"c":null})"}},
    {"literals and fractions",
     R"({"t":true,"f":false,"n":null,"x":-0.25})",
     true,
     {"t", "f", "n", "x"},
     {"true", "false", "null", "-0.25"}},
    {"escapes in a value",
     R"({"a":"q\"uote\\ \/ \b\f\n\r\t \u00e9"})",
     true,
     {"a"},
     {R"("q\"uote\\ \/ \b\f\n\r\t \u00e9")"}},
    {"escapes in a nested key", R"({"a":{"\u0062":1}})", true, {"a"}, {R"({"\u0062":1})"}},
    {"surrogate pair", R"({"a":"\ud83d\ude00"})", true, {"a"}, {R"("\ud83d\ude00")"}},
    {"UTF-8 text",
     "{\"a\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"}",
     true,
     {"a"},
     {"\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\""}},
    {"duplicate keys are members", R"({"a":1,"a":2})", true, {"a", "a"}, {"1", "2"}},
    {"nesting at the limit",
     nestedArrays(JsonScan::kMaxDepth - 1),
     true,
     {"a"},
     {QByteArray(JsonScan::kMaxDepth - 1, '[') + QByteArray(JsonScan::kMaxDepth - 1, ']')}},
    // Not vouched for: some are JSON, some are not; the full parser decides.
    {"escaped top-level key", R"({"\u0061":1})", false},
    {"nesting past the limit", nestedArrays(JsonScan::kMaxDepth + 1), false},
    {"exponent", R"({"a":1e5})", false},
    {"leading zero", R"({"a":01})", false},
    {"bare minus", R"({"a":-})", false},
    {"fraction without digits", R"({"a":1.})", false},
    {"number too long", "{\"a\":" + QByteArray(JsonScan::kMaxNumberLength + 1, '7') + "}", false},
    {"raw control character", "{\"a\":\"x\ty\"}", false},
    {"invalid UTF-8", "{\"a\":\"\xff\"}", false},
    {"overlong UTF-8", "{\"a\":\"\xc0\xaf\"}", false},
    {"encoded surrogate", "{\"a\":\"\xed\xa0\x80\"}", false},
    {"lone high surrogate", R"({"a":"\ud800x"})", false},
    {"lone low surrogate", R"({"a":"\udc00"})", false},
    {"unknown escape", R"({"a":"\x41"})", false},
    {"short unicode escape", R"({"a":"\u12"})", false},
    {"unterminated string", R"({"a":"x})", false},
    {"trailing garbage", R"({"a":1} x)", false},
    {"two objects", R"({"a":1}{"b":2})", false},
    {"trailing comma", R"({"a":1,})", false},
    {"trailing comma in array", R"({"a":[1,]})", false},
    {"missing colon", R"({"a" 1})", false},
    {"misspelt literal", R"({"a":tru})", false},
    {"single quotes", R"({'a':1})", false},
    {"truncated", R"({"a":{"b":1})", false},
    {"an array", "[1]", false},
    {"a string", R"("x")", false},
    {"empty", "", false},
    {"only whitespace", "  ", false},
};

class JsonScanTable : public ::testing::TestWithParam<ScanRow>
{};

TEST_P(JsonScanTable, MembersOrNotFast)
{
    const ScanRow &row = GetParam();
    JsonScan::Members members;
    ASSERT_EQ(JsonScan::objectMembers(row.json, &members), row.fast);
    if (!row.fast)
        return;
    // What it vouches for is JSON, and an object, to Qt's parser too.
    QJsonParseError error;
    EXPECT_TRUE(QJsonDocument::fromJson(row.json, &error).isObject())
        << error.errorString().toStdString();
    ASSERT_EQ(members.size(), row.keys.size());
    for (qsizetype i = 0; i < members.size(); ++i) {
        EXPECT_EQ(members[i].key.toByteArray(), row.keys.at(i));
        EXPECT_EQ(members[i].value.toByteArray(), row.values.at(i));
        // A member's string reads as the same string checked again.
        QByteArray checked, unchecked;
        const bool isString = JsonScan::stringValue(members[i].value, &checked);
        EXPECT_EQ(JsonScan::memberString(members[i], &unchecked), isString);
        EXPECT_EQ(unchecked, checked);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, JsonScanTable, ::testing::ValuesIn(kScanRows));

struct StringRow
{
    const char *name;
    QByteArray value;
    bool isString;
    QByteArray utf8 = {};
};

void PrintTo(const StringRow &row, std::ostream *os)
{
    *os << row.name;
}

const StringRow kStringRows[] = {
    {"plain", R"("abc")", true, "abc"},
    {"empty", R"("")", true, ""},
    {"quote and backslash", R"("a\"b\\c")", true, R"(a"b\c)"},
    {"short escapes", R"("\/\b\f\n\r\t")", true, "/\b\f\n\r\t"},
    {"unicode escapes",
     R"("\u00e9\u20ac\u0041")",
     true,
     "\xc3\xa9\xe2\x82\xac"
     "A"},
    {"surrogate pair", R"("\ud83d\ude00!")", true, "\xf0\x9f\x98\x80!"},
    {"escaped NUL", R"("a\u0000b")", true, QByteArray("a\0b", 3)},
    {"a frame inside a line",
     R"("{\"jsonrpc\":\"2.0\",\"id\":1}")",
     true,
     R"({"jsonrpc":"2.0","id":1})"},
    {"UTF-8 kept", "\"\xc3\xa9\"", true, "\xc3\xa9"},
    {"not quoted", "abc", false},
    {"a number", "12", false},
    {"unterminated", R"("abc)", false},
    {"text after it", R"("a"b")", false},
    {"lone surrogate", R"("\udfff")", false},
};

class JsonScanStrings : public ::testing::TestWithParam<StringRow>
{};

TEST_P(JsonScanStrings, Unescaped)
{
    const StringRow &row = GetParam();
    QByteArray utf8 = "left over from before";
    ASSERT_EQ(JsonScan::stringValue(row.value, &utf8), row.isString);
    if (row.isString)
        EXPECT_EQ(utf8, row.utf8);
}

INSTANTIATE_TEST_SUITE_P(Rows, JsonScanStrings, ::testing::ValuesIn(kStringRows));

struct IntegerRow
{
    const char *text;
    bool isInteger;
    qint64 value = 0;
};

void PrintTo(const IntegerRow &row, std::ostream *os)
{
    *os << row.text;
}

const IntegerRow kIntegerRows[] = {
    {"0", true, 0},
    {"-0", true, 0},
    {"7", true, 7},
    {"-12", true, -12},
    {"999999999999999", true, 999'999'999'999'999},
    {"-999999999999999", true, -999'999'999'999'999},
    {"1000000000000000", false}, // 16 digits: left to the full parser
    {"01", false},
    {"1.0", false},
    {"1e3", false},
    {"-", false},
    {"", false},
    {"\"1\"", false},
    {"12a", false},
};

class JsonScanIntegers : public ::testing::TestWithParam<IntegerRow>
{};

TEST_P(JsonScanIntegers, PlainIntegersOnly)
{
    const IntegerRow &row = GetParam();
    qint64 value = -1;
    ASSERT_EQ(JsonScan::integerValue(QByteArrayView(row.text), &value), row.isInteger);
    if (row.isInteger)
        EXPECT_EQ(value, row.value);
}

INSTANTIATE_TEST_SUITE_P(Rows, JsonScanIntegers, ::testing::ValuesIn(kIntegerRows));

TEST(JsonScan, FindReportsDuplicates)
{
    JsonScan::Members members;
    ASSERT_TRUE(JsonScan::objectMembers(R"({"a":1,"b":2,"a":3})", &members));
    bool duplicate = false;
    ASSERT_NE(JsonScan::find(members, "b", &duplicate), nullptr);
    EXPECT_FALSE(duplicate);
    EXPECT_EQ(JsonScan::find(members, "c", &duplicate), nullptr);
    EXPECT_FALSE(duplicate);
    EXPECT_NE(JsonScan::find(members, "a", &duplicate), nullptr);
    EXPECT_TRUE(duplicate);
}

TEST(JsonScan, IsStringComparesThePlainText)
{
    EXPECT_TRUE(JsonScan::isString(R"("frame")", "frame"));
    EXPECT_FALSE(JsonScan::isString(R"("frames")", "frame"));
    EXPECT_FALSE(JsonScan::isString(R"("fr\u0061me")", "frame")); // left to the full reader
    EXPECT_FALSE(JsonScan::isString("frame", "frame"));
}

} // namespace
