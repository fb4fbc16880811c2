// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "ssestream.h"

#include "httpconnection.h"

#include <algorithm>

SseStream::SseStream(int number, int keepAliveMs, QObject *parent)
    : QObject(parent)
    , m_number(number)
{
    m_keepAlive.setInterval(keepAliveMs);
    connect(&m_keepAlive, &QTimer::timeout, this, [this] {
        if (m_connection)
            m_connection->writeChunk(QByteArrayLiteral(": keep-alive\n\n"));
    });
}

QByteArray SseStream::eventId(int stream, int event)
{
    return QByteArray::number(stream) + '-' + QByteArray::number(event);
}

std::optional<std::pair<int, int>> SseStream::parseEventId(QByteArrayView id)
{
    const qsizetype dash = id.indexOf('-');
    if (dash <= 0 || dash == id.size() - 1)
        return std::nullopt;
    const auto number = [](QByteArrayView digits) -> int {
        if (digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), [](char c) {
                return c >= '0' && c <= '9';
            }))
            return -1;
        return digits.toByteArray().toInt();
    };
    const int stream = number(id.first(dash));
    const int event = number(id.sliced(dash + 1));
    if (stream < 0 || event < 0)
        return std::nullopt;
    return std::make_pair(stream, event);
}

QByteArray SseStream::formatEvent(const QByteArray &id, const QByteArray &data)
{
    QByteArray bytes = "id: " + id + '\n';
    // An SSE data line ends at CR or LF, so data holding either becomes several data lines,
    // which the client joins back with LF.
    QByteArray normalized = data;
    normalized.replace("\r\n", "\n").replace('\r', '\n');
    for (const QByteArray &line : normalized.split('\n'))
        bytes += "data: " + line + '\n';
    return bytes + '\n';
}

void SseStream::attach(HttpConnection *connection, const HttpHeaderList &headers, int afterEvent)
{
    if (m_connection && m_connection != connection)
        m_connection->endStream();
    detach();
    m_connection = connection;
    m_closedConnection = connect(connection, &HttpConnection::closed, this, &SseStream::detach);
    HttpHeaderList all = headers;
    all.emplaceBack("Content-Type", "text/event-stream");
    all.emplaceBack("Cache-Control", "no-cache");
    connection->startStream(200, all);
    if (!m_primed) {
        // MCP 2025-11-25: prime the client with an event id before any message, so that even a
        // stream that breaks before its first message can be resumed.
        m_primed = true;
        connection->writeChunk(formatEvent(eventId(m_number, 0), {}));
    }
    const int after = afterEvent < 0 ? m_writtenUpTo : afterEvent;
    for (const Event &event : std::as_const(m_events)) {
        if (event.number > after)
            write(event);
    }
    if (m_ended) {
        connection->endStream();
        detach();
        return;
    }
    m_keepAlive.start();
}

void SseStream::send(const QByteArray &data)
{
    if (m_ended)
        return;
    m_events.append({m_nextEvent++, data});
    if (m_events.size() > MaxKeptEvents)
        m_events.removeFirst();
    if (m_connection)
        write(m_events.constLast());
}

void SseStream::write(const Event &event)
{
    m_connection->writeChunk(formatEvent(eventId(m_number, event.number), event.data));
    m_writtenUpTo = qMax(m_writtenUpTo, event.number);
}

void SseStream::end()
{
    if (m_ended)
        return;
    m_ended = true;
    if (m_connection)
        m_connection->endStream();
    detach();
}

void SseStream::detach()
{
    m_keepAlive.stop();
    if (m_closedConnection)
        disconnect(m_closedConnection);
    m_connection.clear();
}
