// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

// Rows of a ServerLogModel at or above a minimum level whose level, logger or data contain a
// text (case-insensitive). GUI thread.
class ServerLogFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ServerLogFilter(QObject *parent = nullptr);

    void setMinimumSeverity(int severity); // index into Mcp::Logging::levels()
    int minimumSeverity() const { return m_minimumSeverity; }
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_minimumSeverity = 0;
    QString m_text;
};
