// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Kind = JsonRpcMessage::Kind;
using Shape = JsonRpc::DecodeResult::Shape;

namespace {

struct CodecRow
{
    const char *name;
    const char *frame;
    Shape shape;
    std::vector<Kind> kinds; // one per message
    bool valid;
};

std::ostream &operator<<(std::ostream &out, const CodecRow &row)
{
    return out << row.name;
}

class JsonRpcCodecTable : public ::testing::TestWithParam<CodecRow>
{};

TEST_P(JsonRpcCodecTable, ClassifiesFrame)
{
    const CodecRow &row = GetParam();
    const JsonRpc::DecodeResult result = JsonRpc::decode(QByteArrayView(row.frame));
    EXPECT_EQ(int(result.shape), int(row.shape));
    ASSERT_EQ(size_t(result.messages.size()), row.kinds.size());
    for (size_t i = 0; i < row.kinds.size(); ++i)
        EXPECT_EQ(int(result.messages.at(qsizetype(i)).kind()), int(row.kinds[i]))
            << "message " << i;
    EXPECT_EQ(result.isValid(), row.valid);
}

// The examples of the JSON-RPC 2.0 specification, section 7 (the seed article in
// shared/reference/seeds/004_*.txt reproduces them; two of its batch replies lost their closing
// bracket in transcription, the specification's text is used here).
const CodecRow specExamples[] = {
    {"spec_positional_request",
     R"({"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1})",
     Shape::Single,
     {Kind::Request},
     true},
    {"spec_positional_result",
     R"({"jsonrpc": "2.0", "result": 19, "id": 1})",
     Shape::Single,
     {Kind::Result},
     true},
    {"spec_named_request",
     R"({"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3})",
     Shape::Single,
     {Kind::Request},
     true},
    {"spec_notification_with_params",
     R"({"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]})",
     Shape::Single,
     {Kind::Notification},
     true},
    {"spec_notification_without_params",
     R"({"jsonrpc": "2.0", "method": "foobar"})",
     Shape::Single,
     {Kind::Notification},
     true},
    {"spec_method_not_found_error",
     R"({"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}, "id": "1"})",
     Shape::Single,
     {Kind::Error},
     true},
    {"spec_invalid_json",
     R"({"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz])",
     Shape::NotJson,
     {},
     false},
    {"spec_parse_error_with_null_id",
     R"({"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": null})",
     Shape::Single,
     {Kind::Error},
     true},
    {"spec_invalid_request_object",
     R"({"jsonrpc": "2.0", "method": 1, "params": "bar"})",
     Shape::Single,
     {Kind::Invalid},
     false},
    {"spec_batch_invalid_json",
     R"([{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},{"jsonrpc": "2.0", "method")",
     Shape::NotJson,
     {},
     false},
    {"spec_empty_array", "[]", Shape::Batch, {}, false},
    {"spec_batch_of_one_number", "[1]", Shape::Batch, {Kind::Invalid}, false},
    {"spec_batch_of_three_numbers",
     "[1,2,3]",
     Shape::Batch,
     {Kind::Invalid, Kind::Invalid, Kind::Invalid},
     false},
    {"spec_mixed_batch",
     R"([{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},{"jsonrpc": "2.0", "method": "notify_hello", "params": [7]},{"jsonrpc": "2.0", "method": "subtract", "params": [42,23], "id": "2"},{"foo": "boo"},{"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"},{"jsonrpc": "2.0", "method": "get_data", "id": "9"}])",
     Shape::Batch,
     {Kind::Request,
      Kind::Notification,
      Kind::Request,
      Kind::Invalid,
      Kind::Request,
      Kind::Request},
     false},
    {"spec_mixed_batch_reply",
     R"([{"jsonrpc": "2.0", "result": 7, "id": "1"},{"jsonrpc": "2.0", "result": 19, "id": "2"},{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null},{"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}, "id": "5"},{"jsonrpc": "2.0", "result": ["hello", 5], "id": "9"}])",
     Shape::Batch,
     {Kind::Result, Kind::Result, Kind::Error, Kind::Error, Kind::Result},
     true},
    {"spec_batch_of_notifications",
     R"([{"jsonrpc": "2.0", "method": "notify_sum", "params": [1,2,4]},{"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}])",
     Shape::Batch,
     {Kind::Notification, Kind::Notification},
     true},
};
INSTANTIATE_TEST_SUITE_P(Spec,
                         JsonRpcCodecTable,
                         ::testing::ValuesIn(specExamples),
                         [](const auto &info) { return std::string(info.param.name); });

const CodecRow edgeCases[] = {
    {"empty_frame", "", Shape::Empty, {}, false},
    {"whitespace_frame", " \t\r", Shape::Empty, {}, false},
    {"banner_text", "Server starting on stdio...", Shape::NotJson, {}, false},
    {"bare_number", "42", Shape::NotJson, {}, false},
    {"bare_string", "\"hello\"", Shape::NotJson, {}, false},
    {"truncated_object",
     R"({"jsonrpc":"2.0","id":1,"result":{"content":[)",
     Shape::NotJson,
     {},
     false},
    {"missing_jsonrpc_member_still_a_request",
     R"({"id":1,"method":"ping"})",
     Shape::Single,
     {Kind::Request},
     false},
    {"result_and_error_together",
     R"({"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}})",
     Shape::Single,
     {Kind::Invalid},
     false},
    {"neither_method_nor_result",
     R"({"jsonrpc":"2.0","id":1})",
     Shape::Single,
     {Kind::Invalid},
     false},
    {"error_not_an_object",
     R"({"jsonrpc":"2.0","id":1,"error":"boom"})",
     Shape::Single,
     {Kind::Invalid},
     false},
    {"error_code_not_integer",
     R"({"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"x"}})",
     Shape::Single,
     {Kind::Error},
     false},
    {"null_request_id",
     R"({"jsonrpc":"2.0","id":null,"method":"ping"})",
     Shape::Single,
     {Kind::Request},
     false},
    {"fractional_request_id",
     R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})",
     Shape::Single,
     {Kind::Request},
     false},
    {"response_without_id",
     R"({"jsonrpc":"2.0","result":{}})",
     Shape::Single,
     {Kind::Result},
     false},
    {"string_params",
     R"({"jsonrpc":"2.0","id":1,"method":"x","params":"p"})",
     Shape::Single,
     {Kind::Invalid},
     false},
    {"crlf_tolerated_inside_json",
     "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\r",
     Shape::Single,
     {Kind::Result},
     true},
    {"invalid_utf8_bytes", "\xff\xfe{\"jsonrpc\"", Shape::NotJson, {}, false},
};
INSTANTIATE_TEST_SUITE_P(Edge,
                         JsonRpcCodecTable,
                         ::testing::ValuesIn(edgeCases),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(JsonRpcCodec, KeepsIdWireType)
{
    const JsonRpcMessage integer
        = JsonRpc::decode(R"({"jsonrpc":"2.0","id":1,"result":{}})").messages.first();
    const JsonRpcMessage string
        = JsonRpc::decode(R"({"jsonrpc":"2.0","id":"1","result":{}})").messages.first();
    EXPECT_EQ(integer.id().type(), JsonRpcId::Type::Integer);
    EXPECT_EQ(string.id().type(), JsonRpcId::Type::String);
    EXPECT_NE(integer.id(), string.id());
    EXPECT_NE(qHash(integer.id()), qHash(string.id()));
    EXPECT_EQ(integer.id().displayText(), u"1"_s);
    EXPECT_EQ(string.id().displayText(), u"\"1\""_s);
    // Re-encoding keeps the type too.
    EXPECT_EQ(JsonRpc::encode(JsonRpcMessage::response(string.id(), QJsonObject{})),
              QByteArray(R"({"id":"1","jsonrpc":"2.0","result":{}})"));
}

TEST(JsonRpcCodec, AnIdUnderTheOtherWireTypeIsOnlyTheCanonicalTwin)
{
    const auto other = [](const char *json) {
        return JsonRpcId::fromJson(
                   QJsonDocument::fromJson(QByteArray("[") + json + "]").array().first())
            .withOtherWireType()
            .displayText();
    };
    EXPECT_EQ(other("1"), u"\"1\""_s);
    EXPECT_EQ(other("\"1\""), u"1"_s);
    EXPECT_EQ(other("-42"), u"\"-42\""_s);
    EXPECT_EQ(other("\"-42\""), u"-42"_s);
    EXPECT_EQ(other("\"01\""), QString()) << "never sent as the integer 1";
    EXPECT_EQ(other("\"+1\""), QString());
    EXPECT_EQ(other("\" 1\""), QString());
    EXPECT_EQ(other("\"abc\""), QString());
    EXPECT_EQ(other("null"), QString());
    EXPECT_EQ(other("1.5"), QString());
}

TEST(JsonRpcCodec, ParseErrorNamesTheOffset)
{
    const JsonRpc::DecodeResult result = JsonRpc::decode(R"({"jsonrpc":"2.0",)");
    EXPECT_EQ(result.shape, Shape::NotJson);
    EXPECT_GE(result.errorOffset, 0);
    EXPECT_TRUE(result.errorString.startsWith(u"not JSON: "_s)) << result.errorString.toStdString();
}

TEST(JsonRpcCodec, ScalarIsNamedNotMisparsed)
{
    EXPECT_EQ(JsonRpc::decode("42").errorString, u"a JSON number, not a JSON-RPC object"_s);
    EXPECT_EQ(JsonRpc::decode("null").errorString, u"JSON null, not a JSON-RPC object"_s);
}

TEST(JsonRpcCodec, ProblemsAreWords)
{
    const JsonRpcMessage message
        = JsonRpc::decode(R"({"jsonrpc":"2.0","method":1})").messages.first();
    ASSERT_EQ(message.problems().size(), 1);
    EXPECT_EQ(message.problems().first().text, u"\"method\" must be a string, got a number"_s);
    EXPECT_EQ(message.problems().first().rule, "method-not-string"_L1);
    EXPECT_EQ(message.problems().first().pointer, u"/method"_s);
}

TEST(JsonRpcCodec, EncodeHasNoNewlines)
{
    const QJsonObject params{{"text"_L1, u"line one\nline two"_s}};
    const QByteArray encoded
        = JsonRpc::encode(JsonRpcMessage::request(JsonRpcId(7), u"x"_s, params));
    EXPECT_FALSE(encoded.contains('\n'));
    EXPECT_EQ(JsonRpc::decode(encoded).messages.first().paramsObject(), params);
}

TEST(JsonRpcCodec, ErrorResponseAccessors)
{
    const JsonRpcMessage message
        = JsonRpc::decode(
              R"({"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Unknown tool","data":{"name":"x"}}})")
              .messages.first();
    EXPECT_EQ(message.error().code, -32602);
    EXPECT_EQ(message.error().message, u"Unknown tool"_s);
    EXPECT_EQ(message.error().data.toObject().value("name"_L1).toString(), u"x"_s);
}

} // namespace
