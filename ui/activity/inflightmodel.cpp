// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "inflightmodel.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
constexpr int kTickMs = 200;
}

InFlightModel::InFlightModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_tick.setInterval(kTickMs);
    connect(&m_tick, &QTimer::timeout, this, &InFlightModel::tick);
}

void InFlightModel::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    // Requests of an old session still finish (and disappear) by themselves.
    if (session)
        connect(session, &McpSession::requestStarted, this, &InFlightModel::add);
}

QString InFlightModel::formatSeconds(qint64 ms)
{
    return ms < 10000 ? tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1)
                      : tr("%1 s").arg((ms + 500) / 1000);
}

int InFlightModel::rowOf(const PendingRequest *request) const
{
    for (size_t row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row] == request)
            return int(row);
    }
    return -1;
}

void InFlightModel::add(PendingRequest *request)
{
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.emplace_back(request);
    endInsertRows();
    connect(request, &PendingRequest::finished, this, [this, request] { remove(request); });
    connect(request, &PendingRequest::progressReported, this, [this, request] {
        const int at = rowOf(request);
        if (at >= 0)
            Q_EMIT dataChanged(index(at, 0), index(at, ColumnCount - 1));
    });
    m_tick.start();
}

void InFlightModel::remove(PendingRequest *request)
{
    const int row = rowOf(request);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    endRemoveRows();
    if (m_rows.empty())
        m_tick.stop();
}

void InFlightModel::tick()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, ElapsedColumn), index(rowCount() - 1, TimeoutColumn));
}

void InFlightModel::cancel(int row)
{
    if (row >= 0 && row < rowCount() && m_rows[size_t(row)])
        m_rows[size_t(row)]->cancel(tr("cancelled by the user"));
}

int InFlightModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InFlightModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant InFlightModel::displayData(const PendingRequest *request, int column) const
{
    switch (Column(column)) {
    case MethodColumn: {
        const QString tool = request->params().value("name"_L1).toString();
        QString text = u"%1 #%2"_s.arg(request->method(), request->id().displayText());
        return tool.isEmpty() ? text : u"%1 (%2)"_s.arg(text, tool);
    }
    case ElapsedColumn:
        return formatSeconds(request->elapsedMs());
    case ProgressColumn:
        if (!request->hasProgress())
            return request->hasProgressToken() ? tr("waiting") : QString();
        return std::isnan(request->progressTotal())
                   ? QString::number(request->progress())
                   : u"%1 / %2"_s.arg(request->progress()).arg(request->progressTotal());
    case MessageColumn:
        return request->progressMessage();
    case TimeoutColumn: {
        const int remaining = request->remainingTimeoutMs();
        return remaining < 0 ? tr("none") : formatSeconds(remaining);
    }
    case CancelColumn:
        return tr("Cancel");
    case ColumnCount:
        break;
    }
    return {};
}

QVariant InFlightModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const PendingRequest *request = m_rows[size_t(index.row())];
    if (!request)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayData(request, index.column());
    case Qt::ToolTipRole:
        if (index.column() == TimeoutColumn)
            return tr("Time left before mcpscope gives up on this request; progress from the "
                      "server starts the count again");
        if (index.column() == CancelColumn)
            return tr("Stop waiting and send notifications/cancelled");
        return {};
    case ProgressFractionRole:
        if (!request->hasProgress() || std::isnan(request->progressTotal())
            || request->progressTotal() <= 0)
            return -1.0;
        return qBound(0.0, request->progress() / request->progressTotal(), 1.0);
    case HasProgressRole:
        return request->hasProgress();
    case RemainingMsRole:
        return request->remainingTimeoutMs();
    }
    return {};
}

QVariant InFlightModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case MethodColumn:
        return tr("Request");
    case ElapsedColumn:
        return tr("Elapsed");
    case ProgressColumn:
        return tr("Progress");
    case MessageColumn:
        return tr("Message");
    case TimeoutColumn:
        return tr("Timeout in");
    case CancelColumn:
        return QString();
    case ColumnCount:
        break;
    }
    return {};
}

PendingRequest *InFlightModel::request(int row) const
{
    return m_rows.at(size_t(row));
}
