// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "menuactions.h"

#include <QAbstractTableModel>
#include <QDialog>

class QKeySequenceEdit;
class QLabel;
class QLineEdit;
class QMenuBar;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

// Every menu action of the window with its menu and shortcuts, read from the menus when the
// model is made (MenuActions), so the list is never stale. GUI thread.
class ShortcutListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ActionColumn, MenuColumn, ShortcutColumn, ColumnCount };
    enum Role { ObjectNameRole = Qt::UserRole + 1 };

    explicit ShortcutListModel(const QMenuBar *bar, QObject *parent = nullptr);

    const QList<MenuAction> &actions() const { return m_actions; }
    QAction *actionAt(int row) const;
    int rowOf(const QString &objectName) const;
    void shortcutsChanged(); // an action's shortcuts changed: every row's column again

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<MenuAction> m_actions;
};

// Help › Keyboard Shortcuts: the list above, searchable, and the selected action's shortcut to
// change (a QKeySequenceEdit), clear or reset to its default. A shortcut another action already
// uses is refused with that action named. Changes are kept at once (ShortcutSettings). GUI
// thread.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar *bar, QWidget *parent = nullptr);

    ShortcutListModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QLineEdit *search() const { return m_search; }
    QKeySequenceEdit *editor() const { return m_editor; }
    QString problemText() const;
    // Selects an action's row by objectName; false when it is not listed (or filtered out).
    bool selectAction(const QString &objectName);

private:
    QWidget *createEditRow();
    QAction *selectedAction() const;
    void showSelected();
    void assignEdited();
    void setSelectedShortcuts(const QList<QKeySequence> &shortcuts);

    ShortcutListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_search = nullptr;
    QTreeView *m_view = nullptr;
    QKeySequenceEdit *m_editor = nullptr;
    QPushButton *m_clear = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_problem = nullptr;
};
