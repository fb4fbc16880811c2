// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The tasks extension (io.modelcontextprotocol/tasks) of the demo server's modern era,
// driven in-process: long_operation as a task, tasks/get, tasks/cancel, tasks/update, and
// notifications/tasks on a listen stream.
#include "modernframes.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QJsonObject WithTasks{
    {"extensions"_L1, QJsonObject{{"io.modelcontextprotocol/tasks"_L1, QJsonObject()}}}};

class DemoServerTasks : public ::testing::Test
{
protected:
    JsonRpcMessage modern(const QString &method,
                          const QJsonObject &params,
                          const QJsonObject &capabilities = WithTasks)
    {
        return harness.request(method, ModernFrames::params(params, capabilities));
    }
    QJsonObject startLong(double seconds, const QJsonObject &capabilities = WithTasks)
    {
        return modern(u"tools/call"_s,
                      {{"name"_L1, u"long_operation"_s},
                       {"arguments"_L1,
                        QJsonObject{{"duration_seconds"_L1, seconds}, {"steps"_L1, 1}}}},
                      capabilities)
            .result()
            .toObject();
    }
    QJsonObject get(const QString &taskId)
    {
        return modern(u"tasks/get"_s, {{"taskId"_L1, taskId}}).result().toObject();
    }

    ServerHarness harness;
};

TEST_F(DemoServerTasks, ADeclaringClientGetsLongOperationAsATaskItCanPoll)
{
    const QJsonObject created = startLong(0.05);
    EXPECT_EQ(created["resultType"_L1], u"task"_s);
    EXPECT_EQ(created["status"_L1], u"working"_s);
    EXPECT_GT(created["pollIntervalMs"_L1].toInt(), 0);
    EXPECT_TRUE(created["ttlMs"_L1].isDouble());
    const QString taskId = created["taskId"_L1].toString();
    ASSERT_FALSE(taskId.isEmpty());
    EXPECT_EQ(get(taskId)["resultType"_L1], u"complete"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return get(taskId)["status"_L1] == "completed"_L1; }, 5000));
    EXPECT_TRUE(firstText(get(taskId)["result"_L1].toObject()).startsWith(u"Finished 1 step"_s));
}

TEST_F(DemoServerTasks, WithoutTheExtensionLongOperationIsAPlainCall)
{
    EXPECT_TRUE(startLong(30, {}).isEmpty()) << "answered later, not as a task";
    EXPECT_EQ(harness.server.runningOperationCount(), 1);
}

TEST_F(DemoServerTasks, CancelIsAnAckAndLeavesTheTaskCancelled)
{
    const QString taskId = startLong(30)["taskId"_L1].toString();
    const JsonRpcMessage ack = modern(u"tasks/cancel"_s, {{"taskId"_L1, taskId}});
    EXPECT_EQ(ack.result()["resultType"_L1], u"complete"_s);
    EXPECT_EQ(get(taskId)["status"_L1], u"cancelled"_s);
    EXPECT_EQ(modern(u"tasks/cancel"_s, {{"taskId"_L1, taskId}}).kind(),
              JsonRpcMessage::Kind::Result)
        << "cancelling an ended task is a no-op";
}

TEST_F(DemoServerTasks, UnknownTasksAndUpdatesWithoutInputAreInvalidParams)
{
    for (const QString &method : {u"tasks/get"_s, u"tasks/cancel"_s, u"tasks/update"_s}) {
        EXPECT_EQ(modern(method, {{"taskId"_L1, u"nope"_s}}).error().code,
                  JsonRpc::ErrorCode::InvalidParams)
            << method.toStdString();
    }
    const QString taskId = startLong(30)["taskId"_L1].toString();
    const JsonRpcMessage update
        = modern(u"tasks/update"_s, {{"taskId"_L1, taskId}, {"inputResponses"_L1, QJsonObject()}});
    EXPECT_EQ(update.error().code, JsonRpc::ErrorCode::InvalidParams);
    EXPECT_TRUE(update.error().message.contains(u"not waiting for input"_s));
}

TEST_F(DemoServerTasks, AListenWithTaskIdsHearsTheTaskEnd)
{
    const QString taskId = startLong(30)["taskId"_L1].toString();
    modern(u"subscriptions/listen"_s,
           {{"notifications"_L1, QJsonObject{{"taskIds"_L1, QJsonArray{taskId}}}}});
    const JsonRpcId listen = harness.lastId();
    modern(u"tasks/cancel"_s, {{"taskId"_L1, taskId}});
    const QList<JsonRpcMessage> pushed = harness.notifications(u"notifications/tasks"_s);
    ASSERT_EQ(pushed.size(), 1);
    EXPECT_EQ(pushed.first().paramsObject()["status"_L1], u"cancelled"_s);
    EXPECT_EQ(
        JsonRpcId::fromJson(
            pushed.first().paramsObject()["_meta"_L1]["io.modelcontextprotocol/subscriptionId"_L1]),
        listen);
}

TEST_F(DemoServerTasks, DiscoverAdvertisesTheExtension)
{
    EXPECT_TRUE(
        modern(u"server/discover"_s, {})
            .result()["capabilities"_L1]["extensions"_L1]["io.modelcontextprotocol/tasks"_L1]
            .isObject());
}

} // namespace
