// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QString>

// A large, realistic .mcpsession file for tests and benchmarks, written fast: a million events
// in about a second even in a Debug build. SessionWriter builds a QJsonObject per event (tens of
// microseconds each at -O0); this writes each line from a template with only its numbers
// changing, through one buffer. The lines are what SessionWriter writes for the same events
// (the same members, in its order), so every reader of the format reads them.
//
// What the file holds, in order: the initialize handshake (request, the demo server's answer,
// the Handshake line, notifications/initialized), tools/list and its answer, then `cycles`
// rounds of the bundled demo server's traffic, each of kEventsPerCycle events:
//   0 tools/call echo {"message":"hello <k>"}    1 its result "hello <k>"
//   2 tools/call add {"a":<k>,"b":1}              3 its result "<k> + 1 = <k+1>"
//   4 notifications/message (info, "added <k> and 1")
//   5 a stderr line "handled round <k>"
//   6 ping                                        7 its empty result
// except that every kErrorEvery-th round (k = 0, 1000, ...) calls the unknown tool "nosuch"
// instead of ping (6) and gets the demo server's error -32602 "Unknown tool: nosuch" (7). The
// answers are the demo server's own, byte for byte, so a replayed slice compares identical.
// Ids: 1 initialize, 2 tools/list, then three per round from 3. Sequences count every traffic
// event from 1; a line's clock is its sequence (ms after the 2023 epoch below, 50 us a step).
namespace SyntheticSession {

inline constexpr qint64 kHandshakeEvents = 5; // traffic events before the first round
inline constexpr int kEventsPerCycle = 8;
inline constexpr qint64 kErrorEvery = 1000;

struct Options
{
    qint64 events = 1000; // at least this many traffic events (whole rounds: a few more)
    ServerConfig server;  // the header's server: what a replay of the file starts
};

// What was written, for a test to compare what it sees with.
struct Written
{
    QString error;     // empty: written
    qint64 events = 0; // traffic events (log rows): kHandshakeEvents + cycles * kEventsPerCycle
    qint64 cycles = 0;
    qint64 errors = 0; // rounds calling "nosuch": error responses
    qint64 bytes = 0;

    // The sequence of event `slot` (0..7) of round `cycle` (its log row is sequence - 1 when
    // the log holds only this file).
    static qint64 sequence(qint64 cycle, int slot)
    {
        return kHandshakeEvents + cycle * kEventsPerCycle + slot + 1;
    }
    // The id of round `cycle`'s echo request (add: +1, ping or nosuch: +2).
    static qint64 echoId(qint64 cycle) { return 3 + cycle * 3; }
    static bool isErrorCycle(qint64 cycle) { return cycle % kErrorEvery == 0; }
};

// Creates (or truncates) path. Written::error says why when it could not.
Written write(const QString &path, const Options &options);

} // namespace SyntheticSession
