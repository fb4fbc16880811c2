// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayplan.h"

#include <mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

namespace {

class PlanBuilder
{
public:
    ReplayPlan plan;

    void outgoing(const JsonRpcMessage &message)
    {
        switch (message.kind()) {
        case JsonRpcMessage::Kind::Request:
            request(message);
            break;
        case JsonRpcMessage::Kind::Notification:
            // The handshake sends its own notifications/initialized.
            if (message.method() != Mcp::Method::Initialized)
                plan.steps.append({message.method(), message.paramsObject(), {}, false, {}});
            break;
        case JsonRpcMessage::Kind::Result:
        case JsonRpcMessage::Kind::Error:
            answer(message);
            break;
        case JsonRpcMessage::Kind::Invalid:
            ++plan.skippedFrames;
            break;
        }
    }

    void incoming(const JsonRpcMessage &message)
    {
        if (message.isRequest()) {
            m_serverRequests.insert(message.id(), message);
            return;
        }
        if (!message.isResponse())
            return;
        if (m_initializeId && *m_initializeId == message.id() && !plan.initializeResponse) {
            plan.initializeResponse = message;
            return;
        }
        const auto step = m_waiting.find(message.id());
        if (step == m_waiting.end())
            return;
        plan.steps[*step].recordedResponse = message;
        m_waiting.erase(step);
    }

private:
    void request(const JsonRpcMessage &message)
    {
        if (message.method() == Mcp::Method::Initialize && !plan.hasHandshake) {
            plan.hasHandshake = true;
            plan.initializeParams = message.paramsObject();
            m_initializeId = message.id();
            return;
        }
        ReplayPlan::Step step{message.method(), message.paramsObject(), message.id(), false, {}};
        QJsonObject meta = step.params.value("_meta"_L1).toObject();
        if (meta.contains("progressToken"_L1)) {
            // The replay's token is its own request id, like the recording's was.
            meta.remove("progressToken"_L1);
            step.withProgress = true;
            if (meta.isEmpty())
                step.params.remove("_meta"_L1);
            else
                step.params.insert("_meta"_L1, meta);
        }
        m_waiting.insert(message.id(), plan.steps.size());
        plan.steps.append(step);
    }

    void answer(const JsonRpcMessage &message)
    {
        const auto request = m_serverRequests.constFind(message.id());
        if (request == m_serverRequests.constEnd())
            return;
        plan.answers[request->method()].append({request->paramsObject(), message});
    }

    std::optional<JsonRpcId> m_initializeId;
    QHash<JsonRpcId, qsizetype> m_waiting;
    QHash<JsonRpcId, JsonRpcMessage> m_serverRequests;
};

} // namespace

ReplayPlan ReplayPlan::fromEvents(const std::vector<SessionEvent> &events)
{
    PlanBuilder builder;
    for (const SessionEvent &event : events) {
        const TrafficEvent &traffic = event.traffic;
        if (event.type != SessionEvent::Type::Traffic || traffic.kind != TrafficEvent::Kind::Frame)
            continue;
        const JsonRpc::DecodeResult decoded
            = traffic.decoded.shape == JsonRpc::DecodeResult::Shape::Empty
                  ? JsonRpc::decode(traffic.raw)
                  : traffic.decoded;
        const bool outgoing = traffic.direction == TrafficEvent::Direction::Outgoing;
        if (outgoing && decoded.messages.isEmpty())
            ++builder.plan.skippedFrames;
        for (const JsonRpcMessage &message : decoded.messages) {
            if (outgoing)
                builder.outgoing(message);
            else
                builder.incoming(message);
        }
    }
    return builder.plan;
}

int ReplayPlan::requestCount() const
{
    int count = hasHandshake ? 1 : 0;
    for (const Step &step : steps)
        count += step.isNotification() ? 0 : 1;
    return count;
}
