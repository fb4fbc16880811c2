// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "lineframer.h"

LineFramer::LineFramer(qsizetype maxLineLength)
    : m_maxLineLength(maxLineLength)
{}

QList<LineFramer::Line> LineFramer::append(const QByteArray &data)
{
    QList<Line> lines;
    QByteArrayView rest(data);
    if (m_droppingSize > 0) {
        const qsizetype newline = rest.indexOf('\n');
        if (newline < 0) {
            m_droppingSize += rest.size();
            return lines;
        }
        lines.append(Line{{}, m_droppingSize + newline});
        m_droppingSize = 0;
        rest = rest.sliced(newline + 1);
    }
    qsizetype newline;
    while ((newline = rest.indexOf('\n')) >= 0) {
        // The limit holds however the bytes arrived: a long line in one read is dropped just
        // like one that outgrew the buffer read by read (sizes count a '\r').
        const qsizetype size = m_partialSize + newline;
        if (size > m_maxLineLength) {
            m_partial.clear();
            m_partialSize = 0;
            lines.append(Line{{}, size});
        } else {
            QByteArray line = takeLine(rest.first(newline));
            if (line.endsWith('\r'))
                line.chop(1);
            lines.append(Line{std::move(line), 0});
        }
        rest = rest.sliced(newline + 1);
    }
    if (rest.isEmpty())
        return lines;
    // No newline in the rest of this read: keep it as it is (the whole read shares its data).
    m_partial.append(rest.size() == data.size() ? data : rest.toByteArray());
    m_partialSize += rest.size();
    if (m_partialSize > m_maxLineLength) {
        m_droppingSize = m_partialSize;
        m_partial.clear();
        m_partialSize = 0;
    }
    return lines;
}

QByteArray LineFramer::takeLine(QByteArrayView end)
{
    if (m_partial.isEmpty())
        return end.toByteArray();
    QByteArray line;
    line.reserve(m_partialSize + end.size());
    for (const QByteArray &piece : std::as_const(m_partial))
        line.append(piece);
    line.append(end);
    m_partial.clear();
    m_partialSize = 0;
    return line;
}

QByteArray LineFramer::takeRemainder()
{
    QByteArray rest = takeLine({});
    m_droppingSize = 0;
    if (rest.endsWith('\r'))
        rest.chop(1);
    return rest;
}
