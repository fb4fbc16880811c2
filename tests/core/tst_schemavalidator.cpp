// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "support/qtprinters.h"
#include "tst_schemasupport.h"

#include <core/schema/schemavalidator.h>

#include <QDir>
#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct ValidationRow
{
    const char *name;
    const char *schema;
    const char *value;
    const char *issues; // every issue as "pointer: message" joined by " | "; "" when valid
};

std::ostream &operator<<(std::ostream &out, const ValidationRow &row)
{
    return out << row.name;
}

class SchemaValidatorTable : public ::testing::TestWithParam<ValidationRow>
{};

TEST_P(SchemaValidatorTable, ReportsIssues)
{
    const ValidationRow &row = GetParam();
    const SchemaValidator validator(jsonValue(row.schema));
    ASSERT_TRUE(validator.isUsable()) << validator.error().toStdString();
    QStringList lines;
    for (const SchemaIssue &issue : validator.validate(jsonValue(row.value)))
        lines.append(issue.toString());
    EXPECT_EQ(lines.join(u" | "_s), QString::fromUtf8(row.issues));
}

// 2019-09/2020-12 keywords valijson does not know, and the checks mcpscope does itself.
const ValidationRow modernKeywords[] = {
    {"prefix_items_checked",
     R"({"prefixItems":[{"type":"string"},{"type":"integer"}]})",
     R"(["a", "b"])",
     "/1: expected integer, got string"},
    {"items_after_prefix_items",
     R"({"prefixItems":[{"type":"string"}],"items":{"type":"boolean"}})",
     R"(["a", true, 3])",
     "/2: expected boolean, got integer"},
    {"items_false_closes_tuple",
     R"({"prefixItems":[{"type":"string"}],"items":false})",
     R"(["a", 1])",
     "(root): Array contains more items than allowed by items constraint."},
    {"dependent_required",
     R"({"dependentRequired":{"card":["billing"]}})",
     R"({"card": 1})",
     "(root): Missing dependency 'billing'."},
    {"dependent_schemas",
     R"({"dependentSchemas":{"card":{"required":["cvc"]}}})",
     R"({"card": 1})",
     "/cvc: required, but missing"},
    {"ref_siblings_apply_in_2020",
     R"({"$defs":{"S":{"type":"string"}},"properties":{"p":{"$ref":"#/$defs/S","maxLength":2}}})",
     R"({"p": "abc"})",
     "/p: String should be no more than 2 characters in length."},
    {"ref_siblings_ignored_in_draft7",
     R"({"$schema":"http://json-schema.org/draft-07/schema#","definitions":{"S":{"type":"string"}},
        "properties":{"p":{"$ref":"#/definitions/S","maxLength":2}}})",
     R"({"p": "abc"})",
     ""},
    {"anchor_ref",
     R"({"$defs":{"x":{"$anchor":"num","type":"number"}},"items":{"$ref":"#num"}})",
     R"([1, "x"])",
     "/1: expected number, got string"},
    {"embedded_id_ref",
     R"({"$id":"https://example.com/root","$defs":{"x":{"$id":"positive","minimum":1}},
        "properties":{"n":{"$ref":"positive"}}})",
     R"({"n": 0})",
     "/n: 0 is less than the minimum 1"},
    {"static_dynamic_ref",
     R"({"$defs":{"n":{"$dynamicAnchor":"node","type":"integer"}},"items":{"$dynamicRef":"#node"}})",
     R"([1, 1.5])",
     "/1: expected integer, got number"},
    {"unevaluated_properties_plain",
     R"({"properties":{"a":true},"unevaluatedProperties":false})",
     R"({"a":1,"b":2})",
     "/b: property \"b\" is not allowed here (unevaluatedProperties)"},
    {"unevaluated_properties_sees_all_of_and_ref",
     R"({"$defs":{"B":{"properties":{"b":true}}},"allOf":[{"$ref":"#/$defs/B"}],
        "properties":{"a":true},"unevaluatedProperties":false})",
     R"({"a":1,"b":2,"c":3})",
     "/c: property \"c\" is not allowed here (unevaluatedProperties)"},
    {"unevaluated_properties_sees_only_the_matching_alternative",
     R"({"anyOf":[{"properties":{"x":{"const":1},"y":true},"required":["x"]},
                  {"properties":{"x":{"const":2},"z":true},"required":["x"]}],
        "unevaluatedProperties":false})",
     R"({"x":1,"z":3})",
     "/z: property \"z\" is not allowed here (unevaluatedProperties)"},
    {"unevaluated_properties_with_ref_sibling",
     R"({"$defs":{"B":{"properties":{"b":true}}},"$ref":"#/$defs/B","unevaluatedProperties":false})",
     R"({"b":1,"c":2})",
     "/c: property \"c\" is not allowed here (unevaluatedProperties)"},
    {"unevaluated_properties_if_then",
     R"({"if":{"properties":{"kind":{"const":"a"}}},"then":{"properties":{"kind":true,"a":true}},
        "else":{"properties":{"kind":true}},"unevaluatedProperties":{"type":"string"}})",
     R"({"kind":"b","a":1})",
     "/a: expected string, got integer"},
    {"unevaluated_items_after_prefix",
     R"({"prefixItems":[true],"unevaluatedItems":false})",
     R"([1, 2])",
     "/1: element #1 is not allowed here (unevaluatedItems)"},
    {"unevaluated_items_contains",
     R"({"contains":{"type":"string"},"unevaluatedItems":{"type":"integer"}})",
     R"(["a", 1, true])",
     "/2: expected integer, got boolean"},
    {"min_contains",
     R"({"contains":{"type":"integer"},"minContains":2})",
     R"([1, "a"])",
     "(root): contains 1 matching elements, at least 2 required"},
    {"max_contains",
     R"({"contains":{"type":"integer"},"maxContains":1})",
     R"([1, 2])",
     "(root): contains 2 matching elements, at most 1 allowed"},
    {"min_contains_zero_accepts_none",
     R"({"contains":{"type":"integer"},"minContains":0})",
     R"(["a"])",
     ""},
    {"integer_beyond_int_range", R"({"type":"integer"})", "3000000000", ""},
    {"integer_rejects_fraction",
     R"({"type":"integer"})",
     "3.5",
     "(root): expected integer, got number"},
    {"nullable_type_list",
     R"({"type":["string","null"]})",
     "1",
     "(root): expected string or null, got integer"},
    {"pattern_is_unicode_aware", R"({"pattern":"^\\p{L}{2}$"})", R"("éà")", ""},
    {"pattern_mismatch",
     R"({"pattern":"^[a-z]+$"})",
     R"("A1")",
     "(root): does not match the pattern ^[a-z]+$"},
    {"nested_pointer_through_array_and_escaped_key",
     R"({"properties":{"a/b":{"items":{"properties":{"~x":{"type":"string"}}}}}})",
     R"({"a/b":[{"~x":"ok"},{"~x":5}]})",
     "/a~1b/1/~0x: expected string, got integer"},
    {"required_and_bounds_together",
     R"({"properties":{"n":{"type":"number","minimum":1.5}},"required":["id"]})",
     R"({"n":1})",
     "/n: 1 is less than the minimum 1.5 | /id: required, but missing"},
    {"any_of_issues_per_alternative",
     R"({"anyOf":[{"type":"string"},{"type":"object","required":["k"]}]})",
     "{}",
     "(root): expected string, got object (in alternative /anyOf/0) | /k: required, but missing "
     "(in alternative /anyOf/1) | (root): matches none of the 2 alternatives"},
    {"one_of_more_than_one",
     R"({"oneOf":[{"type":"integer"},{"minimum":0}]})",
     "1",
     "(root): matches alternatives #0, #1 of oneOf, which allows exactly one"},
    {"format_date_time_checked",
     R"({"format":"date-time"})",
     R"("yesterday")",
     "(root): String should be a valid date-time (RFC 3339, e.g. 2025-06-18T14:30:00Z)"},
    {"draft4_exclusive_boolean",
     R"({"$schema":"http://json-schema.org/draft-04/schema#","minimum":1,"exclusiveMinimum":true})",
     "1",
     "(root): 1 is not greater than the exclusive minimum 1"},
};

INSTANTIATE_TEST_SUITE_P(Keywords,
                         SchemaValidatorTable,
                         ::testing::ValuesIn(modernKeywords),
                         [](const auto &info) { return std::string(info.param.name); });

// Checks of a value against the schema's own values. enum, const and the numeric bounds are
// mcpscope's own checks: the messages name the value and what is allowed, exactly (valijson's
// say "Failed to match against any enum values." and print bounds with six decimals).
// multipleOf and the lengths stay valijson's.
const ValidationRow valueKeywords[] = {
    {"enum_names_value_and_choices",
     R"({"enum":["low","normal","high"]})",
     R"("meh")",
     "(root): \"meh\" is not one of \"low\", \"normal\", \"high\""},
    {"enum_of_integers", R"({"enum":[1,2,3]})", "4", "(root): 4 is not one of 1, 2, 3"},
    {"enum_integer_equals_decimal", R"({"enum":[1,2]})", "2.0", ""},
    {"enum_false_is_not_zero", R"({"enum":[false]})", "0", "(root): 0 is not one of false"},
    {"enum_objects_ignore_member_order", R"({"enum":[{"a":1,"b":2}]})", R"({"b":2,"a":1})", ""},
    {"enum_object_value_quoted_compactly",
     R"({"enum":[{"a":1}]})",
     R"({"a":2})",
     "(root): {\"a\":2} is not one of {\"a\":1}"},
    {"enum_null_allowed", R"({"enum":[null,"x"]})", "null", ""},
    {"enum_long_list_names_the_first_ten",
     R"({"enum":[1,2,3,4,5,6,7,8,9,10,11,12]})",
     "0",
     "(root): 0 is not one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ... (2 more)"},
    {"enum_long_value_cut_short",
     R"({"enum":["a"]})",
     R"("0123456789012345678901234567890123456789012345678901234567890123456789")",
     "(root): \"01234567890123456789012345678901234567890123456789012345... is not one of \"a\""},
    {"enum_quotes_decimals_as_they_are",
     R"({"enum":["v1.0","2.50"]})",
     R"("v1.10")",
     "(root): \"v1.10\" is not one of \"v1.0\", \"2.50\""},
    {"pattern_quoted_as_it_is",
     R"({"pattern":"^1.0$"})",
     R"("2")",
     "(root): does not match the pattern ^1.0$"},
    {"enum_empty_allows_nothing",
     R"({"enum":[]})",
     "1",
     "(root): 1 is not allowed: the enum is empty"},
    {"enum_in_nested_property",
     R"({"properties":{"p":{"type":"string","enum":["a","b"]}}})",
     R"({"p":"c"})",
     "/p: \"c\" is not one of \"a\", \"b\""},
    {"const_names_both", R"({"const":"x"})", R"("y")", "(root): must be \"x\", got \"y\""},
    {"const_null", R"({"const":null})", "0", "(root): must be null, got 0"},
    {"const_integer_equals_decimal", R"({"const":1})", "1.0", ""},
    {"const_per_alternative",
     R"({"oneOf":[{"const":"public"},{"const":"internal"}]})",
     R"("secret")",
     "(root): must be \"public\", got \"secret\" (in alternative /oneOf/0) | (root): must be "
     "\"internal\", got \"secret\" (in alternative /oneOf/1) | (root): matches none of the 2 "
     "alternatives"},
    {"minimum", R"({"minimum":1})", "0", "(root): 0 is less than the minimum 1"},
    {"minimum_met", R"({"minimum":1})", "1", ""},
    {"maximum", R"({"maximum":200})", "250", "(root): 250 is greater than the maximum 200"},
    {"exclusive_minimum",
     R"({"exclusiveMinimum":0})",
     "0",
     "(root): 0 is not greater than the exclusive minimum 0"},
    {"exclusive_maximum",
     R"({"exclusiveMaximum":1})",
     "1",
     "(root): 1 is not less than the exclusive maximum 1"},
    {"exclusive_maximum_met", R"({"exclusiveMaximum":1})", "0.999", ""},
    {"round_bounds_are_written_out",
     R"({"maximum":100000})",
     "100001",
     "(root): 100001 is greater than the maximum 100000"},
    {"tiny_bound_is_exact", R"({"minimum":1e-7})", "0", "(root): 0 is less than the minimum 1e-07"},
    {"decimal_bound_is_exact",
     R"({"maximum":0.1})",
     "0.25",
     "(root): 0.25 is greater than the maximum 0.1"},
    {"both_sides_broken",
     R"({"minimum":2,"maximum":1})",
     "1.5",
     "(root): 1.5 is less than the minimum 2 | (root): 1.5 is greater than the maximum 1"},
    {"bounds_ignore_other_types", R"({"minimum":1})", R"("0")", ""},
    {"multiple_of_decimal_step", R"({"multipleOf":0.1})", "0.3", ""},
    {"multiple_of_integer", R"({"multipleOf":5})", "12", "(root): Value should be a multiple of 5"},
    {"length_counts_code_points", R"({"maxLength":2})", "\"\xF0\x9F\x98\x80\xF0\x9F\x98\x80\"", ""},
    {"draft4_inclusive_with_false",
     R"({"$schema":"http://json-schema.org/draft-04/schema#","maximum":3,"exclusiveMaximum":false})",
     "3",
     ""},
    {"draft4_exclusive_maximum",
     R"({"$schema":"http://json-schema.org/draft-04/schema#","maximum":3,"exclusiveMaximum":true})",
     "3",
     "(root): 3 is not less than the exclusive maximum 3"},
};

INSTANTIATE_TEST_SUITE_P(Values,
                         SchemaValidatorTable,
                         ::testing::ValuesIn(valueKeywords),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(SchemaValidator, BoundsThatAreNotNumbersStillMakeTheSchemaUnusable)
{
    // Only numeric bounds move to mcpscope's check; valijson keeps refusing the others.
    for (const char *schema :
         {R"({"minimum":"one"})",
          R"({"maximum":[]})",
          R"({"$schema":"http://json-schema.org/draft-04/schema#","exclusiveMinimum":true})"}) {
        const SchemaValidator validator(SchemaTest::object(schema));
        EXPECT_FALSE(validator.isUsable()) << schema;
    }
}

TEST(SchemaValidator, RemoteRefIsNeverFetchedAndSaysSo)
{
    const SchemaValidator validator(
        SchemaTest::object(R"({"properties":{"p":{"$ref":"http://localhost:1234/canary.json"}}})"));
    EXPECT_FALSE(validator.isUsable());
    EXPECT_TRUE(validator.error().contains("remote $ref"_L1)) << validator.error().toStdString();
    const QList<SchemaIssue> issues = validator.validate(QJsonObject{{u"p"_s, 1}});
    ASSERT_EQ(issues.size(), 1); // a value is never silently accepted
    EXPECT_TRUE(issues.first().message.startsWith("not validated"_L1));
}

TEST(SchemaValidator, UnknownDialectFailsGracefully)
{
    const SchemaValidator validator(SchemaTest::object(R"({"$schema":"https://example.com/x"})"));
    EXPECT_FALSE(validator.isUsable());
    EXPECT_EQ(validator.dialect(), SchemaDialect::Unknown);
    EXPECT_TRUE(validator.error().contains("https://example.com/x"_L1));
}

TEST(SchemaValidator, Draft3IsRenderedButNotValidated)
{
    // valijson ignores draft-03's extends and disallow: better no verdict than a wrong one.
    const SchemaValidator validator(SchemaTest::object(
        R"({"$schema":"http://json-schema.org/draft-03/schema#","extends":{"type":"string"}})"));
    EXPECT_FALSE(validator.isUsable());
    EXPECT_TRUE(validator.error().contains("draft-03"_L1)) << validator.error().toStdString();
}

TEST(SchemaValidator, ListsWhatItCannotEnforce)
{
    const SchemaValidator validator(SchemaTest::object(
        R"({"$schema":"https://json-schema.org/draft/2019-09/schema","items":{"$recursiveRef":"#"}})"));
    ASSERT_TRUE(validator.isUsable());
    ASSERT_EQ(validator.notEnforced().size(), 1);
    EXPECT_TRUE(validator.notEnforced().first().startsWith("$recursiveRef at /items"_L1));
    EXPECT_FALSE(SchemaValidator::unsupportedKeywords().isEmpty());
}

TEST(SchemaValidator, SchemasThatApplyThemselvesEndlesslyAreRefused)
{
    // valijson would recurse until the stack ends (a hostile server could crash the inspector).
    for (const char *schema :
         {R"({"$ref":"#"})",
          R"({"$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}},"$ref":"#/$defs/a"})",
          R"({"$defs":{"a":{"$ref":"#/$defs/a","type":"string"}},"$ref":"#/$defs/a"})",
          R"({"anyOf":[{"$ref":"#"}]})",
          R"({"allOf":[{"not":{"$ref":"#"}}]})",
          R"({"properties":{"p":{"if":{"$ref":"#/properties/p"}}}})"}) {
        const SchemaValidator validator(SchemaTest::object(schema));
        EXPECT_FALSE(validator.isUsable()) << schema;
        EXPECT_TRUE(validator.error().contains("without end"_L1))
            << validator.error().toStdString();
    }
    // A recursive structure is fine: each step goes into a member or an element.
    const SchemaValidator tree(SchemaTest::object(R"({"type":"array","items":{"$ref":"#"}})"));
    ASSERT_TRUE(tree.isUsable()) << tree.error().toStdString();
    EXPECT_TRUE(tree.validate(jsonValue("[[[]], []]")).isEmpty());
    ASSERT_EQ(tree.validate(jsonValue("[[1]]")).size(), 1);
    EXPECT_EQ(tree.validate(jsonValue("[[1]]")).first().pointer, u"/0/0"_s);
}

TEST(SchemaValidator, EveryCorpusSchemaCompiles)
{
    for (const auto &[name, schema] : SchemaTest::corpus()) {
        const SchemaValidator validator(schema);
        EXPECT_TRUE(validator.isUsable())
            << name.toStdString() << ": " << validator.error().toStdString();
        EXPECT_TRUE(validator.notEnforced().isEmpty()) << name.toStdString();
    }
}

// The JSON Schema Test Suite (Debian json-schema-test-suite), required tests only.
struct SuiteCounts
{
    int passed = 0;
    int failed = 0;
    int unsupported = 0;
    QStringList failures;
    QStringList unsupportedReasons;
};

SuiteCounts runSuite(const QString &draft, SchemaDialect dialect)
{
    SuiteCounts counts;
    const QDir dir(u"/usr/share/json-schema-test-suite/tests/"_s + draft);
    for (const QString &file : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        QFile input(dir.filePath(file));
        if (!input.open(QIODevice::ReadOnly))
            continue;
        for (const QJsonValue &group : QJsonDocument::fromJson(input.readAll()).array()) {
            const SchemaValidator validator(group[u"schema"_s], dialect);
            for (const QJsonValue &test : group[u"tests"_s].toArray()) {
                const QString name = file + u": "_s + group[u"description"_s].toString() + u" / "_s
                                     + test[u"description"_s].toString();
                if (!validator.isUsable()) {
                    ++counts.unsupported;
                    counts.unsupportedReasons.append(name + u": "_s + validator.error());
                } else if (validator.validate(test[u"data"_s]).isEmpty()
                           == test[u"valid"_s].toBool()) {
                    ++counts.passed;
                } else {
                    ++counts.failed;
                    counts.failures.append(name);
                }
            }
        }
    }
    return counts;
}

void expectSuite(const QString &draft, SchemaDialect dialect)
{
    if (!QDir(u"/usr/share/json-schema-test-suite/tests/"_s + draft).exists())
        GTEST_FAIL() << "json-schema-test-suite is not installed (./test.sh installs it)";
    const SuiteCounts counts = runSuite(draft, dialect);
    std::cout << draft.toStdString() << ": " << counts.passed << " passed, " << counts.failed
              << " failed, " << counts.unsupported << " unsupported (remote $ref)\n";
    ::testing::Test::RecordProperty("passed", counts.passed);
    ::testing::Test::RecordProperty("unsupported", counts.unsupported);
    EXPECT_EQ(counts.failed, 0) << counts.failures.join(u"\n"_s).toStdString();
    EXPECT_GT(counts.passed, 250);
    // Remote references are reported as not validated, never silently passed.
    for (const QString &reason : counts.unsupportedReasons)
        EXPECT_TRUE(reason.contains("remote $ref"_L1)) << reason.toStdString();
}

TEST(JsonSchemaTestSuite, Draft4)
{
    expectSuite(u"draft4"_s, SchemaDialect::Draft4);
}

TEST(JsonSchemaTestSuite, Draft7)
{
    expectSuite(u"draft7"_s, SchemaDialect::Draft7);
}

TEST(JsonSchemaTestSuite, Draft6ThroughDraft7Rules)
{
    expectSuite(u"draft6"_s, SchemaDialect::Draft6);
}

} // namespace
