// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "runmarker.h"

#include <core/platform/privatefiles.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const QString kListSuffix = u".json"_s;
const QString kLockSuffix = u".lock"_s;
constexpr qint64 kListLimit = 1024 * 1024; // a list names a few hundred files at most

QStringList recordingsIn(const QString &listPath)
{
    QFile file(listPath);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kListLimit)
        return {};
    const QJsonArray paths
        = QJsonDocument::fromJson(file.readAll()).object().value("recordings"_L1).toArray();
    QStringList recordings;
    for (const QJsonValue &path : paths) {
        const QFileInfo info(path.toString());
        if (info.isFile() && info.size() > 0)
            recordings << info.absoluteFilePath();
    }
    return recordings;
}

} // namespace

RunMarker::RunMarker(const QString &folder)
    : m_folder(folder)
    , m_name(u"run-%1-%2"_s.arg(QCoreApplication::applicationPid())
                 .arg(QDateTime::currentMSecsSinceEpoch()))
{}

RunMarker::~RunMarker()
{
    if (!m_lock)
        return;
    QFile::remove(QDir(m_folder).filePath(m_name + kListSuffix));
    m_lock->unlock(); // removes the lock file
}

QString RunMarker::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/runs"_s;
}

bool RunMarker::start(QString *error)
{
    if (!PrivateFiles::makeFolder(m_folder, error))
        return false;
    auto lock = std::make_unique<QLockFile>(QDir(m_folder).filePath(m_name + kLockSuffix));
    lock->setStaleLockTime(0); // stale only when its process is gone, however old
    if (!lock->tryLock(0)) {
        *error = QCoreApplication::translate("RunMarker", "cannot lock %1")
                     .arg(QDir::toNativeSeparators(lock->fileName()));
        return false;
    }
    m_lock = std::move(lock);
    if (!writeList()) {
        *error = QCoreApplication::translate("RunMarker", "cannot write in %1")
                     .arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    return true;
}

void RunMarker::addRecording(const QString &path)
{
    m_recordings << QFileInfo(path).absoluteFilePath();
    if (m_lock)
        writeList();
}

QByteArray RunMarker::listOf(const QStringList &recordings)
{
    return QJsonDocument(QJsonObject{{"recordings"_L1, QJsonArray::fromStringList(recordings)}})
        .toJson(QJsonDocument::Compact);
}

bool RunMarker::writeList() const
{
    QString ignored;
    return PrivateFiles::writeAtomically(
        QDir(m_folder).filePath(m_name + kListSuffix), listOf(m_recordings), &ignored);
}

QStringList RunMarker::leftovers(const QString &folder)
{
    QStringList recordings;
    const QDir dir(folder);
    const QFileInfoList lists = dir.entryInfoList({u"*"_s + kListSuffix}, QDir::Files);
    for (const QFileInfo &list : lists) {
        const QString lockPath = dir.filePath(list.completeBaseName() + kLockSuffix);
        QLockFile lock(lockPath);
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // that run is still going (another window of mcpscope)
        recordings << recordingsIn(list.filePath());
        QFile::remove(list.filePath());
        lock.unlock();
    }
    recordings.removeDuplicates();
    std::sort(recordings.begin(), recordings.end(), [](const QString &a, const QString &b) {
        return QFileInfo(a).lastModified() > QFileInfo(b).lastModified();
    });
    return recordings;
}
