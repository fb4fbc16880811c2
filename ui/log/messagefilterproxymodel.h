// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

// Narrows the message log: free text (matched against method, id and summary) and an
// "errors only" switch. Rows keep their order; the proxy never sorts.
class MessageFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit MessageFilterProxyModel(QObject *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    void setErrorsOnly(bool errorsOnly);
    bool errorsOnly() const { return m_errorsOnly; }
    bool isFiltering() const { return m_errorsOnly || !m_text.isEmpty(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    bool m_errorsOnly = false;
};
