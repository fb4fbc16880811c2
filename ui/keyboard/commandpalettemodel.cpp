// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "commandpalettemodel.h"

#include "fuzzymatcher.h"

using namespace Qt::StringLiterals;

CommandPaletteModel::CommandPaletteModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void CommandPaletteModel::setItems(const QList<PaletteItem> &items)
{
    beginResetModel();
    m_items = items.mid(0, kMaxItems);
    m_texts.clear();
    m_texts.reserve(m_items.size());
    for (const PaletteItem &item : std::as_const(m_items))
        m_texts.append(item.title + u' ' + item.where);
    rank();
    endResetModel();
}

void CommandPaletteModel::setQuery(const QString &query)
{
    if (query == m_query)
        return;
    beginResetModel();
    m_query = query.left(FuzzyMatcher::kMaxPattern);
    rank();
    endResetModel();
}

void CommandPaletteModel::rank()
{
    m_shown.clear();
    const QList<FuzzyMatcher::Candidate> ranked = FuzzyMatcher::rank(m_query, m_texts);
    m_shown.reserve(ranked.size());
    for (const FuzzyMatcher::Candidate &candidate : ranked)
        m_shown.append(candidate.index);
}

PaletteItem CommandPaletteModel::itemAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? m_items.at(m_shown.at(row)) : PaletteItem{};
}

int CommandPaletteModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int CommandPaletteModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CommandPaletteModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole)
        return {};
    const PaletteItem &item = m_items.at(m_shown.at(index.row()));
    switch (index.column()) {
    case NameColumn:
        return item.title;
    case WhereColumn:
        return item.where;
    case ShortcutColumn:
        return item.shortcut;
    default:
        return {};
    }
}

QVariant CommandPaletteModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case WhereColumn:
        return tr("Where");
    case ShortcutColumn:
        return tr("Shortcut");
    default:
        return {};
    }
}
