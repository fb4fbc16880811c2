// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "savedcalllistmodel.h"

#include "savedcallstore.h"
#include "widgets/servertext.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

SavedCallListModel::SavedCallListModel(SavedCallStore *store, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
{
    connect(store, &SavedCallStore::callsChanged, this, &SavedCallListModel::reload);
    reload();
}

void SavedCallListModel::reload()
{
    beginResetModel();
    m_calls = m_store->calls();
    endResetModel();
}

int SavedCallListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_calls.size());
}

int SavedCallListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int SavedCallListModel::rowOf(const QString &callId) const
{
    for (int row = 0; row < m_calls.size(); ++row) {
        if (m_calls.at(row).id == callId)
            return row;
    }
    return -1;
}

QVariant SavedCallListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SavedCall &call = m_calls.at(index.row());
    if (role == CallIdRole)
        return call.id;
    const QString arguments
        = QString::fromUtf8(QJsonDocument(call.arguments).toJson(QJsonDocument::Compact));
    if (role == Qt::ToolTipRole && index.column() == ArgumentsColumn)
        return ServerText::toolTip(
            QString::fromUtf8(QJsonDocument(call.arguments).toJson(QJsonDocument::Indented)));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return ServerText::line(call.name);
    case KindColumn:
        return call.kind == SavedCall::Kind::Tool ? tr("tool") : tr("prompt");
    case TargetColumn:
        return ServerText::line(call.target);
    case ArgumentsColumn:
        return ServerText::line(arguments);
    default:
        return {};
    }
}

QVariant SavedCallListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case TargetColumn:
        return tr("Tool or prompt");
    case ArgumentsColumn:
        return tr("Arguments");
    default:
        return {};
    }
}
