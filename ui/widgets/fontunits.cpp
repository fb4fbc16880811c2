// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "fontunits.h"

#include <QFont>
#include <QFontMetrics>
#include <QWidget>

#include <cmath>

namespace FontUnits {

QFont scaled(QFont font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
    return font;
}

int chars(const QWidget *widget, double count)
{
    return int(std::ceil(widget->fontMetrics().averageCharWidth() * count));
}

int lines(const QWidget *widget, double count)
{
    return int(std::ceil(widget->fontMetrics().lineSpacing() * count));
}

} // namespace FontUnits
