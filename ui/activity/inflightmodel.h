// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QTimer>

#include <vector>

class McpSession;
class PendingRequest;

// The requests of a session that have not finished yet, oldest first: method, id, time
// elapsed, progress (from notifications/progress) with its message, and the time left before
// the timeout (progress restarts it). A row appears when the session sends a request
// (McpSession::requestStarted) and goes when it finishes; while rows exist, a tick refreshes
// the clocks. GUI thread.
class InFlightModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        MethodColumn,
        ElapsedColumn,
        ProgressColumn,
        MessageColumn,
        TimeoutColumn,
        CancelColumn,
        ColumnCount
    };
    enum Role {
        ProgressFractionRole = Qt::UserRole + 1, // 0..1, or -1 when unknown (no total)
        HasProgressRole,
        RemainingMsRole // -1: no timeout
    };

    explicit InFlightModel(QObject *parent = nullptr);

    void setSession(McpSession *session);
    PendingRequest *request(int row) const;
    int rowOf(const PendingRequest *request) const;
    void cancel(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString formatSeconds(qint64 ms);

private:
    void add(PendingRequest *request);
    void remove(PendingRequest *request);
    void tick();
    QVariant displayData(const PendingRequest *request, int column) const;

    QPointer<McpSession> m_session;
    std::vector<QPointer<PendingRequest>> m_rows;
    QTimer m_tick;
};
