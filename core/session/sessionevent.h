// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/trafficevent.h>
#include <core/log/useraction.h>
#include <core/mcp/serverinfo.h>
#include <core/transport/serverconfig.h>

#include <QDateTime>
#include <QJsonObject>
#include <QString>

// One line of a .mcpsession file after the header: traffic (frames both ways with their
// exact bytes, transport events, the session's own diagnostics), the result of a handshake,
// or a user action. Plain value type.
struct SessionEvent
{
    enum class Type { Traffic, Handshake, Action };
    Type type = Type::Traffic;
    qint64 wallClockMs = 0; // Handshake and Action (Traffic carries its own clock)
    TrafficEvent traffic;   // an Action's sequence and monotonic clock too, when it has them
    ServerInfo handshake;
    UserAction action;

    static SessionEvent fromTraffic(const TrafficEvent &event);
};

// The first line of a .mcpsession file. The negotiated version, capabilities and server info
// are not known when recording starts; live recordings leave them empty and write a
// Handshake event once the server answers, and readers fill them in from it.
struct SessionHeader
{
    static constexpr int CurrentFormatVersion = 1;
    int formatVersion = CurrentFormatVersion;
    QString appVersion;
    QDateTime created;
    ServerConfig server; // secrets redacted
    QString protocolVersion;
    QJsonObject capabilities;
    QJsonObject serverInfo;
    QJsonObject clientInfo;
    // The recording kept the connection's findings with its events (mcpscope ≥ 0.9: the
    // "analysis" member); an older file is analysed again when it is opened.
    bool hasFindings = false;

    void absorb(const ServerInfo &handshake); // fills the negotiated fields
};
