// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionevent.h"

#include <QStringList>

using namespace Qt::StringLiterals;

SessionEvent SessionEvent::fromTraffic(const TrafficEvent &event)
{
    SessionEvent result;
    result.type = Type::Traffic;
    result.wallClockMs = event.wallClockMs;
    if (event.kind == TrafficEvent::Kind::UserAction) {
        // Written as an action line: readers of format version 1 already know those.
        result.type = Type::Action;
        result.action = UserAction::fromTraffic(event);
    }
    result.traffic = event; // an action keeps its place (sequence, clock) in the traffic
    return result;
}

void SessionHeader::absorb(const ServerInfo &handshake)
{
    protocolVersion = handshake.protocolVersion;
    capabilities = handshake.capabilities;
    serverInfo = handshake.implementation;
}

void SessionConnection::absorb(const ServerInfo &handshake)
{
    protocolVersion = handshake.protocolVersion;
    capabilities = handshake.capabilities;
    serverInfo = handshake.implementation;
}

QString SessionConnection::displayName() const
{
    if (!name.isEmpty())
        return name;
    const QString own = serverInfo.value("name"_L1).toString();
    return own.isEmpty() ? server.displayName() : own;
}

QList<SessionConnection> SessionHeader::allConnections() const
{
    if (hasSeveralConnections())
        return connections;
    SessionConnection one;
    one.created = created;
    one.server = server;
    one.protocolVersion = protocolVersion;
    one.capabilities = capabilities;
    one.serverInfo = serverInfo;
    one.clientInfo = clientInfo;
    one.hasFindings = hasFindings;
    return {one};
}

SessionHeader SessionHeader::only(const SessionConnection &connection) const
{
    SessionHeader header;
    header.formatVersion = CurrentFormatVersion;
    header.appVersion = appVersion;
    header.created = connection.created.isValid() ? connection.created : created;
    header.server = connection.server;
    header.protocolVersion = connection.protocolVersion;
    header.capabilities = connection.capabilities;
    header.serverInfo = connection.serverInfo;
    header.clientInfo = connection.clientInfo;
    header.hasFindings = connection.hasFindings;
    return header;
}

QString SessionHeader::connectionList() const
{
    QStringList items;
    const QList<SessionConnection> all = allConnections();
    for (qsizetype i = 0; i < all.size(); ++i)
        items << u"%1: %2"_s.arg(QString::number(i + 1), all.at(i).displayName());
    return items.join(u", "_s);
}

QString SessionHeader::connectionProblem(int tag) const
{
    if (!hasSeveralConnections()) {
        if (tag == SessionEvent::kNoConnection)
            return {};
        return u"the event names connection %1, but the file records one connection and its "
               "header lists none"_s.arg(tag);
    }
    if (tag == SessionEvent::kNoConnection)
        return u"the event names no connection (\"conn\"); every event of a file of several "
               "connections must"_s;
    QStringList tags;
    for (const SessionConnection &connection : connections) {
        if (connection.tag == tag)
            return {};
        tags << QString::number(connection.tag);
    }
    return u"the event names connection %1, which the header does not list (it lists %2)"_s.arg(
        QString::number(tag), tags.join(u", "_s));
}

std::optional<SessionConnection> SessionHeader::findConnection(const QString &nameOrIndex,
                                                               QString *error) const
{
    const QList<SessionConnection> all = allConnections();
    bool isNumber = false;
    const qsizetype index = nameOrIndex.toLongLong(&isNumber);
    if (isNumber && index >= 1 && index <= all.size())
        return all.at(index - 1);
    for (const SessionConnection &connection : all) {
        if (connection.displayName() == nameOrIndex)
            return connection;
    }
    *error = u"the session file has no connection \"%1\"; it records %2"_s.arg(nameOrIndex,
                                                                               connectionList());
    return std::nullopt;
}
