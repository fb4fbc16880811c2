// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offthread.h"

#include <QThread>

namespace OffThread {

QThreadPool &pool()
{
    // At least two threads even on one core: a long job (a session file write) must not hold
    // back a short one (decoding the next frame) entirely.
    static QThreadPool *const instance = [] {
        auto *threads = new QThreadPool;
        threads->setMaxThreadCount(qMax(2, QThread::idealThreadCount()));
        threads->setObjectName(QStringLiteral("mcpscope-background"));
        return threads;
    }();
    return *instance;
}

} // namespace OffThread
