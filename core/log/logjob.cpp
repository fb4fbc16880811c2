// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "logjob.h"

#include <core/platform/offthread.h>

LogJob::LogJob(QObject *parent)
    : QObject(parent)
{
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_control && m_control->total > 0)
            Q_EMIT progressed(int(qMin<qint64>(100, m_control->done * 100 / m_control->total)));
    });
}

LogJob::~LogJob()
{
    if (m_control)
        m_control->cancelled = true;
}

void LogJob::start(qint64 total, Work work)
{
    const bool wasBusy = isBusy();
    if (m_control)
        m_control->cancelled = true; // the worker stops at its next look
    m_control = std::make_shared<LogJobControl>();
    m_control->total = total;
    if (m_watcher) {
        m_watcher->disconnect(this); // its result goes nowhere
        m_watcher.release()->deleteLater();
    }
    m_watcher = std::make_unique<QFutureWatcher<std::vector<int>>>();
    connect(m_watcher.get(), &QFutureWatcherBase::finished, this, &LogJob::finish);
    m_watcher->setFuture(OffThread::run(
        [work = std::move(work), control = m_control] { return work(control.get()); }));
    m_progressTimer.start();
    if (!wasBusy)
        Q_EMIT busyChanged(true);
    Q_EMIT progressed(0);
}

bool LogJob::stop()
{
    if (!m_watcher)
        return false;
    m_control->cancelled = true;
    m_watcher->disconnect(this);
    m_watcher.release()->deleteLater();
    m_control.reset();
    m_progressTimer.stop();
    Q_EMIT busyChanged(false);
    return true;
}

void LogJob::finish()
{
    m_result = m_watcher->result();
    m_watcher.release()->deleteLater();
    m_control.reset();
    m_progressTimer.stop();
    Q_EMIT busyChanged(false);
    Q_EMIT finished();
}
