// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/mcp/mcptask.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject task(const QString &status, const QString &message = {})
{
    QJsonObject object{{"taskId"_L1, u"t-1"_s},
                       {"status"_L1, status},
                       {"createdAt"_L1, u"2026-11-22T00:00:00Z"_s},
                       {"lastUpdatedAt"_L1, u"2026-11-22T00:00:00Z"_s},
                       {"ttl"_L1, 60000},
                       {"pollInterval"_L1, 10}};
    if (!message.isEmpty())
        object.insert("statusMessage"_L1, message);
    return object;
}

TEST(McpTask, ToolCallAsTaskPollsUntilTerminalThenFetchesTheResult)
{
    SessionHarness h;
    int polls = 0;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &request) {
        h.server->respond(request, QJsonObject{{"task"_L1, task(u"working"_s)}});
    });
    h.server->on(u"tasks/get"_s, [&](const JsonRpcMessage &request) {
        ++polls;
        h.server->respond(request,
                          polls < 3 ? task(u"working"_s, u"step %1"_s.arg(polls))
                                    : task(u"completed"_s));
    });
    h.server->on(u"tasks/result"_s, [&h](const JsonRpcMessage &request) {
        h.server->respond(request, jsonObject(R"({"content":[{"type":"text","text":"done"}]})"));
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *t = McpTask::callTool(h.session.get(), u"slow"_s, {{"q"_L1, 1}}, 60000);
    QSignalSpy created(t, &McpTask::created);
    QSignalSpy status(t, &McpTask::statusChanged);
    QSignalSpy finished(t, &McpTask::finished);
    ASSERT_TRUE(created.wait(2000));
    EXPECT_EQ(t->taskId(), u"t-1"_s);
    const QJsonObject params = h.server->receivedWithMethod(u"tools/call"_s).first().paramsObject();
    EXPECT_EQ(params.value("task"_L1).toObject(), jsonObject(R"({"ttl":60000})"));

    t->startPolling();
    ASSERT_TRUE(QTest::qWaitFor([t] { return t->isTerminal(); }, 3000));
    EXPECT_EQ(polls, 3);
    EXPECT_EQ(t->status(), u"completed"_s);
    // working (created), step 1, step 2, completed
    EXPECT_EQ(status.size(), 4);
    EXPECT_EQ(status.at(1).at(1).toString(), u"step 1"_s);

    t->fetchResult();
    ASSERT_TRUE(finished.wait(2000));
    EXPECT_TRUE(t->hasResult());
    EXPECT_EQ(t->result().value("content"_L1).toArray().first().toObject().value("text"_L1),
              u"done"_s);
}

TEST(McpTask, StatusNotificationsUpdateWithoutPolling)
{
    SessionHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &request) {
        h.server->respond(request, QJsonObject{{"task"_L1, task(u"working"_s)}});
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *t = McpTask::callTool(h.session.get(), u"slow"_s, {});
    QSignalSpy created(t, &McpTask::created);
    ASSERT_TRUE(created.wait(2000));
    EXPECT_FALSE(h.server->receivedWithMethod(u"tools/call"_s)
                     .first()
                     .paramsObject()
                     .value("task"_L1)
                     .toObject()
                     .contains("ttl"_L1));
    h.transport->deliver(JsonRpcMessage::notification(u"notifications/tasks/status"_s,
                                                      task(u"input_required"_s, u"need you"_s))
                             .json()
                             .toObject());
    EXPECT_EQ(t->status(), u"input_required"_s);
    EXPECT_EQ(t->statusMessage(), u"need you"_s);
}

TEST(McpTask, CancelUsesTasksCancelNotNotificationsCancelled)
{
    SessionHarness h;
    h.server->on(u"tasks/cancel"_s, [&h](const JsonRpcMessage &request) {
        h.server->respond(request, task(u"cancelled"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *t = McpTask::attach(h.session.get(), task(u"working"_s));
    QSignalSpy status(t, &McpTask::statusChanged);
    t->cancel();
    ASSERT_TRUE(status.wait(2000));
    EXPECT_EQ(t->status(), u"cancelled"_s);
    EXPECT_TRUE(t->isTerminal());
    EXPECT_EQ(h.server->receivedWithMethod(u"tasks/cancel"_s)
                  .first()
                  .paramsObject()
                  .value("taskId"_L1)
                  .toString(),
              u"t-1"_s);
    EXPECT_TRUE(h.transport->sentWithMethod(u"notifications/cancelled"_s).isEmpty());
}

TEST(McpTask, ServerWithoutTasksAnswersThePlainResult)
{
    SessionHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &request) {
        h.server->respond(request, jsonObject(R"({"content":[{"type":"text","text":"now"}]})"));
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *t = McpTask::callTool(h.session.get(), u"fast"_s, {});
    QSignalSpy created(t, &McpTask::created);
    QSignalSpy finished(t, &McpTask::finished);
    ASSERT_TRUE(finished.wait(2000));
    EXPECT_EQ(created.size(), 0);
    EXPECT_TRUE(t->hasResult());
    EXPECT_TRUE(t->taskId().isEmpty());
}

TEST(McpTask, UnknownTaskIsARemoteError)
{
    SessionHarness h;
    h.server->on(u"tasks/get"_s, [&h](const JsonRpcMessage &request) {
        h.server->respondError(request, -32602, u"Task not found"_s);
    });
    ASSERT_TRUE(h.connectAndWait());
    McpTask *t = McpTask::attach(h.session.get(), task(u"working"_s));
    QSignalSpy finished(t, &McpTask::finished);
    t->startPolling();
    ASSERT_TRUE(finished.wait(2000));
    EXPECT_TRUE(t->hasError());
    EXPECT_EQ(t->remoteError().code, -32602);
}

} // namespace
