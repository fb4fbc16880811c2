// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionevent.h"

#include <QtGlobal>

// What the session index keeps of one event line of a .mcpsession file: where the line is and
// what the log's columns and filters need (the fields of MessageRecord that do not need the
// frame's bytes). Strings live once in the index's tables (names: methods and
// channels; the id pool: string ids); everything else is read from the file when the event is
// shown (SessionIndex::readEvent). 72 bytes: 64 leave no room for the connection tag of a
// file of several (a tag is 16 bits, every value valid). Plain value type.
struct SessionIndexEntry
{
    // Malformed: the line is not a well-formed event (readEvent says why); TooLong: longer
    // than the limit, never read.
    enum class Type : quint8 {
        Frame,
        Transport,
        Diagnostic,
        Handshake,
        Action,
        Malformed,
        TooLong
    };
    enum Flag : quint8 {
        IsError = 1,        // what the log marks as an error (MessageRecord::isError)
        HasFindings = 2,    // the line carries findings of the connection's analysis
        NameNotKept = 4,    // method or channel too long or too many: read it with readEvent
        IdNotKept = 8,      // a string id longer than the pool keeps: read it with readEvent
        HasConnection = 16, // the line names its connection ("conn"): a file of several
    };
    static constexpr quint16 kNoName = 0; // names().at(0) is the empty string

    qint64 offset = 0;      // of the line in the file
    qint64 sequence = 0;    // "seq"
    qint64 wallClockMs = 0; // "time"
    qint64 monotonicNs = 0; // "ns"
    qint64 idValue = 0;     // an Integer id, or a String id's offset in the id pool
    quint32 lineBytes = 0;  // without the newline (TooLong: at most the limit)
    quint32 rawBytes = 0;   // size of the event's exact bytes (the frame)
    qint32 errorCode = 0;   // an error response's code (MessageRecord::errorCode)
    // The frame this one pairs with, as its sequence minus that frame's (0: none; pairedFrame()):
    // a response's request (TrafficEvent::answersFrame), a resent request's earlier round
    // (continuesFrame). A distance, to keep the entry at 72 bytes.
    quint32 pairedBack = 0;
    quint16 method = kNoName;  // MessageRecord::method (responses: none; the log pairs them)
    quint16 channel = kNoName; // "stdout", "stderr", "sse", …
    quint16 connection = 0;    // "conn" when HasConnection (see connectionTag())
    quint8 idBytes = 0;        // a String id's length in the pool (kMaxIdBytes)
    Type type = Type::Malformed;
    quint8 direction = 0;     // TrafficEvent::Direction
    quint8 messageKind = 0;   // JsonRpcMessage::Kind of a single frame
    quint8 transportKind = 0; // TransportEvent::Kind of a transport event
    quint8 idType = 0;        // JsonRpcId::Type
    quint8 flags = 0;

    bool has(Flag flag) const { return flags & flag; }
    bool isError() const { return has(IsError); }
    // answersFrame of a response, continuesFrame of a request: a sequence of the same
    // connection, or 0.
    qint64 pairedFrame() const { return pairedBack != 0 ? sequence - pairedBack : 0; }
    // SessionEvent::connection: the tag the line names, or kNoConnection (a file of one).
    int connectionTag() const
    {
        return has(HasConnection) ? int(connection) : SessionEvent::kNoConnection;
    }
    bool isTraffic() const
    {
        return type == Type::Frame || type == Type::Transport || type == Type::Diagnostic;
    }
};

static_assert(sizeof(SessionIndexEntry) == 72, "an index entry is meant to stay 72 bytes");
