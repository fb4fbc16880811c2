// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QAbstractTableModel>

class SavedCallStore;

// The current entry's saved calls as rows: Name, Kind (tool, prompt), Target (the tool's or
// prompt's name) and Arguments (compact JSON, one line). Target and arguments came from a
// server's schema and the user's typing: shown as plain single lines (ServerText). Follows
// the store: reset whenever its entry or calls change.
class SavedCallListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, TargetColumn, ArgumentsColumn, ColumnCount };
    enum Role { CallIdRole = Qt::UserRole + 1 };

    explicit SavedCallListModel(SavedCallStore *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    SavedCall callAt(int row) const { return m_calls.value(row); }
    int rowOf(const QString &callId) const; // -1 when not listed

private:
    void reload();

    SavedCallStore *m_store;
    QList<SavedCall> m_calls;
};
