// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionevent.h"

SessionEvent SessionEvent::fromTraffic(const TrafficEvent &event)
{
    SessionEvent result;
    result.type = Type::Traffic;
    result.wallClockMs = event.wallClockMs;
    result.traffic = event;
    return result;
}

void SessionHeader::absorb(const ServerInfo &handshake)
{
    protocolVersion = handshake.protocolVersion;
    capabilities = handshake.capabilities;
    serverInfo = handshake.implementation;
}
