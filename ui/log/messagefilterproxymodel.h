// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/messagelogfilter.h>

#include <QIcon>
#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>
#include <vector>

class MessageLogModel;

// Narrows a MessageLogModel for the log pane: a MessageLogFilter (direction, method glob,
// errors only, free text) plus the server a row came from, with pinned rows shown whatever
// the filter says and marked with a pin in the first column. Reads records directly, never
// through data(), so filtering a million rows stays fast. Rows keep their order; never sorts.
class MessageFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum Role { PinnedRole = Qt::UserRole + 100 };

    explicit MessageFilterProxyModel(QObject *parent = nullptr);
    void setSourceModel(QAbstractItemModel *model) override;

    void setFilter(const MessageLogFilter &filter);
    const MessageLogFilter &filter() const { return m_filter; }
    void setText(const QString &text);
    QString text() const { return m_filter.text; }
    void setErrorsOnly(bool errorsOnly);
    bool errorsOnly() const { return m_filter.errorsOnly; }
    void setDirection(std::optional<TrafficEvent::Direction> direction);
    void setMethodGlob(const QString &glob);
    // Only rows of this server ("" for all).
    void setServer(const QString &server);
    QString server() const { return m_server; }
    bool isFiltering() const;
    void clearFilter();

    // Rows appended from now on came from this server (the log spans reconnects).
    void beginServer(const QString &server);
    QString serverOf(int sourceRow) const;
    QStringList servers() const;

    void setPinned(int sourceRow, bool pinned);
    bool isPinned(int sourceRow) const { return m_pinned.contains(sourceRow); }
    int pinnedCount() const { return int(m_pinned.size()); }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    struct ServerRun
    {
        int firstRow = 0;
        QString server;
    };
    void refilter();
    void forgetRows();

    const MessageLogModel *m_log = nullptr;
    MessageLogFilter m_filter;
    QRegularExpression m_method; // the glob, compiled once per change
    QString m_server;
    std::vector<ServerRun> m_runs; // by first row, ascending
    QSet<int> m_pinned;            // source rows
    mutable QIcon m_pinIcon;
};
