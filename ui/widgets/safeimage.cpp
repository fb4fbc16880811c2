// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "safeimage.h"

#include <core/platform/offthread.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QImageReader>
#include <QMetaObject>
#include <QMimeDatabase>
#include <QObject>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace SafeImage {

namespace {

QByteArray formatFromMimeType(const QString &mimeType)
{
    if (mimeType.isEmpty())
        return {};
    const QStringList suffixes = QMimeDatabase().mimeTypeForName(mimeType).suffixes();
    for (const QString &suffix : suffixes) {
        QByteArray format = suffix.toLatin1().toLower();
        if (format == "jpg")
            format = "jpeg";
        if (allowedFormats().contains(format))
            return format;
    }
    return {};
}

QString refusedFormat(const QByteArray &format)
{
    QStringList names;
    for (const QByteArray &name : allowedFormats())
        names << QString::fromLatin1(name);
    return QCoreApplication::translate("SafeImage",
                                       "%1 images are not shown; mcpscope decodes only %2.")
        .arg(QString::fromLatin1(format.toUpper()), names.join(u", "_s));
}

} // namespace

QList<QByteArray> allowedFormats()
{
    static const QList<QByteArray> formats = [] {
        QList<QByteArray> usable;
        const QList<QByteArray> supported = QImageReader::supportedImageFormats();
        for (const QByteArray &format : {"png", "jpeg", "gif", "webp", "bmp"}) {
            if (supported.contains(format))
                usable << format;
        }
        return usable;
    }();
    return formats;
}

Result decode(const QByteArray &bytes, const QString &mimeType, QSize maxSize)
{
    Result result;
    if (bytes.isEmpty()) {
        result.error = QCoreApplication::translate("SafeImage", "The image has no bytes.");
        return result;
    }
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    // The content decides; the mime type only helps when the content is not recognised.
    QByteArray format = QImageReader::imageFormat(&buffer);
    if (format.isEmpty())
        format = formatFromMimeType(mimeType);
    if (format.isEmpty()) {
        result.error = QCoreApplication::translate(
            "SafeImage", "The bytes are not an image format mcpscope decodes.");
        return result;
    }
    if (!allowedFormats().contains(format)) {
        result.error = refusedFormat(format);
        return result;
    }
    QImageReader reader(&buffer, format);
    reader.setAutoDetectImageFormat(false);
    // A backstop for decoders whose header size is not the whole story (in megabytes).
    reader.setAllocationLimit(int(kMaxPixels * 4 / (1024 * 1024)) + 1);
    result.size = reader.size();
    if (result.size.isValid()) {
        const qint64 pixels = qint64(result.size.width()) * result.size.height();
        if (result.size.width() > kMaxSide || result.size.height() > kMaxSide
            || pixels > kMaxPixels) {
            result.error = QCoreApplication::translate(
                               "SafeImage",
                               "The image claims %1×%2 pixels; mcpscope shows images up "
                               "to %3×%3 and %4 megapixels.")
                               .arg(result.size.width())
                               .arg(result.size.height())
                               .arg(kMaxSide)
                               .arg(kMaxPixels / 1'000'000);
            return result;
        }
        if (maxSize.isValid()
            && (result.size.width() > maxSize.width() || result.size.height() > maxSize.height()))
            reader.setScaledSize(
                result.size.scaled(maxSize, Qt::KeepAspectRatio).expandedTo({1, 1}));
    }
    result.image = reader.read();
    if (result.image.isNull())
        result.error = reader.errorString();
    return result;
}

void decodeLater(const QByteArray &bytes,
                 const QString &mimeType,
                 QObject *context,
                 std::function<void(const Result &)> done)
{
    if (bytes.size() <= kBackgroundBytes) {
        done(decode(bytes, mimeType));
        return;
    }
    QPointer<QObject> guard(context);
    OffThread::pool().start([bytes, mimeType, guard, done = std::move(done)] {
        Result result = decode(bytes, mimeType);
        // The worker never touches the context (it may be deleted meanwhile): the result goes
        // to the application object, and the GUI thread checks the context there.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, done, result = std::move(result)] {
                if (guard)
                    done(result);
            },
            Qt::QueuedConnection);
    });
}

} // namespace SafeImage
