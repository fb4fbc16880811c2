// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/clientfeatures.h>

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class RootListModel;

// Edits the roots offered to one server: add a folder (picker) or a typed file:// URI or
// absolute path, remove, and rename in place (double-click the name). Each change the user
// makes emits rootsChanged() with the whole list; the owner answers roots/list from it and
// sends notifications/roots/list_changed (ClientFeatures::setRoots). Problems are shown under
// the table. Owns its model. GUI thread.
class RootsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit RootsEditor(QWidget *parent = nullptr);

    void setRoots(const QList<Root> &roots); // does not emit rootsChanged()
    QList<Root> roots() const;
    RootListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // What the buttons do, callable without a dialog (tests, drag and drop).
    bool addFolder(const QString &path);
    bool addTyped(const QString &text); // a file:// URI or an absolute local path
    void removeSelected();
    void chooseFolder(); // the folder picker

Q_SIGNALS:
    void rootsChanged(const QList<Root> &roots);

private:
    void showProblem(const QString &problem);
    void updateButtons();

    RootListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLineEdit *m_typed = nullptr;
    QPushButton *m_addTyped = nullptr;
    QPushButton *m_addFolder = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_problem = nullptr;
};
