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

#include <optional>

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
    // Which connection of a file with several it belongs to: the tag its line names ("conn");
    // kNoConnection in a file of one connection, whose lines name none.
    static constexpr int kNoConnection = -1;
    int connection = kNoConnection;
    // Read from a file: its bytes had a secret masked out when they were written ("redacted"),
    // which a copy into another file keeps saying.
    bool redacted = false;

    static SessionEvent fromTraffic(const TrafficEvent &event);
};

// One connection recorded in a session file: the server, and what its handshake said (empty
// until a Handshake event fills it in, as in SessionHeader).
struct SessionConnection
{
    int tag = 0;  // what the event lines name ("conn"), unique in the file
    QString name; // the window's name for it (the log's Server column); may be empty
    QDateTime created;
    ServerConfig server; // secrets redacted
    QString protocolVersion;
    QJsonObject capabilities;
    QJsonObject serverInfo;
    QJsonObject clientInfo;
    bool hasFindings = false; // as SessionHeader::hasFindings

    void absorb(const ServerInfo &handshake);
    // name, else the server's own name, else the recorded command or URL.
    QString displayName() const;
};

// The first line of a .mcpsession file. The negotiated version, capabilities and server info
// are not known when recording starts; live recordings leave them empty and write a
// Handshake event once the server answers, and readers fill them in from it.
// A file of one connection (version 1) describes it in the header's own fields, and its event
// lines name no connection: every file written before several connections existed, and every
// file of one connection since, byte for byte. A file of several (version 2) lists them in
// connections and leaves the header's per-connection fields empty; each event line names its
// connection's tag.
struct SessionHeader
{
    static constexpr int CurrentFormatVersion = 1;
    static constexpr int MultiConnectionFormatVersion = 2;
    static constexpr int kMaxConnections = 1000; // a hostile header gets no more
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

    QList<SessionConnection> connections; // version 2: every connection; else empty

    void absorb(const ServerInfo &handshake); // fills the negotiated fields
    bool hasSeveralConnections() const { return !connections.isEmpty(); }
    // Every connection of the file: connections, or the one the header describes (tag 0).
    QList<SessionConnection> allConnections() const;
    // The header of a file holding only that connection (version 1).
    SessionHeader only(const SessionConnection &connection) const;
    // The connection a user named: its name (displayName()) or its 1-based position in
    // allConnections(). Else nothing, with *error listing the connections.
    std::optional<SessionConnection> findConnection(const QString &nameOrIndex,
                                                    QString *error) const;
    // "1: demo, 2: weather": each connection by position and name, for messages.
    QString connectionList() const;
    // Why an event naming connection tag (SessionEvent::connection; kNoConnection: none) does
    // not belong in this file, in words for the user; empty when it does. The one check of an
    // event's "conn": the reader and the index both ask it.
    QString connectionProblem(int tag) const;
};
