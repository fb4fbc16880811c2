// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/clientfeatures.h>

#include <QAbstractTableModel>

// The roots the user offers a server, as a table (name, URI) the roots editor edits in place.
// Every root stays a file:// URI: an edit that would break that is refused and reported
// through editRefused(). rootsEdited() fires after each change the user made (edit, add,
// remove), never after setRoots(). GUI thread.
class RootListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, UriColumn, ColumnCount };

    explicit RootListModel(QObject *parent = nullptr);

    void setRoots(const QList<Root> &roots);
    QList<Root> roots() const { return m_roots; }
    // Appends a root; returns why not (not a file:// URI, already listed), else empty.
    QString addRoot(const Root &root);
    void removeRoot(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void rootsEdited();
    void editRefused(const QString &problem);

private:
    bool isListed(const QString &uri, int exceptRow = -1) const;

    QList<Root> m_roots;
};
