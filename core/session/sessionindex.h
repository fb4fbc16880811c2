// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionformat.h"
#include "sessionindexbuilder.h"

#include <QFile>
#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

// An index of a .mcpsession file, for opening a session of any size lazily: one 72-byte entry
// per event line (SessionIndexEntry: offset, clocks, direction, method, id, size, error flag),
// built off the GUI thread a step at a time by a SessionIndexBuilder on OffThread's pool; an
// event is decoded only when someone asks for it (readEvent), from the file. Entries arrive in
// batches (eventsIndexed), the first one small so that a first screenful shows at once, with
// progress (progressed) and one finished() at the end, on cancel() or on an error that stops
// indexing (errorString(); the entries before it stay). Lines that are not well-formed events
// are entries too (Type::Malformed), so one bad line never hides the rest of a file.
// The index reads the file; it never changes it. Lives and is read on the GUI thread; the
// builder only touches what its step owns.
class SessionIndex : public QObject
{
    Q_OBJECT
public:
    using Entry = SessionIndexEntry;
    using Limits = SessionIndexBuilder::Limits;
    enum class State { Empty, Indexing, Complete, Cancelled, Failed };

    static constexpr qint64 kFirstStepBytes = 64 << 10; // about 200 events of a recording
    // Each step is handed over through the event loop (a wait for the GUI thread in between):
    // 16 MB (about 50 ms of work) keeps those waits few without delaying progress or cancel.
    static constexpr qint64 kStepBytes = 16 << 20;

    explicit SessionIndex(QObject *parent = nullptr);
    ~SessionIndex() override;

    void setLimits(const Limits &limits) { m_limits = limits; }
    // Starts indexing path (forgetting any earlier index). Nothing is read on the calling
    // thread; a file that cannot be opened fails through finished().
    void open(const QString &path);
    // Stops after the step under way: its entries still arrive, then finished().
    void cancel();
    // Live capture into an index that never opened a file: an event as McpSession hands it
    // over (decoded, analysed, its bytes written to the session file at event.stored), kept as
    // its line will be indexed; no signal (the caller batches). False on an opened index.
    bool append(const TrafficEvent &event);

    State state() const { return m_state; }
    bool isIndexing() const { return m_state == State::Indexing; }
    QString errorString() const { return m_error; }
    QString path() const { return m_path ? *m_path : QString(); }
    // The path as every RawLocation into this file holds it (one shared copy).
    std::shared_ptr<const QString> pathHandle() const { return m_path; }
    const SessionHeader &header() const { return m_header; }
    qint64 bytesIndexed() const { return m_bytesIndexed; }
    qint64 fileBytes() const { return m_fileBytes; }

    qint64 count() const { return m_count; }
    const Entry &entry(qint64 i) const
    {
        return m_chunks[size_t(i >> kChunkShift)][size_t(i & (kChunkSize - 1))];
    }
    qint64 malformedCount() const { return m_malformed; }
    // The line number (1: the header) of the first Malformed or TooLong entry; 0: none yet.
    qint64 firstMalformedLine() const { return m_firstMalformedLine; }
    // A name an entry refers to (its method or channel); empty for kNoName.
    const QString &name(quint16 number) const { return m_names.at(number); }
    int nameCount() const { return int(m_names.size()); }
    // The entry's request id as the log shows it; for an id the index does not keep
    // (Entry::IdNotKept), read from the file.
    JsonRpcId id(qint64 i) const;
    // Bytes the index holds: entries, names and ids (what a million events cost).
    qint64 memoryBytes() const;

    // Event i read from the file and decoded (frames with the JSON-RPC codec), the one way
    // SessionReader reads an event (SessionFormat::eventFromJson), its bytes' place in the file
    // set (TrafficEvent::stored). Unlike SessionReader, pairs and findings of a file recorded
    // without them are not filled in: that needs the events before it. Reads the disk on the
    // calling thread: one line.
    SessionFormat::ParsedEvent readEvent(qint64 i) const;

Q_SIGNALS:
    void eventsIndexed(qint64 first, qint64 last);
    void progressed(qint64 bytesIndexed, qint64 fileBytes);
    void finished();

private:
    static constexpr int kChunkShift = 16;
    static constexpr qint64 kChunkSize = qint64(1) << kChunkShift;

    void runStep(qint64 byteBudget);
    void stepDone();
    void absorb(SessionIndexBatch &batch);
    void push(const Entry &entry);

    Limits m_limits;
    std::shared_ptr<SessionIndexBuilder> m_builder;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<SessionIndexBatch> m_step; // the step under way
    State m_state = State::Empty;
    QString m_error;
    std::shared_ptr<const QString> m_path;
    bool m_opened = false; // open() was called: append() is refused
    SessionHeader m_header;
    qint64 m_bytesIndexed = 0;
    qint64 m_fileBytes = 0;
    // Entries in chunks of kChunkSize: growing never moves or copies the entries there are.
    std::vector<std::unique_ptr<Entry[]>> m_chunks;
    qint64 m_count = 0;
    qint64 m_malformed = 0;
    qint64 m_firstMalformedLine = 0;
    QStringList m_names{QString()};
    QByteArray m_idPool;
    SessionLineIndexer m_live; // append()
    mutable QFile m_file;      // readEvent()
};
