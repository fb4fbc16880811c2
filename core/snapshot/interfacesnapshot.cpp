// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "interfacesnapshot.h"

#include <core/diff/jsondiff.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/serverinfo.h>

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

// The document's own marker and version: a file of something else is refused by name.
constexpr QLatin1StringView kFormatKey = "mcpscopeInterfaceSnapshot"_L1;
constexpr int kFormatVersion = 1;

QString keyMember(InterfaceSnapshot::Kind kind)
{
    switch (kind) {
    case InterfaceSnapshot::Kind::Tools:
    case InterfaceSnapshot::Kind::Prompts:
        return Mcp::Key::Name;
    case InterfaceSnapshot::Kind::Resources:
        return Mcp::Key::Uri;
    case InterfaceSnapshot::Kind::Templates:
        return u"uriTemplate"_s;
    }
    return {};
}

} // namespace

QString InterfaceSnapshot::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::Tools:
        return Mcp::Key::Tools;
    case Kind::Resources:
        return Mcp::Key::Resources;
    case Kind::Templates:
        return Mcp::Key::ResourceTemplates;
    case Kind::Prompts:
        return Mcp::Key::Prompts;
    }
    return {};
}

QString InterfaceSnapshot::itemNoun(Kind kind, qsizetype count)
{
    QString noun;
    switch (kind) {
    case Kind::Tools:
        noun = u"tool"_s;
        break;
    case Kind::Resources:
        noun = u"resource"_s;
        break;
    case Kind::Templates:
        noun = u"resource template"_s;
        break;
    case Kind::Prompts:
        noun = u"prompt"_s;
        break;
    }
    return count == 1 ? noun : noun + u's';
}

InterfaceSnapshot InterfaceSnapshot::fromServer(const ServerInfo &info, const QDateTime &takenAt)
{
    InterfaceSnapshot snapshot;
    snapshot.takenAt = takenAt.toUTC();
    snapshot.server.insert("protocolVersion"_L1, info.protocolVersion);
    snapshot.server.insert("serverInfo"_L1, info.implementation);
    if (!info.instructions.isEmpty())
        snapshot.server.insert("instructions"_L1, info.instructions);
    snapshot.capabilities = info.capabilities;
    return snapshot;
}

void InterfaceSnapshot::setItems(Kind kind, const QJsonArray &items)
{
    QMap<QString, QJsonObject> &keyed = m_items.at(size_t(kind));
    keyed.clear();
    const QString member = keyMember(kind);
    int unkeyed = 0;
    int repeated = 0;
    int notObjects = 0;
    for (const QJsonValue &value : items) {
        if (!value.isObject()) {
            ++notObjects;
            continue;
        }
        const QJsonObject item = value.toObject();
        const QJsonValue key = item.value(member);
        if (!key.isString() || key.toString().isEmpty()) {
            ++unkeyed;
            continue;
        }
        if (keyed.contains(key.toString())) {
            ++repeated;
            continue;
        }
        keyed.insert(key.toString(), item);
    }
    const QString noun = itemNoun(kind, 2);
    if (notObjects > 0)
        notes << u"%1 of the %2 are not JSON objects and are left out"_s.arg(notObjects).arg(noun);
    if (unkeyed > 0)
        notes << u"%1 of the %2 have no \"%3\" string and are left out"_s.arg(unkeyed).arg(noun,
                                                                                           member);
    if (repeated > 0)
        notes << u"%1 of the %2 repeat the \"%3\" of an earlier one; only the first is kept"_s
                     .arg(repeated)
                     .arg(noun, member);
}

qsizetype InterfaceSnapshot::itemCount() const
{
    qsizetype count = 0;
    for (const auto &items : m_items)
        count += items.size();
    return count;
}

QJsonObject InterfaceSnapshot::toJson() const
{
    QJsonObject json{{kFormatKey, kFormatVersion},
                     {"takenAt"_L1, takenAt.toUTC().toString(Qt::ISODateWithMs)},
                     {"server"_L1, server},
                     {"capabilities"_L1, capabilities}};
    QJsonObject partial;
    for (const Kind kind : kKinds) {
        QJsonArray list;
        for (const QJsonObject &item : items(kind))
            list.append(item); // in key order: the same interface is the same document
        json.insert(kindKey(kind), list);
        if (incomplete.contains(kind))
            partial.insert(kindKey(kind), incomplete.value(kind));
    }
    if (!partial.isEmpty())
        json.insert("incomplete"_L1, partial);
    if (!notes.isEmpty())
        json.insert("notes"_L1, QJsonArray::fromStringList(notes));
    return json;
}

std::optional<InterfaceSnapshot> InterfaceSnapshot::fromJson(const QByteArray &bytes,
                                                             QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<InterfaceSnapshot> {
        *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(u"not valid JSON: %1 at offset %2"_s.arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!document.isObject())
        return fail(u"not an interface snapshot: the document is not a JSON object"_s);
    const QJsonObject json = document.object();
    const QJsonValue version = json.value(kFormatKey);
    if (version.isUndefined())
        return fail(u"not an interface snapshot: it has no \"%1\" member"_s.arg(kFormatKey));
    if (version.toInt(-1) != kFormatVersion)
        return fail(
            u"interface snapshot version %1 is not supported (this mcpscope reads version %2)"_s
                .arg(JsonDiff::brief(version))
                .arg(kFormatVersion));
    InterfaceSnapshot snapshot;
    snapshot.takenAt
        = QDateTime::fromString(json.value("takenAt"_L1).toString(), Qt::ISODateWithMs);
    if (!snapshot.takenAt.isValid())
        return fail(u"\"takenAt\" is not an ISO 8601 date and time"_s);
    for (const auto &[key, target] : {std::pair{"server"_L1, &snapshot.server},
                                      std::pair{"capabilities"_L1, &snapshot.capabilities}}) {
        const QJsonValue value = json.value(key);
        if (!value.isObject())
            return fail(u"\"%1\" is missing or not a JSON object"_s.arg(key));
        *target = value.toObject();
    }
    const QJsonObject partial = json.value("incomplete"_L1).toObject();
    for (const Kind kind : kKinds) {
        const QJsonValue list = json.value(kindKey(kind));
        if (!list.isArray())
            return fail(u"\"%1\" is missing or not a JSON array"_s.arg(kindKey(kind)));
        snapshot.setItems(kind, list.toArray());
        if (partial.contains(kindKey(kind)))
            snapshot.incomplete.insert(kind, partial.value(kindKey(kind)).toString());
    }
    for (const QJsonValue &note : json.value("notes"_L1).toArray())
        snapshot.notes << note.toString();
    snapshot.notes.removeDuplicates();
    return snapshot;
}
