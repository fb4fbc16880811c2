// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

class McpTask;

// The tasks of one session (MCP 2025-11-25 tasks): those started here ("Run as task") and
// those found with tasks/list. Rows follow each McpTask's status as it changes; a task whose
// object is gone (session closed) keeps its last known row. Does not own the tasks (the
// session does). GUI thread.
class TaskListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TaskColumn, ToolColumn, StatusColumn, MessageColumn, ColumnCount };

    explicit TaskListModel(QObject *parent = nullptr);

    void clear();
    // Adds a task (tool: the tool it runs, when known). Returns its row.
    int addTask(McpTask *task, const QString &tool = {});
    McpTask *taskAt(int row) const;
    QString toolAt(int row) const;
    int rowOf(const QString &taskId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        QPointer<McpTask> task;
        QString tool;
        QString taskId; // kept for display once the task object is gone
        QString status;
        QString message;
    };
    void refreshRow(McpTask *task);

    QList<Entry> m_entries;
};
