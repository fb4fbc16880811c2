// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "savedata.h"

#include "widgets/servertext.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeDatabase>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

using namespace Qt::StringLiterals;

QString Payload::suggestedFileName(const QString &stem) const
{
    return SaveData::suggestedFileName(stem, mimeType, uri);
}

bool Payload::saveTo(const QString &path, QString *error) const
{
    return SaveData::writeFile(path, bytes, error);
}

namespace SaveData {

QString suffixForMimeType(const QString &mimeType)
{
    // Parameters ("audio/wav; codecs=1") are not part of the name the database knows.
    const QString name = mimeType.section(u';', 0, 0).trimmed();
    const QString suffix = QMimeDatabase().mimeTypeForName(name).preferredSuffix();
    return suffix.isEmpty() ? u"bin"_s : suffix;
}

QString suggestedFileName(const QString &stem, const QString &mimeType, const QString &uri)
{
    // The name comes from the server's URI: no control or bidi characters (U+202E would show
    // "…fdp.exe" as "…exe.pdf"), no hidden leading dot.
    QString name = ServerText::fileName(QFileInfo(QUrl(uri).path()).fileName());
    if (name.isEmpty())
        name = stem;
    if (QFileInfo(name).suffix().isEmpty())
        name += u'.' + suffixForMimeType(mimeType);
    return name;
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("SaveData", "Could not write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    return true;
}

QString saveWithDialog(QWidget *parent, const QString &suggestedName, const QByteArray &bytes)
{
    const QString directory = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    const QString path
        = QFileDialog::getSaveFileName(parent,
                                       QCoreApplication::translate("SaveData", "Save As"),
                                       QDir(directory).filePath(suggestedName));
    if (path.isEmpty())
        return {};
    QString error;
    if (!writeFile(path, bytes, &error)) {
        ServerText::inform(parent,
                           {QMessageBox::Warning,
                            QCoreApplication::translate("SaveData", "Save failed"),
                            error,
                            {},
                            {}});
        return {};
    }
    return path;
}

} // namespace SaveData
