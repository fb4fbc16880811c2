// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class MainWindow;
class QMenu;
class QTabWidget;
class QWidget;

// Keyboard reach for the window's areas: View › Go To moves the focus to the connection bar,
// the server's panes (Tools, Resources, …), the message log or the Servers dock, F6 and
// Shift+F6 cycle through every shown area (the desktop convention), and Next/Previous Tab
// switch the tab widget the focus is in (the server's panes when it is in none). Also what the
// command palette uses to bring a pane forward (reveal) and focus it. GUI thread.
class PaneNavigator : public QObject
{
    Q_OBJECT
public:
    explicit PaneNavigator(MainWindow *window);

    // Adds the Go To submenu (with its objectNames) to the View menu.
    void addTo(QMenu *view);

    // Brings every tab and dock that hides `widget` to the front.
    static void reveal(QWidget *widget);
    // Reveals `area` and focuses its first control that takes the focus by Tab (or `area`).
    static void focusFirstIn(QWidget *area);

    void focusConnectionBar();
    void focusServerPanes();
    void focusMessageLog();
    void focusServersDock();
    void cycle(int step); // +1 the next area, -1 the previous one
    void switchTab(int step);

private:
    QList<QWidget *> areas() const;
    QTabWidget *tabsAroundFocus() const;

    MainWindow *m_window;
};
