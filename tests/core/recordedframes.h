// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/analysis/connectionanalysis.h>
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/session/sessionevent.h>

#include <optional>
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

// Session events for recorded frames: '>' went out, '<' came in; the bytes as given,
// numbered from 1 and analysed as one connection (as SessionReader hands them on). A frame
// with a continues id was a request sent again: continues is the id of the round before.
struct RecordedFrame
{
    char direction;
    const char *raw;
    std::optional<qint64> continues = std::nullopt;
};

inline std::vector<SessionEvent> recordedFrames(const std::vector<RecordedFrame> &frames)
{
    std::vector<SessionEvent> events;
    ConnectionAnalysis analysis;
    for (const RecordedFrame &frame : frames) {
        TrafficEvent event
            = trafficFrame(qint64(events.size()) + 1,
                           frame.direction == '>' ? TrafficEvent::Direction::Outgoing
                                                  : TrafficEvent::Direction::Incoming,
                           frame.raw);
        if (frame.continues)
            event.continues = JsonRpcId(*frame.continues);
        events.push_back(SessionEvent::fromTraffic(CoreTest::analysed(analysis, event)));
    }
    return events;
}
