// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

class QMenu;

// View › Theme: System, Light and Dark as exclusive checkable actions (objectNames
// actionThemeSystem, actionThemeLight, actionThemeDark). Choosing one applies it at once and
// remembers it in the settings.
class ThemeMenu
{
    Q_DECLARE_TR_FUNCTIONS(ThemeMenu)
public:
    static QMenu *addTo(QMenu *view);
};
