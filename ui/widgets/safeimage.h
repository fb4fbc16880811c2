// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <functional>

class QObject;

// The one way the GUI decodes image bytes a server sent. A 256 KB PNG can claim
// 100000×100000 pixels, and some formats (SVG) may reference files; so only raster formats on
// an allowlist are decoded, the header's size is read before any pixel, images beyond the
// limits are refused with a sentence saying why, and Qt's allocation limit backs that up.
// decode() is pure and thread-safe; decodeLater() runs large payloads on the thread pool.
namespace SafeImage {

// At most this many pixels on a side and in total (a 40 megapixel photo is 160 MB decoded).
inline constexpr int kMaxSide = 8192;
inline constexpr qint64 kMaxPixels = 40'000'000;
// Payloads above this decode off the GUI thread (decodeLater).
inline constexpr qsizetype kBackgroundBytes = 512 * 1024;

struct Result
{
    QImage image;  // null when refused or broken
    QString error; // why, when image is null
    QSize size;    // what the header claimed (valid when it could be read)
};

// The formats decoded, in Qt's names ("png", "jpeg", …). SVG is never among them.
QList<QByteArray> allowedFormats();
// Decodes bytes (the format is sniffed from the content; mimeType is only a hint when the
// content says nothing). `maxSize`, when valid, scales a larger image down while decoding, so
// an icon never costs a full-size decode.
Result decode(const QByteArray &bytes, const QString &mimeType = {}, QSize maxSize = {});
// decode() on the thread pool when bytes are larger than kBackgroundBytes (else right away,
// before this returns); `done` is called on the GUI thread, unless context is gone by then.
void decodeLater(const QByteArray &bytes,
                 const QString &mimeType,
                 QObject *context,
                 std::function<void(const Result &)> done);

} // namespace SafeImage
