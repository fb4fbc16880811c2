// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sseparser.h"

QList<SseParser::Item> SseParser::feed(QByteArrayView chunk)
{
    QList<Item> items;
    if (!m_bomChecked && !chunk.isEmpty()) {
        const QByteArray bom("\xEF\xBB\xBF");
        const QByteArray head
            = m_line + chunk.first(qMin<qsizetype>(3, chunk.size())).toByteArray();
        if (head.size() < 3 && bom.startsWith(head)) {
            m_line = head; // wait for more bytes before deciding
            return items;
        }
        m_bomChecked = true;
        QByteArray all = m_line + chunk.toByteArray();
        m_line.clear();
        if (all.startsWith(bom))
            all.remove(0, 3);
        return feed(all);
    }
    qsizetype start = 0;
    for (qsizetype i = 0; i < chunk.size(); ++i) {
        const char c = chunk.at(i);
        if (m_skipLeadingLf) {
            m_skipLeadingLf = false;
            if (c == '\n') {
                start = i + 1;
                continue;
            }
        }
        if (c != '\r' && c != '\n')
            continue;
        m_line.append(chunk.sliced(start, i - start));
        processLine(m_line, items);
        m_line.clear();
        m_skipLeadingLf = c == '\r';
        start = i + 1;
    }
    m_line.append(chunk.sliced(start));
    return items;
}

void SseParser::processLine(QByteArrayView line, QList<Item> &items)
{
    if (line.isEmpty()) {
        dispatch(items);
        return;
    }
    if (line.startsWith(':')) {
        Item comment;
        comment.kind = Item::Kind::Comment;
        comment.comment = line.sliced(1).toByteArray();
        items.append(comment);
        return;
    }
    const qsizetype colon = line.indexOf(':');
    QByteArrayView field = colon < 0 ? line : line.first(colon);
    QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
    if (value.startsWith(' '))
        value = value.sliced(1);
    if (field == "event") {
        m_eventType = value.toByteArray();
        m_pendingFields = true;
    } else if (field == "data") {
        m_data.append(value.data(), value.size()).append('\n');
        m_hasData = true;
        m_pendingFields = true;
    } else if (field == "id") {
        if (!value.contains('\0')) {
            m_lastEventId = value.toByteArray();
            m_hasLastEventId = true;
        }
        m_pendingFields = true;
    } else if (field == "retry") {
        bool ok = !value.isEmpty();
        for (char c : value)
            ok = ok && c >= '0' && c <= '9';
        if (ok) {
            Item retry;
            retry.kind = Item::Kind::Retry;
            retry.retryMs = value.toInt();
            items.append(retry);
        }
    }
}

void SseParser::dispatch(QList<Item> &items)
{
    if (!m_pendingFields) {
        m_eventType.clear();
        return;
    }
    Item event;
    event.eventType = m_eventType.isEmpty() ? QByteArray("message") : m_eventType;
    event.hasData = m_hasData;
    event.data = m_data;
    if (event.data.endsWith('\n'))
        event.data.chop(1);
    event.id = m_lastEventId;
    items.append(event);
    m_eventType.clear();
    m_data.clear();
    m_hasData = false;
    m_pendingFields = false;
}

bool SseParser::finish()
{
    const bool incomplete = m_pendingFields || !m_line.isEmpty();
    m_line.clear();
    m_eventType.clear();
    m_data.clear();
    m_hasData = false;
    m_pendingFields = false;
    return incomplete;
}
