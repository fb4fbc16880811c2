// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "benchframes.h"

#include <benchmark/benchmark.h>

namespace {

void decodeFrame(benchmark::State &state, const QByteArray &frame)
{
    for (auto _ : state) {
        JsonRpc::DecodeResult result = JsonRpc::decode(frame);
        benchmark::DoNotOptimize(result);
    }
    state.SetBytesProcessed(qint64(state.iterations()) * frame.size());
    state.SetItemsProcessed(qint64(state.iterations()));
}

void BM_DecodeToolCallRequest(benchmark::State &state)
{
    decodeFrame(state, BenchFrames::toolCallRequest(42));
}
void BM_DecodeProgressNotification(benchmark::State &state)
{
    decodeFrame(state, BenchFrames::progressNotification(42, 2));
}
void BM_DecodeToolCallResult(benchmark::State &state)
{
    decodeFrame(state, BenchFrames::toolCallResult(42));
}
void BM_DecodeToolsListResult(benchmark::State &state)
{
    decodeFrame(state, BenchFrames::toolsListResult(42));
}

BENCHMARK(BM_DecodeToolCallRequest);
BENCHMARK(BM_DecodeProgressNotification);
BENCHMARK(BM_DecodeToolCallResult);
BENCHMARK(BM_DecodeToolsListResult);

} // namespace
