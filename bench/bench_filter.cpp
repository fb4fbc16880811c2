// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// Filtering a million-row log through the proxy the GUI's log view uses (built with the GUI).
#include "benchframes.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagefilterproxymodel.h>

#include <benchmark/benchmark.h>

namespace {

void filterBy(benchmark::State &state, const MessageLogFilter &filter)
{
    MessageLogModel &log = BenchFrames::bigLog();
    MessageFilterProxyModel proxy;
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

} // namespace

BENCHMARK(BM_FilterMethodGlob)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FilterFreeText)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FilterErrorsOnly)->Unit(benchmark::kMillisecond);
