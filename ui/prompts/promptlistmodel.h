// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <ui/widgets/mcpicons.h>

#include <QAbstractListModel>
#include <QJsonArray>
#include <QJsonObject>

#include <vector>

// The prompts a server listed, in its order, one row each, every entry kept as received.
// Pages are appended as they arrive. GUI thread.
class PromptListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        PromptRole, // the whole prompt object (QJsonObject)
        SearchTextRole
    };

    explicit PromptListModel(QObject *parent = nullptr);

    void setPrompts(const QJsonArray &prompts);
    void appendPrompts(const QJsonArray &prompts);
    void clear();
    QJsonObject prompt(int row) const { return m_prompts.at(size_t(row)); }
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::vector<QJsonObject> m_prompts;
    McpIcons::RowCache m_icons; // decoded once per row, not on every paint
};
