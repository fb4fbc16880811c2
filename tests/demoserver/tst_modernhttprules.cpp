// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// McpHttpServer's modern (MCP 2026-07-28) request validation over loopback, as a table:
// headers and body in, HTTP status and JSON-RPC error out.
#include "httptestclient.h"
#include "modernframes.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int RuleResult = 0;

using ModernFrames::headerLines;

struct HttpRuleRow : NamedRow<HttpRuleRow>
{
    DemoEra era;
    const char *method;
    const char *params;       // JSON object text, without _meta
    const char *version;      // _meta protocolVersion; nullptr: no _meta at all
    const char *capabilities; // _meta clientCapabilities
    const char *headers;      // besides Accept and Content-Type
    int status;
    int code; // JSON-RPC error code, or RuleResult
    const char *words;
};

class ModernHttpRules : public McpHttpServerTest, public ::testing::WithParamInterface<HttpRuleRow>
{};

TEST_P(ModernHttpRules, AnswerWithTheSpecsStatusAndError)
{
    const HttpRuleRow &row = GetParam();
    McpHttpServer::Options options;
    options.server.era = row.era;
    start(options);
    QJsonObject params = jsonObject(row.params);
    if (row.version) {
        params.insert(
            "_meta"_L1,
            ModernFrames::meta(jsonObject(row.capabilities), {}, QString::fromLatin1(row.version)));
    }
    const HttpResult result = client->post(
        ModernFrames::frame(7, QString::fromLatin1(row.method), params), headerLines(row.headers));
    EXPECT_EQ(result.status, row.status) << result.body.toStdString();
    EXPECT_FALSE(result.headers.contains("mcp-session-id")) << "modern HTTP has no sessions";
    const JsonRpcMessage message = result.message();
    EXPECT_EQ(message.id(), JsonRpcId(7)) << result.body.toStdString();
    if (row.code == RuleResult) {
        EXPECT_EQ(message.kind(), JsonRpcMessage::Kind::Result) << result.body.toStdString();
        return;
    }
    ASSERT_EQ(message.kind(), JsonRpcMessage::Kind::Error) << result.body.toStdString();
    EXPECT_EQ(message.error().code, row.code) << result.body.toStdString();
    EXPECT_TRUE(message.error().message.contains(QString::fromUtf8(row.words)))
        << message.error().message.toStdString();
}

constexpr const char *V = "2026-07-28";
constexpr const char *Discover = "MCP-Protocol-Version: 2026-07-28\nMcp-Method: server/discover";
constexpr const char *Booking
    = R"({"name":"confirm_booking","arguments":{"destination":"Zürich","nights":2}})";
constexpr const char *BookingHeaders = "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\n"
                                       "Mcp-Name: confirm_booking\nMcp-Param-Nights: 2\n";
constexpr const char *Elicit = R"({"elicitation":{}})";
constexpr int Mismatch = JsonRpc::ErrorCode::HeaderMismatch;

INSTANTIATE_TEST_SUITE_P(
    Table,
    ModernHttpRules,
    ::testing::Values(
        HttpRuleRow{{"discover"},
                    DemoEra::Both,
                    "server/discover",
                    "{}",
                    V,
                    "{}",
                    Discover,
                    200,
                    RuleResult,
                    ""},
        HttpRuleRow{{"tools_list_modern_era"},
                    DemoEra::Modern,
                    "tools/list",
                    "{}",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/list",
                    200,
                    RuleResult,
                    ""},
        HttpRuleRow{{"version_header_missing"},
                    DemoEra::Both,
                    "server/discover",
                    "{}",
                    V,
                    "{}",
                    "Mcp-Method: server/discover",
                    400,
                    Mismatch,
                    "MCP-Protocol-Version header is missing"},
        HttpRuleRow{{"version_header_differs"},
                    DemoEra::Both,
                    "server/discover",
                    "{}",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2025-11-25\nMcp-Method: server/discover",
                    400,
                    Mismatch,
                    "'2025-11-25' does not match body value '2026-07-28'"},
        HttpRuleRow{{"unsupported_version"},
                    DemoEra::Both,
                    "server/discover",
                    "{}",
                    "1900-01-01",
                    "{}",
                    "MCP-Protocol-Version: 1900-01-01\nMcp-Method: server/discover",
                    400,
                    JsonRpc::ErrorCode::UnsupportedProtocolVersion,
                    "1900-01-01"},
        HttpRuleRow{{"meta_missing"},
                    DemoEra::Modern,
                    "server/discover",
                    "{}",
                    nullptr,
                    "{}",
                    Discover,
                    400,
                    JsonRpc::ErrorCode::InvalidParams,
                    "io.modelcontextprotocol/protocolVersion"},
        HttpRuleRow{{"method_header_missing"},
                    DemoEra::Both,
                    "server/discover",
                    "{}",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28",
                    400,
                    Mismatch,
                    "Mcp-Method header is missing"},
        HttpRuleRow{{"method_header_case_differs"},
                    DemoEra::Both,
                    "server/discover",
                    "{}",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: Server/Discover",
                    400,
                    Mismatch,
                    "Mcp-Method header value 'Server/Discover'"},
        HttpRuleRow{{"name_header_missing"},
                    DemoEra::Both,
                    "tools/call",
                    R"({"name":"echo","arguments":{"message":"hi"}})",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call",
                    400,
                    Mismatch,
                    "Mcp-Name header is missing"},
        HttpRuleRow{{"name_header_differs"},
                    DemoEra::Both,
                    "prompts/get",
                    R"({"name":"greeting"})",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: prompts/get\nMcp-Name: echo",
                    400,
                    Mismatch,
                    "'echo' does not match body value 'greeting'"},
        HttpRuleRow{{"name_header_base64"},
                    DemoEra::Both,
                    "resources/read",
                    R"({"uri":"demo://docs/readme"})",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: resources/read\n"
                    "Mcp-Name: =?base64?ZGVtbzovL2RvY3MvcmVhZG1l?=",
                    200,
                    RuleResult,
                    ""},
        HttpRuleRow{
            {"param_header_base64"},
            DemoEra::Both,
            "tools/call",
            Booking,
            V,
            Elicit,
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: confirm_booking\n"
            "Mcp-Param-Destination: =?base64?WsO8cmljaA==?=\nMcp-Param-Nights: 2.0",
            200,
            RuleResult,
            ""},
        HttpRuleRow{
            {"param_header_names_any_case"},
            DemoEra::Both,
            "tools/call",
            Booking,
            V,
            Elicit,
            "mcp-protocol-version: 2026-07-28\nMCP-METHOD: tools/call\nmcp-name: confirm_booking\n"
            "mcp-param-destination: =?base64?WsO8cmljaA==?=\nMCP-PARAM-NIGHTS: 2",
            200,
            RuleResult,
            ""},
        HttpRuleRow{{"param_header_missing"},
                    DemoEra::Both,
                    "tools/call",
                    Booking,
                    V,
                    Elicit,
                    BookingHeaders,
                    400,
                    Mismatch,
                    "Mcp-Param-Destination is missing"},
        HttpRuleRow{
            {"param_header_differs"},
            DemoEra::Both,
            "tools/call",
            Booking,
            V,
            Elicit,
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: confirm_booking\n"
            "Mcp-Param-Destination: Zurich\nMcp-Param-Nights: 2",
            400,
            Mismatch,
            "'Zurich' does not match body value 'Zürich'"},
        HttpRuleRow{
            {"param_integer_differs"},
            DemoEra::Both,
            "tools/call",
            Booking,
            V,
            Elicit,
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: confirm_booking\n"
            "Mcp-Param-Destination: =?base64?WsO8cmljaA==?=\nMcp-Param-Nights: 3",
            400,
            Mismatch,
            "Mcp-Param-Nights header value '3'"},
        HttpRuleRow{
            {"param_header_bad_base64"},
            DemoEra::Both,
            "tools/call",
            Booking,
            V,
            Elicit,
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: confirm_booking\n"
            "Mcp-Param-Destination: =?base64?%%%?=\nMcp-Param-Nights: 2",
            400,
            Mismatch,
            "not valid Base64"},
        HttpRuleRow{
            {"param_header_without_body_value"},
            DemoEra::Both,
            "tools/call",
            R"({"name":"confirm_booking","arguments":{"destination":"Rome"}})",
            V,
            Elicit,
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: confirm_booking\n"
            "Mcp-Param-Destination: Rome\nMcp-Param-Nights: 2",
            400,
            Mismatch,
            "present but the body has no value"},
        HttpRuleRow{
            {"missing_capability"},
            DemoEra::Both,
            "tools/call",
            Booking,
            V,
            "{}",
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: confirm_booking\n"
            "Mcp-Param-Destination: =?base64?WsO8cmljaA==?=\nMcp-Param-Nights: 2",
            400,
            JsonRpc::ErrorCode::MissingRequiredClientCapability,
            "elicitation"},
        HttpRuleRow{{"unknown_tool_is_a_200_error"},
                    DemoEra::Both,
                    "tools/call",
                    R"({"name":"nope"})",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: nope",
                    200,
                    JsonRpc::ErrorCode::InvalidParams,
                    "Unknown tool"},
        HttpRuleRow{{"task_name_header_differs"},
                    DemoEra::Both,
                    "tasks/get",
                    R"({"taskId":"task-9"})",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tasks/get\nMcp-Name: task-8",
                    400,
                    Mismatch,
                    "'task-8' does not match body value 'task-9'"},
        HttpRuleRow{{"unknown_task"},
                    DemoEra::Both,
                    "tasks/get",
                    R"({"taskId":"task-9"})",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tasks/get\nMcp-Name: task-9",
                    200,
                    JsonRpc::ErrorCode::InvalidParams,
                    "Unknown or expired task"},
        HttpRuleRow{{"ping_removed"},
                    DemoEra::Both,
                    "ping",
                    "{}",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: ping",
                    404,
                    JsonRpc::ErrorCode::MethodNotFound,
                    "ping was removed"},
        HttpRuleRow{{"initialize_refused_modern_era"},
                    DemoEra::Modern,
                    "initialize",
                    R"({"protocolVersion":"2025-11-25","capabilities":{}})",
                    nullptr,
                    "{}",
                    "",
                    400,
                    JsonRpc::ErrorCode::UnsupportedProtocolVersion,
                    "2026-07-28"}));

} // namespace
