// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/session/sessionevent.h>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

// What a replay will send, read from a recorded session: the recorded initialize parameters,
// then each client request and notification in the order they went out, each with the
// response the recording got (if any), and the client's recorded answers to server requests.
// Pure value type.
struct ReplayPlan
{
    struct Step
    {
        QString method;
        QJsonObject params;   // _meta.progressToken removed; withProgress says it was there
        JsonRpcId recordedId; // None for a notification
        bool withProgress = false;
        std::optional<JsonRpcMessage> recordedResponse;
        bool isNotification() const { return recordedId.isNone(); }
    };
    struct Answer
    {
        QJsonObject params;      // the server request's params, to pick the matching answer
        JsonRpcMessage response; // what the client answered
    };

    bool hasHandshake = false;
    QJsonObject initializeParams;
    std::optional<JsonRpcMessage> initializeResponse;
    QList<Step> steps;
    QHash<QString, QList<Answer>> answers; // server request method -> recorded answers, in order
    int skippedFrames = 0;                 // outgoing frames that were not valid JSON-RPC

    static ReplayPlan fromEvents(const std::vector<SessionEvent> &events);
    int requestCount() const; // steps that expect a response, initialize included
};

// Builds a ReplayPlan one event at a time, in the order they were recorded, so the plan can be
// made in the same pass that reads a session file (no second read, no list of all events).
class ReplayPlanBuilder
{
public:
    void add(const SessionEvent &event);
    ReplayPlan take(); // the plan so far; the builder starts over

private:
    void outgoing(const JsonRpcMessage &message);
    void incoming(const JsonRpcMessage &message);
    void request(const JsonRpcMessage &message);
    void answer(const JsonRpcMessage &message);

    ReplayPlan m_plan;
    std::optional<JsonRpcId> m_initializeId;
    QHash<JsonRpcId, qsizetype> m_waiting;
    QHash<JsonRpcId, JsonRpcMessage> m_serverRequests;
};
