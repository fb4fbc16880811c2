// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/cli/toolcallcheck.h>

#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonArray tools()
{
    return QJsonDocument::fromJson(R"([
        {"name": "add",
         "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
                         "required": ["a", "b"]},
         "outputSchema": {"type": "object", "properties": {"sum": {"type": "number"}}, "required": ["sum"]}},
        {"name": "free", "inputSchema": {"type": "object"}},
        {"name": "broken", "inputSchema": {"$ref": "https://example.test/schema.json"}},
        {"name": "bomb", "inputSchema": {"type": "object", "patternProperties": {"^(a+)+$": {}},
                                          "properties": {"n": {"type": "integer"}}},
         "outputSchema": {"type": "object", "patternProperties": {"^(a+)+$": {}}}}
    ])")
        .array();
}

TEST(ToolCallCheck, ValidArgumentsPass)
{
    const auto check
        = ToolCallCheck::checkArguments(tools(), u"add"_s, jsonObject(R"({"a": 1, "b": 2})"));
    EXPECT_TRUE(check.issues.isEmpty());
    EXPECT_TRUE(check.warnings.isEmpty());
}

TEST(ToolCallCheck, IssuesNameTheirPath)
{
    const auto check
        = ToolCallCheck::checkArguments(tools(), u"add"_s, jsonObject(R"({"a": "1"})"));
    QStringList lines;
    for (const SchemaIssue &issue : check.issues)
        lines << issue.toString();
    EXPECT_EQ(lines.size(), 2) << lines.join(u" | ").toStdString();
    EXPECT_TRUE(lines.join(u'\n').contains(u"/a: "_s));
    EXPECT_TRUE(lines.join(u'\n').contains(u"/b: "_s));
}

TEST(ToolCallCheck, UnknownToolAndUncheckableSchemaAreWarningsNotIssues)
{
    const auto unknown = ToolCallCheck::checkArguments(tools(), u"nope"_s, {});
    EXPECT_TRUE(unknown.issues.isEmpty());
    EXPECT_EQ(unknown.warnings,
              QStringList{u"the server lists no tool named \"nope\"; sending the call anyway"_s});
    const auto remote = ToolCallCheck::checkArguments(tools(), u"broken"_s, {});
    EXPECT_TRUE(remote.issues.isEmpty());
    ASSERT_EQ(remote.warnings.size(), 1);
    EXPECT_TRUE(
        remote.warnings.first().startsWith(u"cannot check the arguments of \"broken\": "_s));
}

struct OutputRow
{
    const char *name;
    const char *result;
    int warningLines;
};

class StructuredContentCheck : public ::testing::TestWithParam<OutputRow>
{};

TEST_P(StructuredContentCheck, WarnsOnlyWhenItShould)
{
    const QStringList lines
        = ToolCallCheck::checkStructuredContent(tools(), u"add"_s, jsonObject(GetParam().result));
    EXPECT_EQ(lines.size(), GetParam().warningLines) << lines.join(u" | ").toStdString();
}

const OutputRow outputRows[] = {
    {"matches", R"({"content": [], "structuredContent": {"sum": 3}})", 0},
    {"wrong_type", R"({"content": [], "structuredContent": {"sum": "3"}})", 2},
    {"missing_member", R"({"content": [], "structuredContent": {}})", 2},
    {"missing_structured_content", R"({"content": []})", 1},
    {"tool_error_is_exempt", R"({"isError": true, "content": []})", 0},
};
INSTANTIATE_TEST_SUITE_P(Rows,
                         StructuredContentCheck,
                         ::testing::ValuesIn(outputRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(ToolCallCheck, ArgumentsARegexCannotCheckAreAWarningNotARefusal)
{
    const QString key = QString(40, u'a') + u'b';
    const auto check
        = ToolCallCheck::checkArguments(tools(), u"bomb"_s, QJsonObject{{key, 1}, {u"n"_s, 1}});
    EXPECT_TRUE(check.issues.isEmpty());
    ASSERT_EQ(check.warnings.size(), 1);
    EXPECT_TRUE(check.warnings.first().startsWith(
        u"arguments of \"bomb\" not fully checked: /"_s + key
        + u": the name was not checked against patternProperties ^(a+)+$: matching needs more"_s))
        << check.warnings.first().toStdString();
    // A real violation next to it still refuses the call.
    EXPECT_EQ(ToolCallCheck::checkArguments(tools(), u"bomb"_s, QJsonObject{{u"n"_s, u"x"_s}})
                  .issues.size(),
              1);
}

TEST(ToolCallCheck, StructuredContentARegexCannotCheckIsNotFullyValidated)
{
    const QString key = QString(40, u'a') + u'b';
    const QStringList lines = ToolCallCheck::checkStructuredContent(
        tools(), u"bomb"_s, QJsonObject{{u"structuredContent"_s, QJsonObject{{key, 1}}}});
    ASSERT_EQ(lines.size(), 2) << lines.join(u" | ").toStdString();
    EXPECT_EQ(lines.first(),
              u"structuredContent of \"bomb\" was not fully validated against its outputSchema:"_s);
}

TEST(ToolCallCheck, ToolWithoutOutputSchemaIsNotChecked)
{
    EXPECT_TRUE(
        ToolCallCheck::checkStructuredContent(tools(), u"free"_s, jsonObject(R"({"content": []})"))
            .isEmpty());
}

} // namespace
