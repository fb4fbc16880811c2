// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <QJsonArray>

#include <gtest/gtest.h>
#include <schemacheck.h>

using namespace Qt::StringLiterals;

namespace {

struct SchemaRow : NamedRow<SchemaRow>
{
    const char *schema;
    const char *value; // JSON text of [value], so scalars can be written too
    QStringList problems;
};

class SchemaCheckRows : public ::testing::TestWithParam<SchemaRow>
{};

TEST_P(SchemaCheckRows, ReportsExactlyTheseProblems)
{
    const SchemaRow &row = GetParam();
    const QJsonValue value = QJsonDocument::fromJson(QByteArray(row.value)).array().first();
    EXPECT_EQ(SchemaCheck::validate(value, jsonObject(row.schema)), row.problems);
}

INSTANTIATE_TEST_SUITE_P(
    SchemaCheck,
    SchemaCheckRows,
    ::testing::Values(
        SchemaRow{"integer_accepts_whole_number", R"({"type":"integer"})", "[3]", {}},
        SchemaRow{"integer_rejects_fraction",
                  R"({"type":"integer"})",
                  "[3.5]",
                  {u"(arguments): expected integer, got number"_s}},
        SchemaRow{"number_accepts_integer", R"({"type":"number"})", "[3]", {}},
        SchemaRow{"nullable_accepts_null", R"({"type":["string","null"]})", "[null]", {}},
        SchemaRow{"nullable_rejects_bool",
                  R"({"type":["string","null"]})",
                  "[true]",
                  {u"(arguments): expected string or null, got boolean"_s}},
        SchemaRow{"exclusive_minimum",
                  R"({"type":"number","exclusiveMinimum":0})",
                  "[0]",
                  {u"(arguments): 0 must be greater than 0"_s}},
        SchemaRow{"exclusive_maximum", R"({"type":"number","exclusiveMaximum":1})", "[0.999]", {}},
        SchemaRow{"decimal_multiple_of", R"({"type":"number","multipleOf":0.1})", "[0.3]", {}},
        SchemaRow{"not_a_multiple",
                  R"({"type":"integer","multipleOf":5})",
                  "[12]",
                  {u"(arguments): 12 is not a multiple of 5"_s}},
        SchemaRow{"length_counts_code_points",
                  R"({"type":"string","maxLength":2})",
                  "[\"\xF0\x9F\x98\x80\xF0\x9F\x98\x80\"]",
                  {}},
        SchemaRow{"too_long",
                  R"({"type":"string","maxLength":2})",
                  R"(["abc"])",
                  {u"(arguments): must be at most 2 characters long"_s}},
        SchemaRow{"pattern",
                  R"({"type":"string","pattern":"^[a-z]+$"})",
                  R"(["aB"])",
                  {u"(arguments): \"aB\" does not match the pattern ^[a-z]+$"_s}},
        SchemaRow{"email_ok",
                  R"({"type":"string","format":"email"})",
                  R"(["ada+x@mail.example.org"])",
                  {}},
        SchemaRow{"email_without_domain_dot",
                  R"({"type":"string","format":"email"})",
                  R"(["ada@localhost"])",
                  {u"(arguments): \"ada@localhost\" is not a valid email address"_s}},
        SchemaRow{"uri_mailto",
                  R"({"type":"string","format":"uri"})",
                  R"(["mailto:ada@example.org"])",
                  {}},
        SchemaRow{"uri_relative",
                  R"({"type":"string","format":"uri"})",
                  R"(["/just/a/path"])",
                  {u"(arguments): \"/just/a/path\" is not a valid absolute URI"_s}},
        SchemaRow{"date_ok", R"({"type":"string","format":"date"})", R"(["2024-02-29"])", {}},
        SchemaRow{"date_not_leap_year",
                  R"({"type":"string","format":"date"})",
                  R"(["2025-02-29"])",
                  {u"(arguments): \"2025-02-29\" is not a valid date (YYYY-MM-DD)"_s}},
        SchemaRow{"date_time_utc",
                  R"({"type":"string","format":"date-time"})",
                  R"(["2026-01-02T03:04:05Z"])",
                  {}},
        SchemaRow{"date_time_fraction_offset",
                  R"({"type":"string","format":"date-time"})",
                  R"(["2026-01-02T03:04:05.123-05:00"])",
                  {}},
        SchemaRow{
            "date_time_hour_25",
            R"({"type":"string","format":"date-time"})",
            R"(["2026-01-02T25:04:05Z"])",
            {u"(arguments): \"2026-01-02T25:04:05Z\" is not a valid date-time (RFC 3339, e.g. 2026-05-01T09:30:00Z)"_s}},
        SchemaRow{"unknown_format_is_ignored",
                  R"({"type":"string","format":"hostname"})",
                  R"(["!!"])",
                  {}},
        SchemaRow{"enum_of_integers",
                  R"({"enum":[1,2,3]})",
                  "[4]",
                  {u"(arguments): 4 is not one of 1, 2, 3"_s}},
        SchemaRow{"const", R"({"const":"x"})", R"(["y"])", {u"(arguments): must be \"x\""_s}},
        SchemaRow{"one_of_ambiguous",
                  R"({"oneOf":[{"type":"number"},{"type":"integer"}]})",
                  "[2]",
                  {u"(arguments): 2 matches 2 shapes but must match exactly one"_s}},
        SchemaRow{
            "one_of_exactly_one", R"({"oneOf":[{"type":"string"},{"type":"integer"}]})", "[2]", {}},
        SchemaRow{
            "any_of_explains_each_shape",
            R"({"anyOf":[{"type":"string","title":"Text"},{"type":"integer"}]})",
            "[1.5]",
            {u"(arguments): 1.5 matches none of the allowed shapes (Text: expected string, got number; shape 2: expected integer, got number)"_s}},
        SchemaRow{"array_bounds",
                  R"({"type":"array","minItems":2,"items":{"type":"string"}})",
                  "[[1]]",
                  {u"(arguments): needs at least 2 items, got 1"_s,
                   u"/0: expected string, got integer"_s}},
        SchemaRow{
            "nested_pointer_escaping",
            R"({"type":"object","properties":{"a/b":{"type":"object","properties":{"c~d":{"type":"boolean"}}}}})",
            R"([{"a/b":{"c~d":0}}])",
            {u"/a~1b/c~0d: expected boolean, got integer"_s}},
        SchemaRow{"open_object_allows_extras",
                  R"({"type":"object","properties":{}})",
                  R"([{"x":1}])",
                  {}},
        SchemaRow{"unknown_keywords_are_ignored",
                  R"({"type":"string","x-widget":"textarea","$comment":"hi"})",
                  R"(["ok"])",
                  {}}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(SchemaCheck, WithDefaultsFillsOnlyMissingTopLevelProperties)
{
    const QJsonObject schema = jsonObject(R"({"type":"object","properties":{
        "a":{"type":"integer","default":1}, "b":{"type":"string","default":"x"},
        "c":{"type":"object","properties":{"d":{"default":true}}}}})");
    EXPECT_EQ(SchemaCheck::withDefaults(jsonObject(R"({"b":"given"})"), schema),
              jsonObject(R"({"a":1,"b":"given"})"));
}

} // namespace
