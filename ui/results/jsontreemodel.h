// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemModel>
#include <QJsonValue>

#include <memory>
#include <vector>

// A read-only tree over one JSON value: Name | Value | Type. The members of an object or array
// become rows only when a view asks for them: the first kFetchBatch when the view first asks
// how many rows a node has (a tree view asks only for expanded nodes), the rest kFetchBatch at
// a time through canFetchMore/fetchMore. A result of tens of megabytes costs a few hundred
// rows until someone expands and scrolls.
// A container value's top-level members are the top-level rows; a scalar is one row.
// QJsonValue shares its data, so a row holds no copy of its subtree. GUI thread.
class JsonTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, TypeColumn, ColumnCount };
    enum Role { PointerRole = Qt::UserRole + 1, JsonRole };
    static constexpr int kFetchBatch = 200;

    explicit JsonTreeModel(QObject *parent = nullptr);
    ~JsonTreeModel() override;

    void setJson(const QJsonValue &value);
    QJsonValue json() const { return m_value; }
    // Rows created so far, over the whole tree (what laziness is measured by).
    qsizetype materializedRowCount() const { return m_rowCount; }
    // The JSON pointer of a row ("/items/0/name").
    QString pointer(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Node;
    Node *nodeOf(const QModelIndex &index) const;
    qsizetype availableChildren(const Node *node) const;
    std::unique_ptr<Node> makeChild(Node *parent, qsizetype position) const;
    void createFirstChildren(Node *node) const;

    QJsonValue m_value;
    std::unique_ptr<Node> m_root;
    bool m_changing = false;          // inside a reset or an insertion
    mutable qsizetype m_rowCount = 0; // rows are built lazily, also from const accessors
};
