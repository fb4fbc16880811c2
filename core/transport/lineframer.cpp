// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "lineframer.h"

#include <utility>

LineFramer::LineFramer(qsizetype maxLineLength)
    : m_maxLineLength(maxLineLength)
{}

QList<LineFramer::Line> LineFramer::append(QByteArrayView data)
{
    QList<Line> lines;
    while (!data.isEmpty()) {
        if (m_droppingSize > 0) {
            const qsizetype newline = data.indexOf('\n');
            if (newline < 0) {
                m_droppingSize += data.size();
                return lines;
            }
            lines.append(Line{{}, m_droppingSize + newline});
            m_droppingSize = 0;
            data = data.sliced(newline + 1);
            continue;
        }
        // Grown by reserve(), which Qt does with realloc (the pages move, nothing is copied):
        // append() itself copies the whole buffer into a new one when it grows, which for a
        // 50 MB line meant copying 32 MB in one turn of the GUI thread.
        const qsizetype needed = m_buffer.size() + data.size();
        if (needed > m_buffer.capacity())
            m_buffer.reserve(qMax(needed, 2 * m_buffer.capacity()));
        m_buffer.append(data);
        data = {};
        qsizetype start = 0;
        qsizetype newline;
        while ((newline = m_buffer.indexOf('\n', m_scanFrom)) >= 0) {
            // The limit holds however the bytes arrived: a long line in one read is dropped
            // just like one that outgrew the buffer read by read (sizes count a '\r').
            if (newline - start > m_maxLineLength) {
                lines.append(Line{{}, newline - start});
            } else {
                qsizetype end = newline;
                if (end > start && m_buffer.at(end - 1) == '\r')
                    --end;
                if (start == 0 && end >= kHandOverBytes) {
                    // The line starts the buffer: hand the buffer over rather than copy it.
                    // Copying a 50 MB line touched 12,000 fresh pages in one turn of the GUI
                    // thread (367 ms here); the buffer's were touched read by read as it grew.
                    QByteArray rest = m_buffer.sliced(newline + 1);
                    m_buffer.truncate(end);
                    lines.append(Line{std::exchange(m_buffer, std::move(rest)), 0});
                    m_scanFrom = 0;
                    continue;
                }
                lines.append(Line{m_buffer.sliced(start, end - start), 0});
            }
            start = newline + 1;
            m_scanFrom = start;
        }
        // What is left (at most this read) moves to a fresh buffer: one whose start was removed
        // cannot be grown by realloc.
        if (start > 0)
            m_buffer = start < m_buffer.size() ? m_buffer.sliced(start) : QByteArray();
        m_scanFrom = m_buffer.size();
        if (m_buffer.size() > m_maxLineLength) {
            m_droppingSize = m_buffer.size();
            m_buffer.clear();
            m_scanFrom = 0;
        }
    }
    return lines;
}

QByteArray LineFramer::takeRemainder()
{
    QByteArray rest = std::move(m_buffer);
    m_buffer.clear();
    m_scanFrom = 0;
    m_droppingSize = 0;
    if (rest.endsWith('\r'))
        rest.chop(1);
    return rest;
}
