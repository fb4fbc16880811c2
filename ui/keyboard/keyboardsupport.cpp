// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "keyboardsupport.h"

#include "commandpalette.h"
#include "mainwindow.h"
#include "menuactions.h"
#include "panenavigator.h"
#include "shortcutsdialog.h"
#include "shortcutsettings.h"

#include <QMenu>
#include <QMenuBar>

using namespace Qt::StringLiterals;

KeyboardSupport::KeyboardSupport(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_palette(new CommandPalette(window))
    , m_navigator(new PaneNavigator(window))
{
    setObjectName(u"keyboardSupport"_s);
}

void KeyboardSupport::addToViewMenu(QMenu *view)
{
    QAction *palette = view->addAction(tr("Command &Palette…"));
    palette->setObjectName(u"commandPaletteAction"_s);
    palette->setShortcut(QKeySequence(u"Ctrl+Shift+P"_s));
    connect(palette, &QAction::triggered, m_palette, &CommandPalette::open);
    m_navigator->addTo(view);
    view->addSeparator();
}

void KeyboardSupport::addToHelpMenu(QMenu *help)
{
    QAction *shortcuts = help->addAction(tr("&Keyboard Shortcuts…"));
    shortcuts->setObjectName(u"keyboardShortcutsAction"_s);
    connect(shortcuts, &QAction::triggered, this, &KeyboardSupport::showShortcuts);
}

void KeyboardSupport::applyStoredShortcuts()
{
    ShortcutSettings::apply(MenuActions::of(m_window->menuBar()));
}

// Window-modal without a nested event loop; the list is read from the menus as they are now.
void KeyboardSupport::showShortcuts()
{
    auto *dialog = new ShortcutsDialog(m_window->menuBar(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}
