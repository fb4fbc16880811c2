// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "trafficevent.h"

#include <QHash>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class MessageLogModel;

// The one place the log's filter and search read rows: what they need of each row, copied
// from MessageLogModel on the GUI thread into immutable chunks a worker thread may read while
// the log grows. When the log's row storage changes, only this file changes.

// What the filter looks at in one row. Names (method, channel) are numbers into
// LogRowSnapshot::names, so a glob or a text is matched once per name, not once per row.
struct LogRowFields
{
    qint64 idInteger = 0; // Integer ids
    quint32 method = 0;   // 0: none
    quint32 channel = 0;  // 0: none
    qint32 errorCode = 0;
    qint32 idText = -1; // index into the chunk's idTexts (string, null and other ids); -1: none
    quint16 connection = 0;
    quint16 httpStatus = 0;
    quint8 direction = 0; // TrafficEvent::Direction
    bool isError = false;
    bool hasIntegerId = false;
};

static_assert(sizeof(LogRowFields) <= 32, "a row's index fields stay within 32 bytes");

struct LogRowChunk
{
    static constexpr int kRows = 16384;
    std::vector<LogRowFields> rows;
    std::vector<QString> idTexts; // as JsonRpcId::displayText() shows them
};

// The rows [0, count()) of the log at one moment. Immutable: copy it to a worker freely.
class LogRowSnapshot
{
public:
    int count() const { return m_count; }
    const LogRowFields &row(int row) const
    {
        return m_chunks[size_t(row / LogRowChunk::kRows)]->rows[size_t(row % LogRowChunk::kRows)];
    }
    // The id of a row as the table shows it ("7", "\"abc\""); empty when it has none.
    QString idText(int row) const;
    // Names by number (0 is the empty name): methods and channels.
    const std::vector<QString> &names() const { return *m_names; }
    int connectionCount() const { return int(m_connections->size()); }
    const QString &connectionName(int connection) const
    {
        return (*m_connections)[size_t(connection)];
    }

private:
    friend class LogRowSnapshotBuilder;
    std::vector<std::shared_ptr<const LogRowChunk>> m_chunks;
    std::shared_ptr<const std::vector<QString>> m_names;
    std::shared_ptr<const std::vector<QString>> m_connections;
    int m_count = 0;
};

// Keeps the fields of a MessageLogModel's rows as they arrive (catchUp() after rows were
// inserted: the cost of the new rows only) and hands out snapshots. GUI thread.
class LogRowSnapshotBuilder
{
public:
    LogRowSnapshotBuilder();
    void clear();
    // Reads the log's rows this builder has not seen yet.
    void catchUp(const MessageLogModel &log);
    int count() const { return m_count; }
    LogRowSnapshot snapshot() const;

private:
    quint32 nameNumber(const QString &name);

    std::vector<std::shared_ptr<const LogRowChunk>> m_sealed; // full chunks
    std::shared_ptr<LogRowChunk> m_tail;                      // copied into each snapshot
    std::vector<QString> m_names;
    QHash<QString, quint32> m_nameNumbers;
    QString m_lastName; // the log shares one copy of a name: most rows compare one pointer
    quint32 m_lastNumber = 0;
    std::vector<QString> m_connections;
    mutable std::shared_ptr<const std::vector<QString>> m_namesShared;
    int m_count = 0;
};

// The exact bytes of a set of rows, taken on the GUI thread (rows in memory share their bytes;
// rows whose bytes left memory keep where their session file has them) and read on a worker:
// each session file opened once and read in order of its offsets, never once per row.
class LogRowBytes
{
public:
    // Rows [from, to) of the log. GUI thread.
    static LogRowBytes take(const MessageLogModel &log, int from, int to);
    // Adds rows [from, to) (after the rows taken so far): a large log is taken in slices, a
    // turn of the event loop each, so the GUI never waits for a million rows at once.
    void append(const MessageLogModel &log, int from, int to);
    int count() const { return int(m_inMemory.size() + m_inFiles.size()); }
    // Calls visit(row, bytes) for every row, in memory first, then file by file; stops when it
    // returns false. A row whose file cannot give its bytes back is skipped and counted in
    // unreadable(). Any thread.
    void forEach(const std::function<bool(int row, const QByteArray &bytes)> &visit) const;
    int unreadable() const { return m_unreadable; }

private:
    // Two lists, so a row in memory costs 32 bytes to take, not the 72 of both kinds in one.
    struct InMemory
    {
        int row = -1;
        QByteArray bytes;
    };
    struct InFile
    {
        int row = -1;
        RawLocation stored;
    };
    std::vector<InMemory> m_inMemory;
    std::vector<InFile> m_inFiles;
    mutable int m_unreadable = 0;
};

// What a job on a worker thread shares with the GUI thread that started it: cancel it, read how
// far it got.
struct LogJobControl
{
    std::atomic<bool> cancelled{false};
    std::atomic<qint64> done{0};
    qint64 total = 0;
};
