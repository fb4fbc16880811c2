// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>
#include <QStringList>

class QAction;
class QMenu;
class QMenuBar;

// What the window's menus offer, read from the menus themselves each time it is asked (so the
// command palette and the shortcuts dialog cannot go stale): every action that is neither a
// separator nor a submenu, with the titles of the menus above it ("Server", "Settings…"
// without their mnemonic ampersands).
struct MenuAction
{
    QPointer<QAction> action;
    QStringList path; // the menus' titles, outermost first

    QString title() const;    // the action's text without its mnemonic
    QString pathText() const; // "Server › Connect"
    QString menuText() const; // "Server"
};

namespace MenuActions {

QList<MenuAction> of(const QMenuBar *bar);
// A menu or action title without its mnemonic ampersand ("&&" stays one "&").
QString withoutMnemonic(const QString &text);

} // namespace MenuActions
