// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "support/qtprinters.h"
#include "tst_schemasupport.h"

#include <core/schema/schemaexample.h>
#include <core/schema/schemavalidator.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace schemaexample_test {

struct ExampleRow
{
    const char *name;
    const char *schema;
    const char *value; // the generated value as compact JSON; nullptr when none can be made
    const char *why;   // part of the reason when there is no value
};

std::ostream &operator<<(std::ostream &out, const ExampleRow &row)
{
    return out << row.name;
}

// Compact JSON text of any value, scalars included, so that 3 and 3.0 compare alike.
QString exampleText(const QJsonValue &value)
{
    const QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

class SchemaExampleTable : public ::testing::TestWithParam<ExampleRow>
{};

TEST_P(SchemaExampleTable, GeneratesTheSimplestValidValue)
{
    const ExampleRow &row = GetParam();
    const QJsonObject schema = jsonObject(row.schema);
    ASSERT_FALSE(schema.isEmpty() && QByteArray(row.schema) != "{}") << "bad JSON in the row";
    QString why;
    const std::optional<QJsonValue> value = SchemaExample::generate(schema, &why);
    if (!row.value) {
        EXPECT_FALSE(value.has_value()) << exampleText(value.value_or(QJsonValue())).toStdString();
        EXPECT_TRUE(why.contains(QString::fromUtf8(row.why))) << why.toStdString();
        return;
    }
    ASSERT_TRUE(value.has_value()) << why.toStdString();
    EXPECT_EQ(exampleText(*value), exampleText(jsonValue(row.value)));
    EXPECT_TRUE(SchemaValidator(schema).validate(*value).isEmpty());
}

const ExampleRow exampleRows[] = {
    // Plain types
    {"string", R"({"type":"string"})", R"("")", ""},
    {"number", R"({"type":"number"})", "0", ""},
    {"integer", R"({"type":"integer"})", "0", ""},
    {"boolean", R"({"type":"boolean"})", "false", ""},
    {"null", R"({"type":"null"})", "null", ""},
    {"object", R"({"type":"object"})", "{}", ""},
    {"array", R"({"type":"array"})", "[]", ""},
    {"any_value_is_an_object", R"({})", "{}", ""},
    // A schema the form engine cannot render (two oneOf lists under allOf) keeps its type.
    {"raw_fallback_keeps_its_type",
     R"({"type":"string","allOf":[{"oneOf":[{"minLength":1},{"maxLength":0}]},
                                  {"oneOf":[{"minLength":5},{"maxLength":0}]}]})",
     R"("")",
     ""},
    // Default and examples first, unless they break the schema
    {"default", R"({"type":"integer","default":7})", "7", ""},
    {"example", R"({"type":"string","examples":["hello"]})", R"("hello")", ""},
    {"openapi_example", R"({"type":"string","example":"hi"})", R"("hi")", ""},
    {"invalid_default_is_passed_over", R"({"type":"integer","minimum":10,"default":3})", "10", ""},
    // Choices and alternatives
    {"enum", R"({"enum":["b","a"]})", R"("b")", ""},
    {"const", R"({"const":42})", "42", ""},
    {"one_of_titled_consts",
     R"({"oneOf":[{"const":"x","title":"X"},{"const":"y"}]})",
     R"("x")",
     ""},
    {"one_of_shapes", R"({"oneOf":[{"type":"integer","minimum":5},{"type":"string"}]})", "5", ""},
    {"any_of_skips_what_cannot_be_made",
     R"({"anyOf":[{"type":"string","pattern":"^[a-z]+@x$"},{"type":"boolean"}]})",
     "false",
     ""},
    {"type_list", R"({"type":["integer","string"]})", "0", ""},
    {"nullable_type_list", R"({"type":["string","null"],"minLength":2})", R"("aa")", ""},
    {"nullable_any_of", R"({"anyOf":[{"type":"null"},{"type":"integer","minimum":3}]})", "3", ""},
    {"nullable_falls_back_to_null",
     R"({"type":["string","null"],"pattern":"^[a-z]+@x$"})",
     "null",
     ""},
    // Numbers
    {"minimum", R"({"type":"integer","minimum":3})", "3", ""},
    {"maximum_below_zero", R"({"type":"number","maximum":-2.5})", "-2.5", ""},
    {"exclusive_maximum_below_zero", R"({"type":"integer","exclusiveMaximum":-2})", "-3", ""},
    {"exclusive_minimum_integer", R"({"type":"integer","exclusiveMinimum":3})", "4", ""},
    {"exclusive_minimum_number", R"({"type":"number","exclusiveMinimum":2.5})", "3", ""},
    {"exclusive_interval",
     R"({"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1})",
     "0.5",
     ""},
    {"draft4_exclusive_boolean",
     R"({"$schema":"http://json-schema.org/draft-04/schema#","type":"number","minimum":5,
        "exclusiveMinimum":true})",
     "6",
     ""},
    {"multiple_of", R"({"type":"integer","minimum":10,"multipleOf":4})", "12", ""},
    {"multiple_of_decimal", R"({"type":"number","minimum":0.25,"multipleOf":0.1})", "0.3", ""},
    {"integer_multiple_of_decimal", R"({"type":"integer","minimum":1,"multipleOf":0.75})", "3", ""},
    {"no_multiple_in_range",
     R"({"type":"integer","minimum":1,"maximum":3,"multipleOf":5})",
     nullptr,
     "(root): no integer fits its bounds and multipleOf"},
    {"minimum_above_maximum",
     R"({"type":"number","minimum":2,"maximum":1})",
     nullptr,
     "no number fits its bounds"},
    // Strings
    {"min_length", R"({"type":"string","minLength":3})", R"("aaa")", ""},
    {"max_length", R"({"type":"string","maxLength":2})", R"("")", ""},
    {"min_length_above_max_length",
     R"({"type":"string","minLength":3,"maxLength":2})",
     nullptr,
     "the generated value does not validate: (root): String should be no more than 2"},
    {"format_date", R"({"type":"string","format":"date"})", R"("2025-06-18")", ""},
    {"format_date_time",
     R"({"type":"string","format":"date-time"})",
     R"("2025-06-18T14:30:00Z")",
     ""},
    {"format_time", R"({"type":"string","format":"time"})", R"("14:30:00Z")", ""},
    {"format_email", R"({"type":"string","format":"email"})", R"("user@example.com")", ""},
    {"format_uri", R"({"type":"string","format":"uri"})", R"("https://example.com/")", ""},
    {"format_uuid",
     R"({"type":"string","format":"uuid"})",
     R"("123e4567-e89b-42d3-a456-426614174000")",
     ""},
    {"format_ipv4", R"({"type":"string","format":"ipv4"})", R"("192.0.2.1")", ""},
    {"format_hostname", R"({"type":"string","format":"hostname"})", R"("example.com")", ""},
    {"format_unknown", R"({"type":"string","format":"color","minLength":1})", R"("a")", ""},
    {"pattern_matched", R"({"type":"string","pattern":"^a*$"})", R"("")", ""},
    {"pattern_of_digits", R"({"type":"string","pattern":"^[0-9]+$"})", R"("0")", ""},
    {"pattern_with_format",
     R"({"type":"string","format":"email","pattern":"@example\\.com$"})",
     R"("user@example.com")",
     ""},
    {"pattern_unmatched",
     R"({"type":"string","pattern":"^[a-z]+@[a-z]+$"})",
     nullptr,
     "(root): the pattern \"^[a-z]+@[a-z]+$\" matches none of"},
    {"pattern_invalid",
     R"({"type":"string","pattern":"(unclosed"})",
     nullptr,
     "(root): the pattern cannot be used"},
    // Objects
    {"nested_required",
     R"({"type":"object","required":["a"],"properties":{
          "a":{"type":"object","required":["b"],"properties":{
                "b":{"type":"integer","minimum":1},"c":{"type":"string"}}},
          "d":{"type":"string"}}})",
     R"({"a":{"b":1}})",
     ""},
    {"optional_properties_left_out",
     R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"integer"}}})",
     "{}",
     ""},
    {"required_without_a_schema", R"({"type":"object","required":["x"]})", R"({"x":{}})", ""},
    {"min_properties",
     R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"boolean"}},
        "minProperties":1})",
     R"({"a":""})",
     ""},
    {"min_properties_from_additional",
     R"({"type":"object","additionalProperties":{"type":"integer"},"minProperties":2})",
     R"({"key1":0,"key2":0})",
     ""},
    {"required_property_fails",
     R"({"type":"object","required":["mail"],"properties":{
          "mail":{"type":"string","pattern":"^[a-z]+@[a-z]+$"}}})",
     nullptr,
     "/mail: the pattern"},
    // Arrays
    {"min_items",
     R"({"type":"array","items":{"type":"integer","minimum":1},"minItems":2})",
     "[1,1]",
     ""},
    {"unique_items",
     R"({"type":"array","items":{"type":"integer"},"minItems":3,"uniqueItems":true})",
     "[0,1,2]",
     ""},
    {"unique_strings",
     R"({"type":"array","items":{"type":"string"},"minItems":2,"uniqueItems":true})",
     R"(["","b"])",
     ""},
    {"unique_choices",
     R"({"type":"array","items":{"enum":["x","y"]},"minItems":2,"uniqueItems":true})",
     R"(["x","y"])",
     ""},
    {"prefix_items",
     R"({"type":"array","prefixItems":[{"type":"string"},{"type":"boolean"}],"minItems":2})",
     R"(["",false])",
     ""},
    {"prefix_items_not_needed", R"({"type":"array","prefixItems":[{"type":"string"}]})", "[]", ""},
    {"draft7_tuple",
     R"({"$schema":"http://json-schema.org/draft-07/schema#","type":"array",
        "items":[{"type":"integer","minimum":2}],"minItems":1})",
     "[2]",
     ""},
    {"closed_tuple_too_short",
     R"({"type":"array","prefixItems":[{"type":"string"}],"items":false,"minItems":2})",
     nullptr,
     "(root): 2 elements are required, but only 1 are allowed"},
    {"too_many_items", R"({"type":"array","minItems":100000})", nullptr, "minItems 100000"},
    // References and composition
    {"ref_defs",
     R"({"$defs":{"N":{"type":"integer","minimum":2}},"type":"object",
        "properties":{"n":{"$ref":"#/$defs/N"}},"required":["n"]})",
     R"({"n":2})",
     ""},
    {"draft7_definitions",
     R"({"$schema":"http://json-schema.org/draft-07/schema#",
        "definitions":{"S":{"type":"string","format":"date"}},
        "properties":{"when":{"$ref":"#/definitions/S"}},"required":["when"]})",
     R"({"when":"2025-06-18"})",
     ""},
    {"recursive_ref_optional",
     R"({"type":"object","properties":{"name":{"type":"string"},"next":{"$ref":"#"}},
        "required":["name"]})",
     R"({"name":""})",
     ""},
    {"recursive_ref_through_array",
     R"({"$defs":{"T":{"type":"object","required":["children"],
                       "properties":{"children":{"type":"array","items":{"$ref":"#/$defs/T"}}}}},
        "$ref":"#/$defs/T"})",
     R"({"children":[]})",
     ""},
    {"recursive_ref_bounded",
     R"({"$defs":{"T":{"type":"object","required":["children"],
                       "properties":{"children":{"type":"array","minItems":1,
                                                 "items":{"$ref":"#/$defs/T"}}}}},
        "$ref":"#/$defs/T"})",
     nullptr,
     "refers to itself more than 8 levels deep"},
    {"all_of",
     R"({"allOf":[{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]},
                  {"properties":{"b":{"type":"integer","minimum":1}},"required":["b"]}]})",
     R"({"a":"","b":1})",
     ""},
    // What cannot be satisfied, or not checked
    {"false_property",
     R"({"type":"object","properties":{"a":false},"required":["a"]})",
     nullptr,
     "/a: the schema is false"},
    {"not_anything", R"({"not":{}})", nullptr, "the generated value does not validate: (root):"},
    {"ambiguous_one_of",
     R"({"oneOf":[{"type":"integer"},{"type":"number"}]})",
     nullptr,
     "which allows exactly one"},
    {"remote_ref",
     R"({"properties":{"p":{"$ref":"https://example.com/s.json"}}})",
     nullptr,
     "the schema cannot be checked: "},
    {"draft3",
     R"({"$schema":"http://json-schema.org/draft-03/schema#","type":"string"})",
     nullptr,
     "the schema cannot be checked: "},
};

INSTANTIATE_TEST_SUITE_P(Keywords,
                         SchemaExampleTable,
                         ::testing::ValuesIn(exampleRows),
                         [](const auto &info) { return std::string(info.param.name); });

// Every tool schema of the corpus gives a value that validates, or a reason. All 42 give a
// value today, so none gives std::nullopt: no corpus schema has a pattern, a bound nothing fits
// or a oneOf (the only anyOf are optional nullable fields of git_git_log). A schema that gives
// none belongs in the expected list below with its reason.
TEST(SchemaExample, CorpusValuesValidateOrSayWhy)
{
    const QList<std::pair<QString, QJsonObject>> corpus = SchemaTest::corpus();
    ASSERT_GE(corpus.size(), 40);
    QStringList withoutValue;
    for (const auto &[name, schema] : corpus) {
        QString why;
        const std::optional<QJsonValue> value = SchemaExample::generate(schema, &why);
        if (!value) {
            EXPECT_FALSE(why.isEmpty()) << name.toStdString();
            withoutValue.append(name + u": "_s + why);
            continue;
        }
        const QList<SchemaIssue> issues = SchemaValidator(schema).validate(*value);
        EXPECT_TRUE(issues.isEmpty())
            << name.toStdString() << ": " << issues.value(0).toString().toStdString();
    }
    EXPECT_EQ(withoutValue, QStringList());
}

TEST(SchemaExample, WhyIsOptional)
{
    EXPECT_FALSE(SchemaExample::generate(jsonObject(R"({"not":{}})")).has_value());
}

} // namespace schemaexample_test
