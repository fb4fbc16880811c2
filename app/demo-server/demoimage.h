// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

namespace DemoImage {
// A 32x32 RGBA PNG (a magnifying glass, 198 bytes), the same for the get_image tool and the
// demo://images/logo.png resource. Embedded because this target links no QtGui to draw one.
QByteArray png();
QByteArray pngBase64();
} // namespace DemoImage
