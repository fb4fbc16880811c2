// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Replaying a slice of a big session: the plan of about 100 requests read from a
// BenchFrames::rowCount-event .mcpsession file (ReplayPlanReader), by event numbers (found by
// counting lines) or by the rows' stored offsets (found by seeking).
#include "benchframes.h"

#include <core/replay/replayplanreader.h>

#include <QFile>

#include <benchmark/benchmark.h>
#include <support/syntheticsession.h>

namespace {

// SyntheticSession's rounds hold three requests each (echo, add, then ping or nosuch).
constexpr qint64 kSliceRounds = 34; // 102 requests

// The event number (its line after the header) of a round's first event: the Handshake line
// after initialize's answer is an event too.
qint64 eventNumber(qint64 sequence)
{
    return sequence + 1;
}

bool isRequestEvent(qint64 number)
{
    const qint64 round = number - 1 - SyntheticSession::kHandshakeEvents - 1;
    if (round < 0)
        return false;
    const qint64 slot = round % SyntheticSession::kEventsPerCycle;
    return slot == 0 || slot == 2 || slot == 6;
}

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
        if (number >= firstEvent && isRequestEvent(number))
            offsets.append(offset);
        offset += line.size();
    }
    return offsets;
}

// Arg 0: by event numbers (a range of 272 events, 102 requests, from the middle of the file);
// arg 1: by offsets (the 102 request rows alone, their responses found between them).
// bytesRead: what was read from the file; decoded: lines decoded in full.
void BM_ReplayPlanSlice(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    const qint64 rounds = BenchFrames::rowCount / SyntheticSession::kEventsPerCycle;
    const qint64 first = eventNumber(SyntheticSession::Written::sequence(rounds / 2, 0));
    const qint64 last
        = first + std::min(kSliceRounds, rounds - rounds / 2) * SyntheticSession::kEventsPerCycle
          - 1;
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
