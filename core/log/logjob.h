// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "logrowsnapshot.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

// One job over log rows at a time (a filter, a search) on OffThread's pool: start() stops the
// running one (its result goes nowhere: only the last job's rows are ever reported), stop()
// ends it, progressed() reports it every 100 ms from LogJobControl::done. The work reads only
// what it captured. Lives on the GUI thread.
class LogJob : public QObject
{
    Q_OBJECT
public:
    using Work = std::function<std::vector<int>(LogJobControl *control)>;

    explicit LogJob(QObject *parent = nullptr);
    ~LogJob() override;

    // total: what LogJobControl::done counts up to (for the percentage).
    void start(qint64 total, Work work);
    // True when a job was running.
    bool stop();
    bool isBusy() const { return m_watcher != nullptr; }
    // The rows of the job that just finished (in finished()).
    std::vector<int> takeResult() { return std::move(m_result); }

Q_SIGNALS:
    void busyChanged(bool busy);
    void progressed(int percent);
    void finished();

private:
    void finish();

    std::shared_ptr<LogJobControl> m_control;
    std::unique_ptr<QFutureWatcher<std::vector<int>>> m_watcher;
    std::vector<int> m_result;
    QTimer m_progressTimer;
};
