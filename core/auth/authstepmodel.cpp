// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authstepmodel.h"

using namespace Qt::StringLiterals;

int AuthStepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int AuthStepModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuthStepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AuthStep &step = m_steps.at(index.row());
    if (role == FailedRole)
        return step.outcome == AuthStep::Outcome::Failure;
    if (role == Qt::ToolTipRole)
        return step.toText();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case StageColumn:
        return AuthStep::stageName(step.stage);
    case ActionColumn:
        return step.url.isEmpty() ? step.action : step.action + u' ' + step.url.toDisplayString();
    case StatusColumn:
        return step.httpStatus == 0 ? QVariant() : QVariant(step.httpStatus);
    case AnswerColumn:
        return step.summary;
    }
    return {};
}

QVariant AuthStepModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StageColumn:
        return tr("Step");
    case ActionColumn:
        return tr("Action");
    case StatusColumn:
        return tr("HTTP");
    case AnswerColumn:
        return tr("Answer");
    }
    return {};
}

void AuthStepModel::append(const AuthStep &step)
{
    const int row = int(m_steps.size());
    beginInsertRows({}, row, row);
    m_steps.append(step);
    endInsertRows();
}

void AuthStepModel::clear()
{
    beginResetModel();
    m_steps.clear();
    endResetModel();
}
