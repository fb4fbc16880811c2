// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

// What the handshake told us about the server, and what we told it.
struct ServerInfo
{
    QString protocolVersion;    // negotiated
    QJsonObject capabilities;   // the server's
    QJsonObject implementation; // serverInfo: name, version, title, ...
    QString instructions;
    QJsonObject clientCapabilities; // what we declared
    QJsonObject handshakeResult;    // the initialize (or server/discover) result as received
    QString era = QStringLiteral("legacy"); // "legacy" (initialize) or "modern" (2026-07-28)
    QStringList supportedVersions;          // modern: server/discover's supportedVersions

    // From an initialize result; clientCapabilities: what the client declared in its request.
    static ServerInfo fromInitializeResult(const QJsonObject &result,
                                           const QJsonObject &clientCapabilities);

    // From a 2026-07-28 server/discover result; version: the one the requests carry.
    static ServerInfo fromDiscoverResult(const QJsonObject &result,
                                         const QString &version,
                                         const QJsonObject &clientCapabilities);

    QString name() const;
    QString version() const;
    QString title() const; // title, else name
    bool hasCapability(const QString &name) const { return capabilities.contains(name); }
    // "tools (listChanged)", "resources (subscribe, listChanged)", ...
    QStringList capabilitySummary() const;
};
