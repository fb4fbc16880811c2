// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replaystepmodel.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

using namespace Qt::StringLiterals;

int ReplayStepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ReplayStepModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReplayStepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ReplayStepRow &row = m_rows.at(size_t(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.row() + 1, index.column());
    case Qt::ToolTipRole:
        return index.column() == DiffColumn || index.column() == StatusColumn
                   ? QVariant(ServerText::toolTip(row.outcome.detail))
                   : QVariant();
    case Qt::ForegroundRole:
        return index.column() == StatusColumn ? foreground(row) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == LatencyColumn || index.column() == NumberColumn
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    case StatusRole:
        return int(row.outcome.status);
    default:
        return {};
    }
}

QVariant ReplayStepModel::display(const ReplayStepRow &row, int number, int column) const
{
    const ReplayOutcome &outcome = row.outcome;
    switch (column) {
    case NumberColumn:
        return number;
    case MethodColumn:
        return outcome.method;
    case IdColumn:
        return outcome.recordedId.isNone() ? QString() : outcome.recordedId.displayText();
    case StatusColumn:
        return ReplayOutcome::statusName(outcome.status);
    case LatencyColumn:
        return row.latencyNs < 0 ? QString()
                                 : u"%1 ms"_s.arg(double(row.latencyNs) / 1e6, 0, 'f', 1);
    case DiffColumn:
        if (!outcome.differences.isEmpty()) {
            const QString first = outcome.differences.first().pointer;
            return outcome.differences.size() == 1
                       ? first
                       : tr("%1 (+%2 more)")
                             .arg(first, QString::number(outcome.differences.size() - 1));
        }
        return outcome.detail;
    default:
        return {};
    }
}

QVariant ReplayStepModel::foreground(const ReplayStepRow &row) const
{
    switch (row.outcome.status) {
    case ReplayOutcome::Status::Identical:
        return QBrush(
            PaletteColors::text(QGuiApplication::palette(), PaletteColors::Tone::Success));
    case ReplayOutcome::Status::NotCompared:
        return {};
    default:
        return QBrush(PaletteColors::text(QGuiApplication::palette(), PaletteColors::Tone::Error));
    }
}

QVariant ReplayStepModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn:
        return tr("#");
    case MethodColumn:
        return tr("Method");
    case IdColumn:
        return tr("Id");
    case StatusColumn:
        return tr("Status");
    case LatencyColumn:
        return tr("Latency");
    case DiffColumn:
        return tr("Differences");
    default:
        return {};
    }
}

void ReplayStepModel::append(const ReplayStepRow &row)
{
    const int at = int(m_rows.size());
    beginInsertRows({}, at, at);
    m_rows.push_back(row);
    endInsertRows();
}

void ReplayStepModel::clear()
{
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
}
