// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "promptlistmodel.h"

#include "displaytext.h"
#include "widgets/mcpicons.h"
#include "widgets/servertext.h"

using namespace Qt::StringLiterals;

PromptListModel::PromptListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void PromptListModel::setPrompts(const QJsonArray &prompts)
{
    beginResetModel();
    m_icons.clear();
    m_prompts.clear();
    for (const QJsonValue &prompt : prompts)
        m_prompts.push_back(prompt.toObject());
    endResetModel();
}

void PromptListModel::appendPrompts(const QJsonArray &prompts)
{
    if (prompts.isEmpty())
        return;
    const int first = int(m_prompts.size());
    beginInsertRows({}, first, first + int(prompts.size()) - 1);
    for (const QJsonValue &prompt : prompts)
        m_prompts.push_back(prompt.toObject());
    endInsertRows();
}

void PromptListModel::clear()
{
    if (m_prompts.empty())
        return;
    beginResetModel();
    m_icons.clear();
    m_prompts.clear();
    endResetModel();
}

int PromptListModel::rowOf(const QString &name) const
{
    for (int row = 0; row < int(m_prompts.size()); ++row) {
        if (m_prompts[size_t(row)].value("name"_L1).toString() == name)
            return row;
    }
    return -1;
}

int PromptListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_prompts.size());
}

QVariant PromptListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonObject &prompt = m_prompts[size_t(index.row())];
    const QString name = prompt.value("name"_L1).toString();
    const QString title = prompt.value("title"_L1).toString();
    switch (role) {
    case Qt::DisplayRole:
        if (name.isEmpty())
            return tr("(unnamed prompt #%1)").arg(index.row() + 1);
        return DisplayText::capped(title.isEmpty() || title == name ? name
                                                                    : u"%1 — %2"_s.arg(name, title),
                                   DisplayText::kCellLimit);
    case Qt::ToolTipRole:
        return ServerText::toolTip(prompt.value("description"_L1).toString(), 1500);
    case Qt::DecorationRole:
        return m_icons.icon(size_t(index.row()), prompt);
    case NameRole:
        return name;
    case PromptRole:
        return prompt;
    case SearchTextRole:
        return QString(name + u' ' + title + u' ' + prompt.value("description"_L1).toString());
    }
    return {};
}
