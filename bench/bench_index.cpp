// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The session index: a BenchFrames::rowCount-event .mcpsession file indexed for a lazy open.
#include "benchframes.h"

#include <core/analysis/connectionanalysis.h>
#include <core/log/globmatcher.h>
#include <core/log/messagelogmodel.h>
#include <core/session/sessionindex.h>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRegularExpression>

#include <benchmark/benchmark.h>
#include <functional>
#include <sys/resource.h>

namespace {

// Indexes path into index on the background pool, the event loop taking each batch (onBatch
// returns how many rows can be shown now); returns the ns until 50 could, -1 if never.
qint64 indexWithEventLoop(SessionIndex &index,
                          const QString &path,
                          const std::function<qint64(qint64, qint64)> &onBatch)
{
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    qint64 firstScreenNs = -1;
    QObject::connect(&index, &SessionIndex::eventsIndexed, &loop, [&](qint64 first, qint64 last) {
        if (onBatch(first, last) >= 50 && firstScreenNs < 0)
            firstScreenNs = clock.nsecsElapsed();
    });
    QObject::connect(&index, &SessionIndex::finished, &loop, &QEventLoop::quit);
    index.open(path);
    loop.exec();
    return firstScreenNs;
}

// As the GUI would open it: SessionIndex's steps on the background pool, the event loop
// taking each batch. Real time: the work is on another thread. firstScreenMs: until 50 rows
// can be shown; bytesPerEvent: what the index holds (entries, names, ids) per event;
// residentPerEvent: what the process grew by.
void BM_SessionFileIndex(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const qint64 before = BenchFrames::residentBytes();
        state.ResumeTiming();
        SessionIndex index;
        const qint64 firstScreenNs
            = indexWithEventLoop(index, path, [&](qint64, qint64) { return index.count(); });
        state.PauseTiming();
        if (index.state() != SessionIndex::State::Complete)
            state.SkipWithError(index.errorString().toUtf8().constData());
        events += index.count();
        state.counters["firstScreenMs"] = double(firstScreenNs) / 1e6;
        state.counters["bytesPerEvent"] = double(index.memoryBytes()) / double(index.count());
        state.counters["residentPerEvent"]
            = double(BenchFrames::residentBytes() - before) / double(index.count());
        state.counters["malformed"] = double(index.malformedCount());
        state.ResumeTiming();
    }
    state.SetItemsProcessed(events);
    state.counters["fileMB"] = double(QFile(path).size()) / 1e6;
}

// Opening a session file into the log lazily (issue 20): the index built off the GUI thread,
// each batch's entries appended to the log as rows without a decode (appendIndexed) and
// inserted at once. firstScreenMs: until the log shows 50 rows. Against
// BM_SessionFileDecodeIntoLog (every event read and decoded into the log) and
// BM_SessionFileOpenIntoLog (the same through the window's Open Session).
void BM_SessionFileIndexIntoLog(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 rows = 0;
    for (auto _ : state) {
        MessageLogModel model;
        SessionIndex index;
        const qint64 firstScreenNs
            = indexWithEventLoop(index, path, [&](qint64 first, qint64 last) {
                  model.appendIndexed(index, first, last);
                  model.flush();
                  return qint64(model.rowCount());
              });
        state.PauseTiming();
        if (index.state() != SessionIndex::State::Complete)
            state.SkipWithError(index.errorString().toUtf8().constData());
        rows += model.rowCount();
        state.counters["firstScreenMs"] = double(firstScreenNs) / 1e6;
        state.counters["rowBytesPerRow"]
            = double(model.rowMemoryBytes()) / double(model.rowCount());
        state.ResumeTiming();
    }
    state.SetItemsProcessed(rows);
}

// The same work on this thread, in one go: the scanner's own cost, without the hand-over of
// batches. fastShare: lines read without QJsonDocument.
void BM_SessionFileIndexScan(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        SessionIndexBuilder builder(path, {}, nullptr);
        SessionIndexBatch batch;
        do {
            batch = builder.step(qint64(1) << 40);
            events += qint64(batch.entries.size());
        } while (!batch.done);
        const SessionLineIndexer &lines = builder.lines();
        state.counters["fastShare"]
            = double(lines.fastLines()) / double(lines.fastLines() + lines.fullLines());
    }
    state.SetItemsProcessed(events);
}

// One event decoded on demand (what showing or selecting a row costs), spread over the file.
void BM_SessionIndexReadEvent(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    SessionIndex index;
    QEventLoop loop;
    QObject::connect(&index, &SessionIndex::finished, &loop, &QEventLoop::quit);
    index.open(path);
    loop.exec();
    qint64 i = 0;
    for (auto _ : state) {
        SessionFormat::ParsedEvent event = index.readEvent(i);
        benchmark::DoNotOptimize(event);
        i = (i + 7919) % index.count();
    }
    state.SetItemsProcessed(qint64(state.iterations()));
}

// Live capture into index rows (the compact row of the lazy log): frames decoded and analysed as
// McpSession does, then appended as index entries; their bytes are the session file's (written
// by the recorder as today, not measured here). Against BM_LogIngestDecodeAndAppend (rows
// holding the bytes and their summaries) and BM_Decode* (the decode alone).
void BM_SessionIndexLiveIngest(benchmark::State &state)
{
    const qint64 rows = BenchFrames::rowCount;
    for (auto _ : state) {
        state.PauseTiming();
        auto index = std::make_unique<SessionIndex>();
        const qint64 before = BenchFrames::residentBytes();
        state.ResumeTiming();
        ConnectionAnalysis analysis;
        auto file = std::make_shared<const QString>(QStringLiteral("live.mcpsession"));
        for (qint64 i = 0; i < rows; ++i) {
            TrafficEvent event = BenchFrames::event(i);
            analysis.annotate(event);
            event.stored = RawLocation{file, i * 300, {}};
            index->append(event);
        }
        state.PauseTiming();
        // Resident growth means something only when no earlier case left freed heap to reuse.
        state.counters["bytesPerRow"]
            = double(BenchFrames::residentBytes() - before) / double(rows);
        state.counters["indexBytesPerRow"] = double(index->memoryBytes()) / double(rows);
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        state.counters["peakRssMB"] = double(usage.ru_maxrss) / 1024.0;
        index.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(qint64(state.iterations()) * rows);
}

// The index of the 1 M-event file, built once for the filter cases.
const SessionIndex &bigIndex()
{
    static SessionIndex *index = [] {
        auto *built = new SessionIndex;
        QEventLoop loop;
        QObject::connect(built, &SessionIndex::finished, &loop, &QEventLoop::quit);
        built->open(BenchFrames::sessionFile());
        loop.exec();
        return built;
    }();
    return *index;
}

// How a filter runs on index rows (the design for the lazy log, measured in isolation): a
// glob is matched once per name, not per row, and each row is a compare of two bytes. The rows
// shown are collected as a proxy's mapping would be.
void filterIndex(benchmark::State &state,
                 const std::function<bool(const SessionIndexEntry &)> &accept)
{
    const SessionIndex &index = bigIndex();
    std::vector<int> shown;
    for (auto _ : state) {
        shown.clear();
        for (qint64 i = 0; i < index.count(); ++i) {
            if (accept(index.entry(i)))
                shown.push_back(int(i));
        }
        benchmark::DoNotOptimize(shown.data());
    }
    state.counters["shown"] = double(shown.size());
    state.SetItemsProcessed(qint64(state.iterations()) * index.count());
}

void BM_SessionIndexFilterMethodGlob(benchmark::State &state)
{
    const SessionIndex &index = bigIndex();
    const GlobMatcher glob(QStringLiteral("notifications/*"));
    std::vector<char> accepted;
    for (int name = 0; name < index.nameCount(); ++name)
        accepted.push_back(glob.matches(index.name(quint16(name))));
    filterIndex(state, [&](const SessionIndexEntry &entry) {
        return entry.isTraffic() && accepted[entry.method];
    });
}

void BM_SessionIndexFilterErrorsOnly(benchmark::State &state)
{
    filterIndex(state, [](const SessionIndexEntry &entry) { return entry.isError(); });
}

} // namespace

BENCHMARK(BM_SessionIndexFilterMethodGlob)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SessionIndexFilterErrorsOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SessionIndexLiveIngest)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionFileIndex)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_SessionFileIndexIntoLog)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_SessionFileIndexScan)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionIndexReadEvent)->Unit(benchmark::kMicrosecond);
