// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogsearch.h"

#include <core/log/logbytesearch.h>
#include <core/log/messagelogfilter.h>
#include <core/log/messagelogmodel.h>

#include <algorithm>
#include <iterator>

MessageLogSearch::MessageLogSearch(const MessageLogModel *log, QObject *parent)
    : QObject(parent)
    , m_log(log)
{
    connect(&m_job, &LogJob::busyChanged, this, &MessageLogSearch::busyChanged);
    connect(&m_job, &LogJob::progressed, this, &MessageLogSearch::progressed);
    connect(&m_job, &LogJob::finished, this, &MessageLogSearch::finish);
    m_sliceTimer.setInterval(0);
    connect(&m_sliceTimer, &QTimer::timeout, this, &MessageLogSearch::takeSlice);
}

MessageLogSearch::~MessageLogSearch() = default;

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
    if (text.isEmpty()) {
        clear();
        Q_EMIT finished();
        return;
    }
    // Taken here, on the GUI thread: rows in memory share their bytes, the others say where
    // their session file keeps them. The worker reads nothing else.
    if (rows.count() <= m_synchronousLimit) {
        stopTaking();
        m_job.stop();
        const LogRowBytes bytes = LogRowBytes::take(*m_log, 0, rows.count());
        setResult(text, rows.count(), searchLogRows(rows, bytes, text, nullptr));
        Q_EMIT finished();
        return;
    }
    m_job.stop();
    const bool wasTaking = m_taking;
    m_jobText = text;
    m_jobRows = rows.count();
    m_taking = true;
    m_takingRows = rows;
    m_taken = LogRowBytes();
    m_takenUpTo = 0;
    m_sliceTimer.start();
    if (!wasTaking)
        Q_EMIT busyChanged(true);
    Q_EMIT progressed(0);
}

void MessageLogSearch::takeSlice()
{
    constexpr int kSlice = 65536; // a few ms of the GUI thread
    const int end = qMin(m_jobRows, m_takenUpTo + kSlice);
    m_taken.append(*m_log, m_takenUpTo, end);
    m_takenUpTo = end;
    if (m_takenUpTo < m_jobRows)
        return;
    m_sliceTimer.stop();
    m_taking = false;
    const qint64 total = m_jobRows + m_taken.count();
    m_job.start(total,
                [rows = std::move(m_takingRows), bytes = std::move(m_taken), text = m_jobText](
                    LogJobControl *control) { return searchLogRows(rows, bytes, text, control); });
    m_takingRows = LogRowSnapshot();
    m_taken = LogRowBytes();
}

void MessageLogSearch::stopTaking()
{
    if (!m_taking)
        return;
    m_sliceTimer.stop();
    m_taking = false;
    m_takingRows = LogRowSnapshot();
    m_taken = LogRowBytes();
    if (!m_job.isBusy())
        Q_EMIT busyChanged(false);
}

void MessageLogSearch::setResult(const QString &text, int rows, std::vector<int> matches)
{
    m_text = text;
    m_searchedRows = rows;
    m_matches = std::make_shared<const std::vector<int>>(std::move(matches));
}

void MessageLogSearch::finish()
{
    setResult(m_jobText, m_jobRows, m_job.takeResult());
    Q_EMIT finished();
}

void MessageLogSearch::cancel()
{
    const bool wasTaking = m_taking;
    stopTaking();
    if (m_job.stop() || wasTaking)
        Q_EMIT cancelled();
}

void MessageLogSearch::clear()
{
    stopTaking();
    m_job.stop();
    m_text.clear();
    m_matches.reset();
    m_searchedRows = 0;
}
