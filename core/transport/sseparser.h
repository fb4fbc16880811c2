// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "transportlimits.h"

#include <QByteArray>
#include <QList>
#include <QString>

// Incremental text/event-stream parser following the WHATWG EventSource rules: CR, LF and CRLF
// line endings (also when CR and LF arrive in different chunks), multi-line data, comments,
// id (kept across events, as Last-Event-ID needs), retry, a leading BOM. Pure: no I/O.
// Unlike a browser it also reports events whose data is empty (MCP "priming" events that only
// carry an id) and comments, because an inspector shows them.
// Bounded: a line or an event's data beyond maxEventBytes, or an "event:"/"id:" value beyond
// TransportLimits::kMaxSseFieldBytes, stops the parser with error(); it then ignores the rest.
class SseParser
{
public:
    explicit SseParser(qint64 maxEventBytes = TransportLimits::kDefaultMaxMessageBytes);

    struct Item
    {
        enum class Kind { Event, Comment, Retry };
        Kind kind = Kind::Event;
        QByteArray eventType; // "message" unless the event named another
        QByteArray data;      // data lines joined by '\n'
        QByteArray id;        // the last event id in force when the event was dispatched
        bool hasData = false; // at least one data field (an empty "data:" counts)
        QByteArray comment;   // Kind::Comment: the text after ':'
        int retryMs = -1;     // Kind::Retry
    };

    QList<Item> feed(QByteArrayView chunk);
    // Call at end of stream: an event without its terminating blank line is discarded (per the
    // standard); returns true when such an incomplete event was pending.
    bool finish();
    QByteArray lastEventId() const { return m_lastEventId; }
    // Non-empty once a limit was exceeded: which one, in words ("SSE event larger than …").
    QString error() const { return m_error; }
    // Bytes held for the line and the event being read: what a hostile stream can grow.
    qsizetype bufferedSize() const { return m_line.size() + m_data.size(); }
    bool hasLastEventId() const { return m_hasLastEventId; }

private:
    void processLine(QByteArrayView line, QList<Item> &items);
    void dispatch(QList<Item> &items);
    void refuse(const QString &what);

    QByteArray m_line;            // partial line across chunks
    bool m_skipLeadingLf = false; // previous chunk ended in CR
    bool m_bomChecked = false;
    QByteArray m_eventType;
    QByteArray m_data;
    bool m_hasData = false;
    bool m_pendingFields = false;
    QByteArray m_lastEventId;
    bool m_hasLastEventId = false;
    qint64 m_maxEventBytes;
    QString m_error;
};
