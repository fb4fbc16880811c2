// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// Filtering and searching a million-row log the way the GUI's log view does (built with the
// GUI): the proxy's filter job and the search job on OffThread's pool, each measured from the
// change to the result shown (the job, its hand-over and the proxy's reset), not a loop alone.
#include "benchframes.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/log/messagelogsearch.h>

#include <QEventLoop>

#include <benchmark/benchmark.h>

namespace {

void filterBy(benchmark::State &state, const MessageLogFilter &filter)
{
    MessageLogModel &log = BenchFrames::bigLog();
    MessageFilterProxyModel proxy;
    proxy.setSourceModel(&log);
    proxy.setSynchronousLimit(0); // always the job, as for a large log in the GUI
    QEventLoop loop;
    QObject::connect(
        &proxy, &MessageFilterProxyModel::filterApplied, &loop, [&loop] { loop.quit(); });
    int shown = 0;
    for (auto _ : state) {
        proxy.setFilter(filter);
        if (proxy.isBusy())
            loop.exec();
        shown = proxy.rowCount();
        state.PauseTiming();
        proxy.setFilter({}); // back to all rows, so each iteration filters from scratch
        state.ResumeTiming();
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

// Digits: every row's id is looked at as text, the free text's dearest case.
void BM_FilterFreeText(benchmark::State &state)
{
    MessageLogFilter filter;
    filter.text = QStringLiteral("42");
    filterBy(state, filter);
}

void BM_FilterErrorsOnly(benchmark::State &state)
{
    MessageLogFilter filter;
    filter.errorsOnly = true;
    filterBy(state, filter);
}

// Search in frames: every row's bytes (all in memory here), plus the index fields.
void BM_SearchBytes(benchmark::State &state)
{
    MessageLogModel &log = BenchFrames::bigLog();
    MessageFilterProxyModel proxy;
    proxy.setSourceModel(&log);
    MessageLogSearch search(&log);
    search.setSynchronousLimit(0);
    QEventLoop loop;
    QObject::connect(&search, &MessageLogSearch::finished, &loop, [&loop] { loop.quit(); });
    int matches = 0;
    for (auto _ : state) {
        search.start(QStringLiteral("step 2"), proxy.snapshot());
        if (search.isBusy())
            loop.exec();
        matches = int(search.matches()->size());
    }
    state.counters["matches"] = matches;
    state.SetItemsProcessed(qint64(state.iterations()) * log.rowCount());
}

} // namespace

BENCHMARK(BM_FilterMethodGlob)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_FilterFreeText)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_FilterErrorsOnly)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SearchBytes)->Unit(benchmark::kMillisecond)->UseRealTime();
