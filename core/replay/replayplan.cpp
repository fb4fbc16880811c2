// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayplan.h"

#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

void ReplayPlanBuilder::outgoing(const JsonRpcMessage &message, const TrafficEvent &event)
{
    switch (message.kind()) {
    case JsonRpcMessage::Kind::Request:
        request(message, event);
        break;
    case JsonRpcMessage::Kind::Notification:
        // The handshake sends its own notifications/initialized.
        if (message.method() != Mcp::Method::Initialized)
            m_plan.steps.append({message.method(), message.paramsObject(), {}, false, {}});
        break;
    case JsonRpcMessage::Kind::Result:
    case JsonRpcMessage::Kind::Error:
        answer(message, event);
        break;
    case JsonRpcMessage::Kind::Invalid:
        ++m_plan.skippedFrames;
        break;
    }
}

void ReplayPlanBuilder::incoming(const JsonRpcMessage &message, const TrafficEvent &event)
{
    if (message.isRequest()) {
        m_serverRequests.insert(event.sequence, message);
        return;
    }
    if (!message.isResponse())
        return;
    const auto step = m_steps.constFind(event.answersFrame);
    if (!event.answersFrame || step == m_steps.constEnd())
        return;
    // A later round's response replaces the earlier one's: the call ended with it.
    if (*step == kInitialize)
        m_plan.initializeResponse = message;
    else
        m_plan.steps[*step].recordedResponse = message;
}

void ReplayPlanBuilder::request(const JsonRpcMessage &message, const TrafficEvent &event)
{
    const auto round = m_steps.constFind(event.continuesFrame);
    if (event.continuesFrame && round != m_steps.constEnd()) {
        // A round of a request already planned: McpSession sends it again by itself.
        m_steps.insert(event.sequence, *round);
        return;
    }
    if (message.method() == Mcp::Method::Initialize && !m_plan.hasHandshake) {
        m_plan.hasHandshake = true;
        m_plan.initializeParams = message.paramsObject();
        m_steps.insert(event.sequence, kInitialize);
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
    m_steps.insert(event.sequence, m_plan.steps.size());
    m_plan.steps.append(step);
}

void ReplayPlanBuilder::answer(const JsonRpcMessage &message, const TrafficEvent &event)
{
    const auto request = m_serverRequests.constFind(event.answersFrame);
    if (!event.answersFrame || request == m_serverRequests.constEnd())
        return;
    m_plan.answers[request->method()].append({request->paramsObject(), message});
}

void ReplayPlanBuilder::add(const SessionEvent &event)
{
    const TrafficEvent &traffic = event.traffic;
    if (event.type != SessionEvent::Type::Traffic || traffic.kind != TrafficEvent::Kind::Frame)
        return;
    const JsonRpc::DecodeResult decoded
        = traffic.decoded.shape == JsonRpc::DecodeResult::Shape::Empty
              ? JsonRpc::decode(traffic.raw)
              : traffic.decoded;
    const bool isOutgoing = traffic.direction == TrafficEvent::Direction::Outgoing;
    if (isOutgoing && decoded.messages.isEmpty())
        ++m_plan.skippedFrames;
    for (const JsonRpcMessage &message : decoded.messages) {
        if (isOutgoing)
            outgoing(message, traffic);
        else
            incoming(message, traffic);
    }
}

ReplayPlan ReplayPlanBuilder::take()
{
    ReplayPlan plan = std::move(m_plan);
    *this = {};
    return plan;
}

ReplayPlan ReplayPlan::fromEvents(const std::vector<SessionEvent> &events)
{
    ReplayPlanBuilder builder;
    for (const SessionEvent &event : events)
        builder.add(event);
    return builder.take();
}

int ReplayPlan::requestCount() const
{
    int count = hasHandshake ? 1 : 0;
    for (const Step &step : steps)
        count += step.isNotification() ? 0 : 1;
    return count;
}
