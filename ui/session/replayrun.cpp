// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayrun.h"

#include <core/log/trafficevent.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/transport.h>

using namespace Qt::StringLiterals;

namespace {

// What the diff compares: the result, or the error object (as ReplayOutcome does).
QJsonValue comparedPart(const JsonRpcMessage &message)
{
    if (message.kind() == JsonRpcMessage::Kind::Error)
        return message.json().toObject().value("error"_L1);
    return message.result();
}

} // namespace

ReplayRun::ReplayRun(const ReplayPlan &plan,
                     std::unique_ptr<Transport> transport,
                     const JsonIgnoreList &ignore,
                     QObject *parent)
    : QObject(parent)
    , m_replayer(new SessionReplayer(plan, std::move(transport), ignore, this))
{
    connect(m_replayer->session(), &McpSession::trafficObserved, this, &ReplayRun::observe);
    connect(m_replayer, &SessionReplayer::stepFinished, this, &ReplayRun::finishStep);
    connect(m_replayer, &SessionReplayer::finished, this, [this] {
        Q_EMIT finished(m_replayer->summary(), m_replayer->failureReason());
    });
}

QString ReplayRun::targetDescription() const
{
    return m_replayer->session()->transport()->description();
}

void ReplayRun::observe(const TrafficEvent &event)
{
    if (event.kind != TrafficEvent::Kind::Frame || event.decoded.messages.size() != 1)
        return;
    const JsonRpcMessage &message = event.decoded.messages.constFirst();
    const JsonRpcMessage::Kind kind = message.kind();
    if (event.direction == TrafficEvent::Direction::Outgoing
        && kind == JsonRpcMessage::Kind::Request) {
        m_sentNs = event.monotonicNs;
        m_latencyNs = -1;
        m_live = QJsonValue(QJsonValue::Undefined);
    } else if (event.direction == TrafficEvent::Direction::Incoming
               && (kind == JsonRpcMessage::Kind::Result || kind == JsonRpcMessage::Kind::Error)) {
        m_latencyNs = m_sentNs < 0 ? -1 : event.monotonicNs - m_sentNs;
        m_live = comparedPart(message);
    }
}

void ReplayRun::finishStep(const ReplayOutcome &outcome)
{
    ReplayStepRow row;
    row.outcome = outcome;
    row.recorded = recordedResponse(outcome);
    if (outcome.status != ReplayOutcome::Status::Missing) {
        row.live = m_live;
        row.latencyNs = m_latencyNs;
    }
    m_live = QJsonValue(QJsonValue::Undefined);
    Q_EMIT stepFinished(row);
}

QJsonValue ReplayRun::recordedResponse(const ReplayOutcome &outcome) const
{
    const ReplayPlan &plan = m_replayer->plan();
    if (outcome.method == Mcp::Method::Initialize && plan.initializeResponse
        && plan.initializeResponse->id() == outcome.recordedId)
        return comparedPart(*plan.initializeResponse);
    for (const ReplayPlan::Step &step : plan.steps) {
        if (step.recordedId == outcome.recordedId && step.method == outcome.method)
            return step.recordedResponse ? comparedPart(*step.recordedResponse)
                                         : QJsonValue(QJsonValue::Undefined);
    }
    return QJsonValue::Undefined;
}
