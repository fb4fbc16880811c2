// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>

class CatalogFilterProxy;
class CatalogModel;
class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QTreeView;

// The catalog sidebar: the user's servers (CatalogModel) with a filter field, a tool bar and a
// context menu. It only shows and asks: CatalogController connects its actions and does the
// work. Double-click or Enter on a server connects to it; F2 renames it in place. A problem
// (a refused change, a save that failed, a damaged servers.json) stays in the dock, under the
// list, until the next one or until dismissed; the last line says where secrets are kept.
class CatalogDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit CatalogDock(QWidget *parent = nullptr);

    void setModel(CatalogModel *model);
    // The selected server's id; empty when none.
    QString currentId() const;
    void selectId(const QString &id);
    void renameCurrent();
    void setFilterText(const QString &text);

    void showProblem(const QString &message);
    void clearProblem();
    QString problem() const;
    void setSecretsWhere(const QString &text);

    QTreeView *view() const { return m_view; }
    QMenu *contextMenu() const { return m_menu; }

    QAction *actionAdd = nullptr;
    QAction *actionAddCurrent = nullptr;
    QAction *actionEdit = nullptr;
    QAction *actionDuplicate = nullptr;
    QAction *actionRename = nullptr;
    QAction *actionRemove = nullptr;
    QAction *actionMoveUp = nullptr;
    QAction *actionMoveDown = nullptr;
    QAction *actionConnect = nullptr;
    QAction *actionExport = nullptr;
    QAction *actionImport = nullptr;

private:
    QAction *createAction(const QString &text, const QString &objectName, const QString &tip);
    QWidget *createToolBar();
    void updateActions();

    CatalogModel *m_model = nullptr;
    CatalogFilterProxy *m_proxy;
    QLineEdit *m_filter;
    QTreeView *m_view;
    QLabel *m_problem;
    QLabel *m_secrets;
    QMenu *m_menu;
};
