// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MessageLogModel's bytes: a row's frame in memory (an arena: the kept one when the bytes are
// nowhere else, the recent one when a session file has them too, whose oldest bytes leave
// memory beyond the budget) or only in its session file, read back when a row is looked at.
#include "messagelogmodel.h"

#include <core/session/sessionreader.h>

using namespace Qt::StringLiterals;

void MessageLogModel::setRawMemoryBudget(qint64 bytes)
{
    m_rawBudget = qMax<qint64>(0, bytes);
    spillOldest();
}

qint64 MessageLogModel::rawBytesInMemory() const
{
    return m_recentInMemory + m_keptInMemory;
}

void MessageLogModel::keepBytes(LogRow &row, const TrafficEvent &event)
{
    if (event.raw.isEmpty())
        return;
    if (event.stored.isValid())
        row.file = fileNumber(event.stored);
    if (row.file != 0) {
        row.fileOffset = event.stored.offset;
        row.memory = m_recentBytes.append(event.raw);
        row.set(LogRow::BytesRecent, true);
        m_recentInMemory += event.raw.size();
    } else {
        row.memory = m_keptBytes.append(event.raw);
        row.set(LogRow::BytesKept, true);
        m_keptInMemory += event.raw.size();
    }
}

quint16 MessageLogModel::fileNumber(const RawLocation &where)
{
    // Rows of one file share its entry; the newest file is nearly always the one.
    auto same = [&where](const RawLocation &file) {
        return file.file == where.file && file.written == where.written;
    };
    auto found = std::find_if(m_files.rbegin(), m_files.rend(), same);
    if (found != m_files.rend())
        return quint16(m_files.rend() - found);
    if (m_files.size() >= 0xFFFF)
        return 0;
    m_files.push_back(RawLocation{where.file, -1, where.written});
    return quint16(m_files.size());
}

RawLocation MessageLogModel::locationOf(const LogRow &row) const
{
    if (row.file == 0)
        return {};
    RawLocation location = m_files[size_t(row.file) - 1];
    location.offset = row.fileOffset;
    return location;
}

void MessageLogModel::spillOldest()
{
    // Oldest first, each row looked at once: a row whose line the recorder is still writing is
    // looked at again next time, and the rows after it wait (the recent arena frees its oldest
    // chunks only).
    qint64 dropped = ByteArena::kNone;
    while (m_recentInMemory > m_rawBudget && m_spillFrom < m_shown) {
        LogRow &row = m_rows[m_spillFrom];
        if (row.has(LogRow::BytesRecent)) {
            if (!locationOf(row).isReadable())
                break;
            m_recentInMemory -= row.rawSize;
            dropped = row.memory;
            row.memory = LogRow::kNone;
            row.set(LogRow::BytesRecent, false);
            row.set(LogRow::BytesSpilled, true);
        }
        ++m_spillFrom;
    }
    if (dropped != ByteArena::kNone)
        m_recentBytes.dropBefore(dropped);
}

bool MessageLogModel::rawBytes(int row, QByteArray *raw, QString *error) const
{
    const LogRow &rec = m_rows[row];
    if (rec.has(LogRow::BytesRecent)) {
        *raw = m_recentBytes.view(rec.memory, rec.rawSize).toByteArray();
        return true;
    }
    if (rec.has(LogRow::BytesKept)) {
        *raw = m_keptBytes.view(rec.memory, rec.rawSize).toByteArray();
        return true;
    }
    if (!rec.has(LogRow::BytesSpilled)) {
        raw->clear();
        return true;
    }
    QString why;
    if (!SessionReader::readRaw(locationOf(rec), raw, &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

MessageRecord MessageLogModel::recordWithBytes(int row) const
{
    MessageRecord copy = record(row);
    QString error;
    if (!rawBytes(row, &copy.raw, &error))
        copy.summary
            = u"the bytes of this row (dropped from memory) cannot be read back: "_s + error;
    return copy;
}
