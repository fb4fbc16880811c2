// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demoimage.h"

namespace DemoImage {

QByteArray pngBase64()
{
    // Generated once with a few lines of Python (zlib + CRC32); tests decode it with QImage.
    return QByteArrayLiteral(
        "iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAjUlEQVR42mNgGAVDDcjH7/8PwgNi"
        "KS48YBbT1CGkWk5VR2Az+Nqb/1gxTRxBjMX4HEJV35PjAIocQY7lVA2FAXUAucFPtWjA5QAYmxia"
        "qqEw8tLAoMiGA14QDYqimJLKyNjYGIwHxBEwy6nqCFIaJOgOoKojiG2S0cURhMCoI0YdMegdMWC9"
        "qgG1fNACAP7IdtL3i6yBAAAAAElFTkSuQmCC");
}

QByteArray png()
{
    return QByteArray::fromBase64(pngBase64());
}

} // namespace DemoImage
