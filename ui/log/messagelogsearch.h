// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/logjob.h>
#include <core/log/logrowsnapshot.h>

#include <QObject>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <vector>

class MessageLogModel;

// Search in frames: which rows of the log hold a text in their exact bytes (LogByteSearch: plain,
// ASCII case-insensitive) or in what the table shows of them (method, id, channel, codes: the
// filter's free text, so a response is found by its request's method). Found on OffThread's pool
// over the rows there when the search started (LogRowBytes: memory, and the session file read in
// order for rows whose bytes left it); a log of at most synchronousLimit() rows is searched at
// once. A new start() cancels the running search (only the last one's matches are ever
// reported); cancel() stops it. GUI thread; holds no rows itself.
class MessageLogSearch : public QObject
{
    Q_OBJECT
public:
    explicit MessageLogSearch(const MessageLogModel *log, QObject *parent = nullptr);
    ~MessageLogSearch() override;

    static constexpr int kDefaultSynchronousLimit = 20000;
    // rows: the log's index fields now (MessageFilterProxyModel::snapshot()).
    void start(const QString &text, const LogRowSnapshot &rows);
    void setSynchronousLimit(int rows) { m_synchronousLimit = rows; }
    void cancel();
    void clear(); // no text, no matches (the log was cleared)
    bool isBusy() const { return m_job.isBusy() || m_taking; }
    QString runningText() const { return isBusy() ? m_jobText : QString(); }
    // The text of the last finished search, and its matching rows (sorted log rows).
    QString text() const { return m_text; }
    std::shared_ptr<const std::vector<int>> matches() const { return m_matches; }
    int searchedRows() const { return m_searchedRows; }
    // The first match after (or before) a log row, wrapping around, for which shown(row); -1.
    template<typename Shown>
    int nextMatch(int fromRow, bool backwards, Shown shown) const;

Q_SIGNALS:
    void busyChanged(bool busy);
    void progressed(int percent);
    void finished(); // matches() are the new text's
    void cancelled();

private:
    void finish();
    void takeSlice();
    void stopTaking();
    void setResult(const QString &text, int rows, std::vector<int> matches);

    const MessageLogModel *m_log = nullptr;
    QString m_text;
    std::shared_ptr<const std::vector<int>> m_matches;
    int m_searchedRows = 0;
    int m_synchronousLimit = kDefaultSynchronousLimit;

    LogJob m_job;
    QTimer m_sliceTimer;
    QString m_jobText; // what the running job looks for
    int m_jobRows = 0;
    // A large log's bytes, taken a slice per turn of the event loop before the job starts.
    bool m_taking = false;
    LogRowSnapshot m_takingRows;
    LogRowBytes m_taken;
    int m_takenUpTo = 0;
};

template<typename Shown>
int MessageLogSearch::nextMatch(int fromRow, bool backwards, Shown shown) const
{
    if (!m_matches || m_matches->empty())
        return -1;
    const std::vector<int> &rows = *m_matches;
    const int count = int(rows.size());
    // Where fromRow would go: the first match after it (forwards) or before it (backwards).
    int start = int(std::upper_bound(rows.begin(), rows.end(), fromRow) - rows.begin());
    if (backwards)
        start = int(std::lower_bound(rows.begin(), rows.end(), fromRow) - rows.begin()) - 1;
    for (int step = 0; step < count; ++step) {
        const int at
            = backwards ? ((start - step) % count + count) % count : (start + step) % count;
        if (shown(rows[size_t(at)]))
            return rows[size_t(at)];
    }
    return -1;
}
