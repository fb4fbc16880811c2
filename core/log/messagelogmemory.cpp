// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MessageLogModel's memory budget: the raw bytes of the oldest rows leave memory once their
// session file has them, and come back from that file when a row is looked at.
#include "messagelogmodel.h"

#include <core/session/sessionreader.h>

using namespace Qt::StringLiterals;

void MessageLogModel::setRawMemoryBudget(qint64 bytes)
{
    m_rawBudget = qMax<qint64>(0, bytes);
    spillOldest();
}

void MessageLogModel::spillOldest()
{
    // Oldest first, each row looked at once: a row without a file copy keeps its bytes for good;
    // a row whose line the recorder is still writing is looked at again next time.
    while (m_rawInMemory > m_rawBudget && m_spillFrom < m_records.size()) {
        MessageRecord &record = m_records[m_spillFrom];
        if (record.stored.isValid() && !record.stored.isReadable())
            break;
        ++m_spillFrom;
        if (record.raw.isEmpty() || !record.stored.isValid())
            continue;
        m_rawInMemory -= record.raw.size();
        record.raw = QByteArray();
        record.rawSpilled = true;
    }
}

bool MessageLogModel::rawBytes(int row, QByteArray *raw, QString *error) const
{
    const MessageRecord &rec = recordAt(row);
    if (!rec.rawSpilled) {
        *raw = rec.raw;
        return true;
    }
    QString why;
    if (!SessionReader::readRaw(rec.stored, raw, &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

MessageRecord MessageLogModel::recordWithBytes(int row) const
{
    MessageRecord copy = recordAt(row);
    if (!copy.rawSpilled)
        return copy;
    QString error;
    if (!rawBytes(row, &copy.raw, &error))
        copy.summary
            = u"the bytes of this row (dropped from memory) cannot be read back: "_s + error;
    return copy;
}
