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
// errors only, free text) plus the connection a row came from (MessageRecord::connection: a
// server by name, or the connections of the server shown), with pinned rows shown whatever
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
    // Only rows of connections with this name ("" for all).
    void setServer(const QString &server);
    QString server() const { return m_server; }
    // Only rows of these connections (the server shown in the window, each of its connects);
    // empty: no such restriction.
    void setConnections(const QList<int> &connections);
    QList<int> connections() const { return m_connections; }
    bool isFiltering() const;
    void clearFilter();

    QString serverOf(int sourceRow) const;
    // The names of the log's connections, each once, in the order they first connected.
    QStringList servers() const;

    void setPinned(int sourceRow, bool pinned);
    bool isPinned(int sourceRow) const { return m_pinned.contains(sourceRow); }
    int pinnedCount() const { return int(m_pinned.size()); }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void refilter();
    void forgetRows();
    bool acceptsConnection(int connection) const;

    const MessageLogModel *m_log = nullptr;
    MessageLogFilter m_filter;
    QRegularExpression m_method; // the glob, compiled once per change
    QString m_server;
    QList<int> m_connections;
    // Per connection tag: does the server filter accept it (computed once per change, not per row).
    std::vector<bool> m_acceptedConnections;
    QSet<int> m_pinned; // source rows
    mutable QIcon m_pinIcon;
};
