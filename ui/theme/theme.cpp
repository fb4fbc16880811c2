// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "theme.h"

#include "themepalettes.h"

#include <QApplication>
#include <QEvent>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kSettingKey = "theme/name"_L1;

struct ThemeState
{
    QString systemStyle; // the platform's style, noted before the first switch
    Theme::Name current = Theme::Name::System;
};

ThemeState &state()
{
    static ThemeState theState;
    return theState;
}

} // namespace

// The setting's values and --theme's arguments, in the menu's order.
constexpr std::pair<Theme::Name, QLatin1StringView> kThemeKeys[] = {
    {Theme::Name::System, "system"_L1},
    {Theme::Name::Light, "light"_L1},
    {Theme::Name::Dark, "dark"_L1},
};

QList<Theme::Name> Theme::all()
{
    QList<Name> names;
    for (const auto &[name, key] : kThemeKeys)
        names << name;
    return names;
}

QString Theme::key(Name name)
{
    for (const auto &[known, key] : kThemeKeys) {
        if (known == name)
            return key;
    }
    return QString();
}

std::optional<Theme::Name> Theme::fromKey(const QString &key)
{
    for (const auto &[name, known] : kThemeKeys) {
        if (key.compare(known, Qt::CaseInsensitive) == 0)
            return name;
    }
    return std::nullopt;
}

QPalette Theme::palette(Name name)
{
    switch (name) {
    case Name::Light:
        return ThemePalettes::light();
    case Name::Dark:
        return ThemePalettes::dark();
    case Name::System:
        break;
    }
    return QApplication::style()->standardPalette();
}

void Theme::apply(Name name)
{
    ThemeState &theState = state();
    if (theState.systemStyle.isEmpty())
        theState.systemStyle = QApplication::style()->name();
    const QString style = name == Name::System ? theState.systemStyle : u"Fusion"_s;
    if (QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(style));
    // An empty palette hands the application back to the platform's palette (and follows the
    // desktop when it changes); ours sets every role, so nothing of the platform's shows.
    QApplication::setPalette(name == Name::System ? QPalette() : palette(name));
    // Qt 6.4 left the windows already open on the old palette (seen on the offscreen platform):
    // each top-level widget is told, and hands the palette down to its children. A widget
    // already on the new palette ignores it.
    for (QWidget *window : QApplication::topLevelWidgets()) {
        QEvent changed(QEvent::ApplicationPaletteChange);
        QCoreApplication::sendEvent(window, &changed);
    }
    theState.current = name;
}

Theme::Name Theme::current()
{
    return state().current;
}

Theme::Name Theme::saved(QSettings &settings)
{
    return fromKey(settings.value(kSettingKey).toString()).value_or(Name::System);
}

void Theme::save(QSettings &settings, Name name)
{
    settings.setValue(kSettingKey, key(name));
}
