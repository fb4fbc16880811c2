// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "transportlimits.h"

#include <QByteArray>
#include <QList>

// Splits a byte stream into '\n'-terminated lines (MCP stdio framing). Pure: no I/O.
// Tolerates reads split anywhere, CRLF endings and very large lines; scans each byte once and
// copies it once: the reads of an unfinished line are kept as they came (shared, not copied) and
// joined when its newline arrives, so a 50 MB line arriving in 64 KiB reads costs one copy, not
// a buffer grown and moved read by read on the GUI thread. A line longer than maxLineLength is
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

    QList<Line> append(const QByteArray &data);
    QList<Line> append(QByteArrayView data) { return append(data.toByteArray()); }
    QList<Line> append(const char *data) { return append(QByteArrayView(data)); }
    // Bytes after the last newline (a final line without '\n'); clears the buffer.
    QByteArray takeRemainder();
    // Bytes held in memory: at most the limit plus one read, even for a line without end.
    qsizetype bufferedSize() const { return m_partialSize; }
    // In the middle of an oversized line (its start was dropped; the rest is being skipped).
    bool isDropping() const { return m_droppingSize > 0; }

private:
    // The start of a line: bytes before a newline that came in pieces, joined into a line by
    // takeLine() once its end arrives.
    QByteArray takeLine(QByteArrayView end);

    QList<QByteArray> m_partial; // the unfinished line's reads, in order, without a newline
    qsizetype m_partialSize = 0;
    qsizetype m_maxLineLength;
    qsizetype m_droppingSize = 0; // > 0 while skipping the rest of an oversized line
};
