// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The log at scale: ingest, session-file load and filtering over BenchFrames::rowCount rows.
#include "benchframes.h"

#include <core/analysis/connectionanalysis.h>
#include <core/log/messagelogmodel.h>
#include <core/replay/replayplan.h>
#include <core/session/sessionreader.h>

#include <QFile>

#include <benchmark/benchmark.h>
#include <malloc.h>
#include <memory>
#include <sys/resource.h>

namespace {

// Bytes the heap holds now: unlike RSS, it drops when an earlier case frees its memory.
qint64 heapInUse()
{
    return qint64(mallinfo2().uordblks);
}

// Frames decoded and analysed as McpSession does, then appended: the whole live path after the
// transport.
void BM_LogIngestDecodeAndAppend(benchmark::State &state)
{
    const qint64 rows = BenchFrames::rowCount;
    for (auto _ : state) {
        state.PauseTiming();
        auto model = std::make_unique<MessageLogModel>();
        const qint64 before = BenchFrames::residentBytes();
        state.ResumeTiming();
        BenchFrames::fill(*model, rows);
        state.PauseTiming();
        state.counters["bytesPerRow"]
            = double(BenchFrames::residentBytes() - before) / double(rows);
        state.counters["rowBytesPerRow"] = double(model->rowMemoryBytes()) / double(rows);
        state.counters["rawBytesPerRow"] = double(model->rawBytesInMemory()) / double(rows);
        model.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(qint64(state.iterations()) * rows);
}

// What BM_LogIngest* do before the log: each event made, decoded and analysed, nothing kept.
// The log's own cost per row is theirs minus this.
void BM_LogIngestWithoutLog(benchmark::State &state)
{
    const qint64 rows = BenchFrames::rowCount;
    for (auto _ : state) {
        ConnectionAnalysis analysis;
        for (qint64 i = 0; i < rows; ++i) {
            TrafficEvent next = BenchFrames::event(i);
            analysis.annotate(next);
            benchmark::DoNotOptimize(next);
        }
    }
    state.SetItemsProcessed(qint64(state.iterations()) * rows);
}

// Live capture with a recording (the autosave, --record): every event's bytes are in the session
// file as well (written by the recorder as McpSession does, not measured here; the offsets stand
// for its lines), so rows keep only their index fields and the newest bytes up to the budget.
// Arg: how many times BenchFrames::rowCount rows (10: the ten-million-row log). peakRssMB: the
// process' peak resident set (the whole bench run so far).
void BM_LogIngestRecorded(benchmark::State &state)
{
    const qint64 rows = BenchFrames::rowCount * state.range(0);
    for (auto _ : state) {
        state.PauseTiming();
        auto model = std::make_unique<MessageLogModel>();
        const qint64 before = BenchFrames::residentBytes();
        auto file = std::make_shared<const QString>(QStringLiteral("live.mcpsession"));
        state.ResumeTiming();
        ConnectionAnalysis analysis;
        for (qint64 i = 0; i < rows; ++i) {
            TrafficEvent next = BenchFrames::event(i);
            analysis.annotate(next);
            next.stored = RawLocation{file, i * 300, {}};
            model->append(next);
            if (i % BenchFrames::kFlushEvery == 0)
                model->flush();
        }
        model->flush();
        state.PauseTiming();
        state.counters["bytesPerRow"]
            = double(BenchFrames::residentBytes() - before) / double(rows);
        state.counters["rowBytesPerRow"] = double(model->rowMemoryBytes()) / double(rows);
        state.counters["rawInMemoryMB"] = double(model->rawBytesInMemory()) / 1e6;
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        state.counters["peakRssMB"] = double(usage.ru_maxrss) / 1024.0;
        model.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(qint64(state.iterations()) * rows);
}

// Reading and checking every line, frames decoded, nothing kept.
void BM_SessionFileRead(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        SessionReader reader;
        reader.open(path);
        SessionEvent event;
        while (reader.next(&event))
            ++events;
    }
    state.SetItemsProcessed(events);
    state.counters["fileMB"] = double(QFile(path).size()) / 1e6;
}

// Reads path into model as Open Session did before it opened lazily (SessionLoader: every event
// through a ConnectionAnalysis, which pairs it and, this file having no recorded findings,
// checks it), each event also given to plan when there is one; the number of events read.
qint64 openIntoLog(const QString &path, MessageLogModel &model, ReplayPlanBuilder *plan)
{
    qint64 events = 0;
    SessionReader reader;
    reader.open(path);
    ConnectionAnalysis analysis;
    SessionEvent event;
    while (reader.next(&event)) {
        if (event.type == SessionEvent::Type::Traffic) {
            analysis.annotate(event.traffic);
            model.append(event.traffic);
        }
        if (plan)
            plan->add(event);
        if (++events % BenchFrames::kFlushEvery == 0)
            model.flush();
    }
    model.flush();
    return events;
}

// Opening a session file in the log by decoding it whole: read, decode, append every event
// (what Open Session did before; BM_SessionFileOpenIntoLog measures the window's lazy open).
void BM_SessionFileDecodeIntoLog(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        MessageLogModel model;
        events += openIntoLog(path, model, nullptr);
    }
    state.SetItemsProcessed(events);
}

// Opening a session file offline as the GUI did before it opened lazily: the log and the
// replay plan built in one pass over the file.
void BM_SessionFileOpenWithReplayPlan(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        const qint64 before = heapInUse();
        MessageLogModel model;
        ReplayPlanBuilder builder;
        events += openIntoLog(path, model, &builder);
        const ReplayPlan plan = builder.take();
        state.counters["heapAtPeakMB"] = double(heapInUse() - before) / 1e6;
        state.counters["steps"] = double(plan.steps.size());
    }
    state.SetItemsProcessed(events);
}

// What opening offline did before: the log in one pass, then the whole file read again into a
// list of every event to build the replay plan from. Kept to show the difference.
void BM_SessionFileOpenThenPlanSecondPass(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        const qint64 before = heapInUse();
        MessageLogModel model;
        events += openIntoLog(path, model, nullptr);
        const SessionReader::Loaded loaded = SessionReader::load(path);
        state.counters["heapAtPeakMB"] = double(heapInUse() - before) / 1e6;
        const ReplayPlan plan = ReplayPlan::fromEvents(loaded.events);
        state.counters["steps"] = double(plan.steps.size());
    }
    state.SetItemsProcessed(events);
}

BENCHMARK(BM_LogIngestDecodeAndAppend)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LogIngestWithoutLog)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LogIngestRecorded)->Unit(benchmark::kMillisecond)->Iterations(1)->Arg(1)->Arg(10);
BENCHMARK(BM_SessionFileRead)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionFileDecodeIntoLog)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionFileOpenWithReplayPlan)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionFileOpenThenPlanSecondPass)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
