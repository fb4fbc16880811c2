// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appicon.h"

// Q_INIT_RESOURCE must be called outside any namespace.
static void initIconResource()
{
    Q_INIT_RESOURCE(icons);
}

QIcon applicationIcon()
{
    static const QIcon icon = [] {
        initIconResource(); // a resource in a static library is not registered on its own
        QIcon result;
        for (int size : {16, 24, 32, 48, 64, 128, 256, 512})
            result.addFile(QStringLiteral(":/icons/mcpscope-%1.png").arg(size), QSize(size, size));
        return result;
    }();
    return icon;
}
