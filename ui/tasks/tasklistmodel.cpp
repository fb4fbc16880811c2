// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "tasklistmodel.h"

#include "displaytext.h"
#include "widgets/servertext.h"

#include <core/mcp/mcptask.h>

using namespace Qt::StringLiterals;

TaskListModel::TaskListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TaskListModel::clear()
{
    beginResetModel();
    for (const Entry &entry : std::as_const(m_entries)) {
        if (entry.task)
            entry.task->disconnect(this);
    }
    m_entries.clear();
    endResetModel();
}

int TaskListModel::addTask(McpTask *task, const QString &tool)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append({task, tool, task->taskId(), task->status(), task->statusMessage()});
    endInsertRows();
    // created() brings the id of a task started here; statusChanged() every later change.
    connect(task, &McpTask::created, this, [this, task] { refreshRow(task); });
    connect(task, &McpTask::statusChanged, this, [this, task] { refreshRow(task); });
    connect(task, &McpTask::finished, this, [this, task] { refreshRow(task); });
    return row;
}

void TaskListModel::refreshRow(McpTask *task)
{
    for (int row = 0; row < m_entries.size(); ++row) {
        Entry &entry = m_entries[row];
        if (entry.task != task)
            continue;
        entry.taskId = task->taskId();
        entry.status = task->status();
        entry.message = task->hasError() ? task->errorString() : task->statusMessage();
        if (task->hasResult() && entry.status.isEmpty())
            entry.status = tr("answered without a task");
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
}

McpTask *TaskListModel::taskAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).task.data() : nullptr;
}

QString TaskListModel::toolAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).tool : QString();
}

int TaskListModel::rowOf(const QString &taskId) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).taskId == taskId)
            return row;
    }
    return -1;
}

int TaskListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int TaskListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TaskListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    if (role == Qt::ToolTipRole && entry.task)
        return ServerText::toolTip(DisplayText::prettyJson(entry.task->task()),
                                   DisplayText::kCellLimit * 4);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TaskColumn:
        return entry.taskId.isEmpty() ? tr("(starting…)")
                                      : DisplayText::capped(entry.taskId, DisplayText::kCellLimit);
    case ToolColumn:
        return entry.tool;
    case StatusColumn:
        return entry.status;
    case MessageColumn:
        return DisplayText::firstLine(entry.message);
    default:
        return {};
    }
}

QVariant TaskListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TaskColumn:
        return tr("Task");
    case ToolColumn:
        return tr("Tool");
    case StatusColumn:
        return tr("Status");
    case MessageColumn:
        return tr("Message");
    default:
        return {};
    }
}
