// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

// One row of the message log as the model keeps it: the index fields of an event (what the
// columns, the filter and the pairing need), 96 bytes, no string or byte array of its own.
// Names are numbers in the model's name table, texts (string ids, the few stored summaries)
// handles in its text arena, the bytes a place: in a session file (file number and line
// offset) and/or in memory (an arena handle). What a row rarely has (an HTTP exchange,
// findings, a name the table does not keep) is in a side table (extra). MessageLogModel
// turns it into a MessageRecord when asked. Plain value type.
struct LogRow
{
    enum Flag : quint8 {
        IsError = 1,
        BytesSpilled = 2, // dropped from memory: the session file has them
        BytesRecent = 4,  // in the recent arena (the session file has them too)
        BytesKept = 8,    // in the kept arena (nowhere else)
        MethodExtra = 16, // the method is in the side table, not a name number
        ChannelExtra = 32,
        SummaryIsBytes = 64, // a stderr line: its summary is its bytes as text, not stored
        // A summary kept as text (rows whose summary is not made from their bytes: transport
        // events, diagnostics, user actions): in idValue when the row has no id, else in extra.
        SummaryStored = 128,
    };
    static constexpr qint64 kNone = -1;

    qint64 sequence = 0; // shown as No.
    qint64 wallClockMs = 0;
    qint64 monotonicNs = 0;
    // An Integer id, or the text handle of any other id, or of the summary of a row without an
    // id (SummaryStored): 8 bytes a row less, since nearly every row has one or the other.
    qint64 idValue = 0;
    qint64 fileOffset = kNone; // of the line holding the bytes in file `file`
    qint64 memory = kNone;     // bytes in the recent or kept arena
    quint32 rawSize = 0;
    qint32 pairedRow = -1;
    qint32 conversationRow = -1;
    qint32 errorCode = 0;
    qint32 batchSize = 0;
    qint32 extra = -1;      // in the model's side table
    quint16 method = 0;     // name number (0: none)
    quint16 channel = 0;    // name number
    quint16 connection = 0; // the model's connection table
    quint16 file = 0;       // 1 + number in the model's file table; 0: in no file
    quint16 round = 0;      // of a conversation (saturates)
    qint16 httpStatus = 0;
    quint8 direction = 0; // TrafficEvent::Direction
    quint8 kind = 0;      // TrafficEvent::Kind
    quint8 transportKind = 0;
    quint8 messageKind = 0; // JsonRpcMessage::Kind
    quint8 idType = 0;      // JsonRpcId::Type
    quint8 flags = 0;

    bool has(Flag flag) const { return flags & flag; }
    void set(Flag flag, bool on) { flags = on ? quint8(flags | flag) : quint8(flags & ~flag); }
};

static_assert(sizeof(LogRow) <= 96, "a log row is meant to stay under 100 bytes");
static_assert(std::is_trivially_copyable_v<LogRow> && std::is_trivially_destructible_v<LogRow>);

// Rows in chunks of 4096: growing never moves a row (a million rows grow without a copy or a
// stall), and a row's address stays valid until clear().
class LogRowStore
{
public:
    int size() const { return m_size; }
    LogRow &operator[](int row) { return m_chunks[size_t(row >> kShift)].get()[row & kMask]; }
    const LogRow &operator[](int row) const
    {
        return m_chunks[size_t(row >> kShift)].get()[row & kMask];
    }
    LogRow &push(const LogRow &row)
    {
        // A chunk's rows are written once, when pushed (LogRow is trivially copyable): not
        // cleared first, so a million rows touch their memory once.
        if ((m_size & kMask) == 0)
            m_chunks.emplace_back(
                static_cast<LogRow *>(::operator new(sizeof(LogRow) * (kMask + 1))));
        LogRow *added = &(*this)[m_size++];
        std::memcpy(static_cast<void *>(added), &row, sizeof(LogRow));
        return *added;
    }
    void clear()
    {
        m_chunks.clear();
        m_size = 0;
    }
    qint64 allocatedBytes() const
    {
        return qint64(m_chunks.size()) * (kMask + 1) * qint64(sizeof(LogRow));
    }

private:
    static constexpr int kShift = 12;
    static constexpr int kMask = (1 << kShift) - 1;
    struct Release
    {
        void operator()(LogRow *rows) const { ::operator delete(rows); }
    };
    std::vector<std::unique_ptr<LogRow, Release>> m_chunks;
    int m_size = 0;
};
