// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class McpSession;
class SessionContext;
class McpTask;
class QLabel;
class QPushButton;
class QTableView;
class TaskListModel;
struct JsonRpcError;

// Tasks (MCP 2025-11-25, experimental) of the session: tools run as tasks from the call pane
// (runTool), and whatever tasks/list finds. Tasks started here are followed with tasks/get at
// the server's pollInterval (and status notifications) and their result is fetched with
// tasks/result once they end; any task's result can be fetched, and a running one cancelled
// (tasks/cancel), from the buttons. Results and failures go out through signals for the call
// pane's result view. GUI thread.
class TasksPane : public QWidget
{
    Q_OBJECT
public:
    explicit TasksPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the live session (SessionContext).
    void setContext(SessionContext *context);
    TaskListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // True when the server runs tools/call as tasks (tasks.requests.tools.call).
    bool serverRunsToolsAsTasks() const;

    void runTool(const QString &name, const QJsonObject &arguments);
    // MCP 2026-07-28: a tools/call the server answered with a task (resultType "task").
    void followModernTask(const QString &tool, const QJsonObject &result);
    void refreshList(); // tasks/list
    void fetchSelectedResult();
    void cancelSelected();

Q_SIGNALS:
    void resultReady(const QString &tool, const QString &taskId, const QJsonObject &result);
    void taskFailed(const QString &tool, const QString &errorString, const JsonRpcError &error);

private:
    void track(McpTask *task, const QString &tool, bool fetchWhenDone);
    McpTask *selectedTask() const;
    int selectedRow() const;
    void updateWidgets();

    QPointer<McpSession> m_session;
    TaskListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_result = nullptr;
    QPushButton *m_cancel = nullptr;
};
