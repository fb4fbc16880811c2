// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

class QFont;
class QWidget;

// Sizes in the widget's font instead of pixels, so columns, fields and boxes grow and shrink
// with the system font size (a test fails on a pixel width in ui/: FontScaling.*).
namespace FontUnits {

// The font `factor` times as large as `font` (a heading: 1.2), whether its size is in points or
// in pixels: the only place ui/ sets a font size.
QFont scaled(QFont font, double factor);
// The width of `count` average characters of the widget's font.
int chars(const QWidget *widget, double count);
// The height of `count` lines of the widget's font.
int lines(const QWidget *widget, double count);

} // namespace FontUnits
