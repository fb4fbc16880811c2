// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPalette>
#include <QString>

#include <optional>

class QSettings;

// The application's look: System (the platform's style and palette, dark where the desktop is
// dark), Light or Dark (the Fusion style with a complete palette of ours). Applied to the whole
// application at once and live: widgets follow through QEvent::PaletteChange, the colours of
// ours through PaletteColors. GUI thread only.
class Theme
{
public:
    enum class Name { System, Light, Dark };

    static QList<Name> all();
    // "system", "light", "dark": the setting's value and --theme's argument.
    static QString key(Name name);
    static std::optional<Name> fromKey(const QString &key);
    // Light and Dark: every role of every colour group. System: the platform's palette.
    static QPalette palette(Name name);

    // Sets the style and palette of the application. The first call notes the platform's style,
    // which System goes back to.
    static void apply(Name name);
    static Name current();

    // The "theme/name" setting (System when unset or unknown).
    static Name saved(QSettings &settings);
    static void save(QSettings &settings, Name name);
};
