// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/platform/offthread.h>

#include <QFutureWatcher>
#include <QSemaphore>
#include <QSignalSpy>

#include <atomic>
#include <gtest/gtest.h>

// OffThread: mcpscope's background work never occupies Qt's global thread pool, which Qt's own
// raster painting waits on from the GUI thread.
namespace offthread_test {

TEST(OffThread, ResultArrivesThroughTheFuture)
{
    QFutureWatcher<int> watcher;
    QSignalSpy finished(&watcher, &QFutureWatcherBase::finished);
    watcher.setFuture(OffThread::run([] { return 6 * 7; }));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(watcher.future().result(), 42);
}

TEST(OffThread, BusyBackgroundWorkLeavesQtsGlobalPoolFree)
{
    QThreadPool &ours = OffThread::pool();
    ASSERT_NE(&ours, QThreadPool::globalInstance());
    // Every thread of our pool blocked, as by long conversions and session file writes.
    QSemaphore release;
    QSemaphore started;
    const int threads = ours.maxThreadCount();
    for (int i = 0; i < threads; ++i) {
        ours.start([&release, &started] {
            started.release();
            release.acquire();
        });
    }
    ASSERT_TRUE(started.tryAcquire(threads, 10000));
    // What Qt's paint engine does with a large fill: it must get a thread at once.
    QSemaphore painted;
    const bool accepted
        = QThreadPool::globalInstance()->tryStart([&painted] { painted.release(); });
    const bool ran = accepted && painted.tryAcquire(1, 10000);
    release.release(threads);
    ours.waitForDone();
    EXPECT_TRUE(accepted);
    EXPECT_TRUE(ran);
}

// What runs when the application object goes: nothing queued starts any more, and what runs
// is waited for (a job alive during static destruction crashed a test process on its way out).
TEST(OffThread, DrainDropsQueuedJobsAndWaitsForRunningOnes)
{
    QThreadPool &pool = OffThread::pool();
    const int threads = pool.maxThreadCount();
    QSemaphore started;
    QSemaphore release;
    std::atomic<int> ran = 0;
    for (int i = 0; i < threads; ++i) {
        pool.start([&] {
            started.release();
            release.acquire();
            ran.fetch_add(1);
        });
    }
    pool.start([&] { ran.fetch_add(100); }); // queued behind the busy threads
    started.acquire(threads);
    EXPECT_FALSE(OffThread::drain(10)) << "the running jobs are still waiting";
    release.release(threads);
    EXPECT_TRUE(OffThread::drain(30000));
    EXPECT_EQ(ran.load(), threads) << "the queued job was dropped, the running ones finished";
}

} // namespace offthread_test
