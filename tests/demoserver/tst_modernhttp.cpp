// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// McpHttpServer in the modern shape (MCP 2026-07-28) over loopback: header validation with
// its statuses and JSON-RPC errors, no sessions, POST only, event streams without ids, and
// subscriptions/listen across clients.
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

constexpr int Result = 0;

QByteArray modernFrame(qint64 id, const QString &method, const QJsonObject &params)
{
    return JsonRpc::encode(JsonRpcMessage::request(JsonRpcId(id), method, params));
}

// "Name: value" lines, one per header.
HttpHeaderList headerLines(const char *lines)
{
    HttpHeaderList headers{{"Accept", "application/json, text/event-stream"},
                           {"Content-Type", "application/json"}};
    for (const QByteArray &line : QByteArray(lines).split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            headers.emplaceBack(line.left(colon).trimmed(), line.sliced(colon + 1).trimmed());
    }
    return headers;
}

struct HttpRuleRow : NamedRow<HttpRuleRow>
{
    DemoEra era;
    const char *method;
    const char *params;       // JSON object text, without _meta
    const char *version;      // _meta protocolVersion; nullptr: no _meta at all
    const char *capabilities; // _meta clientCapabilities
    const char *headers;      // besides Accept and Content-Type
    int status;
    int code; // JSON-RPC error code, or Result
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
    const HttpResult result = client->post(modernFrame(7, QString::fromLatin1(row.method), params),
                                           headerLines(row.headers));
    EXPECT_EQ(result.status, row.status) << result.body.toStdString();
    EXPECT_FALSE(result.headers.contains("mcp-session-id")) << "modern HTTP has no sessions";
    const JsonRpcMessage message = result.message();
    EXPECT_EQ(message.id(), JsonRpcId(7)) << result.body.toStdString();
    if (row.code == Result) {
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
                    Result,
                    ""},
        HttpRuleRow{{"tools_list_modern_era"},
                    DemoEra::Modern,
                    "tools/list",
                    "{}",
                    V,
                    "{}",
                    "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/list",
                    200,
                    Result,
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
                    Result,
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
            Result,
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
            Result,
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

using ModernHttp = McpHttpServerTest;

HttpHeaderList discoverHeaders()
{
    return headerLines(Discover);
}

TEST_F(ModernHttp, ModernEraTakesPostOnly)
{
    McpHttpServer::Options options;
    options.server.era = DemoEra::Modern;
    start(options);
    for (const QByteArray &verb : {QByteArray("GET"), QByteArray("DELETE")}) {
        const HttpResult result = client->send(verb, {{"Accept", "text/event-stream"}});
        EXPECT_EQ(result.status, 405) << verb.toStdString();
        EXPECT_EQ(result.header("allow"), "POST");
    }
}

TEST_F(ModernHttp, IgnoresASessionIdAndMintsNone)
{
    HttpHeaderList headers = discoverHeaders();
    headers.emplaceBack("Mcp-Session-Id", "made-up");
    const HttpResult result
        = client->post(modernFrame(1, u"server/discover"_s, ModernFrames::params({})), headers);
    EXPECT_EQ(result.status, 200);
    EXPECT_FALSE(result.headers.contains("mcp-session-id"));
    EXPECT_EQ(server->sessionCount(), 0);
}

TEST_F(ModernHttp, RefusesBatchesAndAcceptsNotifications)
{
    McpHttpServer::Options options;
    options.server.era = DemoEra::Modern;
    start(options);
    const HttpResult batch
        = client->post("[" + modernFrame(1, u"server/discover"_s, {}) + "]", discoverHeaders());
    EXPECT_EQ(batch.status, 400);
    EXPECT_EQ(batch.message().error().code, JsonRpc::ErrorCode::InvalidRequest);
    const HttpResult note = client->post(R"({"jsonrpc":"2.0","method":"notifications/cancelled",)"
                                         R"("params":{"requestId":1}})",
                                         discoverHeaders());
    EXPECT_EQ(note.status, 202);
}

TEST_F(ModernHttp, ProgressStreamsWithoutEventIdsAndEndsWithAModernResult)
{
    QJsonObject params = ModernFrames::params(
        {{"name"_L1, u"long_operation"_s},
         {"arguments"_L1, QJsonObject{{"duration_seconds"_L1, 0.1}, {"steps"_L1, 2}}}});
    QJsonObject meta = params["_meta"_L1].toObject();
    meta.insert("progressToken"_L1, u"p"_s);
    params.insert("_meta"_L1, meta);
    StreamReader stream(
        client->start("POST",
                      modernFrame(3, u"tools/call"_s, params),
                      headerLines("MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\n"
                                  "Mcp-Name: long_operation")));
    ASSERT_TRUE(stream.waitForFinished());
    EXPECT_EQ(stream.status(), 200);
    ASSERT_EQ(stream.events.size(), 3);
    EXPECT_TRUE(stream.primingIds.isEmpty());
    for (const SseParser::Item &event : std::as_const(stream.events))
        EXPECT_TRUE(event.id.isEmpty()) << "no resumption in 2026-07-28";
    EXPECT_EQ(stream.messages().last().result()["resultType"_L1], u"complete"_s);
    EXPECT_TRUE(QTest::qWaitFor([&] { return server->modernRequestCount() == 0; }, HttpWaitMs));
}

TEST_F(ModernHttp, ListenStreamCarriesAnotherClientsChangesUntilClosed)
{
    // A raw socket, so that closing it is a TCP close the server must notice.
    QTcpSocket listener;
    listener.connectToHost(QHostAddress::LocalHost, server->port());
    const QByteArray body
        = modernFrame(9,
                      u"subscriptions/listen"_s,
                      ModernFrames::params(
                          {{"notifications"_L1, QJsonObject{{"resourcesListChanged"_L1, true}}}}));
    listener.write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                   "Accept: application/json, text/event-stream\r\n"
                   "Content-Type: application/json\r\nMCP-Protocol-Version: 2026-07-28\r\n"
                   "Mcp-Method: subscriptions/listen\r\nContent-Length: "
                   + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QByteArray received;
    const auto waitFor = [&](const QByteArray &text) {
        return QTest::qWaitFor(
            [&] {
                received += listener.readAll();
                return received.contains(text);
            },
            HttpWaitMs);
    };
    ASSERT_TRUE(waitFor("notifications/subscriptions/acknowledged"));
    EXPECT_TRUE(received.startsWith("HTTP/1.1 200"));
    EXPECT_TRUE(received.contains("text/event-stream"));

    HttpTestClient other(server->url());
    const HttpResult added = other.post(
        modernFrame(1,
                    u"tools/call"_s,
                    ModernFrames::params({{"name"_L1, u"add_note"_s},
                                          {"arguments"_L1, QJsonObject{{"text"_L1, u"hi"_s}}}})),
        headerLines(
            "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: add_note"));
    EXPECT_EQ(added.status, 200);
    ASSERT_TRUE(waitFor("notifications/resources/list_changed"));
    EXPECT_TRUE(received.contains(R"("_meta":{"io.modelcontextprotocol/subscriptionId":9})"));
    EXPECT_FALSE(received.contains("\nid:")) << "no event ids in 2026-07-28";
    EXPECT_EQ(server->modernRequestCount(), 1);

    listener.close(); // closing the stream cancels the subscription
    EXPECT_TRUE(QTest::qWaitFor([&] { return server->modernRequestCount() == 0; }, HttpWaitMs));
    EXPECT_TRUE(log.contains(u"the client closed its POST; the request is cancelled"_s));
}

TEST_F(ModernHttp, ShutdownEndsAListenWithItsResult)
{
    StreamReader listen(client->start(
        "POST",
        modernFrame(4,
                    u"subscriptions/listen"_s,
                    ModernFrames::params(
                        {{"notifications"_L1, QJsonObject{{"resourcesListChanged"_L1, true}}}})),
        headerLines("MCP-Protocol-Version: 2026-07-28\nMcp-Method: subscriptions/listen")));
    ASSERT_TRUE(listen.waitForEvents(1));
    server->close();
    ASSERT_TRUE(listen.waitForFinished());
    ASSERT_EQ(listen.events.size(), 2);
    const JsonRpcMessage ended = listen.messages().last();
    EXPECT_EQ(ended.id(), JsonRpcId(4));
    EXPECT_EQ(ended.result()["_meta"_L1]["io.modelcontextprotocol/subscriptionId"_L1], 4);
}

TEST_F(ModernHttp, LegacySessionsStillWorkBesideModernRequestsWithBothEras)
{
    ASSERT_TRUE(client->initialize());
    EXPECT_EQ(server->sessionCount(), 1);
    HttpTestClient modern(server->url());
    EXPECT_EQ(
        modern
            .post(modernFrame(1, u"server/discover"_s, ModernFrames::params({})), discoverHeaders())
            .status,
        200);
    const HttpResult legacy = client->post(requestFrame(2, u"tools/list"_s));
    EXPECT_EQ(legacy.status, 200);
    EXPECT_FALSE(legacy.message().result()["resultType"_L1].isString());
}

} // namespace

namespace {

TEST_F(ModernHttp, DestroyingTheServerWithAnOpenListenIsClean)
{
    StreamReader listen(client->start(
        "POST",
        modernFrame(5,
                    u"subscriptions/listen"_s,
                    ModernFrames::params({{"notifications"_L1,
                                           QJsonObject{{"resourcesListChanged"_L1, true}}}})),
        headerLines("MCP-Protocol-Version: 2026-07-28\nMcp-Method: subscriptions/listen")));
    ASSERT_TRUE(listen.waitForEvents(1));
    server.reset(); // as a crash would: no graceful end
    ASSERT_TRUE(listen.waitForFinished());
    EXPECT_EQ(listen.events.size(), 1);
}

} // namespace
