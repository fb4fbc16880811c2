// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "finding.h"
#include "requestledger.h"

#include <core/log/trafficevent.h>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <utility>

// Wireshark-style "expert info" over one connection's frames, in order, both directions: every
// frame McpSession observes passes through here once, and the findings travel with the event
// to the log, the session file and the CLI. Pure: no I/O, no signals. It learns the negotiated
// revision and both sides' capabilities from what it sees (the initialize exchange; a modern
// request's _meta and the server/discover result), or from setNegotiated() for a log opened
// mid-way, and keeps the open requests per direction in its RequestLedger: the connection's one
// id table, which pairs each response with its request and each resent request with its earlier
// round for everyone downstream (TrafficEvent::answersFrame, continuesFrame).
class ConnectionAnalysis
{
public:
    static constexpr qint64 kLargeMessageBytes = qint64(10) << 20;
    static constexpr qsizetype kRememberedAnswers = RequestLedger::kRememberedAnswers;

    // What analyze() says about one event.
    struct Result
    {
        Findings findings;         // null for a clean frame (nearly every one)
        qint64 answersFrame = 0;   // TrafficEvent::answersFrame
        qint64 continuesFrame = 0; // TrafficEvent::continuesFrame
    };

    // Also check results and notifications against the schema's shapes for the negotiated
    // revision (ShapeRules): lint and --check turn it on.
    void setShapeChecks(bool on) { m_shapeChecks = on; }
    void setNegotiated(const QString &protocolVersion,
                       const QJsonObject &serverCapabilities,
                       const QJsonObject &clientCapabilities);
    QString protocolVersion() const { return m_protocolVersion; }

    // The findings of one frame (for every other kind of event, the findings it already
    // carries) and the frames it pairs with. Each finding's frame is the event's sequence;
    // the event's sequence must be its connection's (increasing, unique).
    Result analyze(const TrafficEvent &event);
    // analyze(), with all of its result set on the event: what McpSession does to every event
    // it observes.
    void annotate(TrafficEvent &event);
    // The connection ended: requests the client sent that were neither answered nor
    // cancelled. The ledger starts over.
    QList<Finding> close();
    // A request of the client the transport could not deliver (connection refused, an HTTP
    // failure): close() does not count it as left unanswered.
    void forgetRequest(const JsonRpcId &id);
    // Whether a request the client sent is still open: neither answered nor forgotten (an
    // HTTP transport asks when a response stream ends: see ExchangeEnd).
    bool awaitsResponse(const JsonRpcId &id) const
    {
        return m_ledger.isOpen(RequestLedger::Side::Client, id);
    }
    // Why a response of the server (already analysed) answers no open request of the client, in
    // the words of its finding (a second response, the id changed type, an unknown id): the
    // session's own line about a response it cannot route says the same, checked once, here.
    QString whyServerResponseIsUnpaired(const JsonRpcId &id) const;

    // The capability a request needs from its receiver ("tools", "resources.subscribe",
    // "sampling"), or empty when any peer must handle it.
    static QString requiredCapability(const QString &method);

private:
    using Side = RequestLedger::Side;
    struct Context
    {
        bool fromClient = false;
        Side sender() const { return fromClient ? Side::Client : Side::Server; }
        Side receiver() const { return fromClient ? Side::Server : Side::Client; }
        QString prefix; // "/2" inside a batch
        qint64 frame = 0;
        QList<Finding> *out = nullptr;
        // A single frame: set to the single request frame it answers. Null inside a batch,
        // whose row stands for many messages and so pairs with none.
        qint64 *answersFrame = nullptr;
        bool isSingle() const { return answersFrame != nullptr; }
        void add(const Rule &rule, const QString &pointer, const QString &message) const;
        // Findings of the shape rules (their pointers already whole), stamped with the frame.
        void addAll(QList<Finding> findings) const;
    };

    void checkFrame(const TrafficEvent &event, QList<Finding> &out, Result &result);
    void checkMessage(const JsonRpcMessage &message, const Context &context);
    void checkRequest(const JsonRpcMessage &message, const Context &context);
    void checkResponse(const JsonRpcMessage &message, const Context &context);
    void checkNotification(const JsonRpcMessage &message, const Context &context);
    void checkResult(const QString &method, const JsonRpcMessage &message, const Context &context);
    void learnFromRequest(const JsonRpcMessage &request);
    void learnFromResult(const QString &method, const JsonRpcMessage &response);
    bool isModern() const;
    // Why a response to id answers none of requester's open requests: its rule and words.
    std::pair<const Rule *, QString> whyUnpaired(Side requester, const JsonRpcId &id) const;

    RequestLedger m_ledger;
    bool m_shapeChecks = false;
    QString m_protocolVersion;
    bool m_knowsCapabilities = false;
    QJsonObject m_serverCapabilities;
    QJsonObject m_clientCapabilities;
    QJsonObject m_pendingClientCapabilities; // from the initialize request, until answered
};
