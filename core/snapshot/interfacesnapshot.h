// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

struct ServerInfo;

// What a server offers at one moment: its server info, capabilities, tools (with schemas and
// annotations), resources, resource templates and prompts. Items are kept by their key (a
// tool's or prompt's name, a resource's uri, a template's uriTemplate), so listing the same
// items in another order is the same interface. A value type; to and from one JSON document
// (what `mcpscope-cli --method snapshot` prints and the snapshot store keeps).
struct InterfaceSnapshot
{
    enum class Kind { Tools, Resources, Templates, Prompts };
    static constexpr std::array<Kind, 4> kKinds{
        Kind::Tools, Kind::Resources, Kind::Templates, Kind::Prompts};
    // The JSON key of a kind, as in the list results: "tools", "resourceTemplates", ...
    static QString kindKey(Kind kind);
    // "tool" / "tools", "resource template" / "resource templates", ...
    static QString itemNoun(Kind kind, qsizetype count = 1);

    QDateTime takenAt;
    // protocolVersion, serverInfo (the implementation: name, version, title...), instructions.
    QJsonObject server;
    QJsonObject capabilities;
    // Why a kind's list is partial (the listing failed or stopped early), by kind. The diff
    // does not report added or removed items of such a kind: they may just not have been seen.
    QMap<Kind, QString> incomplete;
    // What was odd in the lists: items without a key, two items with the same key.
    QStringList notes;

    // The server part from what the handshake said.
    static InterfaceSnapshot fromServer(const ServerInfo &info, const QDateTime &takenAt);
    // Sets a kind's items from a list result; the first item with a key wins, later ones with
    // the same key and items that are not objects are left out with a note.
    void setItems(Kind kind, const QJsonArray &items);
    const QMap<QString, QJsonObject> &items(Kind kind) const { return m_items.at(size_t(kind)); }
    qsizetype itemCount() const;

    QJsonObject toJson() const;
    // A document from a file or another program: hostile input. Nothing, with what is wrong in
    // error, when it is not a snapshot this version reads.
    static std::optional<InterfaceSnapshot> fromJson(const QByteArray &bytes, QString *error);

private:
    std::array<QMap<QString, QJsonObject>, 4> m_items;
};
