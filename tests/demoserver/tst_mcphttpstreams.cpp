// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// McpHttpServer's event streams and the misbehave modes over HTTP, read with
// QNetworkAccessManager as the bytes arrive.
#include "httptestclient.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpmethods.h>

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

class McpHttpStreams : public McpHttpServerTest
{
protected:
    void SetUp() override
    {
        McpHttpServerTest::SetUp();
        ASSERT_TRUE(client->initialize());
    }

    QNetworkReply *startPost(const QByteArray &body)
    {
        return client->start("POST", body, client->headers());
    }

    QNetworkReply *startGet(const QByteArray &lastEventId = {})
    {
        HttpHeaderList headers = client->headers();
        headers[0].second = "text/event-stream";
        if (!lastEventId.isEmpty())
            headers.emplaceBack("Last-Event-ID", lastEventId);
        return client->start("GET", {}, headers);
    }

    bool logContains(const QString &text)
    {
        return QTest::qWaitFor(
            [this, text] {
                return std::any_of(log.cbegin(), log.cend(), [&text](const QString &line) {
                    return line.contains(text);
                });
            },
            HttpWaitMs);
    }
};

QJsonObject steps(double seconds, int count)
{
    return {{"duration_seconds"_L1, seconds}, {"steps"_L1, count}};
}

TEST_F(McpHttpStreams, ProgressComesAsEventsThenTheResponseThenTheEnd)
{
    StreamReader stream(startPost(toolCallFrame(2, u"long_operation"_s, steps(0.3, 3), u"p1"_s)));
    ASSERT_TRUE(stream.waitForFinished());
    EXPECT_EQ(stream.status(), 200);
    EXPECT_EQ(stream.reply()->error(), QNetworkReply::NoError); // ended cleanly, not cut off
    EXPECT_EQ(stream.reply()->rawHeader("Content-Type"), "text/event-stream");
    EXPECT_EQ(stream.reply()->rawHeader("Mcp-Session-Id"), client->sessionId);
    EXPECT_EQ(stream.primingIds, QByteArrayList{"1-0"});
    const QList<JsonRpcMessage> messages = stream.messages();
    ASSERT_EQ(messages.size(), 4);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(messages.at(i).method(), Mcp::Method::Progress);
        EXPECT_EQ(messages.at(i).paramsObject().value("progressToken"_L1), u"p1"_s);
        EXPECT_EQ(messages.at(i).paramsObject().value("progress"_L1), i + 1);
        EXPECT_EQ(stream.events.at(i).id, "1-" + QByteArray::number(i + 1));
    }
    EXPECT_EQ(messages.at(3).id(), JsonRpcId(2));
    EXPECT_TRUE(messages.at(3).isResponse());
}

TEST_F(McpHttpStreams, TheGetStreamCarriesServerMessages)
{
    StreamReader stream(startGet());
    ASSERT_TRUE(QTest::qWaitFor([&stream] { return !stream.primingIds.isEmpty(); }, HttpWaitMs));
    EXPECT_EQ(stream.status(), 200);
    const HttpResult call = client->post(
        toolCallFrame(2, u"log"_s, {{"level"_L1, u"warning"_s}, {"message"_L1, u"disk low"_s}}));
    EXPECT_EQ(call.header("content-type"), "application/json");
    ASSERT_TRUE(stream.waitForEvents(1));
    const JsonRpcMessage message = stream.messages().constFirst();
    EXPECT_EQ(message.method(), Mcp::Method::Message);
    EXPECT_EQ(message.paramsObject().value("data"_L1), u"disk low"_s);
    EXPECT_EQ(stream.events.constFirst().id, "0-1");
}

TEST_F(McpHttpStreams, ServerMessagesWaitForTheGetStream)
{
    client->post(toolCallFrame(2, u"log"_s, {{"message"_L1, u"early"_s}}));
    StreamReader stream(startGet());
    ASSERT_TRUE(stream.waitForEvents(1));
    EXPECT_EQ(stream.messages().constFirst().paramsObject().value("data"_L1), u"early"_s);
}

TEST_F(McpHttpStreams, OnlyOneGetStreamPerSession)
{
    StreamReader first(startGet());
    ASSERT_TRUE(QTest::qWaitFor([&first] { return !first.primingIds.isEmpty(); }, HttpWaitMs));
    const HttpResult second = client->finish(startGet());
    EXPECT_EQ(second.status, 409);
    EXPECT_TRUE(second.message().error().message.contains(u"already"_s));
}

TEST_F(McpHttpStreams, IdleStreamsGetKeepAliveComments)
{
    McpHttpServer::Options options;
    options.keepAliveMs = 50;
    start(options);
    ASSERT_TRUE(client->initialize());
    StreamReader stream(startGet());
    ASSERT_TRUE(stream.waitForComment());
    EXPECT_EQ(stream.comments.constFirst().trimmed(), "keep-alive");
}

TEST_F(McpHttpStreams, DeleteEndsTheGetStreamCleanly)
{
    StreamReader stream(startGet());
    ASSERT_TRUE(QTest::qWaitFor([&stream] { return !stream.primingIds.isEmpty(); }, HttpWaitMs));
    EXPECT_EQ(client->send("DELETE", client->headers()).status, 200);
    ASSERT_TRUE(stream.waitForFinished());
    EXPECT_EQ(stream.reply()->error(), QNetworkReply::NoError);
}

TEST_F(McpHttpStreams, ABrokenStreamResumesFromLastEventId)
{
    auto first = std::make_unique<StreamReader>(
        startPost(toolCallFrame(2, u"long_operation"_s, steps(0.4, 4), 7)));
    ASSERT_TRUE(first->waitForEvents(1));
    const QByteArray lastId = first->events.constFirst().id;
    ASSERT_EQ(lastId, "1-1");
    first.reset(); // the connection breaks

    StreamReader resumed(startGet(lastId));
    ASSERT_TRUE(resumed.waitForFinished());
    EXPECT_EQ(resumed.status(), 200);
    const QList<JsonRpcMessage> messages = resumed.messages();
    ASSERT_EQ(messages.size(), 4); // progress 2, 3 and 4, then the response
    EXPECT_EQ(messages.at(0).paramsObject().value("progress"_L1), 2);
    EXPECT_EQ(resumed.events.constLast().id, "1-5");
    EXPECT_EQ(messages.constLast().id(), JsonRpcId(2));
}

TEST_F(McpHttpStreams, AnUnknownLastEventIdIsRefused)
{
    const HttpResult result = client->finish(startGet("99-1"));
    EXPECT_EQ(result.status, 400);
    EXPECT_TRUE(result.message().error().message.contains(u"99-1"_s));
}

TEST_F(McpHttpStreams, CancellingEndsTheStreamWithoutAResponse)
{
    StreamReader stream(startPost(toolCallFrame(2, u"long_operation"_s, steps(30, 30), u"t"_s)));
    ASSERT_TRUE(stream.waitForEvents(1));
    const HttpResult cancel = client->post(
        notificationFrame(Mcp::Method::Cancelled, {{"requestId"_L1, 2}, {"reason"_L1, u"test"_s}}));
    EXPECT_EQ(cancel.status, 202);
    ASSERT_TRUE(stream.waitForFinished());
    EXPECT_EQ(stream.reply()->error(), QNetworkReply::NoError);
    for (const JsonRpcMessage &message : stream.messages())
        EXPECT_FALSE(message.isResponse());
}

TEST_F(McpHttpStreams, CancellingAJsonRequestEndsItWithNoContent)
{
    QNetworkReply *reply = startPost(toolCallFrame(2, u"long_operation"_s, steps(30, 2)));
    ASSERT_TRUE(logContains(u"long_operation 2"_s));
    client->post(notificationFrame(Mcp::Method::Cancelled, {{"requestId"_L1, 2}}));
    const HttpResult result = client->finish(reply);
    EXPECT_EQ(result.status, 204);
    EXPECT_TRUE(result.body.isEmpty());
}

TEST_F(McpHttpStreams, BannerPutsANonJsonDataLineBeforeTheAnswer)
{
    StreamReader stream(startPost(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"banner"_s}})));
    ASSERT_TRUE(stream.waitForFinished());
    EXPECT_EQ(stream.reply()->rawHeader("Content-Type"), "text/event-stream");
    ASSERT_EQ(stream.events.size(), 2);
    EXPECT_EQ(JsonRpc::decode(stream.events.at(0).data).shape,
              JsonRpc::DecodeResult::Shape::NotJson);
    EXPECT_EQ(stream.messages().at(1).id(), JsonRpcId(2));
}

TEST_F(McpHttpStreams, MalformedAnswersWithATruncatedJsonBody)
{
    const HttpResult result
        = client->post(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"malformed"_s}}));
    EXPECT_EQ(result.status, 200);
    EXPECT_EQ(result.header("content-type"), "application/json");
    EXPECT_EQ(JsonRpc::decode(result.body).shape, JsonRpc::DecodeResult::Shape::NotJson);
    EXPECT_TRUE(result.body.startsWith("{\"id\":2,"));
}

TEST_F(McpHttpStreams, WrongIdTypeStillAnswersThatPost)
{
    const HttpResult result
        = client->post(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"wrong_id_type"_s}}));
    EXPECT_EQ(result.status, 200);
    EXPECT_EQ(result.message().id(), JsonRpcId(u"2"_s));
}

TEST_F(McpHttpStreams, HugeSendsTwentyMegabytes)
{
    const HttpResult result
        = client->post(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"huge"_s}}));
    EXPECT_EQ(result.status, 200);
    EXPECT_GT(result.body.size(), 20 * 1000 * 1000);
    EXPECT_GE(firstText(result.message().result().toObject()).size(), 20 * 1000 * 1000);
}

TEST_F(McpHttpStreams, NoAnswerLeavesThePostOpenUntilTheSessionEnds)
{
    QNetworkReply *reply
        = startPost(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"no_answer"_s}}));
    ASSERT_TRUE(logContains(u"never be answered"_s));
    EXPECT_EQ(client->post(requestFrame(3, u"ping"_s)).status, 200);
    EXPECT_FALSE(reply->isFinished());
    EXPECT_EQ(client->send("DELETE", client->headers()).status, 200);
    const HttpResult result = client->finish(reply);
    EXPECT_EQ(result.status, 404);
    EXPECT_TRUE(result.message().error().message.contains(u"session ended"_s));
}

TEST_F(McpHttpStreams, CrashAsksTheProcessToExitAndAnswersNothing)
{
    QNetworkReply *reply = startPost(toolCallFrame(2, u"misbehave"_s, {{"mode"_L1, u"crash"_s}}));
    ASSERT_TRUE(QTest::qWaitFor([this] { return !exitCodes.isEmpty(); }, HttpWaitMs));
    EXPECT_EQ(exitCodes, QList<int>{3});
    EXPECT_FALSE(reply->isFinished());
    server->abort(); // what main() does next
    const HttpResult result = client->finish(reply);
    EXPECT_EQ(result.status, 0);
    EXPECT_NE(result.error, QNetworkReply::NoError);
}

} // namespace
