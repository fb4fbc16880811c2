// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QAction>
#include <QList>
#include <QPointer>

class ServerWorkspace;

// One thing the command palette can run or open.
struct PaletteItem
{
    enum class Kind {
        Action,
        Tool,
        Resource,
        ResourceTemplate,
        Prompt,
        SavedCall,
        CatalogEntry,
        Workspace
    };
    Kind kind = Kind::Action;
    QString title;    // plain text, capped (a server's name passes ServerText)
    QString where;    // the menu path, or what the item is ("Tool", "Saved call")
    QString shortcut; // an action's shortcuts, native text
    QString key;      // the tool or prompt name, the URI, the saved call's or catalog entry's id
    QPointer<QAction> action;
    QPointer<ServerWorkspace> workspace;
};

// The command palette's list: every item it was given, the ones matching the typed text ranked
// best first (FuzzyMatcher over the title and where it is). Columns: name, where, shortcut.
// Holds at most kMaxItems items. GUI thread.
class CommandPaletteModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, WhereColumn, ShortcutColumn, ColumnCount };
    static constexpr qsizetype kMaxItems = 5000;

    explicit CommandPaletteModel(QObject *parent = nullptr);

    void setItems(const QList<PaletteItem> &items);
    void setQuery(const QString &query);
    QString query() const { return m_query; }
    // The item of a (shown) row.
    PaletteItem itemAt(int row) const;
    int itemCount() const { return int(m_items.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void rank();

    QList<PaletteItem> m_items;
    QStringList m_texts; // what the query matches, one per item
    QList<int> m_shown;  // item indices, best first
    QString m_query;
};
