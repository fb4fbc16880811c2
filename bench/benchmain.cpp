// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "benchframes.h"

#include <QCoreApplication>
#ifdef MCPSCOPE_BENCH_GUI
#include <QApplication>
#endif

#include <core/platform/eventloopchoice.h>
#include <core/platform/largeallocations.h>

#include <benchmark/benchmark.h>
#include <cstring>

#ifdef MCPSCOPE_BENCH_GUI
namespace BenchGui {
extern int floodCount;
extern int largeMegabytes;
} // namespace BenchGui
#endif

// mcpscope-bench [--rows=N] [--flood=N] [--large-mb=N] [Google Benchmark options]: the message
// log at scale, memory under an endless stream and, with the GUI, an offscreen window under a
// flood and a large result. The stream and GUI cases run their own event loops.
int main(int argc, char **argv)
{
    LargeAllocations::mapEachOnItsOwn();
    std::vector<char *> arguments;
    for (int i = 0; i < argc; ++i) {
        if (std::strncmp(argv[i], "--rows=", 7) == 0)
            BenchFrames::rowCount = std::atoll(argv[i] + 7);
#ifdef MCPSCOPE_BENCH_GUI
        else if (std::strncmp(argv[i], "--flood=", 8) == 0)
            BenchGui::floodCount = std::atoi(argv[i] + 8);
        else if (std::strncmp(argv[i], "--large-mb=", 11) == 0)
            BenchGui::largeMegabytes = std::atoi(argv[i] + 11);
#endif
        else
            arguments.push_back(argv[i]);
    }
    int count = int(arguments.size());
#ifdef MCPSCOPE_BENCH_GUI
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // measured without a display, like the tests
    const EventLoopChoice eventLoop;             // what the applications run
    QApplication app(count, arguments.data());
    eventLoop.restoreEnvironment();
    // Its own settings and autosaves, apart from a user's mcpscope.
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope"));
    QCoreApplication::setApplicationName(QStringLiteral("mcpscope-bench"));
#else
    const EventLoopChoice eventLoop;
    QCoreApplication app(count, arguments.data());
    eventLoop.restoreEnvironment();
#endif
    benchmark::Initialize(&count, arguments.data());
    if (benchmark::ReportUnrecognizedArguments(count, arguments.data()))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
