// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/analysis/connectionanalysis.h>
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/session/sessionevent.h>

#include <utility>
#include <vector>

// A frame as a transport reports it: its number, its direction, the bytes and their decode.
inline TrafficEvent
trafficFrame(qint64 sequence, TrafficEvent::Direction direction, const QByteArray &raw)
{
    TrafficEvent event;
    event.sequence = sequence;
    event.direction = direction;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    return event;
}

namespace CoreTest {

// The event as McpSession hands it on: with what its connection's analysis says about it (the
// findings, the request a response answers, the round a resent request continues). Feed one
// connection's events through one analysis, in order, each with its own increasing sequence.
inline TrafficEvent analysed(ConnectionAnalysis &analysis, TrafficEvent event)
{
    analysis.annotate(event);
    return event;
}

} // namespace CoreTest

// Session events for recorded frames: '>' went out, '<' came in; the bytes as given.
inline std::vector<SessionEvent>
recordedFrames(const std::vector<std::pair<char, const char *>> &frames)
{
    std::vector<SessionEvent> events;
    for (const auto &[direction, raw] : frames) {
        TrafficEvent event;
        event.direction = direction == '>' ? TrafficEvent::Direction::Outgoing
                                           : TrafficEvent::Direction::Incoming;
        event.raw = raw;
        event.decoded = JsonRpc::decode(event.raw);
        events.push_back(SessionEvent::fromTraffic(event));
    }
    return events;
}
