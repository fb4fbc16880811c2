// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientsettingsstore.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {

QString groupOf(const QString &server)
{
    const QByteArray hash
        = QCryptographicHash::hash(server.toUtf8(), QCryptographicHash::Sha256).toHex();
    return u"clientFeatures/"_s + QString::fromLatin1(hash);
}

// Each capability switch under one JSON key, so adding a switch is one line here.
struct Switch
{
    QLatin1StringView key;
    bool ClientCapabilitySettings::*member;
};
constexpr Switch kSwitches[] = {
    {"roots"_L1, &ClientCapabilitySettings::roots},
    {"rootsListChanged"_L1, &ClientCapabilitySettings::rootsListChanged},
    {"sampling"_L1, &ClientCapabilitySettings::sampling},
    {"samplingTools"_L1, &ClientCapabilitySettings::samplingTools},
    {"samplingContext"_L1, &ClientCapabilitySettings::samplingContext},
    {"elicitationForm"_L1, &ClientCapabilitySettings::elicitationForm},
    {"elicitationUrl"_L1, &ClientCapabilitySettings::elicitationUrl},
    {"apps"_L1, &ClientCapabilitySettings::apps},
};

QJsonValue loadJson(const QString &server, const QString &name)
{
    if (server.isEmpty())
        return {};
    const QString text = QSettings().value(groupOf(server) + u'/' + name).toString();
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    return document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
}

void saveJson(const QString &server, const QString &name, const QJsonDocument &document)
{
    if (!server.isEmpty())
        QSettings().setValue(groupOf(server) + u'/' + name,
                             QString::fromUtf8(document.toJson(QJsonDocument::Compact)));
}

} // namespace

ClientCapabilitySettings ClientSettingsStore::loadCapabilities(const QString &server)
{
    ClientCapabilitySettings settings;
    const QJsonObject saved = loadJson(server, u"capabilities"_s).toObject();
    for (const Switch &entry : kSwitches) {
        if (saved.value(entry.key).isBool())
            settings.*entry.member = saved.value(entry.key).toBool();
    }
    return settings;
}

void ClientSettingsStore::saveCapabilities(const QString &server,
                                           const ClientCapabilitySettings &settings)
{
    QJsonObject object;
    for (const Switch &entry : kSwitches)
        object.insert(entry.key, settings.*entry.member);
    saveJson(server, u"capabilities"_s, QJsonDocument(object));
}

QList<Root> ClientSettingsStore::loadRoots(const QString &server)
{
    QList<Root> roots;
    for (const QJsonValue &value : loadJson(server, u"roots"_s).toArray()) {
        const QJsonObject object = value.toObject();
        const Root root{object.value("uri"_L1).toString(), object.value("name"_L1).toString()};
        // A hand-edited settings file must not smuggle a non-file root to a server.
        if (ClientFeatures::checkRoot(root).isEmpty())
            roots << root;
    }
    return roots;
}

void ClientSettingsStore::saveRoots(const QString &server, const QList<Root> &roots)
{
    QJsonArray array;
    for (const Root &root : roots)
        array.append(root.toJson());
    saveJson(server, u"roots"_s, QJsonDocument(array));
}
