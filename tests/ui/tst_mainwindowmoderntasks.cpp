// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The tasks extension (io.modelcontextprotocol/tasks, 2026-07-28) in the real main window on
// the demo server: long_operation answers with a task, the Tasks pane follows it with
// tasks/get to its result (shown in the call pane), and a running one can be cancelled there.
#include "mainwindowtest.h"

#include <core/schema/schemaformmodel.h>
#include <ui/forms/schemaformview.h>
#include <ui/tasks/tasklistmodel.h>
#include <ui/tasks/taskspane.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QPushButton>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace {

class ModernTasksTest : public MainWindowTest
{
protected:
    void SetUp() override { startOnDemoServer(ServerConfig::Era::Modern); }

    TasksPane *tasks() const { return UiTest::find<TasksPane>(m_window.get(), u"tasksPane"_s); }

    QString taskCell(int row, int column) const
    {
        return tasks()->model()->index(row, column).data().toString();
    }

    void startLongOperation(const QByteArray &arguments)
    {
        selectTool(u"long_operation"_s);
        ASSERT_TRUE(callPane()->form()->model()->setJson(arguments));
        QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
    }
};

TEST_F(ModernTasksTest, ATaskIsFollowedToItsResult)
{
    connectToServer();
    startLongOperation(R"({"duration_seconds": 0.4, "steps": 2})");
    ASSERT_TRUE(UiTest::waitFor([this] { return tasks()->model()->rowCount() == 1; }))
        << qPrintable(bannerText());
    EXPECT_TRUE(tasks()->isVisible()); // its dock is shown when a task starts
    EXPECT_EQ(taskCell(0, TaskListModel::ToolColumn), u"long_operation"_s);
    ASSERT_TRUE(UiTest::waitFor([this] {
        return callPane()->resultView()->outcome() == ResultView::Outcome::Result;
    })) << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(u"Finished 2 step(s)"_s)) << qPrintable(resultText());
    EXPECT_EQ(taskCell(0, TaskListModel::StatusColumn), u"completed"_s);
    // Followed with tasks/get: the extension has no tasks/list.
    EXPECT_GE(UiTest::findRow(log(),
                              TrafficEvent::Direction::Outgoing,
                              u"tasks/get"_s,
                              JsonRpcMessage::Kind::Request),
              0);
}

TEST_F(ModernTasksTest, ARunningTaskIsCancelledFromTheTasksPane)
{
    connectToServer();
    startLongOperation(R"({"duration_seconds": 60, "steps": 3})");
    ASSERT_TRUE(UiTest::waitFor([this] {
        return tasks()->model()->rowCount() == 1
               && taskCell(0, TaskListModel::StatusColumn) == u"working"_s;
    })) << qPrintable(bannerText());
    tasks()->view()->selectRow(0);
    auto *cancel = UiTest::find<QPushButton>(tasks(), u"cancelTaskButton"_s);
    ASSERT_TRUE(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return taskCell(0, TaskListModel::StatusColumn) == u"cancelled"_s; }));
    EXPECT_FALSE(cancel->isEnabled());
    EXPECT_GE(UiTest::findRow(log(),
                              TrafficEvent::Direction::Outgoing,
                              u"tasks/cancel"_s,
                              JsonRpcMessage::Kind::Request),
              0);
    // The call pane does not wait for a cancelled task.
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }));
    EXPECT_NE(callPane()->resultView()->outcome(), ResultView::Outcome::Result);
    EXPECT_TRUE(bannerText().contains(u"was cancelled"_s)) << qPrintable(bannerText());
}

} // namespace
