// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QList>
#include <QSize>
#include <QString>

// Icons drawn from SVG at whatever size and device pixel ratio they are shown (QT_SCALE_FACTOR,
// a HiDPI screen): a QIconEngine that renders with QSvgRenderer when asked, instead of scaling
// a pixmap. Monochrome icons write their colour as "currentColor", which becomes the palette's
// text colour (disabled: the disabled text colour), so they follow the theme. GUI thread only.
namespace SvgIcon {

// One drawing of an icon: an SVG resource drawn for one pixel size (0: any size), and the PNG
// drawn from it for when the SVG cannot be read (empty: none).
struct Source
{
    int designSize = 0;
    QString svg;
    QString png;
};

// A themed monochrome icon of the widgets (:/icons/ui/<name>.svg, resources/icons/uiicons.qrc).
QIcon themed(const QString &name);
// An icon with its own colours from these drawings: the one drawn for the exact pixel size
// asked for, else the scalable one (designSize 0). `sizes` are what availableSizes() reports
// (the window manager picks from them).
QIcon fromSources(const QList<Source> &sources, const QList<QSize> &sizes);

} // namespace SvgIcon
