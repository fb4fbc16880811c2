// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// A process that never returns to its event loop, with mcpscope-cli's TerminationWatcher: only
// the hard exit can end it after SIGINT/SIGTERM (tst_cli_hostile). Prints "busy" first.
#include <core/platform/terminationwatcher.h>

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    TerminationWatcher termination;
    termination.setHardExit(true);
    std::fputs("busy\n", stdout);
    std::fflush(stdout);
    volatile unsigned long spins = 0;
    for (;;)
        spins = spins + 1; // CPU-bound, like a validator stuck in a library
}
