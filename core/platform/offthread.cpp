// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offthread.h"

#include <QCoreApplication>
#include <QThread>

namespace {

QThreadPool *backgroundPool = nullptr;

// Runs when the application object goes (qAddPostRoutine), before static objects are
// destroyed: a job still running then (a schema check of a huge result at exit) would use
// function-local statics (compiled regular expressions) after their destructors ran, and
// crash the process on its way out. Queued jobs are dropped; running ones are bounded by their
// own time budgets, and waited for at most kDrainMs.
void drainBackgroundPool()
{
    constexpr int kDrainMs = 10000;
    OffThread::drain(kDrainMs);
}

} // namespace

namespace OffThread {

QThreadPool &pool()
{
    // At least two threads even on one core: a long job (a session file write) must not hold
    // back a short one (decoding the next frame) entirely. Never destroyed (a job may still
    // hold it at exit), but drained when the application object goes.
    static QThreadPool *const instance = [] {
        auto *threads = new QThreadPool;
        threads->setMaxThreadCount(qMax(2, QThread::idealThreadCount()));
        threads->setObjectName(QStringLiteral("mcpscope-background"));
        backgroundPool = threads;
        qAddPostRoutine(drainBackgroundPool);
        return threads;
    }();
    return *instance;
}

bool drain(int timeoutMs)
{
    if (!backgroundPool)
        return true;
    backgroundPool->clear();
    return backgroundPool->waitForDone(timeoutMs);
}

} // namespace OffThread
