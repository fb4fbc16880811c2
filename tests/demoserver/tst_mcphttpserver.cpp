// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// McpHttpServer's transport rules, driven by QNetworkAccessManager over loopback: the session
// lifecycle and every refusal with its status and JSON-RPC error body.
#include "httptestclient.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

// Every refusal: a status, a JSON-RPC error with id null, and a message in words.
void expectRefusal(const HttpResult &result, int status, const QString &words)
{
    EXPECT_EQ(result.status, status) << result.body.toStdString();
    EXPECT_EQ(result.header("content-type"), "application/json");
    const JsonRpcMessage message = result.message();
    EXPECT_EQ(message.kind(), JsonRpcMessage::Kind::Error) << result.body.toStdString();
    EXPECT_TRUE(message.id().isNull());
    EXPECT_TRUE(message.error().message.contains(words, Qt::CaseInsensitive))
        << message.error().message.toStdString();
}

using McpHttpServerRules = McpHttpServerTest;

TEST_F(McpHttpServerRules, InitializeCreatesASessionWithAVisibleAsciiId)
{
    const HttpResult result = client->post(requestFrame(
        1,
        u"initialize"_s,
        {{"protocolVersion"_L1, u"2025-06-18"_s}, {"capabilities"_L1, QJsonObject()}}));
    EXPECT_EQ(result.status, 200);
    EXPECT_EQ(result.header("content-type"), "application/json");
    const QByteArray id = result.header("mcp-session-id");
    ASSERT_FALSE(id.isEmpty());
    EXPECT_TRUE(std::all_of(id.begin(), id.end(), [](char c) { return c >= 0x21 && c <= 0x7e; }));
    EXPECT_EQ(result.message().result().toObject().value("protocolVersion"_L1), u"2025-06-18"_s);
    EXPECT_EQ(server->sessionCount(), 1);
}

TEST_F(McpHttpServerRules, EachInitializeGetsItsOwnSessionAndServer)
{
    ASSERT_TRUE(client->initialize());
    HttpTestClient other(server->url());
    ASSERT_TRUE(other.initialize());
    EXPECT_NE(client->sessionId, other.sessionId);
    EXPECT_EQ(server->sessionCount(), 2);
    // A log level set in one session does not reach the other's DemoServer.
    ASSERT_EQ(
        client->post(requestFrame(2, u"logging/setLevel"_s, {{"level"_L1, u"error"_s}})).status,
        200);
    const HttpResult call
        = other.post(toolCallFrame(2, u"log"_s, {{"level"_L1, u"info"_s}, {"message"_L1, u"m"_s}}));
    EXPECT_TRUE(firstText(call.message().result().toObject()).startsWith(u"Sent"_s));
}

TEST_F(McpHttpServerRules, FailedInitializeCreatesNoSession)
{
    const HttpResult result = client->post(requestFrame(1, u"initialize"_s, {}));
    EXPECT_EQ(result.status, 200); // a JSON-RPC error answers the request
    EXPECT_EQ(result.message().error().code, JsonRpc::ErrorCode::InvalidParams);
    EXPECT_FALSE(result.headers.contains("mcp-session-id"));
    EXPECT_EQ(server->sessionCount(), 0);
}

TEST_F(McpHttpServerRules, QuickRequestsAreAnsweredWithJson)
{
    ASSERT_TRUE(client->initialize());
    const HttpResult result = client->post(toolCallFrame(5, u"add"_s, {{"a"_L1, 2}, {"b"_L1, 3}}));
    EXPECT_EQ(result.status, 200);
    EXPECT_EQ(result.header("content-type"), "application/json");
    EXPECT_EQ(result.header("mcp-session-id"), client->sessionId);
    EXPECT_EQ(result.message().id(), JsonRpcId(5));
    EXPECT_EQ(firstText(result.message().result().toObject()), u"2 + 3 = 5"_s);
}

TEST_F(McpHttpServerRules, NotificationsAndResponsesAreAcceptedWithoutBody)
{
    ASSERT_TRUE(client->initialize());
    for (const QByteArray &frame :
         {notificationFrame(u"notifications/roots/list_changed"_s),
          JsonRpc::encode(JsonRpcMessage::response(JsonRpcId(u"s1"_s), QJsonObject()))}) {
        const HttpResult result = client->post(frame);
        EXPECT_EQ(result.status, 202) << frame.toStdString();
        EXPECT_TRUE(result.body.isEmpty());
    }
}

TEST_F(McpHttpServerRules, AnInvalidMessageIsRefusedWithItsJsonRpcError)
{
    ASSERT_TRUE(client->initialize());
    const HttpResult notJson = client->post("{\"jsonrpc\":");
    EXPECT_EQ(notJson.status, 400);
    EXPECT_EQ(notJson.message().error().code, JsonRpc::ErrorCode::ParseError);
    const HttpResult empty = client->post("  ");
    expectRefusal(empty, 400, u"body is empty"_s);
}

TEST_F(McpHttpServerRules, RequestsWithoutSessionAreRefused)
{
    expectRefusal(client->post(requestFrame(1, u"tools/list"_s)), 400, u"no Mcp-Session-Id"_s);
    expectRefusal(client->send("GET", client->headers()), 400, u"no Mcp-Session-Id"_s);
}

TEST_F(McpHttpServerRules, UnknownSessionsAreNotFound)
{
    client->sessionId = "no-such-session";
    const HttpResult result = client->post(requestFrame(1, u"tools/list"_s));
    expectRefusal(result, 404, u"initialize"_s);
    EXPECT_EQ(result.message().error().code, -32001);
}

TEST_F(McpHttpServerRules, ProtocolVersionHeaderMustMatchTheSession)
{
    ASSERT_TRUE(client->initialize());
    client->protocolVersion = "1999-01-01";
    expectRefusal(client->post(requestFrame(2, u"ping"_s)), 400, u"not supported"_s);
    client->protocolVersion = "2025-03-26";
    expectRefusal(client->post(requestFrame(3, u"ping"_s)), 400, u"differs"_s);
    client->protocolVersion.clear(); // absent: MCP says assume 2025-03-26, and we are lenient
    EXPECT_EQ(client->post(requestFrame(4, u"ping"_s)).status, 200);
}

TEST_F(McpHttpServerRules, PostMustAcceptJsonAndEventStreams)
{
    ASSERT_TRUE(client->initialize());
    for (const QByteArray &accept : {QByteArray("application/json"), QByteArray("*/*")}) {
        HttpHeaderList headers = client->headers();
        headers[0].second = accept;
        expectRefusal(client->post(requestFrame(2, u"ping"_s), headers), 406, u"Not Acceptable"_s);
    }
}

TEST_F(McpHttpServerRules, PostBodyMustBeJson)
{
    ASSERT_TRUE(client->initialize());
    HttpHeaderList headers = client->headers();
    headers[1].second = "text/plain";
    expectRefusal(client->post(requestFrame(2, u"ping"_s), headers), 415, u"text/plain"_s);
}

TEST_F(McpHttpServerRules, OtherMethodsAreNotAllowed)
{
    for (const QByteArray &verb : {QByteArray("PUT"), QByteArray("PATCH"), QByteArray("OPTIONS")}) {
        const HttpResult result = client->send(verb, client->headers());
        expectRefusal(result, 405, u"POST, GET and DELETE"_s);
        EXPECT_EQ(result.header("allow"), "GET, POST, DELETE");
    }
}

TEST_F(McpHttpServerRules, OnlyTheMcpPathExists)
{
    QUrl other = server->url();
    other.setPath(u"/"_s);
    client->setUrl(other);
    expectRefusal(client->post(requestFrame(1, u"ping"_s)), 404, u"/mcp"_s);
}

TEST_F(McpHttpServerRules, ForeignOriginsAndHostsAreForbidden)
{
    HttpHeaderList headers = client->headers();
    headers.emplaceBack("Origin", "https://evil.example");
    expectRefusal(client->post(requestFrame(1, u"ping"_s), headers), 403, u"Origin"_s);
    headers.back() = {"Origin", "http://localhost:5173"};
    EXPECT_EQ(client->post(requestFrame(1, u"ping"_s), headers).status, 400); // no session yet
    headers.back() = {"Host", "attacker.example"};
    expectRefusal(client->post(requestFrame(1, u"ping"_s), headers), 403, u"DNS rebinding"_s);
}

TEST_F(McpHttpServerRules, DeleteEndsTheSession)
{
    ASSERT_TRUE(client->initialize());
    const HttpResult deleted = client->send("DELETE", client->headers());
    EXPECT_EQ(deleted.status, 200);
    EXPECT_EQ(server->sessionCount(), 0);
    expectRefusal(client->post(requestFrame(2, u"ping"_s)), 404, u"no session"_s);
    expectRefusal(client->send("DELETE", client->headers()), 404, u"no session"_s);
}

TEST_F(McpHttpServerRules, TheLeastRecentlyUsedSessionMakesRoom)
{
    McpHttpServer::Options options;
    options.maxSessions = 2;
    start(options);
    HttpTestClient first(server->url()), second(server->url()), third(server->url());
    ASSERT_TRUE(first.initialize());
    ASSERT_TRUE(second.initialize());
    ASSERT_EQ(first.post(requestFrame(2, u"ping"_s)).status, 200); // second is now the oldest
    ASSERT_TRUE(third.initialize());
    EXPECT_EQ(server->sessionCount(), 2);
    EXPECT_EQ(first.post(requestFrame(3, u"ping"_s)).status, 200);
    EXPECT_EQ(second.post(requestFrame(3, u"ping"_s)).status, 404);
}

TEST_F(McpHttpServerRules, BatchesFollowTheNegotiatedRevision)
{
    const QByteArray batch
        = "[" + requestFrame(2, u"ping"_s) + "," + requestFrame(3, u"ping"_s) + "]";
    ASSERT_TRUE(client->initialize()); // 2025-11-25 has no batches
    const HttpResult refused = client->post(batch);
    EXPECT_EQ(refused.status, 400);
    EXPECT_EQ(refused.message().error().code, JsonRpc::ErrorCode::InvalidRequest);

    HttpTestClient old(server->url());
    const HttpResult init = old.post(requestFrame(
        1,
        u"initialize"_s,
        {{"protocolVersion"_L1, u"2025-03-26"_s}, {"capabilities"_L1, QJsonObject()}}));
    old.sessionId = init.header("mcp-session-id");
    old.protocolVersion = "2025-03-26";
    const HttpResult answered = old.post(batch);
    EXPECT_EQ(answered.status, 200);
    const QJsonArray responses = QJsonDocument::fromJson(answered.body).array();
    ASSERT_EQ(responses.size(), 2) << answered.body.toStdString();
    EXPECT_EQ(responses.at(0).toObject().value("id"_L1), 2);
    EXPECT_EQ(responses.at(1).toObject().value("id"_L1), 3);
}

} // namespace
