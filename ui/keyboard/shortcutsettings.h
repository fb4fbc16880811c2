// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "menuactions.h"

#include <QKeySequence>
#include <QList>

class QAction;
class QSettings;

// The user's shortcuts: kept in the settings under "shortcuts/<the action's objectName>" (the
// key sequences in portable text, "" for none), applied to the window's menu actions at start.
// An action's own shortcuts are its defaults: recorded on the action the first time it is
// seen here, so Reset to Default can put them back. GUI thread.
namespace ShortcutSettings {

// Records each action's defaults and applies the shortcuts the user stored for it.
void apply(const QList<MenuAction> &actions);
QList<QKeySequence> defaults(const QAction *action);
// The actions (other than `self`) that already use `sequence`: whom a new shortcut would
// conflict with. Empty: the sequence is free.
QList<MenuAction>
conflicts(const QList<MenuAction> &actions, const QAction *self, const QKeySequence &sequence);
// Gives the action these shortcuts and stores them (or forgets them when they are its defaults).
void assign(QAction *action, const QList<QKeySequence> &shortcuts);
void resetToDefault(QAction *action);
// "Ctrl+K, Ctrl+Shift+K" as shown to the user (native text).
QString displayText(const QList<QKeySequence> &shortcuts);

} // namespace ShortcutSettings
