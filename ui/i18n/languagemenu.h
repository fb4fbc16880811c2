// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

class QMainWindow;
class QMenu;

// View › Language: System, then each language of UiLanguage named in itself. Choosing one
// saves it (UiLanguage::saveCode) and says in the status bar that it applies at the next
// start: widgets are translated when they are made, so the window is not rebuilt. The
// actions are children of the submenu; GUI thread.
class LanguageMenu
{
    Q_DECLARE_TR_FUNCTIONS(LanguageMenu)
public:
    // Adds the submenu (objectName "languageMenu") to `view`; its actions are named
    // "actionLanguageSystem" and "actionLanguage_<code>".
    static QMenu *addTo(QMenu *view, QMainWindow *window);
};
