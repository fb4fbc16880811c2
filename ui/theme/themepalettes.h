// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPalette>

// The palettes of the Light and Dark themes: every role in the Active, Inactive and Disabled
// groups, text roles at WCAG AA contrast on the surfaces they are drawn on (ThemeContrast
// tests check each pair). With PaletteColors, the only place ui/ names colours.
namespace ThemePalettes {

QPalette light();
QPalette dark();

} // namespace ThemePalettes
