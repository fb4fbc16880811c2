// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "bytearena.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

ByteArena::ByteArena(qsizetype chunkBytes)
    : m_chunkBytes(chunkBytes)
{}

char *ByteArena::grow(qsizetype size, qint64 *handle)
{
    if (m_chunks.empty() || m_used + size > m_chunks.back().capacity) {
        if (size <= m_chunkBytes && m_spare.data) {
            m_chunks.push_back(std::move(m_spare)); // its pages are in memory already
            m_spare = {};
        } else {
            const qsizetype capacity = std::max(m_chunkBytes, size);
            m_chunks.push_back(
                Chunk{std::make_unique_for_overwrite<char[]>(size_t(capacity)), capacity});
        }
        m_allocated += m_chunks.back().capacity;
        m_used = 0;
    }
    *handle = handleOf(m_firstChunk + qint64(m_chunks.size()) - 1, m_used);
    char *start = m_chunks.back().data.get() + m_used;
    m_used += size;
    return start;
}

qint64 ByteArena::append(QByteArrayView bytes)
{
    qint64 handle = kNone;
    char *start = grow(bytes.size(), &handle);
    if (!bytes.isEmpty())
        std::memcpy(start, bytes.data(), size_t(bytes.size()));
    return handle;
}

const char *ByteArena::at(qint64 handle) const
{
    const qint64 chunk = (handle >> 32) - m_firstChunk;
    Q_ASSERT(chunk >= 0 && chunk < qint64(m_chunks.size()));
    return m_chunks[size_t(chunk)].data.get() + (handle & 0xFFFFFFFF);
}

QByteArrayView ByteArena::view(qint64 handle, qsizetype size) const
{
    return handle == kNone ? QByteArrayView() : QByteArrayView(at(handle), size);
}

qint64 ByteArena::appendText(QByteArrayView utf8)
{
    // One piece: the length and the text are never split over two chunks.
    const quint32 size = quint32(utf8.size());
    qint64 handle = kNone;
    char *start = grow(qsizetype(sizeof size) + utf8.size(), &handle);
    qToUnaligned(size, start);
    if (!utf8.isEmpty())
        std::memcpy(start + sizeof size, utf8.data(), size_t(utf8.size()));
    return handle;
}

QByteArrayView ByteArena::text(qint64 handle) const
{
    if (handle == kNone)
        return {};
    const char *start = at(handle);
    return QByteArrayView(start + sizeof(quint32), qFromUnaligned<quint32>(start));
}

void ByteArena::dropBefore(qint64 handle)
{
    const qint64 chunk = handle >> 32;
    while (m_firstChunk < chunk && m_chunks.size() > 1) {
        m_allocated -= m_chunks.front().capacity;
        // One chunk of the usual size is kept for the next: an arena used as a first-in
        // first-out cache then writes into memory it has, not into fresh pages each time.
        if (m_chunks.front().capacity == m_chunkBytes)
            m_spare = std::move(m_chunks.front());
        m_chunks.pop_front();
        ++m_firstChunk;
    }
}

void ByteArena::clear()
{
    m_chunks.clear();
    m_spare = {};
    m_firstChunk = 0;
    m_used = 0;
    m_allocated = 0;
}
