// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogmodel.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QDateTime>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString requestSummary(const JsonRpcMessage &message)
{
    const QJsonObject params = message.paramsObject();
    for (const auto key : {"name"_L1, "uri"_L1}) {
        const QString value = params.value(key).toString();
        if (!value.isEmpty())
            return value;
    }
    return {};
}

QString progressSummary(const JsonRpcMessage &message)
{
    const QJsonObject params = message.paramsObject();
    QString text = QString::number(params.value("progress"_L1).toDouble());
    if (params.contains("total"_L1))
        text += u'/' + QString::number(params.value("total"_L1).toDouble());
    const QString note = params.value("message"_L1).toString();
    return note.isEmpty() ? text : text + u' ' + note;
}

void describeMessage(MessageRecord &record, const JsonRpcMessage &message)
{
    record.messageKind = message.kind();
    record.id = message.id();
    record.method = message.method();
    switch (message.kind()) {
    case JsonRpcMessage::Kind::Request:
        record.summary = requestSummary(message);
        break;
    case JsonRpcMessage::Kind::Notification:
        record.summary
            = record.method.endsWith("/progress"_L1) ? progressSummary(message) : QString();
        break;
    case JsonRpcMessage::Kind::Result:
        record.summary = u"result"_s;
        if (message.result().toObject().value("resultType"_L1).toString() == "input_required"_L1) {
            const QStringList keys
                = message.result().toObject().value("inputRequests"_L1).toObject().keys();
            record.summary = keys.isEmpty() ? u"input required (retry)"_s
                                            : u"input required: "_s + keys.join(u", "_s);
        }
        if (message.result().toObject().value("isError"_L1).toBool()) {
            record.summary = u"result: tool reported an error (isError)"_s;
            record.isError = true;
        }
        break;
    case JsonRpcMessage::Kind::Error: {
        const JsonRpcError error = message.error();
        record.errorCode = error.code;
        record.summary = u"error %1: %2"_s.arg(JsonRpc::errorCodeName(error.code), error.message);
        record.isError = true;
        break;
    }
    case JsonRpcMessage::Kind::Invalid:
        record.summary = u"protocol violation: "_s + message.problemText();
        record.isError = true;
        return;
    }
    if (!message.problems().isEmpty()) {
        record.summary += u" [%1]"_s.arg(message.problemText());
        record.isError = true;
    }
}

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

MessageRecord MessageLogModel::makeRecord(const TrafficEvent &event)
{
    MessageRecord record;
    record.sequence = event.sequence;
    record.wallClockMs = event.wallClockMs;
    record.monotonicNs = event.monotonicNs;
    record.direction = event.direction;
    record.kind = event.kind;
    record.transportKind = event.transportKind;
    record.raw = event.raw;
    record.rawSize = event.raw.size();
    record.stored = event.stored;
    record.findings = event.findings;
    record.channel = event.channel;
    if (event.http)
        record.http = std::make_shared<const HttpExchange>(*event.http);
    record.httpStatus = event.httpStatus;
    if (event.kind == TrafficEvent::Kind::Transport) {
        record.method
            = event.transportKind == TransportEvent::Kind::Stderr ? u"stderr"_s : u"transport"_s;
        record.summary = event.text;
        if (event.http)
            record.method = u"HTTP "_s + QString::fromLatin1(event.http->method);
        record.isError = event.transportKind == TransportEvent::Kind::Error;
        return record;
    }
    if (event.kind == TrafficEvent::Kind::UserAction) {
        record.method = event.channel; // what kind of action: "tools/call", "raw"
        record.summary = event.text;
        return record;
    }
    if (event.kind == TrafficEvent::Kind::AppBridge) {
        // An app's message: described like a frame (method, id, error), with the app channel.
        const JsonRpc::DecodeResult &bridged = event.decoded;
        if (bridged.shape == JsonRpc::DecodeResult::Shape::Single && !bridged.messages.isEmpty()) {
            describeMessage(record, bridged.messages.first());
            if (record.method.isEmpty())
                record.method = event.text; // a response: the bridge names what it answers
        } else {
            record.summary
                = u"app message that is not one JSON-RPC message: "_s + bridged.errorString;
            record.isError = true;
        }
        return record;
    }
    if (event.kind == TrafficEvent::Kind::Diagnostic) {
        record.method = u"diagnostic"_s;
        record.summary = event.text;
        record.isError = true;
        return record;
    }
    const JsonRpc::DecodeResult &decoded = event.decoded;
    using Shape = JsonRpc::DecodeResult::Shape;
    if (decoded.shape == Shape::Empty || decoded.shape == Shape::NotJson) {
        record.summary = u"protocol violation: "_s + decoded.errorString;
        record.isError = true;
        return record;
    }
    if (decoded.shape == Shape::Batch) {
        record.batchSize = int(decoded.messages.size());
        record.summary = decoded.messages.isEmpty() ? u"protocol violation: empty batch"_s
                                                    : u"batch of %1"_s.arg(record.batchSize);
        record.method = u"(batch)"_s;
        record.isError = decoded.messages.isEmpty() || !decoded.isValid();
        return record;
    }
    describeMessage(record, decoded.messages.first());
    return record;
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
        if (!m_records.empty()) // rows already tagged with it show the shared name
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
    MessageRecord record = makeRecord(event);
    record.sequence = number;
    record.connection = quint16(std::clamp(connection, 0, int(m_connections.size()) - 1));
    intern(record);
    const int row = int(m_records.size() + m_queued.size());
    if (currentConnection)
        link(record, row, event);
    m_rawInMemory += record.raw.size();
    m_queued.push_back(std::move(record));
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

MessageRecord &MessageLogModel::recordAt(int row)
{
    return const_cast<MessageRecord &>(std::as_const(*this).recordAt(row));
}

const MessageRecord &MessageLogModel::recordAt(int row) const
{
    const size_t index = size_t(row);
    return index < m_records.size() ? m_records[index] : m_queued[index - m_records.size()];
}

void MessageLogModel::link(MessageRecord &record, int row, const TrafficEvent &event)
{
    // App rows pair like frames: the bridge sets answersFrame on its responses.
    if ((record.kind != TrafficEvent::Kind::Frame && record.kind != TrafficEvent::Kind::AppBridge)
        || record.batchSize > 0)
        return;
    if (record.messageKind == JsonRpcMessage::Kind::Request) {
        if (event.continuesFrame != 0) {
            if (const int previous = requestRow(record.connection, event.continuesFrame);
                previous >= 0)
                linkRound(record, row, previous);
        }
        std::vector<RequestRow> &requests = m_connections[record.connection].requestRows;
        if (requests.empty() || event.sequence > requests.back().frame)
            requests.push_back({event.sequence, row});
        return;
    }
    const bool response = record.messageKind == JsonRpcMessage::Kind::Result
                          || record.messageKind == JsonRpcMessage::Kind::Error;
    if (response && event.answersFrame != 0) {
        if (const int request = requestRow(record.connection, event.answersFrame); request >= 0)
            pair(record, row, request);
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

void MessageLogModel::pair(MessageRecord &record, int row, int requestRow)
{
    MessageRecord &request = recordAt(requestRow);
    if (request.pairedRow >= 0)
        return; // the analysis answers a request once; only a broken file repeats a sequence
    record.method = request.method;
    record.pairedRow = requestRow;
    record.latencyNs = record.monotonicNs - request.monotonicNs;
    request.pairedRow = row;
    request.latencyNs = record.latencyNs;
    record.conversationRow = request.conversationRow;
    record.round = request.round;
    announceChange(requestRow, LatencyColumn);
}

void MessageLogModel::flush()
{
    m_flushTimer.stop();
    if (m_queued.empty())
        return;
    const int first = int(m_records.size());
    beginInsertRows({}, first, first + int(m_queued.size()) - 1);
    m_records.insert(m_records.end(),
                     std::make_move_iterator(m_queued.begin()),
                     std::make_move_iterator(m_queued.end()));
    m_queued.clear();
    endInsertRows();
    spillOldest();
}

void MessageLogModel::intern(MessageRecord &record)
{
    for (QString *name : {&record.method, &record.channel}) {
        if (name->isEmpty())
            continue;
        const auto known = m_names.constFind(*name);
        if (known != m_names.constEnd())
            *name = *known;             // shares the one copy
        else if (m_names.size() < 4096) // method names are few; never let a hostile peer grow it
            m_names.insert(*name);
    }
}

void MessageLogModel::startSession(int connection)
{
    endConnection(connection);
}

void MessageLogModel::clear()
{
    beginResetModel();
    m_records.clear();
    m_queued.clear();
    // The connections stay (their servers may still be talking); only their rows go.
    for (Connection &connection : m_connections)
        connection.requestRows.clear();
    m_conversations.clear();
    m_flushTimer.stop();
    m_rawInMemory = 0;
    m_spillFrom = 0;
    endResetModel();
}

int MessageLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
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

QString MessageLogModel::displayText(const MessageRecord &record, int column) const
{
    switch (column) {
    case NumberColumn:
        return QString::number(record.sequence);
    case TimeColumn:
        return QDateTime::fromMSecsSinceEpoch(record.wallClockMs).toString(u"HH:mm:ss.zzz"_s);
    case DirectionColumn:
        return TrafficEvent::directionLabel(record.direction);
    case MethodColumn:
        return record.method;
    case IdColumn:
        return record.id.displayText();
    case LatencyColumn:
        return formatLatency(record.latencyNs);
    case SizeColumn:
        return record.kind == TrafficEvent::Kind::Frame ? QString::number(record.rawSize)
                                                        : QString();
    case SummaryColumn:
        if (record.http)
            return exchangeSummary(*record.http, record.summary);
        return record.round > 0 ? u"round %1 · %2"_s.arg(record.round).arg(record.summary)
                                : record.summary;
    case ServerColumn:
        return m_connections[record.connection].name;
    }
    return {};
}

QVariant MessageLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const MessageRecord &rec = record(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(rec, index.column());
    case Qt::ToolTipRole:
        return index.column() == SummaryColumn ? QVariant(displayText(rec, SummaryColumn))
                                               : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == NumberColumn || index.column() == LatencyColumn
            || index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case IsErrorRole:
        return rec.isError;
    case PairedRowRole:
        return rec.pairedRow;
    case DirectionRole:
        return int(rec.direction);
    case KindRole:
        return int(rec.kind);
    case DiagnosticsRole: {
        QStringList messages;
        if (rec.findings) {
            for (const Finding &finding : *rec.findings)
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
