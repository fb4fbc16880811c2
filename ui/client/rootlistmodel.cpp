// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "rootlistmodel.h"

#include "widgets/servertext.h"

#include <QUrl>

using namespace Qt::StringLiterals;

RootListModel::RootListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void RootListModel::setRoots(const QList<Root> &roots)
{
    beginResetModel();
    m_roots = roots;
    endResetModel();
}

bool RootListModel::isListed(const QString &uri, int exceptRow) const
{
    for (int row = 0; row < m_roots.size(); ++row) {
        if (row != exceptRow && m_roots.at(row).uri == uri)
            return true;
    }
    return false;
}

QString RootListModel::addRoot(const Root &root)
{
    if (QString problem = ClientFeatures::checkRoot(root); !problem.isEmpty())
        return problem;
    if (isListed(root.uri))
        return tr("%1 is already a root").arg(root.uri);
    const int row = int(m_roots.size());
    beginInsertRows({}, row, row);
    m_roots.append(root);
    endInsertRows();
    Q_EMIT rootsEdited();
    return {};
}

void RootListModel::removeRoot(int row)
{
    if (row < 0 || row >= m_roots.size())
        return;
    beginRemoveRows({}, row, row);
    m_roots.removeAt(row);
    endRemoveRows();
    Q_EMIT rootsEdited();
}

int RootListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_roots.size());
}

int RootListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RootListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Root &root = m_roots.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return index.column() == NameColumn ? root.name : root.uri;
    case Qt::ToolTipRole: {
        const QUrl url(root.uri);
        return ServerText::toolTip(url.isLocalFile() ? url.toLocalFile() : root.uri);
    }
    default:
        return {};
    }
}

bool RootListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::EditRole)
        return false;
    Root edited = m_roots.at(index.row());
    const QString text = value.toString().trimmed();
    if (index.column() == NameColumn) {
        edited.name = text;
    } else {
        edited.uri = text;
        QString problem = ClientFeatures::checkRoot(edited);
        if (problem.isEmpty() && isListed(text, index.row()))
            problem = tr("%1 is already a root").arg(text);
        if (!problem.isEmpty()) {
            Q_EMIT editRefused(problem);
            return false;
        }
    }
    if (edited.name == m_roots.at(index.row()).name && edited.uri == m_roots.at(index.row()).uri)
        return true;
    m_roots[index.row()] = edited;
    Q_EMIT dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole});
    Q_EMIT rootsEdited();
    return true;
}

Qt::ItemFlags RootListModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

QVariant RootListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : tr("URI");
}
