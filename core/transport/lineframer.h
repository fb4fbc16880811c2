// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "transportlimits.h"

#include <QByteArray>
#include <QList>

// Splits a byte stream into '\n'-terminated lines (MCP stdio framing). Pure: no I/O.
// Tolerates reads split anywhere, CRLF endings and very large lines; scans each byte once, so a
// 20 MB line arriving in 64 KiB reads costs linear time, and a large line that starts the buffer
// is handed over, not copied. A line longer than maxLineLength is
// discarded (its size is reported) so a runaway server cannot exhaust memory.
class LineFramer
{
public:
    struct Line
    {
        QByteArray bytes;          // without the '\n' (and without a trailing '\r')
        qsizetype droppedSize = 0; // > 0: the line was over the limit and is not in bytes
    };

    explicit LineFramer(qsizetype maxLineLength = TransportLimits::kDefaultMaxMessageBytes);

    QList<Line> append(QByteArrayView data);
    // Bytes after the last newline (a final line without '\n'); clears the buffer.
    QByteArray takeRemainder();
    // Bytes held in memory: at most the limit plus one read, even for a line without end.
    qsizetype bufferedSize() const { return m_buffer.size(); }
    // In the middle of an oversized line (its start was dropped; the rest is being skipped).
    bool isDropping() const { return m_droppingSize > 0; }

private:
    static constexpr qsizetype kHandOverBytes = 64 * 1024;

    QByteArray m_buffer;
    qsizetype m_scanFrom = 0; // bytes before this offset hold no newline
    qsizetype m_maxLineLength;
    qsizetype m_droppingSize = 0; // > 0 while skipping the rest of an oversized line
};
