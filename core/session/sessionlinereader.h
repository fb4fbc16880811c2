// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QString>

// The lines of a session file, read in chunks from the start or from any offset: the one line
// reader of SessionReader, SessionIndexBuilder and ReplayPlanReader's slices. A line ends at LF
// (a CR before it is removed); a last line without its newline is a line (a recording cut short
// keeps what it has); blank lines come back as they are (SessionFormat::isBlankLine says which).
// Memory stays at a chunk plus the longest line within the limit: a line longer than the limit
// comes back as a null view as soon as that is known, and its bytes are skipped (read, never
// held) when the caller asks what comes after it, so a caller that stops at such a line reads
// no further. Chunks start at 64 KB after open() and seek() (a slice's scattered lines cost
// little) and double up to 1 MB while reading on. Owns its QFile; one thread at a time.
class SessionLineReader
{
public:
    static constexpr qint64 kDefaultMaxLineBytes = qint64(256) << 20; // a 20 MB frame is fine

    explicit SessionLineReader(qint64 maxLineBytes = kDefaultMaxLineBytes)
        : m_maxLine(maxLineBytes)
    {}
    SessionLineReader(const SessionLineReader &) = delete;
    SessionLineReader &operator=(const SessionLineReader &) = delete;

    void setMaxLineBytes(qint64 bytes) { m_maxLine = bytes; }
    qint64 maxLineBytes() const { return m_maxLine; }

    // Opens path for reading from its start; false with errorString() when it cannot.
    bool open(const QString &path);
    // Closes the file and frees the buffer; position() stays where reading stopped.
    void close();
    QString fileName() const { return m_file.fileName(); }
    QString errorString() const { return m_file.errorString(); }
    qint64 fileSize() const { return m_file.size(); }

    // Reads on from offset, which should start a line; bytes already read are used again when
    // offset lies among them (an ascending walk reads the file once). False when the file
    // cannot seek there.
    bool seek(qint64 offset);
    // The next line and its offset; a null view for a line longer than the limit. The view
    // lives until the next call of any method. False at the end of the file.
    bool next(QByteArrayView *line, qint64 *offset);
    // The offset of the next line (finishing the skip of a too-long line first).
    qint64 position();
    // Bytes read from the file since open().
    qint64 bytesRead() const { return m_bytesRead; }

private:
    bool readChunk();
    void finishSkip();

    QFile m_file;
    qint64 m_maxLine;
    QByteArray m_buffer; // bytes of the file from m_bufferOffset on
    qint64 m_bufferOffset = 0;
    qsizetype m_start = 0;   // the next line starts here in m_buffer
    qsizetype m_scanned = 0; // no newline in m_buffer from m_start to here
    qint64 m_chunk = 0;
    qint64 m_bytesRead = 0;
    bool m_eof = true;
    bool m_skipping = false; // the rest of a too-long line is still to be skipped
};
