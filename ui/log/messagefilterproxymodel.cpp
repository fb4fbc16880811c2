// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagefilterproxymodel.h"

#include <core/log/messagelogmodel.h>

MessageFilterProxyModel::MessageFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void MessageFilterProxyModel::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateRowsFilter();
}

void MessageFilterProxyModel::setErrorsOnly(bool errorsOnly)
{
    if (errorsOnly == m_errorsOnly)
        return;
    m_errorsOnly = errorsOnly;
    invalidateRowsFilter();
}

bool MessageFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    if (m_errorsOnly
        && !model->index(sourceRow, 0, sourceParent).data(MessageLogModel::IsErrorRole).toBool())
        return false;
    if (m_text.isEmpty())
        return true;
    for (const int column : {int(MessageLogModel::MethodColumn),
                             int(MessageLogModel::IdColumn),
                             int(MessageLogModel::SummaryColumn)}) {
        const QString cell = model->index(sourceRow, column, sourceParent).data().toString();
        if (cell.contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}
