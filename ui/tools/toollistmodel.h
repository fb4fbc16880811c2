// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/mcpsession.h>
#include <ui/widgets/mcpicons.h>

#include <QAbstractListModel>
#include <QJsonArray>
#include <QJsonObject>

#include <vector>

// The tools a server listed, in its order, as one model row each. Keeps every tool object
// exactly as received (the form and the detail need the whole inputSchema); tools without a
// usable name are kept too and flagged, because an inspector shows what the server sent.
class ToolListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TitleRole,
        DescriptionRole,
        ToolRole,        // the whole tool object (QJsonObject)
        SearchTextRole,  // name, title and description, for filtering
        ProblemRole,     // why the tool entry is unusable, or empty
        HintsRole,       // the annotations in a few words: "read-only", "destructive", ...
        DestructiveRole, // annotations say destructiveHint (and not readOnlyHint)
        LeftOutRole      // why the session left the tool out (not callable), or empty
    };

    explicit ToolListModel(QObject *parent = nullptr);

    // leftOut: tools the session will not call (2026-07-28: invalid x-mcp-header markers),
    // listed after the others, greyed and not selectable, with the reason.
    void setTools(const QJsonArray &tools, const QList<McpSession::ExcludedTool> &leftOut = {});
    void clear();
    QJsonObject tool(int row) const { return m_tools.at(size_t(row)); }
    // Row of the callable tool with this name, or -1.
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    static QString problemOf(const QJsonObject &tool);
    // MCP tool annotations in words, most important first; hints only, not guarantees.
    static QStringList hintsOf(const QJsonObject &tool);

private:
    QString toolTip(const QJsonObject &tool, const QString &leftOut) const;

    std::vector<QJsonObject> m_tools;
    std::vector<QString> m_leftOut; // per row: why it was left out, empty for callable tools
    McpIcons::RowCache m_icons;     // decoded once per row, not on every paint
};
