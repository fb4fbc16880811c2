// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>

// WCAG 2.x contrast, pure functions: the colour table uses them to keep every derived colour
// readable on whatever palette it is derived from, and the contrast tests to check the result.
namespace Contrast {

// WCAG 2.x relative luminance of an opaque sRGB colour: 0 (black) to 1 (white).
double relativeLuminance(const QColor &color);
// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 (same) to 21 (black on white). A translucent
// foreground is first composited over the background, as it is drawn.
double ratio(const QColor &foreground, const QColor &background);
// The colour a translucent `over` gives when drawn on an opaque `under`.
QColor composite(const QColor &over, const QColor &under);
// `from` moved `amount` (0 to 1) of the way to `to`, opaque.
QColor blend(const QColor &from, const QColor &to, double amount);
// `ink` if it reaches `minimum` against every background, else the first step from `ink`
// towards `fallback` that does (at worst `fallback` itself).
QColor readable(const QColor &ink,
                const QColor &fallback,
                const QList<QColor> &backgrounds,
                double minimum);

} // namespace Contrast
