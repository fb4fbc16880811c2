// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionevent.h"

SessionEvent SessionEvent::fromTraffic(const TrafficEvent &event)
{
    SessionEvent result;
    result.type = Type::Traffic;
    result.wallClockMs = event.wallClockMs;
    if (event.kind == TrafficEvent::Kind::UserAction) {
        // Written as an action line: readers of format version 1 already know those.
        result.type = Type::Action;
        result.action = UserAction::fromTraffic(event);
    }
    result.traffic = event; // an action keeps its place (sequence, clock) in the traffic
    return result;
}

void SessionHeader::absorb(const ServerInfo &handshake)
{
    protocolVersion = handshake.protocolVersion;
    capabilities = handshake.capabilities;
    serverInfo = handshake.implementation;
}
