// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/httprequest.h>

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>

class HttpConnection;

// One server-sent-events stream of an MCP HTTP session: the response stream of one POST, or
// the session's GET stream. Event ids read "<stream>-<event>"; the stream opens with a priming
// event (an id and empty data) and keeps its last events, so that a client whose connection
// broke can resume with GET and Last-Event-ID (MCP 2025-11-25, Streamable HTTP > Resumability
// and Redelivery). The stream outlives its connections: events sent while none is attached
// wait for the next one. While attached it writes a ": keep-alive" comment every keepAliveMs,
// so that idle streams survive proxies and dead peers are noticed. Owned by its session; does
// not own the connection. Main (event-loop) thread.
class SseStream : public QObject
{
    Q_OBJECT

public:
    SseStream(int number, int keepAliveMs, QObject *parent = nullptr);

    int number() const { return m_number; }
    bool isEnded() const { return m_ended; }
    bool isAttached() const { return !m_connection.isNull(); }

    // Answers connection with 200 text/event-stream (plus headers) and writes the events after
    // afterEvent, or when afterEvent is -1 the ones no connection has received yet. An ended
    // stream ends the response after that. A previously attached connection is ended first.
    void attach(HttpConnection *connection, const HttpHeaderList &headers, int afterEvent = -1);
    void send(const QByteArray &data);
    // No more events: ends the attached response, and any later attach after its replay.
    void end();

    static QByteArray eventId(int stream, int event);
    // "<stream>-<event>", both non-negative decimal numbers.
    static std::optional<std::pair<int, int>> parseEventId(QByteArrayView id);
    // One event: an id line, one data line per line of data, and the empty line.
    static QByteArray formatEvent(const QByteArray &id, const QByteArray &data);

    static constexpr int MaxKeptEvents = 256;

private:
    struct Event
    {
        int number;
        QByteArray data;
    };

    void write(const Event &event);
    void detach();

    int m_number;
    int m_nextEvent = 1;
    int m_writtenUpTo = 0; // the last event number written to any connection
    bool m_primed = false;
    bool m_ended = false;
    QList<Event> m_events;
    QPointer<HttpConnection> m_connection;
    QMetaObject::Connection m_closedConnection;
    QTimer m_keepAlive;
};
