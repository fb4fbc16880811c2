// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The 2026-07-28 tasks extension (io.modelcontextprotocol/tasks) against a scripted modern
// server: the extension is declared only when server/discover offers it; a resultType "task"
// result becomes a McpTask polled with tasks/get until the inlined result or error arrives;
// tasks/cancel is an empty ack; input_required tasks are answered once per key with
// tasks/update; results of unknown types stay invalid.
#include "sessionharness.h"
#include "support/finishedrequest.h"
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/mcp/clientfeatures.h>
#include <core/mcp/inboundrequest.h>
#include <core/mcp/mcptask.h>
#include <core/mcp/modernmeta.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

QJsonObject task(const QString &status, const QJsonObject &extra = {})
{
    QJsonObject task{{"taskId"_L1, u"t-1"_s},
                     {"status"_L1, status},
                     {"statusMessage"_L1, QString(u"now "_s + status)},
                     {"createdAt"_L1, u"2026-11-22T07:00:00Z"_s},
                     {"lastUpdatedAt"_L1, u"2026-11-22T07:00:01Z"_s},
                     {"ttlMs"_L1, 60000},
                     {"pollIntervalMs"_L1, 20}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        task.insert(it.key(), it.value());
    return task;
}

QJsonObject created()
{
    QJsonObject result = task(u"working"_s);
    result.insert("resultType"_L1, u"task"_s);
    return result;
}

QJsonObject detailed(const QString &status, const QJsonObject &extra = {})
{
    QJsonObject result = task(status, extra);
    result.insert("resultType"_L1, u"complete"_s);
    return result;
}

const QJsonObject toolResult = jsonObject(R"({"content":[{"type":"text","text":"all done"}]})");

struct TaskHarness : SessionHarness
{
    ClientFeatures *features = new ClientFeatures(session.get());
    QList<JsonRpcMessage> polls; // tasks/get as received
    std::function<QJsonObject(int poll)> nextTask;

    explicit TaskHarness(bool offerTasks = true)
    {
        session->setEraPreference(ServerConfig::Era::Modern);
        QJsonObject capabilities{{"tools"_L1, QJsonObject()}};
        if (offerTasks)
            capabilities.insert("extensions"_L1,
                                QJsonObject{{McpTask::ModernExtension, QJsonObject()}});
        server->on(u"server/discover"_s, [this, capabilities](const JsonRpcMessage &r) {
            server->respond(r,
                            QJsonObject{{"resultType"_L1, u"complete"_s},
                                        {"supportedVersions"_L1, QJsonArray{u"2026-07-28"_s}},
                                        {"capabilities"_L1, capabilities}});
        });
        server->on(u"tools/call"_s,
                   [this](const JsonRpcMessage &r) { server->respond(r, created()); });
        server->on(u"tasks/get"_s, [this](const JsonRpcMessage &r) {
            polls << r;
            server->respond(r, nextTask(int(polls.size())));
        });
    }

    // A tools/call answered with a task, followed the way the CLI and the Tasks pane do.
    McpTask *startTask()
    {
        McpTask *task = McpTask::callTool(session.get(), u"slow"_s, {});
        QObject::connect(task, &McpTask::created, task, [task] { task->startPolling(); });
        QObject::connect(task, &McpTask::statusChanged, task, [task](const QString &status) {
            if (McpTask::isTerminalStatus(status))
                task->fetchResult();
        });
        return task;
    }

    static bool ends(McpTask *task)
    {
        auto done = std::make_shared<bool>(false);
        QObject::connect(task, &McpTask::finished, task, [done] { *done = true; });
        return QTest::qWaitFor([done] { return *done; }, 5000);
    }
};

QJsonObject capabilitiesSent(const JsonRpcMessage &request)
{
    return request.paramsObject()
        .value("_meta"_L1)
        .toObject()
        .value(ModernMeta::ClientCapabilitiesKey)
        .toObject();
}

} // namespace

TEST(ModernTask, ExtensionDeclaredOnlyWhenTheServerOffersIt)
{
    for (const bool offered : {true, false}) {
        TaskHarness h(offered);
        ASSERT_TRUE(h.connectAndWait()) << h.session->failureReason().toStdString();
        h.session->sendRequest(u"tools/list"_s);
        ASSERT_TRUE(QTest::qWaitFor(
            [&h] { return !h.server->receivedWithMethod(u"tools/list"_s).isEmpty(); }, 5000));
        const QJsonObject capabilities
            = capabilitiesSent(h.server->receivedWithMethod(u"tools/list"_s).first());
        EXPECT_EQ(capabilities.value("extensions"_L1).toObject().contains(McpTask::ModernExtension),
                  offered);
        EXPECT_TRUE(capabilities.contains("elicitation"_L1)); // the rest stays as it was
        // server/discover itself goes out before the offer is known.
        // (Other extensions, such as MCP Apps' io.modelcontextprotocol/ui, are declared there.)
        EXPECT_FALSE(capabilitiesSent(h.server->receivedWithMethod(u"server/discover"_s).first())
                         .value("extensions"_L1)
                         .toObject()
                         .contains(McpTask::ModernExtension));
    }
}

TEST(ModernTask, PolledAtItsIntervalUntilTheInlinedResultArrives)
{
    TaskHarness h;
    h.nextTask = [](int poll) {
        return poll < 3 ? detailed(u"working"_s)
                        : detailed(u"completed"_s, {{"result"_L1, toolResult}});
    };
    ASSERT_TRUE(h.connectAndWait());
    McpTask *task = h.startTask();
    QStringList statuses;
    QObject::connect(task, &McpTask::statusChanged, task, [&statuses](const QString &status) {
        statuses << status;
    });
    ASSERT_TRUE(TaskHarness::ends(task));
    ASSERT_TRUE(task->hasResult()) << task->errorString().toStdString();
    EXPECT_EQ(task->result(), toolResult);
    EXPECT_TRUE(task->isModern());
    EXPECT_EQ(task->ttlMs(), 60000);
    EXPECT_EQ(statuses, (QStringList{u"working"_s, u"completed"_s}));
    // No params.task in this era, and every tasks/get names the task and carries _meta.
    const QJsonObject call = h.server->receivedWithMethod(u"tools/call"_s).first().paramsObject();
    EXPECT_FALSE(call.contains("task"_L1));
    ASSERT_EQ(h.polls.size(), 3);
    for (const JsonRpcMessage &poll : h.polls) {
        EXPECT_EQ(poll.paramsObject().value("taskId"_L1), u"t-1"_s);
        EXPECT_TRUE(poll.paramsObject()
                        .value("_meta"_L1)
                        .toObject()
                        .contains(ModernMeta::ProtocolVersionKey));
    }
    EXPECT_TRUE(h.server->receivedWithMethod(u"tasks/result"_s).isEmpty());
}

TEST(ModernTask, CancelIsAnEmptyAckFollowedByTheCancelledStatus)
{
    TaskHarness h;
    bool cancelled = false;
    h.nextTask = [&cancelled](int) { return detailed(cancelled ? u"cancelled"_s : u"working"_s); };
    h.server->on(u"tasks/cancel"_s, [&h, &cancelled](const JsonRpcMessage &r) {
        cancelled = true;
        h.server->respond(r, QJsonObject{{"resultType"_L1, u"complete"_s}});
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *task = h.startTask();
    ASSERT_TRUE(QTest::qWaitFor([&h] { return !h.polls.isEmpty(); }, 5000));
    task->cancel();
    ASSERT_TRUE(TaskHarness::ends(task));
    EXPECT_FALSE(task->hasResult());
    EXPECT_EQ(task->status(), u"cancelled"_s);
    EXPECT_TRUE(task->errorString().contains(u"cancelled"_s)) << task->errorString().toStdString();
    ASSERT_EQ(h.server->receivedWithMethod(u"tasks/cancel"_s).size(), 1);
    EXPECT_EQ(
        h.server->receivedWithMethod(u"tasks/cancel"_s).first().paramsObject().value("taskId"_L1),
        u"t-1"_s);
    // Tasks are never cancelled with notifications/cancelled.
    EXPECT_TRUE(h.transport->sentWithMethod(u"notifications/cancelled"_s).isEmpty());
}

TEST(ModernTask, FailedTaskReportsTheInlinedError)
{
    TaskHarness h;
    h.nextTask = [](int) {
        return detailed(u"failed"_s,
                        {{"error"_L1, jsonObject(R"({"code":-32603,"message":"disk on fire"})")}});
    };
    ASSERT_TRUE(h.connectAndWait());
    McpTask *task = h.startTask();
    ASSERT_TRUE(TaskHarness::ends(task));
    EXPECT_FALSE(task->hasResult());
    EXPECT_EQ(task->remoteError().code, -32603);
    EXPECT_TRUE(task->errorString().contains(u"disk on fire"_s))
        << task->errorString().toStdString();
}

TEST(ModernTask, UnknownTaskErrorEndsTheTask)
{
    TaskHarness h;
    h.server->on(u"tasks/get"_s, [&h](const JsonRpcMessage &r) {
        h.server->respondError(r, -32602, u"Unknown or expired task: t-1"_s);
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *task = h.startTask();
    ASSERT_TRUE(TaskHarness::ends(task));
    EXPECT_EQ(task->remoteError().code, -32602);
}

TEST(ModernTask, InputRequiredIsAnsweredOncePerKeyWithTasksUpdate)
{
    TaskHarness h;
    bool answered = false;
    const QJsonObject inputs{
        {"confirm"_L1,
         QJsonObject{
             {"method"_L1, u"elicitation/create"_s},
             {"params"_L1, jsonObject(R"({"message":"Go on?","requestedSchema":{"type":"object",
                              "properties":{"ok":{"type":"boolean","default":true}}}})")}}}};
    // The server repeats the open input request on every poll until the update arrives.
    h.nextTask = [&answered, inputs](int) {
        return answered ? detailed(u"completed"_s, {{"result"_L1, toolResult}})
                        : detailed(u"input_required"_s, {{"inputRequests"_L1, inputs}});
    };
    QList<JsonRpcMessage> updates;
    h.server->on(u"tasks/update"_s, [&](const JsonRpcMessage &r) {
        updates << r;
        h.server->respond(r, QJsonObject{{"resultType"_L1, u"complete"_s}});
        answered = true;
    });
    int cards = 0;
    ElicitationRequest *open = nullptr;
    QObject::connect(h.features,
                     &ClientFeatures::elicitationRequested,
                     h.features,
                     [&](ElicitationRequest *request) {
                         ++cards;
                         open = request;
                     });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *task = h.startTask();
    // The person takes a while: several polls pass while the card is open.
    ASSERT_TRUE(QTest::qWaitFor([&h] { return h.polls.size() >= 3; }, 5000));
    ASSERT_NE(open, nullptr);
    open->accept(open->defaultContent());
    ASSERT_TRUE(TaskHarness::ends(task));
    EXPECT_TRUE(task->hasResult()) << task->errorString().toStdString();
    EXPECT_EQ(cards, 1);
    ASSERT_EQ(updates.size(), 1);
    EXPECT_EQ(updates.first().paramsObject().value("taskId"_L1), u"t-1"_s);
    EXPECT_EQ(updates.first().paramsObject().value("inputResponses"_L1).toObject(),
              jsonObject(R"({"confirm":{"action":"accept","content":{"ok":true}}})"));
}

TEST(ModernTask, UnknownResultTypeStaysInvalid)
{
    TaskHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, QJsonObject{{"resultType"_L1, u"mystery"_s}});
    });
    h.server->on(u"prompts/get"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, created()); // a task answers tools/call only
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *task = McpTask::callTool(h.session.get(), u"odd"_s, {});
    ASSERT_TRUE(TaskHarness::ends(task));
    EXPECT_FALSE(task->hasResult());
    EXPECT_TRUE(task->errorString().contains(u"mystery"_s)) << task->errorString().toStdString();
    FinishedRequest prompt(h.session->sendRequest(u"prompts/get"_s, {{"name"_L1, u"p"_s}}));
    ASSERT_TRUE(prompt.wait());
    EXPECT_TRUE(prompt.hasError());
    EXPECT_TRUE(prompt.errorString.contains(u"\"task\""_s)) << prompt.errorString.toStdString();
}
