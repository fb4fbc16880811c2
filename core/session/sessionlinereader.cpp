// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionlinereader.h"

#include <algorithm>

namespace {

constexpr qint64 kFirstChunkBytes = qint64(64) << 10;
constexpr qint64 kLastChunkBytes = qint64(1) << 20;

} // namespace

bool SessionLineReader::open(const QString &path)
{
    close();
    m_file.setFileName(path);
    m_bufferOffset = 0;
    m_bytesRead = 0;
    if (!m_file.open(QIODevice::ReadOnly))
        return false;
    m_eof = false;
    m_chunk = kFirstChunkBytes;
    return true;
}

void SessionLineReader::close()
{
    m_file.close();
    m_bufferOffset += m_start;
    m_buffer = QByteArray();
    m_start = m_scanned = 0;
    m_eof = true;
    m_skipping = false;
}

bool SessionLineReader::seek(qint64 offset)
{
    if (!m_skipping && offset >= m_bufferOffset && offset <= m_bufferOffset + m_buffer.size()) {
        m_start = m_scanned = qsizetype(offset - m_bufferOffset);
        return true;
    }
    m_buffer.clear();
    m_bufferOffset = offset;
    m_start = m_scanned = 0;
    m_chunk = kFirstChunkBytes;
    m_skipping = false;
    m_eof = !m_file.isOpen() || !m_file.seek(offset);
    return !m_eof;
}

qint64 SessionLineReader::position()
{
    finishSkip();
    return m_bufferOffset + m_start;
}

// More bytes of the file after the buffered ones, dropping the lines already returned; false at
// the end of the file.
bool SessionLineReader::readChunk()
{
    if (m_eof)
        return false;
    if (m_start > 0) {
        m_buffer.remove(0, m_start);
        m_bufferOffset += m_start;
        m_scanned -= m_start;
        m_start = 0;
    }
    const qsizetype had = m_buffer.size();
    m_buffer.resize(had + m_chunk);
    const qint64 got = m_file.read(m_buffer.data() + had, m_chunk);
    m_buffer.resize(had + std::max<qint64>(got, 0));
    m_chunk = std::min(m_chunk * 2, kLastChunkBytes);
    if (got <= 0) {
        m_eof = true;
        return false;
    }
    m_bytesRead += got;
    return true;
}

void SessionLineReader::finishSkip()
{
    while (m_skipping) {
        const qsizetype newline = m_buffer.indexOf('\n', m_scanned);
        if (newline >= 0) {
            m_start = m_scanned = newline + 1;
            m_skipping = false;
            return;
        }
        m_start = m_scanned = m_buffer.size(); // dropped by the next read
        if (!readChunk())
            m_skipping = false;
    }
}

bool SessionLineReader::next(QByteArrayView *line, qint64 *offset)
{
    finishSkip();
    while (true) {
        const qsizetype newline = m_buffer.indexOf('\n', m_scanned);
        const qsizetype end = newline >= 0 ? newline : m_buffer.size();
        if (end - m_start > m_maxLine) {
            *offset = m_bufferOffset + m_start;
            *line = {};
            m_start = m_scanned = newline >= 0 ? newline + 1 : m_buffer.size();
            m_skipping = newline < 0;
            return true;
        }
        if (newline >= 0) {
            *offset = m_bufferOffset + m_start;
            *line = QByteArrayView(m_buffer.constData() + m_start, newline - m_start);
            m_start = m_scanned = newline + 1;
            break;
        }
        m_scanned = m_buffer.size();
        if (!readChunk()) {
            if (m_start >= m_buffer.size())
                return false;
            *offset = m_bufferOffset + m_start;
            *line = QByteArrayView(m_buffer.constData() + m_start, m_buffer.size() - m_start);
            m_start = m_scanned = m_buffer.size();
            break;
        }
    }
    if (line->endsWith('\r'))
        line->chop(1);
    return true;
}
