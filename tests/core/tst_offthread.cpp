// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/platform/offthread.h>

#include <QFutureWatcher>
#include <QSemaphore>
#include <QSignalSpy>

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

} // namespace offthread_test
