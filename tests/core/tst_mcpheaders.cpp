// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The 2026-07-28 request headers (SEP-2243): value encoding, x-mcp-header marker rules, and the
// headers one request gets. Tables, so each rule has its own row.
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/transport/mcpheaders.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray base64Of(const QString &text)
{
    return "=?base64?" + text.toUtf8().toBase64() + "?=";
}

struct EncodingRow
{
    const char *label;
    QJsonValue value;
    std::optional<QByteArray> expected;
};

class HeaderEncoding : public ::testing::TestWithParam<EncodingRow>
{};

TEST_P(HeaderEncoding, EncodesLikeTheSpec)
{
    EXPECT_EQ(McpHeaders::encodeValue(GetParam().value), GetParam().expected) << GetParam().label;
}

INSTANTIATE_TEST_SUITE_P(
    Values,
    HeaderEncoding,
    ::testing::Values(
        EncodingRow{"plain ASCII", u"us-west1"_s, QByteArray("us-west1")},
        EncodingRow{"internal spaces", u"us west 1"_s, QByteArray("us west 1")},
        EncodingRow{"empty string is an empty header", u""_s, QByteArray("")},
        EncodingRow{"integer", 42, QByteArray("42")},
        EncodingRow{"negative integer", -7, QByteArray("-7")},
        EncodingRow{"largest safe integer", 9007199254740991.0, QByteArray("9007199254740991")},
        EncodingRow{"beyond 2^53-1", 9007199254740993.0, std::nullopt},
        EncodingRow{"fraction", 3.14159, std::nullopt},
        EncodingRow{"true", true, QByteArray("true")},
        EncodingRow{"false", false, QByteArray("false")},
        EncodingRow{"null", QJsonValue(QJsonValue::Null), std::nullopt},
        EncodingRow{"absent", QJsonValue(QJsonValue::Undefined), std::nullopt},
        EncodingRow{"object", QJsonObject{{"a"_L1, 1}}, std::nullopt},
        EncodingRow{"array", QJsonArray{1}, std::nullopt},
        EncodingRow{"non-ASCII", u"Hello, 世界"_s, base64Of(u"Hello, 世界"_s)},
        EncodingRow{"leading and trailing space", u" padded "_s, base64Of(u" padded "_s)},
        EncodingRow{"leading space", u" us-west1"_s, base64Of(u" us-west1"_s)},
        EncodingRow{"trailing space", u"us-west1 "_s, base64Of(u"us-west1 "_s)},
        EncodingRow{"line feed", u"line1\nline2"_s, base64Of(u"line1\nline2"_s)},
        EncodingRow{"CR LF", u"line1\r\nline2"_s, base64Of(u"line1\r\nline2"_s)},
        EncodingRow{"tab", u"\tindented"_s, base64Of(u"\tindented"_s)},
        EncodingRow{"DEL", u"a\x7f"_s, base64Of(u"a\x7f"_s)},
        EncodingRow{"looks like the sentinel", u"=?base64?abc?="_s, base64Of(u"=?base64?abc?="_s)},
        EncodingRow{"sentinel prefix only", u"=?base64?abc"_s, QByteArray("=?base64?abc")}));

struct MarkerRow
{
    const char *label;
    const char *schema;
    bool valid;
    const char *reasonContains; // for invalid rows
};

class HeaderMarkers : public ::testing::TestWithParam<MarkerRow>
{};

TEST_P(HeaderMarkers, AcceptsOrRejectsTheTool)
{
    const MarkerRow &row = GetParam();
    const McpHeaders::ToolHeaders scan = McpHeaders::scanTool(jsonObject(row.schema));
    EXPECT_EQ(scan.invalidReason.isEmpty(), row.valid)
        << row.label << ": " << scan.invalidReason.toStdString();
    if (!row.valid) {
        EXPECT_TRUE(scan.invalidReason.contains(QLatin1StringView(row.reasonContains)))
            << scan.invalidReason.toStdString();
        EXPECT_TRUE(scan.headers.isEmpty());
    }
}

INSTANTIATE_TEST_SUITE_P(
    Schemas,
    HeaderMarkers,
    ::testing::Values(
        MarkerRow{"string",
                  R"({"properties":{"r":{"type":"string","x-mcp-header":"Region"}}})",
                  true,
                  ""},
        MarkerRow{
            "integer", R"({"properties":{"p":{"type":"integer","x-mcp-header":"P"}}})", true, ""},
        MarkerRow{
            "boolean", R"({"properties":{"v":{"type":"boolean","x-mcp-header":"V"}}})", true, ""},
        MarkerRow{
            "nested properties chain",
            R"({"properties":{"o":{"type":"object","properties":{"r":{"type":"string","x-mcp-header":"R"}}}}})",
            true,
            ""},
        MarkerRow{"token symbols",
                  R"({"properties":{"r":{"type":"string","x-mcp-header":"a!#$%&'*+-.^_`|~1"}}})",
                  true,
                  ""},
        MarkerRow{"no markers", R"({"properties":{"q":{"type":"string"}}})", true, ""},
        MarkerRow{"empty name",
                  R"({"properties":{"v":{"type":"string","x-mcp-header":""}}})",
                  false,
                  "empty"},
        MarkerRow{"not a string",
                  R"({"properties":{"v":{"type":"string","x-mcp-header":5}}})",
                  false,
                  "not a string"},
        MarkerRow{"space",
                  R"({"properties":{"v":{"type":"string","x-mcp-header":"My Region"}}})",
                  false,
                  "not an HTTP token"},
        MarkerRow{"colon",
                  R"({"properties":{"v":{"type":"string","x-mcp-header":"R:P"}}})",
                  false,
                  "not an HTTP token"},
        MarkerRow{"non-ASCII",
                  R"({"properties":{"v":{"type":"string","x-mcp-header":"Région"}}})",
                  false,
                  "not an HTTP token"},
        MarkerRow{"control character",
                  "{\"properties\":{\"v\":{\"type\":\"string\",\"x-mcp-header\":\"R\\t1\"}}}",
                  false,
                  "not an HTTP token"},
        MarkerRow{"number",
                  R"({"properties":{"s":{"type":"number","x-mcp-header":"Score"}}})",
                  false,
                  "of type number"},
        MarkerRow{"object",
                  R"({"properties":{"d":{"type":"object","x-mcp-header":"Data"}}})",
                  false,
                  "of type object"},
        MarkerRow{
            "array",
            R"({"properties":{"i":{"type":"array","items":{"type":"string"},"x-mcp-header":"Items"}}})",
            false,
            "of type array"},
        MarkerRow{"null",
                  R"({"properties":{"n":{"type":"null","x-mcp-header":"Nil"}}})",
                  false,
                  "of type null"},
        MarkerRow{"no type", R"({"properties":{"n":{"x-mcp-header":"Nil"}}})", false, "(none)"},
        MarkerRow{
            "duplicate",
            R"({"properties":{"a":{"type":"string","x-mcp-header":"Region"},"b":{"type":"string","x-mcp-header":"Region"}}})",
            false,
            "used twice"},
        MarkerRow{
            "duplicate, other case",
            R"({"properties":{"a":{"type":"string","x-mcp-header":"MyField"},"b":{"type":"string","x-mcp-header":"myfield"}}})",
            false,
            "used twice"},
        MarkerRow{
            "under items",
            R"({"properties":{"l":{"type":"array","items":{"type":"string","x-mcp-header":"L"}}}})",
            false,
            "not reached through properties alone"},
        MarkerRow{"under oneOf",
                  R"({"properties":{"u":{"oneOf":[{"type":"string","x-mcp-header":"U"}]}}})",
                  false,
                  "not reached through properties alone"},
        MarkerRow{
            "under $defs (through $ref)",
            R"({"$defs":{"id":{"type":"string","x-mcp-header":"Id"}},"properties":{"i":{"$ref":"#/$defs/id"}}})",
            false,
            "not reached through properties alone"},
        MarkerRow{"under if/then",
                  R"({"if":{"properties":{"x":{"type":"string","x-mcp-header":"X"}}}})",
                  false,
                  "not reached through properties alone"},
        MarkerRow{"on the root",
                  R"({"type":"string","x-mcp-header":"Root"})",
                  false,
                  "the schema root"}));

TEST(McpHeaders, ScanKeepsEachPropertyPath)
{
    const McpHeaders::ToolHeaders scan = McpHeaders::scanTool(jsonObject(
        R"({"properties":{"r":{"type":"string","x-mcp-header":"Region"},
            "o":{"type":"object","properties":{"p":{"type":"integer","x-mcp-header":"Prio"}}}}})"));
    ASSERT_EQ(scan.headers.size(), 2);
    QHash<QString, QStringList> paths;
    for (const McpHeaders::ParamHeader &header : scan.headers)
        paths.insert(header.name, header.path);
    EXPECT_EQ(paths.value(u"Region"_s), QStringList{u"r"_s});
    EXPECT_EQ(paths.value(u"Prio"_s), (QStringList{u"o"_s, u"p"_s}));
}

HttpHeaderList::value_type header(const char *name, const QByteArray &value)
{
    return {QByteArray(name), value};
}

TEST(McpHeaders, StandardHeadersNameWhatTheRequestIsAbout)
{
    const QHash<QString, McpHeaders::ToolHeaders> none;
    EXPECT_EQ(McpHeaders::forRequest(u"tools/list"_s, {}, none),
              (HttpHeaderList{header("Mcp-Method", "tools/list")}));
    EXPECT_EQ(McpHeaders::forRequest(u"prompts/get"_s, {{"name"_L1, u"greet"_s}}, none),
              (HttpHeaderList{header("Mcp-Method", "prompts/get"), header("Mcp-Name", "greet")}));
    EXPECT_EQ(
        McpHeaders::forRequest(u"resources/read"_s, {{"uri"_L1, u"file:///a%20b.txt"_s}}, none),
        (HttpHeaderList{header("Mcp-Method", "resources/read"),
                        header("Mcp-Name", "file:///a%20b.txt")}));
    EXPECT_EQ(McpHeaders::forRequest(u"tasks/get"_s, {{"taskId"_L1, u"t-1"_s}}, none),
              (HttpHeaderList{header("Mcp-Method", "tasks/get"), header("Mcp-Name", "t-1")}));
    // A non-ASCII name is encoded like any value.
    EXPECT_EQ(McpHeaders::forRequest(u"tools/call"_s, {{"name"_L1, u"grüß"_s}}, none),
              (HttpHeaderList{header("Mcp-Method", "tools/call"),
                              header("Mcp-Name", base64Of(u"grüß"_s))}));
}

TEST(McpHeaders, ToolCallMirrorsMarkedArgumentsAndOmitsNulls)
{
    QHash<QString, McpHeaders::ToolHeaders> tools;
    tools.insert(u"t"_s,
                 McpHeaders::scanTool(jsonObject(
                     R"({"properties":{"region":{"type":"string","x-mcp-header":"Region"},
                         "verbose":{"type":"boolean","x-mcp-header":"Verbose"},
                         "method":{"type":"string","x-mcp-header":"Method"},
                         "query":{"type":"string"}}})")));
    const QJsonObject params = jsonObject(
        R"({"name":"t","arguments":{"region":"eu","verbose":null,"method":"m","query":"SELECT"}})");
    const HttpHeaderList headers = McpHeaders::forRequest(u"tools/call"_s, params, tools);
    EXPECT_TRUE(headers.contains(header("Mcp-Param-Region", "eu")));
    EXPECT_TRUE(headers.contains(header("Mcp-Param-Method", "m"))); // not Mcp-Method
    EXPECT_TRUE(headers.contains(header("Mcp-Method", "tools/call")));
    for (const auto &[name, value] : headers) {
        EXPECT_NE(name, QByteArray("Mcp-Param-Verbose")) << "null must be omitted";
        EXPECT_NE(name, QByteArray("Mcp-Param-query")) << "unmarked must not be mirrored";
    }
    EXPECT_EQ(headers.size(), 4);
}

} // namespace
