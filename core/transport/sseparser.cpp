// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sseparser.h"

#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

// The offset of the first CR or LF at or after from, or -1.
qsizetype lineEnd(QByteArrayView chunk, qsizetype from)
{
    if (from >= chunk.size())
        return -1; // memchr must not see the null data() of an empty chunk
    const char *begin = chunk.data() + from;
    const char *end = chunk.data() + chunk.size();
    const auto *lf = static_cast<const char *>(std::memchr(begin, '\n', size_t(end - begin)));
    const char *stop = lf ? lf : end;
    const auto *cr = static_cast<const char *>(std::memchr(begin, '\r', size_t(stop - begin)));
    const char *found = cr ? cr : lf;
    return found ? found - chunk.data() : -1;
}

} // namespace

SseParser::SseParser(qint64 maxEventBytes)
    : m_maxEventBytes(maxEventBytes)
{}

void SseParser::refuse(const QString &what)
{
    m_error = TransportLimits::exceeded(what, m_maxEventBytes, u"stream closed"_s);
    m_line.clear();
    m_data.clear();
}

QList<SseParser::Item> SseParser::feed(QByteArrayView chunk)
{
    QList<Item> items;
    if (!m_error.isEmpty())
        return items;
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
    const qint64 maxLine = m_maxEventBytes + TransportLimits::kMaxSseFieldBytes;
    qsizetype start = 0;
    if (m_skipLeadingLf && !chunk.isEmpty()) {
        m_skipLeadingLf = false;
        if (chunk.front() == '\n')
            start = 1;
    }
    // memchr, not a byte loop: a server on the same machine sends faster than a byte loop
    // reads, and whatever we do not read yet, Qt keeps in memory for us.
    qsizetype end;
    while ((end = lineEnd(chunk, start)) >= 0) {
        // A "data: " line carries a whole message, so the line may be the limit plus its field.
        if (m_line.size() + (end - start) > maxLine) {
            refuse(u"SSE line"_s);
            return items;
        }
        if (m_line.isEmpty()) {
            processLine(chunk.sliced(start, end - start), items);
        } else {
            m_line.append(chunk.sliced(start, end - start));
            processLine(m_line, items);
            m_line.clear();
        }
        if (!m_error.isEmpty())
            return items;
        start = end + 1;
        if (chunk.at(end) == '\r') { // CRLF, possibly split between two chunks
            if (start == chunk.size())
                m_skipLeadingLf = true;
            else if (chunk.at(start) == '\n')
                ++start;
        }
    }
    if (m_line.size() + (chunk.size() - start) > maxLine) {
        refuse(u"SSE line"_s);
        return items;
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
    if ((field == "event" || field == "id") && value.size() > TransportLimits::kMaxSseFieldBytes) {
        m_error = u"SSE \"%1\" field longer than %2 bytes: stream closed"_s
                      .arg(QString::fromLatin1(field.toByteArray()))
                      .arg(TransportLimits::kMaxSseFieldBytes);
        return;
    }
    if (field == "event") {
        m_eventType = value.toByteArray();
        m_pendingFields = true;
    } else if (field == "data") {
        if (m_data.size() + value.size() > m_maxEventBytes) {
            refuse(u"SSE event"_s);
            return;
        }
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
            // Clamped where it is used; digits beyond int are the largest wait, not 0.
            retry.retryMs = value.size() > 9 ? std::numeric_limits<int>::max() : value.toInt();
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
