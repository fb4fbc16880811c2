// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appicon.h"

#include "svgicon.h"

using namespace Qt::StringLiterals;

// Q_INIT_RESOURCE must be called outside any namespace.
static void initIconResource()
{
    Q_INIT_RESOURCE(icons);
}

QIcon applicationIcon()
{
    static const QIcon icon = [] {
        initIconResource(); // a resource in a static library is not registered on its own
        QList<SvgIcon::Source> sources;
        // The small sizes have drawings of their own on the pixel grid; every other size (and
        // 32 px on a screen of device pixel ratio 2, which wants 64 pixels) draws the scalable one.
        for (int size : {16, 24, 32})
            sources.append({size,
                            u":/icons/mcpscope-%1.svg"_s.arg(size),
                            u":/icons/mcpscope-%1.png"_s.arg(size)});
        sources.append({0, u":/icons/mcpscope.svg"_s, u":/icons/mcpscope-512.png"_s});
        QList<QSize> sizes;
        for (int size : {16, 24, 32, 48, 64, 128, 256, 512})
            sizes.append(QSize(size, size));
        return SvgIcon::fromSources(sources, sizes);
    }();
    return icon;
}
