// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeView;
class SavedCallListModel;
class SavedCallStore;

// The Saved tab: the calls saved under the connected server's catalog entry. Run (or a
// double-click) sends one as it was saved, Edit puts it in the Tools or Prompts form to change
// and send (or save again), Rename and Remove change the list. When the connection has no
// catalog entry the pane says so and offers to add the server. What running and editing mean
// is the owner's (runRequested, editRequested); the pane only lists and asks. A removal is
// undone from the banner it leaves (Undo) or with Ctrl+Z in the list. GUI thread.
class SavedCallsPane : public QWidget
{
    Q_OBJECT
public:
    explicit SavedCallsPane(SavedCallStore *store, QWidget *parent = nullptr);

    SavedCallListModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QString statusText() const;
    // Selects the call with that name; false when there is none.
    bool selectCall(const QString &name);
    // Says something about the last action (a refusal, a file that could not be written).
    void showProblem(const QString &problem);

Q_SIGNALS:
    void runRequested(const SavedCall &call);
    void editRequested(const SavedCall &call);
    void addServerRequested();

private:
    void updateWidgets();
    void renameSelected();
    void removeSelected();
    void undoRemove();
    std::optional<SavedCall> selected() const;

    SavedCallStore *m_store;
    SavedCallListModel *m_model;
    QLabel *m_status = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_addServer = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_rename = nullptr;
    QPushButton *m_remove = nullptr;
    QWidget *m_undoBar = nullptr; // "Removed “x”. [Undo]" after a removal
    QLabel *m_undoText = nullptr;
};
