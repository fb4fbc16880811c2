// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"
#include "tst_schemasupport.h"

#include <core/schema/losslessjson.h>
#include <core/schema/schemanormalizer.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using SchemaTest::describe;

namespace {

struct ShapeRow
{
    const char *name;
    const char *schema;
    const char *shape;         // SchemaTest::describe() of the root
    const char *fallback = ""; // part of the one fallback's reason; "" when none may occur
};

std::ostream &operator<<(std::ostream &out, const ShapeRow &row)
{
    return out << row.name;
}

class SchemaNormalizerTable : public ::testing::TestWithParam<ShapeRow>
{};

TEST_P(SchemaNormalizerTable, NormalisesToShape)
{
    const ShapeRow &row = GetParam();
    const NormalizedSchema normalized = SchemaNormalizer::normalize(SchemaTest::object(row.schema));
    ASSERT_TRUE(normalized.root);
    EXPECT_EQ(describe(normalized.root.get()), QString::fromUtf8(row.shape));
    const QList<const SchemaNode *> fallbacks = normalized.fallbacks();
    if (*row.fallback == '\0') {
        EXPECT_TRUE(fallbacks.isEmpty()) << fallbacks.first()->rawReason.toStdString();
    } else {
        ASSERT_EQ(fallbacks.size(), 1);
        EXPECT_TRUE(fallbacks.first()->rawReason.contains(QString::fromUtf8(row.fallback)))
            << fallbacks.first()->rawReason.toStdString();
    }
}

const ShapeRow shapes[] = {
    {"scalars_and_required",
     R"({"type":"object","properties":{"s":{"type":"string"},"n":{"type":"number"},
        "i":{"type":"integer"},"b":{"type":"boolean"}},"required":["i","s"]})",
     "{i*:integer, s*:string, b:boolean, n:number}"},
    {"string_format_kept",
     R"({"type":"object","properties":{"at":{"type":"string","format":"date-time"},
        "mail":{"type":"string","format":"email"}}})",
     "{at:string(date-time), mail:string(email)}"},
    {"empty_schema_is_any_value", R"({})", "json"},
    {"true_property_is_any_value", R"({"properties":{"x":true}})", "{x:json}"},
    {"type_inferred_from_keywords",
     R"({"properties":{"a":{"minLength":1},"b":{"maximum":3},"c":{"items":{"type":"string"}}}})",
     "{a:string, b:number, c:[string]}"},
    {"free_form_object_is_key_value_editor", R"({"type":"object"})", "{...:json}"},
    {"additional_properties_schema",
     R"({"type":"object","additionalProperties":{"type":"integer"}})",
     "{...:integer}"},
    {"closed_object_has_no_extra_editor",
     R"({"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":false})",
     "{a:string}"},
    {"pattern_properties_become_extra_editor",
     R"({"type":"object","patternProperties":{"^x-":{"type":"string"}}})",
     "{...:string}"},
    {"several_pattern_properties_fall_back",
     R"({"type":"object","patternProperties":{"^a":{"type":"string"},"^b":{"type":"number"}}})",
     "{...:raw!}",
     "2 different patterns"},
    {"enum", R"({"type":"string","enum":["red","green"]})", "choice[red|green]"},
    {"enum_names_label_choices",
     R"({"type":"string","enum":["r","g"],"enumNames":["Red","Green"]})",
     "choice[Red|Green]"},
    {"const", R"({"const":"fixed"})", "choice[fixed]"},
    {"titled_one_of_consts_are_labelled_choices",
     R"({"type":"string","oneOf":[{"const":"#f00","title":"Red"},{"const":"#0f0","title":"Green"}]})",
     "choice[Red|Green]"},
    {"nullable_type_list", R"({"type":["string","null"]})", "string?"},
    {"nullable_any_of",
     R"({"anyOf":[{"type":"integer"},{"type":"null"}],"default":null})",
     "integer?"},
    {"nullable_enum_via_enum_null",
     R"({"type":["string","null"],"enum":["a","b",null]})",
     "choice[a|b]?"},
    {"nullable_enum_via_any_of",
     R"({"anyOf":[{"enum":["low","high"],"type":"string"},{"type":"null"}]})",
     "choice[low|high]?"},
    {"nullable_ref_pydantic",
     R"({"$defs":{"Mode":{"enum":["fast","slow"],"title":"Mode","type":"string"}},
        "properties":{"mode":{"anyOf":[{"$ref":"#/$defs/Mode"},{"type":"null"}],"default":null}}})",
     "{mode:choice[fast|slow]?}"},
    {"type_list_becomes_variant",
     R"({"type":["string","number"]})",
     "<string:string | number:number>"},
    {"array_of_objects_rows",
     R"({"type":"array","items":{"type":"object","properties":{"oldText":{"type":"string"},
        "newText":{"type":"string"}},"required":["oldText","newText"]}})",
     "[{oldText*:string, newText*:string}]"},
    {"prefix_items_2020",
     R"({"type":"array","prefixItems":[{"type":"number"},{"type":"number"}],"items":false})",
     "[(number, number)]"},
    {"tuple_items_draft7",
     R"({"$schema":"http://json-schema.org/draft-07/schema#","type":"array",
        "items":[{"type":"string"}],"additionalItems":{"type":"integer"}})",
     "[(string), ...integer]"},
    {"multi_select_enum_array",
     R"({"type":"array","items":{"type":"string","enum":["a","b"]},"uniqueItems":true})",
     "[choice[a|b]]"},
    {"multi_select_titled_any_of",
     R"({"type":"array","items":{"anyOf":[{"const":"x","title":"Ex"},{"const":"y","title":"Why"}]}})",
     "[choice[Ex|Why]]"},
    {"root_any_of_object_shapes_is_variant_picker",
     R"({"anyOf":[{"type":"object","title":"By id","properties":{"id":{"type":"integer"}},"required":["id"]},
                  {"type":"object","title":"By name","properties":{"name":{"type":"string"}},"required":["name"]}]})",
     "<By id:{id*:integer} | By name:{name*:string}>"},
    {"one_of_labelled_by_discriminator",
     R"({"type":"object","oneOf":[
        {"properties":{"kind":{"const":"circle"},"r":{"type":"number"}}},
        {"properties":{"kind":{"const":"square"},"side":{"type":"number"}}}]})",
     "<circle:{kind:choice[circle], r:number} | square:{kind:choice[square], side:number}>"},
    {"one_of_labelled_by_ref_name",
     R"({"$defs":{"Cat":{"type":"object","properties":{"meow":{"type":"boolean"}}},
                  "Dog":{"type":"object","properties":{"bark":{"type":"boolean"}}}},
        "oneOf":[{"$ref":"#/$defs/Cat"},{"$ref":"#/$defs/Dog"}]})",
     "<Cat:{meow:boolean} | Dog:{bark:boolean}>"},
    {"one_of_required_sets_share_outer_properties",
     R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},
        "oneOf":[{"required":["a"]},{"required":["b"]}]})",
     "<with a:{a*:string, b:string} | with b:{b*:string, a:string}>"},
    {"all_of_merged",
     R"({"allOf":[{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]},
                  {"properties":{"b":{"type":"integer"}},"required":["b"]}]})",
     "{a*:string, b*:integer}"},
    {"all_of_with_refs_and_nested_all_of",
     R"({"definitions":{"Base":{"properties":{"id":{"type":"string"}},"required":["id"]}},
        "allOf":[{"$ref":"#/definitions/Base"},{"allOf":[{"properties":{"n":{"type":"number"}}}]}],
        "type":"object"})",
     "{id*:string, n:number}"},
    {"all_of_same_property_intersects",
     R"({"allOf":[{"properties":{"x":{"type":["string","integer"]}}},
                  {"properties":{"x":{"type":"integer","minimum":1}}}]})",
     "{x:integer}"},
    {"all_of_contradiction_falls_back",
     R"({"properties":{"x":{"allOf":[{"type":"string"},{"type":"integer"}]}}})",
     "{x:raw!}",
     "types string and integer"},
    {"local_ref_defs_2020",
     R"({"$defs":{"P":{"type":"object","properties":{"x":{"type":"number"}}}},
        "type":"object","properties":{"p":{"$ref":"#/$defs/P"}}})",
     "{p:{x:number}}"},
    {"ref_with_percent_encoded_pointer",
     R"({"$defs":{"a b":{"type":"string"}},"properties":{"p":{"$ref":"#/$defs/a%20b"}}})",
     "{p:string}"},
    {"ref_to_anchor",
     R"({"$defs":{"x":{"$anchor":"thing","type":"boolean"}},"properties":{"p":{"$ref":"#thing"}}})",
     "{p:boolean}"},
    {"ref_to_embedded_id",
     R"({"$id":"https://example.com/root.json",
        "$defs":{"x":{"$id":"item.json","type":"integer"}},
        "properties":{"p":{"$ref":"item.json"},"q":{"$ref":"https://example.com/item.json"}}})",
     "{p:integer, q:integer}"},
    {"ref_siblings_apply_in_2020",
     R"({"$defs":{"S":{"type":"string"}},"properties":{"p":{"$ref":"#/$defs/S","format":"uri"}}})",
     "{p:string(uri)}"},
    {"ref_siblings_ignored_in_draft7_except_annotations",
     R"({"$schema":"http://json-schema.org/draft-07/schema#","definitions":{"S":{"type":"string"}},
        "properties":{"p":{"$ref":"#/definitions/S","format":"uri","title":"Link"}}})",
     "{p:string}"},
    {"remote_ref_never_fetched",
     R"({"properties":{"p":{"$ref":"https://example.com/schema.json"}}})",
     "{p:raw!}",
     "remote $ref \"https://example.com/schema.json\" is not fetched"},
    {"dangling_local_ref",
     R"({"properties":{"p":{"$ref":"#/$defs/missing"}}})",
     "{p:raw!}",
     "points to nothing"},
    {"recursive_tree_through_ref",
     R"({"$defs":{"Node":{"type":"object","properties":{"name":{"type":"string"},
        "children":{"type":"array","items":{"$ref":"#/$defs/Node"}}}}},"$ref":"#/$defs/Node"})",
     "{children:[^/$defs/Node], name:string}"},
    {"recursive_root_ref",
     R"({"type":"object","properties":{"next":{"$ref":"#"},"v":{"type":"integer"}}})",
     "{next:^, v:integer}"},
    {"cycle_without_structure_falls_back",
     R"({"$defs":{"A":{"$ref":"#/$defs/B"},"B":{"$ref":"#/$defs/A"}},"properties":{"p":{"$ref":"#/$defs/A"}}})",
     "{p:raw!}",
     "circular $ref"},
    {"false_property_is_a_json_editor_that_accepts_nothing",
     R"({"properties":{"never":false}})",
     "{never:json}"},
    {"unknown_type_falls_back",
     R"({"properties":{"x":{"type":"date"}}})",
     "{x:raw!}",
     "unknown type \"date\""},
    {"draft4_exclusive_booleans",
     R"({"$schema":"http://json-schema.org/draft-04/schema#","type":"number","minimum":0,"exclusiveMinimum":true})",
     "number"},
    {"any_of_of_scalar_and_array",
     R"({"anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]})",
     "<string:string | array:[string]>"},
    {"nested_one_of_flattened",
     R"({"oneOf":[{"type":"boolean"},{"oneOf":[{"type":"string","title":"S"},{"type":"integer","title":"I"}]}]})",
     "<boolean:boolean | S:string | I:integer>"},
    {"unevaluated_properties_false_closes_form",
     R"({"type":"object","properties":{"a":{"type":"string"}},"unevaluatedProperties":false})",
     "{a:string}"},
    {"draft3_required_flag",
     R"({"$schema":"http://json-schema.org/draft-03/schema#","properties":{"a":{"type":"string","required":true}}})",
     "{a*:string}"},
};

INSTANTIATE_TEST_SUITE_P(Shapes,
                         SchemaNormalizerTable,
                         ::testing::ValuesIn(shapes),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(SchemaNormalizer, DefaultsExamplesAndAnnotations)
{
    const NormalizedSchema normalized = SchemaNormalizer::normalize(SchemaTest::object(
        R"({"properties":{"n":{"type":"integer","default":5,"examples":[7],"title":"Count",
            "description":"How many","minimum":1,"maximum":10,"multipleOf":1,"readOnly":true}}})"));
    const SchemaNode *n = normalized.root->property(u"n"_s)->node.get();
    EXPECT_EQ(n->defaultValue, QJsonValue(5));
    EXPECT_EQ(n->examples.first(), QJsonValue(7));
    EXPECT_EQ(n->title, u"Count"_s);
    EXPECT_EQ(n->description, u"How many"_s);
    EXPECT_EQ(n->minimum, 1.0);
    EXPECT_EQ(n->maximum, 10.0);
    EXPECT_EQ(n->multipleOf, 1.0);
    EXPECT_TRUE(n->readOnly);
    EXPECT_EQ(n->seedValue(), QJsonValue(5));
    EXPECT_EQ(n->schemaPointer, u"/properties/n"_s);
}

TEST(SchemaNormalizer, DialectFromSchemaKeyword)
{
    EXPECT_EQ(SchemaNormalizer::normalize({}).dialect, SchemaDialect::Draft2020_12);
    EXPECT_EQ(SchemaNormalizer::normalize(
                  SchemaTest::object(R"({"$schema":"https://json-schema.org/draft-07/schema"})"))
                  .dialect,
              SchemaDialect::Draft7);
    EXPECT_EQ(
        SchemaNormalizer::normalize(
            SchemaTest::object(R"({"$schema":"http://json-schema.org/draft/2019-09/schema#"})"))
            .dialect,
        SchemaDialect::Draft2019_09);
    const NormalizedSchema unknown = SchemaNormalizer::normalize(
        SchemaTest::object(R"({"$schema":"https://example.com/my-dialect"})"));
    EXPECT_EQ(unknown.dialect, SchemaDialect::Unknown);
    ASSERT_EQ(unknown.problems.size(), 1);
    EXPECT_TRUE(unknown.problems.first().contains("my-dialect"_L1));
}

TEST(SchemaNormalizer, RecordsAlternativeLocationsForValidationMessages)
{
    const NormalizedSchema normalized = SchemaNormalizer::normalize(SchemaTest::object(
        R"({"$defs":{"A":{"type":"object","properties":{"a":{"type":"string"}}}},
            "properties":{"v":{"oneOf":[{"$ref":"#/$defs/A"},{"type":"integer"}]},
                          "n":{"anyOf":[{"type":"string"},{"type":"null"}]}}})"));
    const SchemaNode *v = normalized.root->property(u"v"_s)->node.get();
    ASSERT_EQ(v->variants.size(), 2u);
    EXPECT_EQ(v->variants[0].node->branchPointer, u"/properties/v/oneOf/0"_s);
    EXPECT_EQ(v->variants[0].node->schemaPointer, u"/$defs/A"_s);
    EXPECT_EQ(v->variants[1].node->branchPointer, u"/properties/v/oneOf/1"_s);
    const SchemaNode *n = normalized.root->property(u"n"_s)->node.get();
    EXPECT_EQ(n->branchPointer, u"/properties/n/anyOf/0"_s);
    EXPECT_EQ(n->nullBranchPointer, u"/properties/n/anyOf/1"_s);
}

TEST(SchemaNormalizer, PropertyOrderFromRawTextOrRequired)
{
    const QByteArray text
        = R"({"type":"object","properties":{"zeta":{"type":"string"},"alpha":{"type":"string"},
                                "mid":{"type":"string"}},"required":["mid"]})";
    const QJsonObject schema = QJsonDocument::fromJson(text).object();
    const auto namesOf = [](const NormalizedSchema &normalized) {
        QStringList names;
        for (const SchemaProperty &property : normalized.root->properties)
            names.append(property.name);
        return names;
    };
    EXPECT_EQ(namesOf(SchemaNormalizer::normalize(schema)),
              (QStringList{u"mid"_s, u"alpha"_s, u"zeta"_s})); // required first
    const QStringList names
        = namesOf(SchemaNormalizer::normalize(schema, LosslessJson::keyOrder(text)));
    EXPECT_EQ(names, (QStringList{u"zeta"_s, u"alpha"_s, u"mid"_s})); // as written
}

TEST(SchemaNormalizer, BoundsHostileSchemas)
{
    // 40 nested objects: deeper than MaxDepth, so the innermost levels fall back.
    QJsonObject schema{{u"type"_s, u"string"_s}};
    for (int i = 0; i < 40; ++i)
        schema = QJsonObject{{u"type"_s, u"object"_s},
                             {u"properties"_s, QJsonObject{{u"x"_s, schema}}}};
    const NormalizedSchema normalized = SchemaNormalizer::normalize(schema);
    ASSERT_EQ(normalized.fallbacks().size(), 1);
    EXPECT_TRUE(normalized.fallbacks().first()->rawReason.contains("deeper than"_L1));
    EXPECT_FALSE(normalized.problems.isEmpty());
}

TEST(SchemaNormalizer, EveryCorpusSchemaRendersWithoutFallback)
{
    const auto corpus = SchemaTest::corpus();
    ASSERT_GE(corpus.size(), 30);
    for (const auto &[name, schema] : corpus) {
        const NormalizedSchema normalized = SchemaNormalizer::normalize(schema);
        ASSERT_TRUE(normalized.root) << name.toStdString();
        EXPECT_TRUE(normalized.problems.isEmpty()) << name.toStdString();
        QStringList reasons;
        for (const SchemaNode *node : normalized.fallbacks())
            reasons.append(node->schemaPointer + u": "_s + node->rawReason);
        // A corpus file may say why a node cannot be rendered: "_fallbacks": [pointers].
        QStringList expected;
        for (const QJsonValue &pointer : schema.value("_fallbacks"_L1).toArray())
            expected.append(pointer.toString());
        QStringList actual;
        for (const SchemaNode *node : normalized.fallbacks())
            actual.append(node->schemaPointer);
        EXPECT_EQ(actual, expected)
            << name.toStdString() << ": " << reasons.join(u"; "_s).toStdString();
        EXPECT_EQ(normalized.root->kind == SchemaNode::Kind::Object
                      || normalized.root->kind == SchemaNode::Kind::Variant,
                  true)
            << name.toStdString();
    }
}

} // namespace
