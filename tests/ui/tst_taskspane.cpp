// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/sessionharness.h>
#include <ui/tasks/tasklistmodel.h>
#include <ui/tasks/taskspane.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QTableView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject task(const QString &id, const QString &status)
{
    return {{"taskId"_L1, id},
            {"status"_L1, status},
            {"createdAt"_L1, u"2026-11-22T00:00:00Z"_s},
            {"lastUpdatedAt"_L1, u"2026-11-22T00:00:00Z"_s},
            {"ttl"_L1, QJsonValue::Null},
            {"pollInterval"_L1, 10}};
}

QJsonObject tool(const QString &name, const QString &taskSupport)
{
    return {{"name"_L1, name},
            {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}},
            {"execution"_L1, QJsonObject{{"taskSupport"_L1, taskSupport}}}};
}

// The call pane and the tasks pane wired as the main window wires them, on a scripted server
// that declares tasks for tools/call.
class TasksPaneTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        h.server->on(u"initialize"_s, [this](const JsonRpcMessage &request) {
            h.server->respond(request,
                              QJsonDocument::fromJson(R"({"protocolVersion":"2025-11-25",
                "capabilities":{"tools":{},"tasks":{"list":{},"cancel":{},
                "requests":{"tools":{"call":{}}}}},"serverInfo":{"name":"tasks","version":"1"}})")
                                  .object());
        });
        QObject::connect(&calls, &ToolCallPane::taskCallRequested, &tasks, &TasksPane::runTool);
        QObject::connect(&tasks, &TasksPane::resultReady, &calls, &ToolCallPane::showTaskResult);
        QObject::connect(&tasks, &TasksPane::taskFailed, &calls, &ToolCallPane::showTaskFailure);
        ASSERT_TRUE(h.connectAndWait());
        calls.setSession(h.session.get());
        tasks.setSession(h.session.get());
        calls.show();
        tasks.show();
    }
    QString banner() const { return UiTest::find<QLabel>(&calls, u"resultBanner"_s)->text(); }

    SessionHarness h;
    ToolCallPane calls;
    TasksPane tasks;
    UiTest::ModelChecker checker{tasks.model()};
};

TEST_F(TasksPaneTest, ToolRunAsTaskIsFollowedAndItsResultShown)
{
    int polls = 0;
    h.server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
        h.server->respond(request, QJsonObject{{"task"_L1, task(u"t-1"_s, u"working"_s)}});
    });
    h.server->on(u"tasks/get"_s, [&](const JsonRpcMessage &request) {
        h.server->respond(request, task(u"t-1"_s, ++polls < 2 ? u"working"_s : u"completed"_s));
    });
    h.server->on(u"tasks/result"_s, [this](const JsonRpcMessage &request) {
        h.server->respond(
            request,
            QJsonDocument::fromJson(R"({"content":[{"type":"text","text":"42"}]})").object());
    });
    calls.setTool(tool(u"research"_s, u"optional"_s));
    QCheckBox *asTask = calls.asTaskBox();
    ASSERT_TRUE(asTask->isVisible());
    ASSERT_TRUE(asTask->isEnabled());
    asTask->setChecked(true);
    QTest::mouseClick(UiTest::find<QPushButton>(&calls, u"callButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] {
        return calls.resultView()->outcome() == ResultView::Outcome::Result;
    })) << qPrintable(banner());
    EXPECT_EQ(banner(), u"<b>Result</b> — research as task t-1 (1 text item)"_s);
    const JsonRpcMessage call = h.server->receivedWithMethod(u"tools/call"_s).constFirst();
    EXPECT_EQ(call.paramsObject().value("task"_L1).toObject(), QJsonObject());
    ASSERT_EQ(tasks.model()->rowCount(), 1);
    EXPECT_EQ(tasks.model()->index(0, TaskListModel::StatusColumn).data().toString(),
              u"completed"_s);
    EXPECT_EQ(tasks.model()->index(0, TaskListModel::ToolColumn).data().toString(), u"research"_s);
    EXPECT_EQ(h.server->receivedWithMethod(u"tasks/result"_s).size(), 1);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(TasksPaneTest, TaskSupportDecidesTheCheckBox)
{
    calls.setTool(tool(u"must"_s, u"required"_s));
    EXPECT_TRUE(calls.asTaskBox()->isVisible());
    EXPECT_TRUE(calls.asTaskBox()->isChecked());
    EXPECT_FALSE(calls.asTaskBox()->isEnabled());
    calls.setTool(tool(u"never"_s, u"forbidden"_s));
    EXPECT_FALSE(calls.asTaskBox()->isVisible());
    calls.setTool({{"name"_L1, u"plain"_s}}); // no execution: forbidden by default
    EXPECT_FALSE(calls.asTaskBox()->isVisible());
}

TEST_F(TasksPaneTest, ListedTasksCanBeCancelled)
{
    h.server->on(u"tasks/list"_s, [this](const JsonRpcMessage &request) {
        h.server->respond(request,
                          QJsonObject{{"tasks"_L1, QJsonArray{task(u"t-9"_s, u"working"_s)}}});
    });
    h.server->on(u"tasks/cancel"_s, [this](const JsonRpcMessage &request) {
        h.server->respond(request, task(u"t-9"_s, u"cancelled"_s));
    });
    QTest::mouseClick(UiTest::find<QPushButton>(&tasks, u"listTasksButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return tasks.model()->rowCount() == 1; }));
    EXPECT_EQ(UiTest::find<QLabel>(&tasks, u"tasksStatus"_s)->text(),
              u"tasks/list: 1 task(s), 1 new."_s);
    tasks.view()->selectRow(0);
    auto *cancel = UiTest::find<QPushButton>(&tasks, u"cancelTaskButton"_s);
    ASSERT_TRUE(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] {
        return tasks.model()->index(0, TaskListModel::StatusColumn).data() == u"cancelled"_s;
    }));
    EXPECT_EQ(h.server->receivedWithMethod(u"tasks/cancel"_s).constFirst().paramsObject(),
              QJsonObject({{"taskId"_L1, u"t-9"_s}}));
    EXPECT_FALSE(cancel->isEnabled());
    EXPECT_TRUE(h.server->receivedWithMethod(u"notifications/cancelled"_s).isEmpty());
}

} // namespace
