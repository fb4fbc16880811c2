// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "palettecolors.h"

#include <QWidget>

namespace PaletteColors {

namespace {

QColor hue(Tone tone)
{
    switch (tone) {
    case Tone::Success:
        return {46, 160, 67};
    case Tone::Warning:
        return {210, 140, 20};
    case Tone::Error:
        return {220, 50, 47};
    case Tone::Neutral:
        break;
    }
    return {128, 128, 128};
}

QColor blend(const QColor &from, const QColor &to, qreal amount)
{
    return QColor::fromRgbF(from.redF() + (to.redF() - from.redF()) * amount,
                            from.greenF() + (to.greenF() - from.greenF()) * amount,
                            from.blueF() + (to.blueF() - from.blueF()) * amount);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

} // namespace

QColor background(const QPalette &palette, Tone tone)
{
    const QColor base = palette.color(QPalette::Base);
    if (tone == Tone::Neutral)
        return base;
    // A dark base needs a stronger pull to show, a light one a gentler one to stay readable.
    return blend(base, hue(tone), isDark(palette) ? 0.35 : 0.16);
}

QColor text(const QPalette &palette, Tone tone)
{
    if (tone == Tone::Neutral)
        return palette.color(QPalette::PlaceholderText);
    // Pull the hue towards the text colour so it keeps contrast on either base.
    return blend(hue(tone), palette.color(QPalette::Text), isDark(palette) ? 0.2 : 0.25);
}

void setTextTone(QWidget *widget, Tone tone)
{
    QPalette palette = widget->palette();
    const QColor color = text(palette, tone);
    palette.setColor(QPalette::WindowText, color);
    palette.setColor(QPalette::Text, color);
    widget->setPalette(palette);
}

} // namespace PaletteColors
