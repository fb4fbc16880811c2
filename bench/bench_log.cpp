// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The log at scale: ingest, session-file load and filtering over BenchFrames::rowCount rows.
#include "benchframes.h"

#include <core/log/messagelogfilter.h>
#include <core/log/messagelogmodel.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionwriter.h>

#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <memory>
#include <unistd.h>

namespace {

constexpr int kFlushEvery = 5000; // the model's 16 ms timer batches about this many in a flood

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() * sysconf(_SC_PAGESIZE) : 0;
}

void fill(MessageLogModel &model, qint64 rows)
{
    for (qint64 i = 0; i < rows; ++i) {
        model.append(BenchFrames::event(i));
        if (i % kFlushEvery == 0)
            model.flush();
    }
    model.flush();
}

// Frames decoded as McpSession does, then appended: the whole live path after the transport.
void BM_LogIngestDecodeAndAppend(benchmark::State &state)
{
    const qint64 rows = BenchFrames::rowCount;
    for (auto _ : state) {
        state.PauseTiming();
        auto model = std::make_unique<MessageLogModel>();
        const qint64 before = residentBytes();
        state.ResumeTiming();
        fill(*model, rows);
        state.PauseTiming();
        state.counters["bytesPerRow"] = double(residentBytes() - before) / double(rows);
        model.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(qint64(state.iterations()) * rows);
}

const QString &sessionFile()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString file = dir.filePath(QStringLiteral("bench.mcpsession"));
        SessionWriter writer;
        writer.open(file, SessionHeader{});
        for (qint64 i = 0; i < BenchFrames::rowCount; ++i)
            writer.append(SessionEvent::fromTraffic(BenchFrames::event(i, false)));
        return file;
    }();
    return path;
}

// Reading and checking every line, frames decoded, nothing kept.
void BM_SessionFileRead(benchmark::State &state)
{
    const QString &path = sessionFile();
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

// Opening a session file in the log: read, decode, append every event.
void BM_SessionFileOpenIntoLog(benchmark::State &state)
{
    const QString &path = sessionFile();
    qint64 events = 0;
    for (auto _ : state) {
        MessageLogModel model;
        SessionReader reader;
        reader.open(path);
        SessionEvent event;
        while (reader.next(&event)) {
            if (event.type == SessionEvent::Type::Traffic)
                model.append(event.traffic);
            if (++events % kFlushEvery == 0)
                model.flush();
        }
        model.flush();
    }
    state.SetItemsProcessed(events);
}

MessageLogModel &bigLog()
{
    static MessageLogModel *model = [] {
        auto *log = new MessageLogModel;
        fill(*log, BenchFrames::rowCount);
        return log;
    }();
    return *model;
}

void filterBy(benchmark::State &state, const MessageLogFilter &filter)
{
    MessageLogModel &log = bigLog();
    MessageLogFilterModel proxy;
    proxy.setSourceModel(&log);
    int shown = 0;
    for (auto _ : state) {
        proxy.setFilter(filter);
        shown = proxy.rowCount();
        proxy.setFilter({}); // back to all rows, so each iteration filters from scratch
    }
    state.counters["shown"] = shown;
    state.SetItemsProcessed(qint64(state.iterations()) * log.rowCount());
}

void BM_FilterMethodGlob(benchmark::State &state)
{
    MessageLogFilter filter;
    filter.methodGlob = QStringLiteral("notifications/*");
    filterBy(state, filter);
}

void BM_FilterFreeText(benchmark::State &state)
{
    MessageLogFilter filter;
    filter.text = QStringLiteral("Step 2");
    filterBy(state, filter);
}

void BM_FilterErrorsOnly(benchmark::State &state)
{
    MessageLogFilter filter;
    filter.errorsOnly = true;
    filterBy(state, filter);
}

BENCHMARK(BM_LogIngestDecodeAndAppend)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionFileRead)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SessionFileOpenIntoLog)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_FilterMethodGlob)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FilterFreeText)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FilterErrorsOnly)->Unit(benchmark::kMillisecond);

} // namespace
