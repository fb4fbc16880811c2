// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "confirmedcommands.h"

#include <core/platform/privatefiles.h>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

ConfirmedCommands::ConfirmedCommands(const QString &path)
    : m_path(path)
{
    QFile file(m_path);
    if (!file.exists())
        return;
    if (!file.open(QIODevice::ReadOnly)) {
        m_lastError = u"cannot read %1: %2"_s.arg(m_path, file.errorString());
        return;
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) {
        m_lastError = u"%1 is larger than %2 bytes: ignored"_s.arg(m_path).arg(kMaxFileBytes);
        return;
    }
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    if (root.value("version"_L1).toInt() != 1) {
        m_lastError = u"%1 is not a confirmed-commands file: ignored"_s.arg(m_path);
        return;
    }
    for (const QJsonValue &value : root.value("sha256"_L1).toArray()) {
        const QByteArray hex = value.toString().toLatin1();
        if (hex.size() == 64 && !m_fingerprints.contains(hex) && m_order.size() < kMaxEntries) {
            m_fingerprints.insert(hex);
            m_order << hex;
        }
    }
}

QString ConfirmedCommands::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
           + u"/confirmed-commands.json"_s;
}

QByteArray ConfirmedCommands::fingerprint(const ServerConfig &config)
{
    // A JSON array is an unambiguous encoding: no separator inside an argument can make two
    // different commands hash alike.
    QJsonArray canonical{ServerConfig::transportName(config.transport)};
    if (config.transport == ServerConfig::TransportKind::Stdio) {
        QStringList names;
        for (const ServerConfig::EnvironmentVariable &variable : config.environment)
            names << variable.name;
        std::sort(names.begin(), names.end());
        canonical << config.program << QJsonArray::fromStringList(config.arguments)
                  << QJsonArray::fromStringList(names) << config.workingDirectory;
    } else {
        canonical << config.url.toString(QUrl::FullyEncoded);
    }
    return QCryptographicHash::hash(QJsonDocument(canonical).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256)
        .toHex();
}

bool ConfirmedCommands::isConfirmed(const ServerConfig &config) const
{
    return m_fingerprints.contains(fingerprint(config));
}

bool ConfirmedCommands::confirm(const ServerConfig &config, QString *error)
{
    const QByteArray hex = fingerprint(config);
    if (!m_fingerprints.contains(hex)) {
        m_fingerprints.insert(hex);
        m_order << hex;
        while (m_order.size() > kMaxEntries)
            m_fingerprints.remove(m_order.takeFirst());
    }
    QJsonArray list;
    for (const QByteArray &entry : std::as_const(m_order))
        list.append(QString::fromLatin1(entry));
    const QJsonObject root{{"version"_L1, 1}, {"sha256"_L1, list}};
    return PrivateFiles::writeAtomically(m_path, QJsonDocument(root).toJson(), error);
}
