// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QJsonValue>

#include <deque>

// The server's own log: one row per notifications/message (time received, level, logger,
// data). Levels are the RFC 5424 severities MCP uses; an unknown level is kept as sent, ranks
// -1, and passes every level filter (a misbehaving server's messages are never hidden). Keeps the
// newest maxRows() rows (kMaxRows unless set otherwise). GUI thread.
class ServerLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int kMaxRows = 10000;
    enum Column { TimeColumn, LevelColumn, LoggerColumn, DataColumn, ColumnCount };
    enum Role {
        SeverityRole = Qt::UserRole + 1, // index into Mcp::Logging::levels(), -1 if unknown
        DataRole,                        // the data member as received (QJsonValue)
        SearchTextRole
    };

    struct Entry
    {
        QDateTime received;
        QString level;
        QString logger;
        QJsonValue data;
    };

    explicit ServerLogModel(QObject *parent = nullptr);

    // params of notifications/message.
    void append(const QJsonObject &params, const QDateTime &received);
    void clear();
    const Entry &entry(int row) const { return m_entries.at(size_t(row)); }
    static int severityOf(const QString &level);
    int maxRows() const { return m_maxRows; }
    // Drops the oldest rows beyond the new limit at the next append.
    void setMaxRows(int maxRows) { m_maxRows = qMax(1, maxRows); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString dataText(const Entry &entry) const;

    std::deque<Entry> m_entries;
    int m_maxRows = kMaxRows;
};
