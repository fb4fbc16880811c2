// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverlogfilter.h"

#include "serverlogmodel.h"

ServerLogFilter::ServerLogFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void ServerLogFilter::setMinimumSeverity(int severity)
{
    if (severity == m_minimumSeverity)
        return;
    m_minimumSeverity = severity;
    invalidateFilter();
}

void ServerLogFilter::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

bool ServerLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const int severity = index.data(ServerLogModel::SeverityRole).toInt();
    if (severity >= 0 && severity < m_minimumSeverity) // unknown levels always pass
        return false;
    return m_text.isEmpty()
           || index.data(ServerLogModel::SearchTextRole)
                  .toString()
                  .contains(m_text, Qt::CaseInsensitive);
}
