// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/replay/replayoutcome.h>

#include <QAbstractTableModel>
#include <QJsonValue>

#include <vector>

// One replayed step as the replay pane shows it: the comparison, the two responses being
// compared (result, or the error object) and how long the live server took.
struct ReplayStepRow
{
    ReplayOutcome outcome;
    QJsonValue recorded; // Undefined: the recording has no response
    QJsonValue live;     // Undefined: the replay got none
    qint64 latencyNs = -1;
};

// The steps of a replay, appended as they finish. A real table model (tested under
// QAbstractItemModelTester): #, method, id, status, latency, differences.
class ReplayStepModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NumberColumn, MethodColumn, IdColumn, StatusColumn, LatencyColumn, DiffColumn };
    static constexpr int ColumnCount = DiffColumn + 1;
    enum Role { StatusRole = Qt::UserRole + 1 }; // ReplayOutcome::Status as int

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void append(const ReplayStepRow &row);
    void clear();
    const ReplayStepRow &step(int row) const { return m_rows.at(size_t(row)); }

private:
    QVariant display(const ReplayStepRow &row, int number, int column) const;
    QVariant foreground(const ReplayStepRow &row) const;

    std::vector<ReplayStepRow> m_rows;
};
