// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QPromise>
#include <QThreadPool>

#include <memory>
#include <type_traits>

// Pure work moved off the GUI thread (CONTRIBUTING seam 4): runs work() on the global thread
// pool and reports its result through the future (watch it with a QFutureWatcher). What Qt
// Concurrent's run() does, without linking Qt Concurrent. work must only read what it captured.
namespace OffThread {

template<typename Work>
auto run(Work work) -> QFuture<std::invoke_result_t<Work>>
{
    using Result = std::invoke_result_t<Work>;
    auto promise = std::make_shared<QPromise<Result>>();
    QFuture<Result> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, work = std::move(work)]() mutable {
        promise->addResult(work());
        promise->finish();
    });
    return future;
}

} // namespace OffThread
