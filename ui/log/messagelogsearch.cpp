// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogsearch.h"

#include <core/log/logbytesearch.h>
#include <core/log/messagelogfilter.h>
#include <core/log/messagelogmodel.h>
#include <core/platform/offthread.h>

#include <algorithm>
#include <iterator>

MessageLogSearch::MessageLogSearch(const MessageLogModel *log, QObject *parent)
    : QObject(parent)
    , m_log(log)
{
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_job && m_job->control->total > 0)
            Q_EMIT progressed(int(m_job->control->done * 100 / m_job->control->total));
    });
}

MessageLogSearch::~MessageLogSearch()
{
    stop();
}

namespace {

// The rows whose index fields or bytes hold the text, ascending. Any thread.
std::vector<int> searchLogRows(const LogRowSnapshot &rows,
                               const LogRowBytes &bytes,
                               const QString &text,
                               LogJobControl *control)
{
    MessageLogFilter byFields;
    byFields.text = text;
    const std::vector<int> shown
        = CompiledLogFilter(byFields, rows).acceptedRows(rows, 0, rows.count(), {}, control);
    const std::vector<int> inBytes = LogByteSearch(text.toUtf8()).matchingRows(bytes, control);
    std::vector<int> matches;
    matches.reserve(shown.size() + inBytes.size());
    std::set_union(
        shown.begin(), shown.end(), inBytes.begin(), inBytes.end(), std::back_inserter(matches));
    return matches;
}

} // namespace

void MessageLogSearch::start(const QString &text, const LogRowSnapshot &rows)
{
    stop();
    if (text.isEmpty()) {
        clear();
        Q_EMIT finished();
        return;
    }
    // Taken here, on the GUI thread: rows in memory share their bytes, the others say where
    // their session file keeps them. The worker reads nothing else.
    LogRowBytes bytes = LogRowBytes::take(*m_log, 0, rows.count());
    if (rows.count() <= m_synchronousLimit) {
        setResult(text, rows.count(), searchLogRows(rows, bytes, text, nullptr));
        Q_EMIT finished();
        return;
    }
    m_job = std::make_unique<Job>();
    m_job->text = text;
    m_job->rows = rows.count();
    m_job->control = std::make_shared<LogJobControl>();
    m_job->control->total = rows.count() + bytes.count();
    connect(&m_job->watcher, &QFutureWatcherBase::finished, this, &MessageLogSearch::finish);
    m_job->watcher.setFuture(
        OffThread::run([rows, bytes = std::move(bytes), text, control = m_job->control] {
            return searchLogRows(rows, bytes, text, control.get());
        }));
    m_progressTimer.start();
    Q_EMIT busyChanged(true);
    Q_EMIT progressed(0);
}

void MessageLogSearch::setResult(const QString &text, int rows, std::vector<int> matches)
{
    m_text = text;
    m_searchedRows = rows;
    m_matches = std::make_shared<const std::vector<int>>(std::move(matches));
}

void MessageLogSearch::finish()
{
    const std::unique_ptr<Job> job = std::move(m_job);
    m_progressTimer.stop();
    setResult(job->text, job->rows, job->watcher.result());
    Q_EMIT busyChanged(false);
    Q_EMIT finished();
}

void MessageLogSearch::stop()
{
    if (!m_job)
        return;
    m_job->control->cancelled = true; // the worker stops at its next look; its result goes nowhere
    m_job->watcher.disconnect(this);
    m_job.reset();
    m_progressTimer.stop();
    Q_EMIT busyChanged(false);
}

void MessageLogSearch::cancel()
{
    if (!m_job)
        return;
    stop();
    Q_EMIT cancelled();
}

void MessageLogSearch::clear()
{
    stop();
    m_text.clear();
    m_matches.reset();
    m_searchedRows = 0;
}
