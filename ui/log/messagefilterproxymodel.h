// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/logjob.h>
#include <core/log/messagelogfilter.h>

#include <QAbstractProxyModel>
#include <QIcon>
#include <QSet>

#include <memory>
#include <optional>
#include <vector>

class MessageLogModel;

// Narrows a MessageLogModel for the log pane: a MessageLogFilter (direction, method glob,
// errors only, free text, connections, a row set such as the search's matches), with pinned rows
// shown whatever the filter says and marked with a pin in the first column. Rows keep their
// order; never sorts.
//
// Filtering a large log is a job on OffThread's pool over a snapshot of the rows' index fields
// (LogRowSnapshot, kept up to date as rows arrive): the table keeps showing the last result
// until the new one replaces it with one reset; a change while a job runs cancels it and starts
// the next (only the last one's rows are ever shown); cancel() (Esc) stops it and keeps what is
// shown. Rows appended while a filter is active are filtered as they arrive (the cost of the
// batch). A log of at most synchronousLimit() rows is filtered at once, on the calling thread:
// cheaper than a hop to a worker, and the table never lags what the user typed.
class MessageFilterProxyModel : public QAbstractProxyModel
{
    Q_OBJECT
public:
    enum Role { PinnedRole = Qt::UserRole + 100 };
    static constexpr int kDefaultSynchronousLimit = 50000;

    explicit MessageFilterProxyModel(QObject *parent = nullptr);
    ~MessageFilterProxyModel() override;
    void setSourceModel(QAbstractItemModel *model) override;

    void setFilter(const MessageLogFilter &filter);
    // What was asked for last (what the rows show once isFiltering() is false).
    const MessageLogFilter &filter() const { return m_filter; }
    void setText(const QString &text);
    QString text() const { return m_filter.text; }
    void setErrorsOnly(bool errorsOnly);
    bool errorsOnly() const { return m_filter.errorsOnly; }
    void setDirection(std::optional<TrafficEvent::Direction> direction);
    void setMethodGlob(const QString &glob);
    // Only rows of connections with this name ("" for all).
    void setServer(const QString &server);
    QString server() const { return m_filter.server; }
    // Only rows of these connections (the server shown in the window, each of its connects);
    // empty: no such restriction.
    void setConnections(const QList<int> &connections);
    QList<int> connections() const { return m_filter.connections; }
    // Only these log rows (sorted; the search's matches), null: no such restriction.
    void setOnlyRows(std::shared_ptr<const std::vector<int>> rows);
    bool isFiltering() const { return !m_filter.isEmpty(); }
    void clearFilter();

    // A filter job is running (the rows shown are the previous filter's).
    bool isBusy() const { return m_job.isBusy(); }
    // Stops the running job; the rows shown stay as they are.
    void cancel();
    void setSynchronousLimit(int rows) { m_synchronousLimit = rows; }
    int synchronousLimit() const { return m_synchronousLimit; }

    QString serverOf(int sourceRow) const;
    // The names of the log's connections, each once, in the order they first connected.
    QStringList servers() const;

    void setPinned(int sourceRow, bool pinned);
    bool isPinned(int sourceRow) const { return m_pinned.contains(sourceRow); }
    int pinnedCount() const { return int(m_pinned.size()); }

    // The log's index fields of every row so far (what filter and search jobs read).
    LogRowSnapshot snapshot();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void busyChanged(bool busy);
    // A job's progress, 0-100.
    void progressed(int percent);
    // The rows shown now reflect filter() (after a job, or at once for a small log).
    void filterApplied();
    void filterCancelled();

private:
    void refilter();
    void startJob(const LogRowSnapshot &rows);
    void finishJob();
    void show(std::vector<int> rows, bool all);
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    void sourceDataChanged(const QModelIndex &topLeft,
                           const QModelIndex &bottomRight,
                           const QList<int> &roles);
    void sourceReset();
    int proxyRowOf(int sourceRow) const; // -1: not shown
    int sourceRowOf(int proxyRow) const;
    std::vector<int> sortedPins() const;

    const MessageLogModel *m_log = nullptr;
    LogRowSnapshotBuilder m_rows;
    MessageLogFilter m_filter;      // asked for
    MessageLogFilter m_shownFilter; // what m_shown holds (new rows are filtered by it)
    CompiledLogFilter m_compiled;   // m_shownFilter, compiled
    bool m_all = true;              // every source row is shown (m_shown unused)
    int m_allCount = 0;             // then: the rows announced (the log's count moves first)
    std::vector<int> m_shown;       // source rows shown, ascending
    int m_synchronousLimit = kDefaultSynchronousLimit;

    LogJob m_job;
    MessageLogFilter m_jobFilter; // what the running job filters by
    std::shared_ptr<const CompiledLogFilter> m_jobCompiled;
    int m_jobEnd = 0;   // rows [0, end) are the job's
    QSet<int> m_pinned; // source rows
    mutable QIcon m_pinIcon;
    mutable qint64 m_pinPalette = 0; // the palette it was drawn from
};
