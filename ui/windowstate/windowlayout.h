// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>

class QMainWindow;
class QMenu;
class QSettings;
class QTabWidget;

// The window's layout across runs: geometry, docks and toolbars (QMainWindow::saveState), the
// sizes of every splitter, the widths and order of the columns of every item view's header,
// and the bottom tab shown. Saved under "window/" at close (save()), restored when the window
// is first shown (restore() on its first Show event, after the built-in layout has been taken
// as the one View › Reset Layout goes back to). Splitters and headers are found in the window
// by their path of object names (WindowLayout::pathOf): one saved value serves the same pane
// of every server's workspace. A value saved by another layout version, or damaged, is ignored.
// Owned by the window; GUI thread.
class WindowLayout : public QObject
{
    Q_OBJECT
public:
    static constexpr int kVersion = 1;

    WindowLayout(QMainWindow *window, QTabWidget *bottomTabs);

    void save(QSettings &settings) const;
    // False when nothing usable was saved (none, another version, damaged).
    bool restore(QSettings &settings);
    // Back to the built-in layout, live, and the saved one dropped.
    void reset(QSettings &settings);
    // View › Reset Layout.
    void addActionsTo(QMenu *view);

    // A widget's place in the window: object names (a class name and sibling index for an
    // unnamed widget) from the window down, "/"-separated.
    static QString pathOf(const QObject *object, const QObject *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Every splitter's and horizontal header's state by path, the shown instance first.
    QHash<QString, QByteArray> splitterStates() const;
    QHash<QString, QByteArray> headerStates() const;
    void applySplitters(const QHash<QString, QByteArray> &states) const;
    void applyHeaders(const QHash<QString, QByteArray> &states) const;

    QMainWindow *m_window;
    QTabWidget *m_bottomTabs;
    bool m_shown = false;
    // The built-in layout, taken when the window was first shown.
    QByteArray m_defaultState;
    int m_defaultTab = 0;
    QHash<QString, QByteArray> m_defaultSplitters;
    QHash<QString, QByteArray> m_defaultHeaders;
};
