// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QPromise>
#include <QThreadPool>

#include <memory>
#include <type_traits>

// Pure work moved off the GUI thread (CONTRIBUTING seam 4): runs work() on mcpscope's own
// thread pool and reports its result through the future (watch it with a QFutureWatcher). What
// Qt Concurrent's run() does, without linking Qt Concurrent. work must only read what it
// captured.
namespace OffThread {

// The pool every piece of mcpscope's background work runs on; never QThreadPool's global
// instance. Qt's raster paint engine splits large fills over the global pool and waits for
// them on the GUI thread: while two of our jobs held both of its threads (converting a 50 MB
// text, writing a 50 MB frame to the session file), a scroll bar's paint waited 0.4-0.7 s for
// them (BM_GuiLargeResult).
QThreadPool &pool();
// Drops the jobs still queued and waits up to timeoutMs for the running ones; true when none is
// left. Runs by itself when the application object is destroyed (before static objects are).
bool drain(int timeoutMs);

template<typename Work>
auto run(Work work) -> QFuture<std::invoke_result_t<Work>>
{
    using Result = std::invoke_result_t<Work>;
    auto promise = std::make_shared<QPromise<Result>>();
    QFuture<Result> future = promise->future();
    promise->start();
    pool().start([promise, work = std::move(work)]() mutable {
        promise->addResult(work());
        promise->finish();
    });
    return future;
}

} // namespace OffThread
