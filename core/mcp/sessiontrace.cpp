// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessiontrace.h"

#include "requestcorrelator.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/log/useraction.h>
#include <core/transport/transport.h>

#include <QDateTime>

using namespace Qt::StringLiterals;

SessionTrace::SessionTrace(Publish publish)
    : m_publish(std::move(publish))
{
    m_clock.start();
}

void SessionTrace::outgoing(const QByteArray &raw,
                            const JsonRpc::DecodeResult &decoded,
                            const JsonRpcId &continues)
{
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Outgoing;
    event.kind = TrafficEvent::Kind::Frame;
    event.raw = raw;
    event.decoded = decoded;
    event.continues = continues;
    observe(std::move(event));
}

void SessionTrace::incoming(const QByteArray &raw,
                            const FrameInfo &info,
                            const JsonRpc::DecodeResult &decoded)
{
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Incoming;
    event.raw = raw;
    event.channel = info.channel;
    event.httpStatus = info.httpStatus;
    event.decoded = decoded;
    observe(std::move(event));
}

void SessionTrace::transportEvent(const TransportEvent &transportEvent)
{
    const bool stderrLine = transportEvent.kind == TransportEvent::Kind::Stderr;
    TrafficEvent event;
    event.kind = TrafficEvent::Kind::Transport;
    event.direction
        = stderrLine ? TrafficEvent::Direction::Incoming : TrafficEvent::Direction::Local;
    event.transportKind = transportEvent.kind;
    event.text = transportEvent.text;
    event.raw = transportEvent.raw;
    event.channel = stderrLine ? u"stderr"_s : QString();
    event.http = transportEvent.http;
    observe(std::move(event));
}

void SessionTrace::userAction(const UserAction &action)
{
    observe(action.toTraffic());
}

qint64 SessionTrace::appMessage(TrafficEvent::Direction direction,
                                const QByteArray &raw,
                                const QString &answers,
                                qint64 answersFrame)
{
    TrafficEvent event;
    event.answersFrame = answersFrame;
    event.text = answers;
    event.kind = TrafficEvent::Kind::AppBridge;
    event.direction = direction;
    event.channel = u"app"_s;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    observe(std::move(event));
    return m_sequence;
}

void SessionTrace::diagnose(const QString &text, const Rule *rule)
{
    TrafficEvent event;
    event.kind = TrafficEvent::Kind::Diagnostic;
    event.direction = TrafficEvent::Direction::Local;
    event.text = text;
    if (rule) // about this very line: its sequence is the next one
        event.findings = std::make_shared<const QList<Finding>>(
            QList<Finding>{{rule, {}, text, m_sequence + 1}});
    observe(std::move(event));
}

void SessionTrace::explainUnroutedResponse(const JsonRpcMessage &response,
                                           const RequestCorrelator &requests)
{
    if (response.kind() == JsonRpcMessage::Kind::Error
        && (response.id().isNull() || response.id().isNone())) {
        const JsonRpcError error = response.error();
        diagnose(u"the server reported an error tied to no request: %1: %2"_s.arg(
                     JsonRpc::errorCodeName(error.code), error.message),
                 &Rules::ErrorWithoutId);
        return;
    }
    if (requests.wasAbandoned(response.id())) {
        diagnose(requests.lateResponseExplanation(response.id()), &Rules::LateResponse);
        return;
    }
    // Why else it pairs with nothing is the analysis' finding on the frame; the line says it too.
    diagnose(m_analysis.whyServerResponseIsUnpaired(response.id()));
}

void SessionTrace::reportUnansweredRequests()
{
    for (const Finding &finding : m_analysis.close()) {
        TrafficEvent event;
        event.kind = TrafficEvent::Kind::Diagnostic;
        event.direction = TrafficEvent::Direction::Local;
        event.text = finding.message;
        event.findings = std::make_shared<const QList<Finding>>(QList<Finding>{finding});
        observe(std::move(event));
    }
}

void SessionTrace::observe(TrafficEvent event)
{
    event.sequence = ++m_sequence;
    event.wallClockMs = QDateTime::currentMSecsSinceEpoch();
    event.monotonicNs = m_clock.nsecsElapsed();
    m_analysis.annotate(event); // findings and pairs
    if (m_recorder)
        event.stored = m_recorder(event);
    m_publish(event);
}
