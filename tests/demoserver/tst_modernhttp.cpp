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

using ModernFrames::headerLines;

using ModernHttp = McpHttpServerTest;

HttpHeaderList discoverHeaders()
{
    return headerLines("MCP-Protocol-Version: 2026-07-28\nMcp-Method: server/discover");
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
    const HttpResult result = client->post(
        ModernFrames::frame(1, u"server/discover"_s, ModernFrames::params({})), headers);
    EXPECT_EQ(result.status, 200);
    EXPECT_FALSE(result.headers.contains("mcp-session-id"));
    EXPECT_EQ(server->sessionCount(), 0);
}

TEST_F(ModernHttp, RefusesBatchesAndAcceptsNotifications)
{
    McpHttpServer::Options options;
    options.server.era = DemoEra::Modern;
    start(options);
    const HttpResult batch = client->post(
        "[" + ModernFrames::frame(1, u"server/discover"_s, {}) + "]", discoverHeaders());
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
                      ModernFrames::frame(3, u"tools/call"_s, params),
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
    const QByteArray body = ModernFrames::frame(
        9,
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
        ModernFrames::frame(
            1,
            u"tools/call"_s,
            ModernFrames::params(
                {{"name"_L1, u"add_note"_s}, {"arguments"_L1, QJsonObject{{"text"_L1, u"hi"_s}}}})),
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
        ModernFrames::frame(
            4,
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

TEST_F(ModernHttp, ATaskStartedInOnePostIsPolledFromAnother)
{
    const QJsonObject tasks{
        {"extensions"_L1, QJsonObject{{"io.modelcontextprotocol/tasks"_L1, QJsonObject()}}}};
    const HttpResult created = client->post(
        ModernFrames::frame(
            1,
            u"tools/call"_s,
            ModernFrames::params(
                {{"name"_L1, u"long_operation"_s},
                 {"arguments"_L1, QJsonObject{{"duration_seconds"_L1, 0.05}, {"steps"_L1, 1}}}},
                tasks)),
        headerLines("MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\n"
                    "Mcp-Name: long_operation"));
    ASSERT_EQ(created.status, 200) << created.body.toStdString();
    EXPECT_EQ(created.message().result()["resultType"_L1], u"task"_s);
    const QByteArray taskId = created.message().result()["taskId"_L1].toString().toLatin1();
    HttpTestClient other(server->url());
    const QByteArray headers = "MCP-Protocol-Version: 2026-07-28\nMcp-Method: tasks/get\n"
                               "Mcp-Name: "
                               + taskId;
    const QByteArray poll = ModernFrames::frame(
        2, u"tasks/get"_s, ModernFrames::params({{"taskId"_L1, QString::fromLatin1(taskId)}}));
    const auto status = [&] {
        return other.post(poll, headerLines(headers.constData()))
            .message()
            .result()["status"_L1]
            .toString();
    };
    EXPECT_TRUE(QTest::qWaitFor([&] { return status() == "completed"_L1; }, HttpWaitMs));
}

TEST_F(ModernHttp, LegacySessionsStillWorkBesideModernRequestsWithBothEras)
{
    ASSERT_TRUE(client->initialize());
    EXPECT_EQ(server->sessionCount(), 1);
    HttpTestClient modern(server->url());
    EXPECT_EQ(modern
                  .post(ModernFrames::frame(1, u"server/discover"_s, ModernFrames::params({})),
                        discoverHeaders())
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
        ModernFrames::frame(
            5,
            u"subscriptions/listen"_s,
            ModernFrames::params(
                {{"notifications"_L1, QJsonObject{{"resourcesListChanged"_L1, true}}}})),
        headerLines("MCP-Protocol-Version: 2026-07-28\nMcp-Method: subscriptions/listen")));
    ASSERT_TRUE(listen.waitForEvents(1));
    server.reset(); // as a crash would: no graceful end
    ASSERT_TRUE(listen.waitForFinished());
    EXPECT_EQ(listen.events.size(), 1);
}

} // namespace
