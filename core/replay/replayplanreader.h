// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "replayplan.h"
#include "replayslice.h"

#include <core/session/sessionevent.h>

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

// Reads the ReplayPlan of a session file, or of a slice of it, without loading the file: the
// plan is built the one way (ReplayPlanBuilder, from events paired by a ConnectionAnalysis),
// from only the lines the slice needs.
//
// Whole file: every event, as SessionReader reads it (a damaged line refuses the file).
// Slice: the file is read forward once, and only three kinds of line are decoded:
//  - the recorded handshake: the connection's lines from the first one up to its first
//    outgoing frame that is neither initialize nor notifications/initialized (at most
//    kHandshakeBytes of the file; a file whose handshake lies further replays without one);
//  - the slice's own lines (event numbers: found by counting lines, memchr only; offsets:
//    read by seeking), every one of which must be a well-formed event;
//  - between and after the slice's lines, while one of its requests has no response yet: the
//    responses to them, the requests the server sent meanwhile and the client's answers to
//    those. Each line there is classified by SessionLineIndexer (direction, kind, id: what the
//    index keeps), and only a line whose id matches an open request is decoded (lines of a
//    slice by offset with no request open in between are skipped by seeking). The search ends
//    when every request of the slice is answered, at the end of the file, or
//    kResponseSearchBytes past the slice's last line: a request still open then has no
//    recorded response (Result::unanswered) and replays as one that was not answered.
// Events of other connections (a file of several) are skipped. A response in the slice whose
// request is not in it pairs with nothing and is left out; so is a later round (MRTR) of a
// request whose first round is not in the slice, which replays as a request of its own.
// Pure; any thread; cancel and progress are polled and called on the reading thread.
class ReplayPlanReader
{
public:
    static constexpr qint64 kHandshakeBytes = qint64(4) << 20;
    static constexpr qint64 kResponseSearchBytes = qint64(64) << 20;

    struct Request
    {
        QString path;
        int connection = SessionEvent::kNoConnection; // a tag of a file of several
        std::optional<ReplaySlice> slice;             // none: the whole file
        qint64 responseSearchBytes = kResponseSearchBytes;
    };
    struct Result
    {
        ReplayPlan plan;
        SessionHeader header;   // of the connection read
        QString error;          // non-empty: no plan, and why
        qint64 sliceEvents = 0; // events of the slice taken (the connection's)
        int unanswered = 0;     // requests of the slice without a recorded response found
        qint64 bytesRead = 0;   // from the file, all told
        qint64 linesDecoded = 0;
        bool cancelled = false;
    };
    // done and total in bytes of the file to go through.
    using Progress = std::function<void(qint64 done, qint64 total)>;

    static Result read(const Request &request,
                       const std::atomic<bool> *cancel = nullptr,
                       const Progress &progress = {});
};

// ReplayPlanReader::read() on OffThread's pool, for the GUI: progressed() while it reads,
// finished() once with the result (also after cancel(): result().cancelled). Dropping the
// loader cancels the read. GUI thread.
class ReplayPlanLoader : public QObject
{
    Q_OBJECT
public:
    explicit ReplayPlanLoader(QObject *parent = nullptr);
    ~ReplayPlanLoader() override;

    void start(const ReplayPlanReader::Request &request);
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    const ReplayPlanReader::Result &result() const { return m_result; }

Q_SIGNALS:
    void progressed(qint64 done, qint64 total);
    void finished();

private:
    struct Shared
    {
        std::atomic<bool> cancel{false};
        std::atomic<qint64> done{0};
        std::atomic<qint64> total{0};
    };
    std::shared_ptr<Shared> m_shared;
    QFutureWatcher<ReplayPlanReader::Result> m_watcher;
    QTimer m_progress;
    ReplayPlanReader::Result m_result;
};
