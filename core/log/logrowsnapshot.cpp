// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "logrowsnapshot.h"

#include "messagelogmodel.h"

#include <core/session/sessionreader.h>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

QString LogRowSnapshot::idText(int row) const
{
    const LogRowChunk &chunk = *m_chunks[size_t(row / LogRowChunk::kRows)];
    const LogRowFields &fields = chunk.rows[size_t(row % LogRowChunk::kRows)];
    if (fields.hasIntegerId)
        return QString::number(fields.idInteger);
    return fields.idText < 0 ? QString() : chunk.idTexts[size_t(fields.idText)];
}

LogRowSnapshotBuilder::LogRowSnapshotBuilder()
{
    clear();
}

void LogRowSnapshotBuilder::clear()
{
    m_sealed.clear();
    m_tail = std::make_shared<LogRowChunk>();
    m_tail->rows.reserve(LogRowChunk::kRows);
    m_names = {QString()};
    m_nameNumbers.clear();
    m_lastName.clear();
    m_lastNumber = 0;
    m_connections.clear();
    m_namesShared.reset();
    m_count = 0;
}

quint32 LogRowSnapshotBuilder::nameNumber(const QString &name)
{
    if (name.isEmpty())
        return 0;
    if (name.constData() == m_lastName.constData() && name.size() == m_lastName.size())
        return m_lastNumber;
    auto known = m_nameNumbers.constFind(name);
    if (known == m_nameNumbers.constEnd()) {
        known = m_nameNumbers.insert(name, quint32(m_names.size()));
        m_names.push_back(name);
        m_namesShared.reset();
    }
    m_lastName = name;
    m_lastNumber = *known;
    return m_lastNumber;
}

void LogRowSnapshotBuilder::catchUp(const MessageLogModel &log)
{
    const int rows = log.rowCount();
    if (rows < m_count) // the log was cleared without this builder hearing of it
        clear();
    for (; m_count < rows; ++m_count) {
        // The compact row and its names, never a whole MessageRecord (a million of them).
        const LogRow &row = log.row(m_count);
        LogRowFields fields;
        fields.method = nameNumber(log.method(m_count));
        fields.channel = nameNumber(log.channel(m_count));
        fields.errorCode = row.errorCode;
        fields.connection = row.connection;
        fields.httpStatus = quint16(qBound(0, int(row.httpStatus), 0xFFFF));
        fields.direction = row.direction;
        fields.isError = row.has(LogRow::IsError);
        if (JsonRpcId::Type(row.idType) == JsonRpcId::Type::Integer) {
            fields.hasIntegerId = true;
            fields.idInteger = row.idValue;
        } else if (JsonRpcId::Type(row.idType) != JsonRpcId::Type::None) {
            fields.idText = qint32(m_tail->idTexts.size());
            m_tail->idTexts.push_back(log.id(m_count).displayText());
        }
        m_tail->rows.push_back(fields);
        if (int(m_tail->rows.size()) == LogRowChunk::kRows) {
            m_sealed.push_back(std::move(m_tail));
            m_tail = std::make_shared<LogRowChunk>();
            m_tail->rows.reserve(LogRowChunk::kRows);
        }
    }
    if (int(m_connections.size()) != log.connectionCount()) {
        m_connections.clear();
        for (int connection = 0; connection < log.connectionCount(); ++connection)
            m_connections.push_back(log.connectionName(connection));
    }
}

LogRowSnapshot LogRowSnapshotBuilder::snapshot() const
{
    LogRowSnapshot snapshot;
    snapshot.m_chunks = m_sealed;
    if (!m_tail->rows.empty()) // the open chunk keeps growing: the snapshot gets a copy of it
        snapshot.m_chunks.push_back(std::make_shared<const LogRowChunk>(*m_tail));
    if (!m_namesShared)
        m_namesShared = std::make_shared<const std::vector<QString>>(m_names);
    snapshot.m_names = m_namesShared;
    snapshot.m_connections = std::make_shared<const std::vector<QString>>(m_connections);
    snapshot.m_count = m_count;
    return snapshot;
}

LogRowBytes LogRowBytes::take(const MessageLogModel &log, int from, int to)
{
    LogRowBytes bytes;
    bytes.append(log, from, to);
    return bytes;
}

void LogRowBytes::append(const MessageLogModel &log, int from, int to)
{
    to = qMin(to, log.rowCount());
    const size_t needed = m_inMemory.size() + size_t(qMax(0, to - from));
    if (m_inMemory.capacity() < needed) // slice after slice: grow by doubling, not by a slice
        m_inMemory.reserve(qMax(needed, 2 * m_inMemory.capacity()));
    for (int row = qMax(0, from); row < to; ++row) {
        if (log.row(row).has(LogRow::BytesSpilled)) {
            m_inFiles.push_back(InFile{row, log.rawLocation(row)});
            continue;
        }
        // A copy: the log's arenas drop their oldest chunks while a search job still runs.
        QByteArray raw;
        if (log.rawBytes(row, &raw) && !raw.isEmpty())
            m_inMemory.push_back(InMemory{row, std::move(raw)});
    }
}

void LogRowBytes::forEach(const std::function<bool(int row, const QByteArray &bytes)> &visit) const
{
    m_unreadable = 0;
    for (const InMemory &row : m_inMemory) {
        if (!visit(row.row, row.bytes))
            return;
    }
    std::map<QString, std::vector<const InFile *>> byFile;
    for (const InFile &row : m_inFiles)
        byFile[row.stored.file ? *row.stored.file : QString()].push_back(&row);
    for (auto &[path, rows] : byFile) {
        std::sort(rows.begin(), rows.end(), [](const InFile *a, const InFile *b) {
            return a->stored.offset < b->stored.offset;
        });
        SessionReader file; // one open and one read-ahead buffer for the whole walk
        QString why;
        const bool open = file.openForRaw(path, &why);
        QByteArray raw;
        for (const InFile *row : rows) {
            if (!open || !file.rawAt(row->stored.offset, &raw, &why)) {
                ++m_unreadable;
                continue;
            }
            if (!visit(row->row, raw))
                return;
        }
    }
}
