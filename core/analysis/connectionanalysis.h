// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "finding.h"

#include <core/log/trafficevent.h>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <deque>

// Wireshark-style "expert info" over one connection's frames, in order, both directions: every
// frame McpSession observes passes through here once, and the findings travel with the event
// to the log, the session file and the CLI. Pure: no I/O, no signals. It learns the negotiated
// revision and both sides' capabilities from what it sees (the initialize exchange; a modern
// request's _meta and the server/discover result), or from setNegotiated() for a log opened
// mid-way, and keeps the open requests per direction to pair responses.
class ConnectionAnalysis
{
public:
    static constexpr qint64 kLargeMessageBytes = qint64(10) << 20;

    // Also check results and notifications against the schema's shapes for the negotiated
    // revision (ShapeRules): lint and --check turn it on.
    void setShapeChecks(bool on) { m_shapeChecks = on; }
    void setNegotiated(const QString &protocolVersion,
                       const QJsonObject &serverCapabilities,
                       const QJsonObject &clientCapabilities);
    QString protocolVersion() const { return m_protocolVersion; }

    // The findings of one frame (null for every other kind of event, and for a clean frame).
    // Each finding's frame is the event's sequence.
    Findings analyze(const TrafficEvent &event);
    // The connection ended: requests the client sent that were neither answered nor
    // cancelled. The ledger starts over.
    QList<Finding> close();

    // The capability a request needs from its receiver ("tools", "resources.subscribe",
    // "sampling"), or empty when any peer must handle it.
    static QString requiredCapability(const QString &method);

private:
    struct OpenRequest
    {
        QString method;
        qint64 frame = 0;
        bool cancelled = false; // the sender gave up on it: an answer is optional now
    };
    struct Side
    {
        QHash<JsonRpcId, OpenRequest> open;  // requests this side sent, not yet answered
        QSet<JsonRpcId> answered;            // bounded: see kRememberedAnswers
        std::deque<JsonRpcId> answeredOrder; // oldest first, to forget
    };
    struct Context
    {
        bool fromClient = false;
        QString prefix; // "/2" inside a batch
        qint64 frame = 0;
        QList<Finding> *out = nullptr;
        void add(const Rule &rule, const QString &pointer, const QString &message) const;
    };

    void checkFrame(const TrafficEvent &event, QList<Finding> &out);
    void checkMessage(const JsonRpcMessage &message, const Context &context);
    void checkRequest(const JsonRpcMessage &message, const Context &context);
    void checkResponse(const JsonRpcMessage &message, const Context &context);
    void checkNotification(const JsonRpcMessage &message, const Context &context);
    void checkResult(const QString &method, const JsonRpcMessage &message, const Context &context);
    void learnFromRequest(const JsonRpcMessage &request);
    void learnFromResult(const QString &method, const JsonRpcMessage &response);
    bool isModern() const;
    static void remember(Side &side, const JsonRpcId &id);

    Side m_client;
    Side m_server;
    bool m_shapeChecks = false;
    QString m_protocolVersion;
    bool m_knowsCapabilities = false;
    QJsonObject m_serverCapabilities;
    QJsonObject m_clientCapabilities;
    QJsonObject m_pendingClientCapabilities; // from the initialize request, until answered
};
