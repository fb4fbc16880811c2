// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

class QWidget;

// Bytes a result carries (image or audio data, a resource blob) with what is known about them.
struct Payload
{
    QByteArray bytes;
    QString mimeType;
    QString uri; // empty for image and audio blocks, which have none

    // SaveData::suggestedFileName() for these bytes.
    QString suggestedFileName(const QString &stem) const;
    bool saveTo(const QString &path, QString *error) const;
};

// Saving what a result carries (images, audio, blobs, long text) to files the user picks.
namespace SaveData {

// "png" for image/png, "wav" for audio/wav; "bin" when the type is unknown or empty.
QString suffixForMimeType(const QString &mimeType);
// A file name for the save dialog: the last path segment of uri when it has one, else `stem`,
// with the mime type's suffix when the name has none ("logo.png", "audio.wav").
QString suggestedFileName(const QString &stem, const QString &mimeType, const QString &uri = {});
// Writes bytes atomically (QSaveFile); false with *error set to a sentence when it fails.
bool writeFile(const QString &path, const QByteArray &bytes, QString *error);
// Asks where to save (a dialog), then writes; reports a failure in a message box.
// Returns the path written, or empty when cancelled or failed.
QString saveWithDialog(QWidget *parent, const QString &suggestedName, const QByteArray &bytes);

} // namespace SaveData
