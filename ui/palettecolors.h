// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>

class QWidget;

// Semantic colours derived from the widget's palette, so that light and dark themes both read
// well. A palette has no "error" role; these blend a fixed hue into Base or Text instead of
// hard-coding a colour that only works on white.
namespace PaletteColors {

enum class Tone { Neutral, Success, Warning, Error };

// Background for a row or banner in this tone (Neutral: the base colour itself).
QColor background(const QPalette &palette, Tone tone);
// Foreground text in this tone (Neutral: the muted placeholder colour).
QColor text(const QPalette &palette, Tone tone);
// Sets the widget's text colour (WindowText and Text) to the tone.
void setTextTone(QWidget *widget, Tone tone);

} // namespace PaletteColors
