// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct NegotiationRow : NamedRow<NegotiationRow>
{
    QString requested;
    QString expected;
};

class Negotiation : public ::testing::TestWithParam<NegotiationRow>
{};

TEST_P(Negotiation, AnswersWithASupportedVersion)
{
    ServerHarness harness;
    const JsonRpcMessage response = harness.initialize(GetParam().requested);
    ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Result);
    EXPECT_EQ(response.result()["protocolVersion"_L1].toString(), GetParam().expected);
    EXPECT_EQ(harness.server.negotiatedVersion(), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    DemoServer,
    Negotiation,
    ::testing::Values(NegotiationRow{"echoes_2024_11_05", u"2024-11-05"_s, u"2024-11-05"_s},
                      NegotiationRow{"echoes_2025_03_26", u"2025-03-26"_s, u"2025-03-26"_s},
                      NegotiationRow{"echoes_2025_06_18", u"2025-06-18"_s, u"2025-06-18"_s},
                      NegotiationRow{"echoes_2025_11_25", u"2025-11-25"_s, u"2025-11-25"_s},
                      NegotiationRow{
                          "modern_revision_gets_latest_legacy", u"2026-07-28"_s, u"2025-11-25"_s},
                      NegotiationRow{"unknown_revision_gets_latest", u"1.0"_s, u"2025-11-25"_s},
                      NegotiationRow{"empty_revision_gets_latest", QString(), u"2025-11-25"_s}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(DemoServer, InitializeResultDescribesTheServer)
{
    ServerHarness harness;
    const QJsonObject result = harness.initialize().result().toObject();
    EXPECT_EQ(result["capabilities"_L1].toObject(), jsonObject(R"({
        "tools": {"listChanged": false}, "resources": {"subscribe": true, "listChanged": true},
        "prompts": {"listChanged": false}, "logging": {}, "completions": {},
        "extensions": {"io.modelcontextprotocol/skills": {}}})"));
    const QJsonObject info = result["serverInfo"_L1].toObject();
    EXPECT_EQ(info["name"_L1].toString(), u"mcpscope-demo-server"_s);
    EXPECT_EQ(info["title"_L1].toString(), u"mcpscope demo server"_s);
    EXPECT_EQ(info["version"_L1].toString(), QStringLiteral(MCPSCOPE_VERSION));
    EXPECT_TRUE(result["instructions"_L1].toString().contains(u"demo://docs/readme"_s));
}

TEST(DemoServer, InitializeWithoutAVersionIsInvalidParams)
{
    ServerHarness harness;
    for (const QJsonObject &params :
         {QJsonObject{}, QJsonObject{{"protocolVersion"_L1, 20251125}}}) {
        const JsonRpcMessage response = harness.request(Mcp::Method::Initialize, params);
        ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Error);
        EXPECT_EQ(response.error().code, JsonRpc::ErrorCode::InvalidParams);
        EXPECT_TRUE(response.error().message.contains(u"protocolVersion"_s));
    }
    EXPECT_TRUE(harness.server.negotiatedVersion().isEmpty());
}

TEST(DemoServer, AnswersRequestsBeforeInitializeButWarns)
{
    ServerHarness harness;
    const JsonRpcMessage response = harness.request(Mcp::Method::ToolsList);
    ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Result);
    EXPECT_FALSE(response.result()["tools"_L1].toArray().isEmpty());
    ASSERT_EQ(harness.diagnostics.size(), 1);
    EXPECT_TRUE(harness.diagnostics.first().contains(u"before initialize"_s));
}

TEST(DemoServer, PingBeforeInitializeIsAllowedSilently)
{
    ServerHarness harness;
    const JsonRpcMessage response = harness.request(Mcp::Method::Ping);
    ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Result);
    EXPECT_EQ(response.result(), QJsonValue(QJsonObject{}));
    EXPECT_TRUE(harness.diagnostics.isEmpty());
}

TEST(DemoServer, SecondInitializeIsAnsweredWithAWarning)
{
    ServerHarness harness;
    harness.initialize(u"2025-06-18"_s);
    harness.diagnostics.clear();
    const JsonRpcMessage again = harness.initialize(u"2024-11-05"_s);
    EXPECT_EQ(again.result()["protocolVersion"_L1].toString(), u"2024-11-05"_s);
    EXPECT_TRUE(harness.diagnostics.join(u'\n').contains(u"initialize received again"_s));
}

// Frames that must be answered with a JSON-RPC error; sent after a normal initialize.
struct ErrorRow : NamedRow<ErrorRow>
{
    QByteArray frame;
    int code;
    QJsonValue id;
    QString messagePart;
};

class ErrorResponse : public ::testing::TestWithParam<ErrorRow>
{};

TEST_P(ErrorResponse, IsAnsweredWithTheRightCode)
{
    const ErrorRow &row = GetParam();
    ServerHarness harness;
    harness.initialize();
    harness.clear();
    harness.server.handleFrame(row.frame);
    ASSERT_EQ(harness.messages.size(), 1);
    const JsonRpcMessage response = harness.messages.first();
    ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(response.error().code, row.code);
    EXPECT_EQ(response.json()["id"_L1], row.id);
    // "data" is either meaningful or absent, never null.
    EXPECT_FALSE(response.error().data.isNull());
    EXPECT_TRUE(response.error().message.contains(row.messagePart))
        << response.error().message.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    DemoServer,
    ErrorResponse,
    ::testing::Values(
        ErrorRow{"not_json", "hello", -32700, QJsonValue(), u"Parse error"_s},
        ErrorRow{"truncated_json",
                 R"({"jsonrpc":"2.0","id":1,)",
                 -32700,
                 QJsonValue(),
                 u"Parse error"_s},
        ErrorRow{"bare_number", "42", -32700, QJsonValue(), u"JSON number"_s},
        ErrorRow{"neither_request_nor_response",
                 R"({"jsonrpc":"2.0","id":7})",
                 -32600,
                 7,
                 u"Invalid Request"_s},
        ErrorRow{"null_request_id",
                 R"({"jsonrpc":"2.0","id":null,"method":"ping"})",
                 -32600,
                 QJsonValue(),
                 u"string or an integer"_s},
        ErrorRow{"method_not_a_string",
                 R"({"jsonrpc":"2.0","id":8,"method":5})",
                 -32600,
                 8,
                 u"method"_s},
        ErrorRow{"unknown_method",
                 R"({"jsonrpc":"2.0","id":3,"method":"tools/frobnicate"})",
                 -32601,
                 3,
                 u"tools/frobnicate"_s},
        ErrorRow{"string_id_kept",
                 R"({"jsonrpc":"2.0","id":"a-1","method":"nope"})",
                 -32601,
                 u"a-1"_s,
                 u"nope"_s},
        ErrorRow{"positional_params",
                 R"({"jsonrpc":"2.0","id":4,"method":"tools/list","params":[1]})",
                 -32602,
                 4,
                 u"must be an object"_s},
        ErrorRow{"unknown_tool",
                 R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"teleport"}})",
                 -32602,
                 5,
                 u"Unknown tool: teleport"_s},
        ErrorRow{"tool_call_without_name",
                 R"({"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}})",
                 -32602,
                 6,
                 u"params.name"_s},
        ErrorRow{
            "tool_arguments_not_object",
            R"({"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"echo","arguments":[1]}})",
            -32602,
            9,
            u"must be an object"_s},
        ErrorRow{"read_without_uri",
                 R"({"jsonrpc":"2.0","id":10,"method":"resources/read","params":{}})",
                 -32602,
                 10,
                 u"params.uri"_s},
        ErrorRow{
            "read_unknown_uri",
            R"({"jsonrpc":"2.0","id":11,"method":"resources/read","params":{"uri":"demo://nope"}})",
            -32002,
            11,
            u"demo://nope"_s},
        ErrorRow{
            "unknown_log_level",
            R"({"jsonrpc":"2.0","id":12,"method":"logging/setLevel","params":{"level":"loud"}})",
            -32602,
            12,
            u"loud"_s},
        ErrorRow{"missing_log_level",
                 R"({"jsonrpc":"2.0","id":13,"method":"logging/setLevel"})",
                 -32602,
                 13,
                 u"params.level"_s},
        ErrorRow{"cursor_never_issued",
                 R"({"jsonrpc":"2.0","id":14,"method":"tools/list","params":{"cursor":"x"}})",
                 -32602,
                 14,
                 u"cursor"_s},
        ErrorRow{"unknown_prompt",
                 R"({"jsonrpc":"2.0","id":15,"method":"prompts/get","params":{"name":"poem"}})",
                 -32602,
                 15,
                 u"Unknown prompt: poem"_s},
        ErrorRow{"empty_batch", "[]", -32600, QJsonValue(), u"empty batch"_s},
        ErrorRow{"batch_after_2025_06_18",
                 R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])",
                 -32600,
                 QJsonValue(),
                 u"2025-03-26"_s}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(DemoServer, UnknownMethodErrorNamesTheMethodInData)
{
    ServerHarness harness;
    const JsonRpcMessage response = harness.request(u"sampling/createMessage"_s);
    EXPECT_EQ(response.error().data.toObject()["method"_L1].toString(),
              u"sampling/createMessage"_s);
}

TEST(DemoServer, NotificationsAreNeverAnswered)
{
    ServerHarness harness;
    harness.initialize();
    harness.clear();
    harness.notify(u"notifications/roots/list_changed"_s);
    harness.server.handleFrame(R"({"jsonrpc":"2.0","method":"no/such/notification"})");
    EXPECT_TRUE(harness.messages.isEmpty());
    EXPECT_EQ(harness.diagnostics.size(), 2);
}

TEST(DemoServer, ResponsesFromTheClientAreIgnored)
{
    ServerHarness harness;
    harness.server.handleFrame(R"({"jsonrpc":"2.0","id":99,"result":{}})");
    EXPECT_TRUE(harness.messages.isEmpty());
    ASSERT_EQ(harness.diagnostics.size(), 1);
    EXPECT_TRUE(harness.diagnostics.first().contains(u"99"_s));
}

TEST(DemoServer, EmptyLineIsIgnoredWithADiagnostic)
{
    ServerHarness harness;
    harness.server.handleFrame("  ");
    EXPECT_TRUE(harness.messages.isEmpty());
    EXPECT_EQ(harness.diagnostics, QStringList{u"ignored an empty line"_s});
}

TEST(DemoServer, RequestWithoutJsonRpcMemberIsAnsweredWithAWarning)
{
    ServerHarness harness;
    harness.server.handleFrame(R"({"id":1,"method":"ping"})");
    ASSERT_EQ(harness.messages.size(), 1);
    EXPECT_EQ(harness.messages.first().kind(), JsonRpcMessage::Kind::Result);
    EXPECT_TRUE(harness.diagnostics.join(u'\n').contains(u"jsonrpc"_s));
}

struct BatchRow : NamedRow<BatchRow>
{
    QString version; // empty: no initialize
    int expectedResults;
};

class Batch : public ::testing::TestWithParam<BatchRow>
{};

TEST_P(Batch, IsAnsweredPerElementWhereBatchesExist)
{
    ServerHarness harness;
    if (!GetParam().version.isEmpty())
        harness.initialize(GetParam().version);
    harness.clear();
    harness.server.handleFrame(R"([{"jsonrpc":"2.0","id":"p1","method":"ping"},
                                  {"jsonrpc":"2.0","method":"notifications/initialized"},
                                  {"jsonrpc":"2.0","id":"p2","method":"ping"}])");
    EXPECT_EQ(harness.messages.size(), GetParam().expectedResults);
    EXPECT_EQ(harness.responseTo(JsonRpcId(u"p1"_s)).has_value(), GetParam().expectedResults == 2);
}

INSTANTIATE_TEST_SUITE_P(DemoServer,
                         Batch,
                         ::testing::Values(BatchRow{"before_initialize", QString(), 2},
                                           BatchRow{"on_2025_03_26", u"2025-03-26"_s, 2},
                                           BatchRow{"on_2025_06_18", u"2025-06-18"_s, 1},
                                           BatchRow{"on_2025_11_25", u"2025-11-25"_s, 1}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(DemoServer, SetLevelChangesTheThreshold)
{
    ServerHarness harness;
    harness.initialize();
    EXPECT_EQ(harness.server.logLevel(), u"debug"_s);
    const JsonRpcMessage response
        = harness.request(Mcp::Method::LoggingSetLevel, {{"level"_L1, u"warning"_s}});
    EXPECT_EQ(response.result(), QJsonValue(QJsonObject{}));
    EXPECT_EQ(harness.server.logLevel(), u"warning"_s);
}

} // namespace
