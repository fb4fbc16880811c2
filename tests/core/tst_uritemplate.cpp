// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/uri/uritemplate.h>

#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// RFC 6570, section 3.2: the variables every example of that section expands. keys keeps the
// RFC's pair order (semi, dot, comma).
UriTemplateVariables rfcVariables()
{
    return {
        {u"count"_s, UriTemplateValue::fromList({u"one"_s, u"two"_s, u"three"_s})},
        {u"dom"_s, UriTemplateValue::fromList({u"example"_s, u"com"_s})},
        {u"dub"_s, UriTemplateValue::fromString(u"me/too"_s)},
        {u"hello"_s, UriTemplateValue::fromString(u"Hello World!"_s)},
        {u"half"_s, UriTemplateValue::fromString(u"50%"_s)},
        {u"var"_s, UriTemplateValue::fromString(u"value"_s)},
        {u"who"_s, UriTemplateValue::fromString(u"fred"_s)},
        {u"base"_s, UriTemplateValue::fromString(u"http://example.com/home/"_s)},
        {u"path"_s, UriTemplateValue::fromString(u"/foo/bar"_s)},
        {u"list"_s, UriTemplateValue::fromList({u"red"_s, u"green"_s, u"blue"_s})},
        {u"keys"_s,
         UriTemplateValue::fromMap(
             {{u"semi"_s, u";"_s}, {u"dot"_s, u"."_s}, {u"comma"_s, u","_s}})},
        {u"v"_s, UriTemplateValue::fromString(u"6"_s)},
        {u"x"_s, UriTemplateValue::fromString(u"1024"_s)},
        {u"y"_s, UriTemplateValue::fromString(u"768"_s)},
        {u"empty"_s, UriTemplateValue::fromString(QString())},
        {u"empty_keys"_s, UriTemplateValue::fromMap({})},
        {u"undef"_s, UriTemplateValue()},
    };
}

struct ExpansionRow
{
    const char *name;
    const char *uriTemplate;
    const char *expected;
};

class UriTemplateRfcExamples : public ::testing::TestWithParam<ExpansionRow>
{};

TEST_P(UriTemplateRfcExamples, Expands)
{
    const ExpansionRow &row = GetParam();
    const UriTemplate::Expansion expansion
        = UriTemplate::expand(QString::fromUtf8(row.uriTemplate), rfcVariables());
    EXPECT_TRUE(expansion.ok()) << expansion.error.toStdString();
    EXPECT_EQ(expansion.uri, QString::fromUtf8(row.expected)) << row.uriTemplate;
}

// Section 3.2.1 to 3.2.9, every example, in the RFC's order.
const ExpansionRow rfcRows[] = {
    {"varexp_count", "{count}", "one,two,three"},
    {"varexp_count_explode", "{count*}", "one,two,three"},
    {"varexp_path_count", "{/count}", "/one,two,three"},
    {"varexp_path_count_explode", "{/count*}", "/one/two/three"},
    {"varexp_param_count", "{;count}", ";count=one,two,three"},
    {"varexp_param_count_explode", "{;count*}", ";count=one;count=two;count=three"},
    {"varexp_query_count", "{?count}", "?count=one,two,three"},
    {"varexp_query_count_explode", "{?count*}", "?count=one&count=two&count=three"},
    {"varexp_cont_count_explode", "{&count*}", "&count=one&count=two&count=three"},
    {"simple_var", "{var}", "value"},
    {"simple_hello_encodes_space_and_bang", "{hello}", "Hello%20World%21"},
    {"simple_half_encodes_percent", "{half}", "50%25"},
    {"simple_empty", "O{empty}X", "OX"},
    {"simple_undef", "O{undef}X", "OX"},
    {"simple_two", "{x,y}", "1024,768"},
    {"simple_three", "{x,hello,y}", "1024,Hello%20World%21,768"},
    {"simple_trailing_empty", "?{x,empty}", "?1024,"},
    {"simple_trailing_undef", "?{x,undef}", "?1024"},
    {"simple_leading_undef", "?{undef,y}", "?768"},
    {"simple_prefix", "{var:3}", "val"},
    {"simple_prefix_longer_than_value", "{var:30}", "value"},
    {"simple_list", "{list}", "red,green,blue"},
    {"simple_list_explode", "{list*}", "red,green,blue"},
    {"simple_keys", "{keys}", "semi,%3B,dot,.,comma,%2C"},
    {"simple_keys_explode", "{keys*}", "semi=%3B,dot=.,comma=%2C"},
    {"reserved_var", "{+var}", "value"},
    {"reserved_hello_keeps_bang", "{+hello}", "Hello%20World!"},
    {"reserved_half_encodes_lone_percent", "{+half}", "50%25"},
    {"simple_base_encodes_reserved", "{base}index", "http%3A%2F%2Fexample.com%2Fhome%2Findex"},
    {"reserved_base", "{+base}index", "http://example.com/home/index"},
    {"reserved_empty", "O{+empty}X", "OX"},
    {"reserved_undef", "O{+undef}X", "OX"},
    {"reserved_path", "{+path}/here", "/foo/bar/here"},
    {"reserved_path_prefix", "{+path:6}/here", "/foo/b/here"},
    {"reserved_in_query_literal", "here?ref={+path}", "here?ref=/foo/bar"},
    {"reserved_then_simple", "up{+path}{var}/here", "up/foo/barvalue/here"},
    {"reserved_three", "{+x,hello,y}", "1024,Hello%20World!,768"},
    {"reserved_path_x", "{+path,x}/here", "/foo/bar,1024/here"},
    {"reserved_list", "{+list}", "red,green,blue"},
    {"reserved_list_explode", "{+list*}", "red,green,blue"},
    {"reserved_keys", "{+keys}", "semi,;,dot,.,comma,,"},
    {"reserved_keys_explode", "{+keys*}", "semi=;,dot=.,comma=,"},
    {"fragment_var", "{#var}", "#value"},
    {"fragment_hello", "{#hello}", "#Hello%20World!"},
    {"fragment_half", "{#half}", "#50%25"},
    {"fragment_empty_keeps_hash", "foo{#empty}", "foo#"},
    {"fragment_undef_drops_hash", "foo{#undef}", "foo"},
    {"fragment_three", "{#x,hello,y}", "#1024,Hello%20World!,768"},
    {"fragment_path_x", "{#path,x}/here", "#/foo/bar,1024/here"},
    {"fragment_path_prefix", "{#path:6}/here", "#/foo/b/here"},
    {"fragment_list", "{#list}", "#red,green,blue"},
    {"fragment_list_explode", "{#list*}", "#red,green,blue"},
    {"fragment_keys", "{#keys}", "#semi,;,dot,.,comma,,"},
    {"fragment_keys_explode", "{#keys*}", "#semi=;,dot=.,comma=,"},
    {"label_who", "{.who}", ".fred"},
    {"label_who_twice", "{.who,who}", ".fred.fred"},
    {"label_half", "{.half,who}", ".50%25.fred"},
    {"label_dom_explode", "www{.dom*}", "www.example.com"},
    {"label_var", "X{.var}", "X.value"},
    {"label_var_prefix", "X{.var:3}", "X.val"},
    {"label_empty", "X{.empty}", "X."},
    {"label_undef", "X{.undef}", "X"},
    {"label_list", "X{.list}", "X.red,green,blue"},
    {"label_list_explode", "X{.list*}", "X.red.green.blue"},
    {"label_keys", "X{.keys}", "X.semi,%3B,dot,.,comma,%2C"},
    {"label_keys_explode", "X{.keys*}", "X.semi=%3B.dot=..comma=%2C"},
    {"label_empty_keys", "X{.empty_keys}", "X"},
    {"label_empty_keys_explode", "X{.empty_keys*}", "X"},
    {"path_who", "{/who}", "/fred"},
    {"path_who_twice", "{/who,who}", "/fred/fred"},
    {"path_half", "{/half,who}", "/50%25/fred"},
    {"path_dub_encodes_slash", "{/who,dub}", "/fred/me%2Ftoo"},
    {"path_var", "{/var}", "/value"},
    {"path_var_empty", "{/var,empty}", "/value/"},
    {"path_var_undef", "{/var,undef}", "/value"},
    {"path_var_x", "{/var,x}/here", "/value/1024/here"},
    {"path_prefix_then_full", "{/var:1,var}", "/v/value"},
    {"path_list", "{/list}", "/red,green,blue"},
    {"path_list_explode", "{/list*}", "/red/green/blue"},
    {"path_list_explode_prefix", "{/list*,path:4}", "/red/green/blue/%2Ffoo"},
    {"path_keys", "{/keys}", "/semi,%3B,dot,.,comma,%2C"},
    {"path_keys_explode", "{/keys*}", "/semi=%3B/dot=./comma=%2C"},
    {"param_who", "{;who}", ";who=fred"},
    {"param_half", "{;half}", ";half=50%25"},
    {"param_empty_has_no_equals", "{;empty}", ";empty"},
    {"param_prefix", "{;hello:5}", ";hello=Hello"},
    {"param_v_empty_who", "{;v,empty,who}", ";v=6;empty;who=fred"},
    {"param_unknown_skipped", "{;v,bar,who}", ";v=6;who=fred"},
    {"param_x_y", "{;x,y}", ";x=1024;y=768"},
    {"param_x_y_empty", "{;x,y,empty}", ";x=1024;y=768;empty"},
    {"param_x_y_undef", "{;x,y,undef}", ";x=1024;y=768"},
    {"param_list", "{;list}", ";list=red,green,blue"},
    {"param_list_explode", "{;list*}", ";list=red;list=green;list=blue"},
    {"param_keys", "{;keys}", ";keys=semi,%3B,dot,.,comma,%2C"},
    {"param_keys_explode", "{;keys*}", ";semi=%3B;dot=.;comma=%2C"},
    {"query_who", "{?who}", "?who=fred"},
    {"query_half", "{?half}", "?half=50%25"},
    {"query_x_y", "{?x,y}", "?x=1024&y=768"},
    {"query_empty_has_equals", "{?x,y,empty}", "?x=1024&y=768&empty="},
    {"query_undef", "{?x,y,undef}", "?x=1024&y=768"},
    {"query_prefix", "{?var:3}", "?var=val"},
    {"query_list", "{?list}", "?list=red,green,blue"},
    {"query_list_explode", "{?list*}", "?list=red&list=green&list=blue"},
    {"query_keys", "{?keys}", "?keys=semi,%3B,dot,.,comma,%2C"},
    {"query_keys_explode", "{?keys*}", "?semi=%3B&dot=.&comma=%2C"},
    {"continuation_who", "{&who}", "&who=fred"},
    {"continuation_half", "{&half}", "&half=50%25"},
    {"continuation_after_literal", "?fixed=yes{&x}", "?fixed=yes&x=1024"},
    {"continuation_prefix", "{&var:3}", "&var=val"},
    {"continuation_empty", "{&x,y,empty}", "&x=1024&y=768&empty="},
    {"continuation_undef", "{&x,y,undef}", "&x=1024&y=768"},
    {"continuation_list", "{&list}", "&list=red,green,blue"},
    {"continuation_list_explode", "{&list*}", "&list=red&list=green&list=blue"},
    {"continuation_keys", "{&keys}", "&keys=semi,%3B,dot,.,comma,%2C"},
    {"continuation_keys_explode", "{&keys*}", "&semi=%3B&dot=.&comma=%2C"},
    // A template without expressions is its own expansion.
    {"no_expression", "demo://resource/static", "demo://resource/static"},
};

INSTANTIATE_TEST_SUITE_P(Rfc6570,
                         UriTemplateRfcExamples,
                         ::testing::ValuesIn(rfcRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct UriEncodingRow
{
    const char *name;
    const char *uriTemplate;
    const char *value;
    const char *expected;
};

class UriTemplateEncoding : public ::testing::TestWithParam<UriEncodingRow>
{};

TEST_P(UriTemplateEncoding, EncodesValue)
{
    const UriEncodingRow &row = GetParam();
    const UriTemplate::Expansion expansion = UriTemplate::expand(
        QString::fromUtf8(row.uriTemplate),
        UriTemplateVariables{{u"v"_s, UriTemplateValue::fromString(QString::fromUtf8(row.value))}});
    ASSERT_TRUE(expansion.ok()) << expansion.error.toStdString();
    EXPECT_EQ(expansion.uri, QString::fromUtf8(row.expected));
}

const UriEncodingRow encodingRows[] = {
    {"utf8_simple", "{v}", "é", "%C3%A9"},
    {"utf8_reserved", "{+v}", "é", "%C3%A9"},
    {"triplet_kept_by_reserved", "{+v}", "a%20b", "a%20b"},
    {"triplet_encoded_by_simple", "{v}", "a%20b", "a%2520b"},
    {"bad_triplet_encoded_by_reserved", "{+v}", "100%zz", "100%25zz"},
    {"unreserved_pass", "{v}", "A-z_0.9~", "A-z_0.9~"},
    {"every_reserved_by_simple",
     "{v}",
     ":/?#[]@!$&'()*+,;=",
     "%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D"},
    {"every_reserved_by_reserved", "{+v}", ":/?#[]@!$&'()*+,;=", ":/?#[]@!$&'()*+,;="},
    {"prefix_counts_code_points", "{v:2}", "😀é😀", "%F0%9F%98%80%C3%A9"},
    {"literal_space_is_encoded", "a b{v}", "x", "a%20bx"},
    {"literal_triplet_kept", "a%2Fb{v}", "x", "a%2Fbx"},
    {"mcp_template",
     "demo://resource/dynamic/text/{resourceId}",
     "",
     "demo://resource/dynamic/text/"},
};

INSTANTIATE_TEST_SUITE_P(Rfc6570,
                         UriTemplateEncoding,
                         ::testing::ValuesIn(encodingRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct ErrorRow
{
    const char *name;
    const char *uriTemplate;
    const char *errorContains;
};

class UriTemplateErrors : public ::testing::TestWithParam<ErrorRow>
{};

TEST_P(UriTemplateErrors, RefusesMalformedTemplate)
{
    const ErrorRow &row = GetParam();
    const UriTemplate::Expansion expansion
        = UriTemplate::expand(QString::fromUtf8(row.uriTemplate), rfcVariables());
    EXPECT_FALSE(expansion.ok()) << expansion.uri.toStdString();
    EXPECT_TRUE(expansion.uri.isEmpty());
    EXPECT_TRUE(expansion.error.contains(QString::fromUtf8(row.errorContains)))
        << expansion.error.toStdString();
    // A prefix on a list or map is an error of the values, not of the template.
    if (QByteArrayView(row.errorContains) == "list or map")
        return;
    QString namesError;
    EXPECT_TRUE(
        UriTemplate::variableNames(QString::fromUtf8(row.uriTemplate), &namesError).isEmpty());
    EXPECT_FALSE(namesError.isEmpty());
}

const ErrorRow errorRows[] = {
    {"unclosed", "{var", "no closing"},
    {"stray_close", "var}", "closes no expression"},
    {"nested_open", "{va{r}", "contains \"{\""},
    {"empty_expression", "{}", "names no variable"},
    {"operator_only", "{+}", "names no variable"},
    {"reserved_operator_equals", "{=var}", "reserved"},
    {"reserved_operator_bang", "{!var}", "reserved"},
    {"reserved_operator_at", "{@var}", "reserved"},
    {"reserved_operator_pipe", "{|var}", "reserved"},
    {"space_in_name", "{hello world}", "not a valid variable name"},
    {"dash_in_name", "{with-dash}", "not a valid variable name"},
    {"trailing_dot_in_name", "{a.}", "not a valid variable name"},
    {"double_dot_in_name", "{a..b}", "not a valid variable name"},
    {"prefix_zero", "{var:0}", "from 1 to 9999"},
    {"prefix_too_long", "{var:10000}", "from 1 to 9999"},
    {"prefix_not_number", "{var:x}", "from 1 to 9999"},
    {"prefix_and_explode", "{var:3*}", "both a prefix and an explode"},
    {"prefix_on_list", "{list:1}", "list or map"},
    {"prefix_on_map", "{?keys:1}", "list or map"},
};

INSTANTIATE_TEST_SUITE_P(Rfc6570,
                         UriTemplateErrors,
                         ::testing::ValuesIn(errorRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(UriTemplate, VariableNamesInOrderOfFirstAppearance)
{
    EXPECT_EQ(UriTemplate::variableNames(u"{/a,b*}x{?c:3,a}{#d.e,%41}"_s),
              (QStringList{u"a"_s, u"b"_s, u"c"_s, u"d.e"_s, u"%41"_s}));
    EXPECT_EQ(UriTemplate::variableNames(u"demo://resource/dynamic/text/{resourceId}"_s),
              QStringList{u"resourceId"_s});
    EXPECT_TRUE(UriTemplate::variableNames(u"file:///no/vars"_s).isEmpty());
}

TEST(UriTemplate, JsonVariablesBecomeStringsListsAndMaps)
{
    const QJsonObject variables
        = QJsonDocument::fromJson(R"({"n":3,"f":0.5,"b":true,"l":["a",1],"m":{"k":"v"},"z":null})")
              .object();
    const UriTemplate::Expansion expansion
        = UriTemplate::expand(u"{n}/{f}/{b}{/l*}{?m*}{&z}"_s, variables);
    ASSERT_TRUE(expansion.ok()) << expansion.error.toStdString();
    EXPECT_EQ(expansion.uri, u"3/0.5/true/a/1?k=v"_s);
}

} // namespace
