// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogmodel.h"

#include <QDateTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// "200 OK · 12 ms · http://host/mcp" (the method has its own column), then what the transport
// said unless it only repeated the status.
QString exchangeSummary(const HttpExchange &http, const QString &text)
{
    QStringList parts;
    if (http.status > 0)
        parts << u"%1 %2"_s.arg(http.status).arg(QString::fromLatin1(http.reason)).trimmed();
    else if (http.elapsedMs >= 0)
        parts << u"no response"_s;
    if (http.elapsedMs >= 0)
        parts << u"%1 ms"_s.arg(http.elapsedMs);
    parts << http.url.toDisplayString();
    const QString line = parts.join(u" · "_s);
    const bool repeatsStatus
        = http.status > 0 && text.contains(u" → "_s + QString::number(http.status));
    return text.isEmpty() || repeatsStatus ? line : line + u" — "_s + text;
}

} // namespace

MessageLogModel::MessageLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(16);
    connect(&m_flushTimer, &QTimer::timeout, this, &MessageLogModel::flush);
}

int MessageLogModel::addConnection(const QString &name)
{
    if (m_connections.size() < size_t(kMaxConnections) + 1) {
        m_connections.push_back(Connection{name, {}});
        Q_EMIT connectionAdded(int(m_connections.size()) - 1);
        return int(m_connections.size()) - 1;
    }
    Connection &shared = m_connections.back();
    shared.requestRows.clear(); // it is someone else's connection now
    if (shared.name != tr("(more servers)")) {
        shared.name = tr("(more servers)");
        if (m_shown > 0) // rows already tagged with it show the shared name
            Q_EMIT dataChanged(index(0, ServerColumn), index(rowCount() - 1, ServerColumn));
    }
    Q_EMIT connectionAdded(kMaxConnections);
    return kMaxConnections;
}

QString MessageLogModel::connectionName(int connection) const
{
    return connection >= 0 && size_t(connection) < m_connections.size()
               ? m_connections[size_t(connection)].name
               : QString();
}

void MessageLogModel::endConnection(int connection)
{
    if (connection >= 0 && size_t(connection) < m_connections.size())
        std::vector<RequestRow>().swap(m_connections[size_t(connection)].requestRows);
}

void MessageLogModel::append(const TrafficEvent &event)
{
    appendRecord(event, event.sequence, 0, true);
}

void MessageLogModel::appendFrom(int connection, const TrafficEvent &event)
{
    appendRecord(event, event.sequence, connection, true);
}

void MessageLogModel::appendNumbered(const TrafficEvent &event, qint64 number, int connection)
{
    appendRecord(event, number, connection, true);
}

void MessageLogModel::appendNext(const TrafficEvent &event, int connection)
{
    appendRecord(event, ++m_lastNumber, connection, true);
}

void MessageLogModel::appendFromEndedConnection(const TrafficEvent &event, int connection)
{
    appendRecord(event, event.sequence, connection, false);
}

void MessageLogModel::appendRecord(const TrafficEvent &event,
                                   qint64 number,
                                   int connection,
                                   bool currentConnection)
{
    MessageRecord record = indexFields(event);
    record.sequence = number;
    record.connection = quint16(std::clamp(connection, 0, int(m_connections.size()) - 1));
    const int row = m_rows.size();
    m_rows.push(compact(record, event));
    if (currentConnection)
        link(row, event);
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

void MessageLogModel::link(int row, const TrafficEvent &event)
{
    link(row, event.sequence, event.answersFrame, event.continuesFrame);
}

void MessageLogModel::link(int row, qint64 sequence, qint64 answersFrame, qint64 continuesFrame)
{
    const LogRow &added = m_rows[row];
    // App rows pair like frames: the bridge sets answersFrame on its responses.
    const auto addedKind = TrafficEvent::Kind(added.kind);
    if ((addedKind != TrafficEvent::Kind::Frame && addedKind != TrafficEvent::Kind::AppBridge)
        || added.batchSize > 0)
        return;
    const auto kind = JsonRpcMessage::Kind(added.messageKind);
    if (kind == JsonRpcMessage::Kind::Request) {
        if (continuesFrame != 0) {
            if (const int previous = requestRow(added.connection, continuesFrame); previous >= 0)
                linkRound(row, previous);
        }
        std::vector<RequestRow> &requests = m_connections[added.connection].requestRows;
        if (requests.empty() || sequence > requests.back().frame)
            requests.push_back({sequence, row});
        return;
    }
    const bool response
        = kind == JsonRpcMessage::Kind::Result || kind == JsonRpcMessage::Kind::Error;
    if (response && answersFrame != 0) {
        if (const int request = requestRow(added.connection, answersFrame); request >= 0)
            pair(row, request);
    }
}

int MessageLogModel::requestRow(int connection, qint64 frame) const
{
    const std::vector<RequestRow> &requests = m_connections[size_t(connection)].requestRows;
    const auto found = std::lower_bound(
        requests.cbegin(), requests.cend(), frame, [](const RequestRow &entry, qint64 wanted) {
            return entry.frame < wanted;
        });
    return found != requests.cend() && found->frame == frame ? found->row : -1;
}

void MessageLogModel::pair(int row, int requestRow)
{
    LogRow &request = m_rows[requestRow];
    if (request.pairedRow >= 0)
        return; // the analysis answers a request once; only a broken file repeats a sequence
    LogRow &response = m_rows[row];
    response.method = request.method;
    if (request.has(LogRow::MethodExtra)) {
        const QString method = extraOf(request).method;
        extraOf(response).method = method;
        response.set(LogRow::MethodExtra, true);
    }
    response.pairedRow = requestRow;
    request.pairedRow = row;
    response.conversationRow = request.conversationRow;
    response.round = request.round;
    announceChange(requestRow, LatencyColumn);
}

qint64 MessageLogModel::latencyNs(int row) const
{
    const int paired = m_rows[row].pairedRow;
    if (paired < 0)
        return -1;
    // On both rows of a pair: from the request to its response.
    return m_rows[std::max(row, paired)].monotonicNs - m_rows[std::min(row, paired)].monotonicNs;
}

void MessageLogModel::flush()
{
    m_flushTimer.stop();
    if (m_shown == m_rows.size())
        return;
    beginInsertRows({}, m_shown, m_rows.size() - 1);
    for (; m_shown < m_rows.size(); ++m_shown)
        m_totalRaw += m_rows[m_shown].rawSize;
    endInsertRows();
    spillOldest();
}

void MessageLogModel::startSession(int connection)
{
    endConnection(connection);
}

void MessageLogModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_shown = 0;
    m_totalRaw = 0;
    // The connections stay (their servers may still be talking); only their rows go.
    for (Connection &connection : m_connections)
        connection.requestRows.clear();
    m_conversations.clear();
    m_flushTimer.stop();
    m_texts.clear();
    m_keptBytes.clear();
    m_recentBytes.clear();
    m_extras.clear();
    std::vector<CachedSummary>().swap(m_summaryCache);
    m_recentInMemory = m_keptInMemory = 0;
    m_spillFrom = 0;
    endResetModel();
}

int MessageLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_shown;
}

int MessageLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MessageLogModel::formatLatency(qint64 ns)
{
    if (ns < 0)
        return {};
    if (ns < 1000000)
        return u"%1 µs"_s.arg(ns / 1000);
    if (ns < 10000000000)
        return u"%1 ms"_s.arg(double(ns) / 1e6, 0, 'f', 1);
    return u"%1 s"_s.arg(double(ns) / 1e9, 0, 'f', 1);
}

QString MessageLogModel::displayText(int row, int column) const
{
    const LogRow &rec = m_rows[row];
    switch (column) {
    case NumberColumn:
        return QString::number(rec.sequence);
    case TimeColumn:
        return QDateTime::fromMSecsSinceEpoch(rec.wallClockMs).toString(u"HH:mm:ss.zzz"_s);
    case DirectionColumn:
        return TrafficEvent::directionLabel(TrafficEvent::Direction(rec.direction));
    case MethodColumn:
        return methodOf(rec);
    case IdColumn:
        return idOf(rec).displayText();
    case LatencyColumn:
        return formatLatency(latencyNs(row));
    case SizeColumn:
        return TrafficEvent::Kind(rec.kind) == TrafficEvent::Kind::Frame
                   ? QString::number(rec.rawSize)
                   : QString();
    case SummaryColumn: {
        const RowExtra *extra = extraOf(rec);
        if (extra && extra->http)
            return exchangeSummary(*extra->http, summaryOf(row));
        return rec.round > 0 ? u"round %1 · %2"_s.arg(rec.round).arg(summaryOf(row))
                             : summaryOf(row);
    }
    case ServerColumn:
        return m_connections[rec.connection].name;
    }
    return {};
}

// What a screen reader reads where the shown text is a symbol or a colour: the direction's
// arrow in words, an error row (shown red) said to be one. Empty: the shown text.
QString MessageLogModel::accessibleText(int row, int column) const
{
    const LogRow &rec = m_rows[row];
    if (column == DirectionColumn) {
        switch (TrafficEvent::Direction(rec.direction)) {
        case TrafficEvent::Direction::Outgoing:
            return tr("sent to the server");
        case TrafficEvent::Direction::Incoming:
            return tr("received from the server");
        case TrafficEvent::Direction::Local:
            return tr("local event");
        case TrafficEvent::Direction::User:
            return tr("user action");
        case TrafficEvent::Direction::ToApp:
            return tr("sent to the app");
        case TrafficEvent::Direction::FromApp:
            return tr("received from the app");
        }
    }
    if (column == MethodColumn && rec.has(LogRow::IsError))
        return tr("%1, error").arg(displayText(row, column));
    return {};
}

QVariant MessageLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const LogRow &rec = m_rows[row];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, index.column());
    case Qt::AccessibleTextRole:
        return accessibleText(row, index.column());
    case Qt::ToolTipRole:
        return index.column() == SummaryColumn ? QVariant(displayText(row, SummaryColumn))
                                               : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == NumberColumn || index.column() == LatencyColumn
            || index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case IsErrorRole:
        return rec.has(LogRow::IsError);
    case PairedRowRole:
        return rec.pairedRow;
    case DirectionRole:
        return int(rec.direction);
    case KindRole:
        return int(rec.kind);
    case DiagnosticsRole: {
        QStringList messages;
        const RowExtra *extra = extraOf(rec);
        if (extra && extra->findings) {
            for (const Finding &finding : *extra->findings)
                messages << finding.ruleId() + u": "_s + finding.message;
        }
        return messages;
    }
    case ConversationRole:
        return rec.conversationRow;
    }
    return {};
}

QVariant MessageLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn:
        return u"No."_s;
    case TimeColumn:
        return u"Time"_s;
    case DirectionColumn:
        return u"Dir"_s;
    case MethodColumn:
        return u"Method"_s;
    case IdColumn:
        return u"Id"_s;
    case LatencyColumn:
        return u"Latency"_s;
    case SizeColumn:
        return u"Bytes"_s;
    case SummaryColumn:
        return u"Summary"_s;
    case ServerColumn:
        return u"Server"_s;
    }
    return {};
}
