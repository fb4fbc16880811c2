// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "contrast.h"

#include <algorithm>
#include <cmath>

namespace Contrast {

namespace {

// sRGB channel to linear light (WCAG 2.x uses 0.03928, the sRGB standard 0.04045: no 8-bit
// value lies between them, so both give the same figures).
double linearChannel(double channel)
{
    return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double weakestRatio(const QColor &ink, const QList<QColor> &backgrounds)
{
    double weakest = 21.0;
    for (const QColor &background : backgrounds)
        weakest = std::min(weakest, ratio(ink, background));
    return weakest;
}

} // namespace

double relativeLuminance(const QColor &color)
{
    const QColor rgb = color.toRgb();
    return 0.2126 * linearChannel(rgb.redF()) + 0.7152 * linearChannel(rgb.greenF())
           + 0.0722 * linearChannel(rgb.blueF());
}

double ratio(const QColor &foreground, const QColor &background)
{
    const double a = relativeLuminance(composite(foreground, background));
    const double b = relativeLuminance(background);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

QColor composite(const QColor &over, const QColor &under)
{
    const QColor top = over.toRgb();
    if (top.alpha() == 255)
        return top;
    return blend(under.toRgb(), QColor(top.red(), top.green(), top.blue()), top.alphaF());
}

QColor blend(const QColor &from, const QColor &to, double amount)
{
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    const auto mix = [amount](double x, double y) { return x + (y - x) * amount; };
    return QColor::fromRgbF(float(mix(a.redF(), b.redF())),
                            float(mix(a.greenF(), b.greenF())),
                            float(mix(a.blueF(), b.blueF())));
}

QColor readable(const QColor &ink,
                const QColor &fallback,
                const QList<QColor> &backgrounds,
                double minimum)
{
    // A translucent ink (a palette's hint text) counts as drawn on the first background.
    const QColor opaque = backgrounds.isEmpty() ? ink : composite(ink, backgrounds.first());
    // Ten steps: each keeps as much of the hue as the contrast allows.
    for (int step = 0; step <= 10; ++step) {
        const QColor candidate = blend(opaque, fallback, step / 10.0);
        if (weakestRatio(candidate, backgrounds) >= minimum)
            return candidate;
    }
    return fallback;
}

} // namespace Contrast
