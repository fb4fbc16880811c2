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
// The events must be analysed (SessionReader does it, as McpSession did live): the builder
// keeps no id table, it reads which request frame a response answers (answersFrame) and which
// earlier round a resent request continues (continuesFrame). A response inside a batch pairs
// with nothing, as in the log. Rounds fold into one step: McpSession runs a call's MRTR rounds
// (and the handshake its version retries) by itself, so the replay sends the first round and
// compares what the call finally got with the recorded last round's response.
class ReplayPlanBuilder
{
public:
    void add(const SessionEvent &event);
    ReplayPlan take(); // the plan so far; the builder starts over

private:
    void outgoing(const JsonRpcMessage &message, const TrafficEvent &event);
    void incoming(const JsonRpcMessage &message, const TrafficEvent &event);
    void request(const JsonRpcMessage &message, const TrafficEvent &event);
    void answer(const JsonRpcMessage &message, const TrafficEvent &event);

    static constexpr qsizetype kInitialize = -1; // m_steps' value for the initialize rounds

    ReplayPlan m_plan;
    QHash<qint64, qsizetype> m_steps; // a request frame's sequence -> its step (kInitialize)
    QHash<qint64, JsonRpcMessage> m_serverRequests; // by frame sequence
};
