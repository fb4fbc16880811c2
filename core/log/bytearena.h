// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>

#include <deque>
#include <memory>

// Append-only bytes in chunks that never move: the message log's frames and texts (a row keeps
// an 8-byte handle, not a QByteArray of its own: no allocation, header or capacity per row).
// dropBefore() frees the oldest whole chunks, so the arena can also serve as a first-in
// first-out cache of the newest bytes. Not thread-safe; the log's thread only.
class ByteArena
{
public:
    static constexpr qint64 kNone = -1;

    explicit ByteArena(qsizetype chunkBytes = qsizetype(1) << 20);

    // Copies bytes in; the handle view() takes. Bytes larger than a chunk get a chunk of their
    // own.
    qint64 append(QByteArrayView bytes);
    // The size bytes at handle; valid until dropBefore() frees its chunk or clear().
    QByteArrayView view(qint64 handle, qsizetype size) const;
    // Texts: a length in front, so a row keeps only the handle.
    qint64 appendText(QByteArrayView utf8);
    QByteArrayView text(qint64 handle) const;
    // Frees every chunk before the one handle is in (their handles must not be used again).
    void dropBefore(qint64 handle);
    void clear();
    // Memory the chunks in use take (a spare one kept for reuse is not counted).
    qint64 allocatedBytes() const { return m_allocated; }

private:
    struct Chunk
    {
        std::unique_ptr<char[]> data;
        qsizetype capacity = 0;
    };
    static qint64 handleOf(qint64 chunk, qsizetype offset) { return (chunk << 32) | offset; }
    const char *at(qint64 handle) const;
    char *grow(qsizetype size, qint64 *handle); // size bytes at the end, moved to a new chunk

    qsizetype m_chunkBytes;
    std::deque<Chunk> m_chunks;
    Chunk m_spare;           // the last chunk dropped, for reuse
    qint64 m_firstChunk = 0; // number of m_chunks.front() (the ones before were dropped)
    qsizetype m_used = 0;    // of m_chunks.back()
    qint64 m_allocated = 0;
};
