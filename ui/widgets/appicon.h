// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>

// mcpscope's own icon, every size (resources/icons/icons.qrc, compiled into the ui library):
// the window icon and the About box.
QIcon applicationIcon();
