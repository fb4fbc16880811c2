// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QPointer>

class CommandPaletteModel;
class MainWindow;
class QLabel;
class QLineEdit;
class QTreeView;

// The command palette (Ctrl+Shift+P): a frameless panel over the top of the window with a line
// to type in and the matching items below (CommandPaletteModel over PaletteCommands). Typing
// narrows and ranks the list, Up and Down (Page Up, Page Down) move through it, Enter runs the
// current item, Escape (or the focus leaving it) closes it and gives the focus back. A child
// of the window, not a window of its own: no window manager between the user and the keys.
// GUI thread.
class CommandPalette : public QFrame
{
    Q_OBJECT
public:
    explicit CommandPalette(MainWindow *window);

    CommandPaletteModel *model() const { return m_model; }
    QLineEdit *input() const { return m_input; }
    QTreeView *list() const { return m_list; }

    // Collects the items afresh, clears the query and takes the focus.
    void open();
    void close();
    // Runs the current item (what Enter does).
    void runCurrent();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void selectFirst();
    void moveCurrent(int step);
    void followFocus(QWidget *now);

    MainWindow *m_window;
    CommandPaletteModel *m_model;
    QLineEdit *m_input = nullptr;
    QTreeView *m_list = nullptr;
    QLabel *m_status = nullptr;
    QPointer<QWidget> m_focusBefore;
};
