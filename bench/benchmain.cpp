// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "benchframes.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>
#include <cstring>

// mcpscope-bench [--rows=N] [Google Benchmark options]: the message log at scale, and memory
// under an endless stream. The model and the proxy need a QCoreApplication; the stream case
// runs its own event loop.
int main(int argc, char **argv)
{
    std::vector<char *> arguments;
    for (int i = 0; i < argc; ++i) {
        if (std::strncmp(argv[i], "--rows=", 7) == 0)
            BenchFrames::rowCount = std::atoll(argv[i] + 7);
        else
            arguments.push_back(argv[i]);
    }
    int count = int(arguments.size());
    QCoreApplication app(count, arguments.data());
    benchmark::Initialize(&count, arguments.data());
    if (benchmark::ReportUnrecognizedArguments(count, arguments.data()))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
