// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "snapshotstore.h"

#include <core/platform/privatefiles.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

// snapshot-00000042.json: the number grows with each save, so name order is age order.
const QRegularExpression &snapshotName()
{
    static const QRegularExpression name(u"\\Asnapshot-(\\d{8})\\.json\\z"_s);
    return name;
}

QString sizeInWords(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

SnapshotStore::SnapshotStore(const QString &folder)
    : m_folder(folder)
{}

QString SnapshotStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/snapshots"_s;
}

QString SnapshotStore::serverFolder(const QString &serverKey) const
{
    const QByteArray hash
        = QCryptographicHash::hash(serverKey.toUtf8(), QCryptographicHash::Sha256).toHex();
    return m_folder + u'/' + QString::fromLatin1(hash.left(32));
}

QStringList SnapshotStore::files(const QString &serverKey) const
{
    const QDir dir(serverFolder(serverKey));
    QStringList names;
    for (const QString &name : dir.entryList({u"snapshot-*.json"_s}, QDir::Files, QDir::Name)) {
        if (snapshotName().match(name).hasMatch())
            names << dir.filePath(name);
    }
    return names;
}

SnapshotStore::Read SnapshotStore::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, u"cannot read %1: %2"_s.arg(path, file.errorString())};
    if (file.size() > kMaxSnapshotBytes)
        return {{},
                u"%1 is %2, more than the %3 an interface snapshot may have"_s.arg(
                    path, sizeInWords(file.size()), sizeInWords(kMaxSnapshotBytes))};
    QString error;
    std::optional<InterfaceSnapshot> snapshot
        = InterfaceSnapshot::fromJson(file.read(kMaxSnapshotBytes), &error);
    if (!snapshot)
        return {{}, u"%1: %2"_s.arg(path, error)};
    return {std::move(snapshot), {}};
}

SnapshotStore::Latest SnapshotStore::latest(const QString &serverKey) const
{
    Latest latest;
    const QStringList paths = files(serverKey);
    for (auto it = paths.crbegin(); it != paths.crend(); ++it) {
        Read read = readFile(*it);
        if (read.snapshot) {
            latest.snapshot = std::move(read.snapshot);
            latest.path = *it;
            break;
        }
        latest.problems << u"skipped a stored snapshot: "_s + read.error;
    }
    return latest;
}

std::optional<QString> SnapshotStore::save(const QString &serverKey,
                                           const InterfaceSnapshot &snapshot) const
{
    const QByteArray bytes = QJsonDocument(snapshot.toJson()).toJson(QJsonDocument::Compact);
    if (bytes.size() > kMaxSnapshotBytes)
        return u"the server's interface is %1 as JSON (%2 items), more than the %3 a snapshot "
               "may have: it is not stored"_s.arg(sizeInWords(bytes.size()),
                                                  QString::number(snapshot.itemCount()),
                                                  sizeInWords(kMaxSnapshotBytes));
    QString error;
    const QString folder = serverFolder(serverKey);
    if (!PrivateFiles::makeFolder(m_folder, &error) || !PrivateFiles::makeFolder(folder, &error))
        return error;
    QStringList paths = files(serverKey);
    const int last
        = paths.isEmpty()
              ? 0
              : snapshotName().match(QFileInfo(paths.constLast()).fileName()).captured(1).toInt();
    const QString path = folder + u"/snapshot-%1.json"_s.arg(last + 1, 8, 10, QLatin1Char('0'));
    if (!PrivateFiles::writeAtomically(path, bytes, &error))
        return error;
    paths << path;
    while (paths.size() > kKept) {
        if (!QFile::remove(paths.constFirst()))
            return u"cannot remove the old snapshot %1"_s.arg(paths.constFirst());
        paths.removeFirst();
    }
    return std::nullopt;
}
