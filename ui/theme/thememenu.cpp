// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "thememenu.h"

#include "theme.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {

QString themeTitle(Theme::Name name)
{
    switch (name) {
    case Theme::Name::Light:
        return ThemeMenu::tr("&Light");
    case Theme::Name::Dark:
        return ThemeMenu::tr("&Dark");
    case Theme::Name::System:
        break;
    }
    return ThemeMenu::tr("&System");
}

// actionThemeSystem, actionThemeLight, actionThemeDark: stable ids for shortcuts and tests.
QString themeObjectName(Theme::Name name)
{
    const QString key = Theme::key(name);
    return u"actionTheme"_s + key.left(1).toUpper() + key.mid(1);
}

} // namespace

QMenu *ThemeMenu::addTo(QMenu *view)
{
    view->addSeparator();
    QMenu *menu = view->addMenu(tr("&Theme"));
    menu->setObjectName(u"themeMenu"_s);
    auto *group = new QActionGroup(menu);
    group->setExclusive(true);
    for (Theme::Name name : Theme::all()) {
        QAction *action = menu->addAction(themeTitle(name));
        action->setObjectName(themeObjectName(name));
        action->setCheckable(true);
        action->setChecked(Theme::current() == name);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [name] {
            Theme::apply(name);
            QSettings settings;
            Theme::save(settings, name);
        });
    }
    return menu;
}
