// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionindexentry.h"
#include "sessionlineindexer.h"
#include "sessionlinereader.h"

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

// What one step of indexing found: the entries of the lines it read, the strings they refer to
// that are new, and how far into the file it got. Plain value type.
struct SessionIndexBatch
{
    std::vector<SessionIndexEntry> entries;
    QStringList names;                   // numbered after the names of the batches before
    QByteArray idBytes;                  // appended to the id pool
    std::optional<SessionHeader> header; // the header line was read, or a handshake completed it
    qint64 bytesRead = 0;                // of the file, in all steps so far
    // The line number (1: the header) of the file's first Malformed or TooLong entry, in the
    // batch that holds it; 0 otherwise.
    qint64 firstMalformedLine = 0;
    qint64 fileBytes = 0;
    bool done = false; // the whole file is indexed, or error says why indexing stopped
    QString error;
};

// Indexes a .mcpsession file a step at a time: reads its lines with a SessionLineReader (never
// the whole file; memory stays at a chunk plus the longest line, and a line longer than the
// limit is indexed as TooLong without being held; blank lines carry nothing), reads the header from the first line as SessionReader does
// and gives every other line to a SessionLineIndexer. A line that is not a well-formed event is
// indexed as Malformed and indexing goes on: an index shows what it can, readEvent() says why a
// line is bad. Used by one thread at a time (SessionIndex runs its steps on OffThread's pool,
// one after another); the cancel flag may be set from any thread and ends the step early.
class SessionIndexBuilder
{
public:
    struct Limits
    {
        qint64 maxLineBytes = SessionLineReader::kDefaultMaxLineBytes; // SessionReader's limit
        qint64 maxEvents = 50'000'000;                                 // 72 bytes each: 3.6 GB
    };

    SessionIndexBuilder(const QString &path,
                        const Limits &limits,
                        std::shared_ptr<const std::atomic<bool>> cancel);
    SessionIndexBuilder(const SessionIndexBuilder &) = delete;
    SessionIndexBuilder &operator=(const SessionIndexBuilder &) = delete;

    // Indexes lines until about byteBudget bytes of the file were read, the file ends, or the
    // cancel flag is set.
    SessionIndexBatch step(qint64 byteBudget);

    const SessionLineIndexer &lines() const { return m_lines; }

private:
    bool open(SessionIndexBatch &batch);
    bool nextLine(QByteArrayView *line, qint64 *offset);
    void take(QByteArrayView line, qint64 offset, SessionIndexBatch &batch);
    void finish(SessionIndexBatch &batch, const QString &error = {});

    QString m_path;
    Limits m_limits;
    std::shared_ptr<const std::atomic<bool>> m_cancel;
    SessionLineReader m_reader;
    bool m_opened = false;
    bool m_done = false;
    qint64 m_lineNumber = 0;
    qint64 m_firstMalformedLine = 0; // handed over once, in the batch that found it
    qint64 m_events = 0;
    SessionLineIndexer m_lines;
};
