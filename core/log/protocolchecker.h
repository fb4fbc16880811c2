// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "trafficevent.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <deque>

// A protocol violation found in one frame, located by a JSON pointer into that frame (into
// the batch element for batches: "/2/id"), so the detail pane can highlight it.
struct ProtocolDiagnostic
{
    enum class Code {
        MissingJsonRpc,
        WrongJsonRpc,
        ResultAndError,
        DuplicateRequestId,
        NotificationWithId,
        UnknownResponseId,
        DuplicateResponse,
        IdTypeChanged,
        ResponseToNotification,
        BatchNotAllowed,
        MethodNotInCapabilities
    };
    Code code = Code::MissingJsonRpc;
    QString message; // one sentence for people, naming the spec rule
    QString pointer;

    static QString codeName(Code code); // "unknown-response-id": stable, for filters and JSON
};

// Wireshark-style "expert info" over a connection's frames, in order, both directions. Pure:
// no I/O, no signals. It learns the negotiated protocol version and both sides' capabilities
// from the initialize exchange it sees (or from the setters, for a session opened mid-way),
// and remembers open requests per direction to pair responses.
class ProtocolChecker
{
public:
    void reset(); // a new connection: ids and capabilities start over
    void setNegotiated(const QString &protocolVersion,
                       const QJsonObject &serverCapabilities,
                       const QJsonObject &clientCapabilities);
    QList<ProtocolDiagnostic> check(TrafficEvent::Direction direction,
                                    const JsonRpc::DecodeResult &decoded);

    // The capability a request needs from its receiver ("tools", "resources.subscribe",
    // "sampling"), or empty when any peer must handle it.
    static QString requiredCapability(const QString &method);

private:
    struct OpenRequest
    {
        QString method;
        bool isInitialize = false;
    };
    struct Side
    {
        QHash<JsonRpcId, OpenRequest> open;  // requests this side sent, not yet answered
        QSet<JsonRpcId> answered;            // bounded: see kRememberedAnswers
        std::deque<JsonRpcId> answeredOrder; // oldest first, to forget
    };

    void checkMessage(Side &sender,
                      Side &receiver,
                      bool fromClient,
                      const JsonRpcMessage &message,
                      const QString &prefix,
                      QList<ProtocolDiagnostic> &out);
    void
    checkEnvelope(const QJsonObject &object, const QString &prefix, QList<ProtocolDiagnostic> &out);
    void checkRequest(Side &sender,
                      bool fromClient,
                      const JsonRpcMessage &message,
                      const QString &prefix,
                      QList<ProtocolDiagnostic> &out);
    void checkResponse(Side &receiver,
                       const JsonRpcMessage &message,
                       const QString &prefix,
                       QList<ProtocolDiagnostic> &out);
    void learnFromInitialize(const JsonRpcMessage &response);
    static void remember(Side &side, const JsonRpcId &id);

    Side m_client;
    Side m_server;
    QString m_protocolVersion;
    bool m_knowsCapabilities = false;
    QJsonObject m_serverCapabilities;
    QJsonObject m_clientCapabilities;
    QJsonObject m_pendingClientCapabilities; // from the initialize request, until answered
};
