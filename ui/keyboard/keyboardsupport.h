// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class CommandPalette;
class MainWindow;
class PaneNavigator;
class QMenu;

// The window's keyboard-first parts in one place: the command palette (View › Command
// Palette…, Ctrl+Shift+P), View › Go To (PaneNavigator), Help › Keyboard Shortcuts (the
// ShortcutsDialog), and the user's shortcuts applied once every menu exists
// (applyStoredShortcuts: MainWindow calls it at the end of its constructor). Owned by the
// window. GUI thread.
class KeyboardSupport : public QObject
{
    Q_OBJECT
public:
    explicit KeyboardSupport(MainWindow *window);

    void addToViewMenu(QMenu *view);
    void addToHelpMenu(QMenu *help);
    void applyStoredShortcuts();

    CommandPalette *palette() const { return m_palette; }
    PaneNavigator *navigator() const { return m_navigator; }
    void showShortcuts();

private:
    MainWindow *m_window;
    CommandPalette *m_palette;
    PaneNavigator *m_navigator;
};
