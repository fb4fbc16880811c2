// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "privatefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace PrivateFiles {

bool makeFolder(const QString &path, QString *error)
{
    if (!QDir().mkpath(path)) {
        *error = u"cannot create the folder %1"_s.arg(path);
        return false;
    }
    if (!QFile::setPermissions(path, kOwnerOnlyFolder)) {
        *error = u"cannot make the folder %1 private (owner-only)"_s.arg(path);
        return false;
    }
    return true;
}

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder) && !makeFolder(folder, error))
        return false;
    QSaveFile file(path);
    // QSaveFile writes a temporary file beside `path` and renames it over `path` on commit();
    // the temporary file is made owner-only while it is still empty.
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(kOwnerOnly)
        || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = u"cannot write %1: %2 (the previous file, if any, is unchanged)"_s.arg(
            path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

bool restrict(const QString &path, QString *error)
{
    if (!QFileInfo::exists(path))
        return true;
    if (QFile::permissions(path) == kOwnerOnly || QFile::setPermissions(path, kOwnerOnly))
        return true;
    *error = u"cannot make %1 private (owner-only)"_s.arg(path);
    return false;
}

} // namespace PrivateFiles
