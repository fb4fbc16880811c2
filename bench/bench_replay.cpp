// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Replaying a slice of a big session: the plan of 100 requests read from a
// BenchFrames::rowCount-event .mcpsession file (ReplayPlanReader), by event numbers (found by
// counting lines) or by the rows' stored offsets (found by seeking).
#include "benchframes.h"

#include <core/replay/replayplanreader.h>

#include <QFile>

#include <benchmark/benchmark.h>

namespace {

constexpr qint64 kSliceRequests = 100;
constexpr qint64 kEventsPerCall = 5; // BenchFrames::event(): request, 2 progress, result, stderr

// The offsets of the event lines of the slice's requests, as the log's rows would store them.
QList<qint64> requestOffsets(const QString &path, qint64 firstEvent, qint64 lastEvent)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<qint64> offsets;
    qint64 number = -1; // the header line is not an event
    qint64 offset = 0;
    while (!file.atEnd() && number < lastEvent) {
        const QByteArray line = file.readLine();
        ++number;
        if (number >= firstEvent && (number - 1) % kEventsPerCall == 0)
            offsets.append(offset);
        offset += line.size();
    }
    return offsets;
}

// Arg 0: by event numbers (a range of 500 events, 100 calls, from the middle of the file);
// arg 1: by offsets (the 100 request rows alone, their responses found between them).
// bytesRead: what was read from the file; decoded: lines decoded in full.
void BM_ReplayPlanSlice(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    const qint64 events = BenchFrames::rowCount;
    const qint64 first = (events / 2) / kEventsPerCall * kEventsPerCall + 1;
    const qint64 last = std::min(events, first + kSliceRequests * kEventsPerCall - 1);
    ReplayPlanReader::Request request;
    request.path = path;
    if (state.range(0) == 0) {
        request.slice = ReplaySlice{{{first, last}}, {}};
    } else {
        static const QList<qint64> offsets = requestOffsets(path, first, last);
        request.slice = ReplaySlice::ofOffsets(offsets);
    }
    ReplayPlanReader::Result result;
    for (auto _ : state) {
        result = ReplayPlanReader::read(request);
        if (!result.error.isEmpty())
            state.SkipWithError(result.error.toUtf8().constData());
    }
    state.counters["requests"] = double(result.plan.requestCount());
    state.counters["unanswered"] = double(result.unanswered);
    state.counters["bytesReadMB"] = double(result.bytesRead) / 1e6;
    state.counters["decoded"] = double(result.linesDecoded);
    state.counters["fileMB"] = double(QFile(path).size()) / 1e6;
}

} // namespace

BENCHMARK(BM_ReplayPlanSlice)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
