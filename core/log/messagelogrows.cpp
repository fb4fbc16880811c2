// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MessageLogModel's compact rows: a MessageRecord made into a LogRow when it is appended (names
// numbered, texts into the text arena, rare fields into the side table) and made again from it
// when someone asks for a record.
#include "messagelogmodel.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Names are few (methods, channels); a hostile peer's endless new ones go to the side table.
constexpr qsizetype kMaxLogNames = 4096;

} // namespace

quint16 MessageLogModel::nameNumber(const QString &name)
{
    if (name.isEmpty())
        return 0;
    const auto known = m_nameNumbers.constFind(name);
    if (known != m_nameNumbers.constEnd())
        return *known;
    if (m_names.size() >= kMaxLogNames)
        return 0;
    const auto number = quint16(m_names.size());
    m_names.append(name);
    m_nameNumbers.insert(name, number);
    return number;
}

MessageLogModel::RowExtra &MessageLogModel::extraOf(LogRow &row)
{
    if (row.extra < 0) {
        m_extras.emplace_back();
        row.extra = qint32(m_extras.size()) - 1;
    }
    return m_extras[size_t(row.extra)];
}

const MessageLogModel::RowExtra *MessageLogModel::extraOf(const LogRow &row) const
{
    return row.extra < 0 ? nullptr : &m_extras[size_t(row.extra)];
}

LogRow MessageLogModel::compact(const MessageRecord &record, const TrafficEvent &event)
{
    LogRow row;
    row.sequence = record.sequence;
    row.wallClockMs = record.wallClockMs;
    row.monotonicNs = record.monotonicNs;
    row.direction = quint8(record.direction);
    row.kind = quint8(record.kind);
    row.transportKind = quint8(record.transportKind);
    row.messageKind = quint8(record.messageKind);
    row.rawSize = quint32(std::clamp<qint64>(record.rawSize, 0, UINT32_MAX));
    row.errorCode = qint32(record.errorCode);
    row.batchSize = qint32(record.batchSize);
    row.httpStatus = qint16(std::clamp(record.httpStatus, 0, 32767));
    row.connection = record.connection;
    row.set(LogRow::IsError, record.isError);
    row.method = nameNumber(record.method);
    if (row.method == 0 && !record.method.isEmpty()) {
        extraOf(row).method = record.method;
        row.set(LogRow::MethodExtra, true);
    }
    row.channel = nameNumber(record.channel);
    if (row.channel == 0 && !record.channel.isEmpty()) {
        extraOf(row).channel = record.channel;
        row.set(LogRow::ChannelExtra, true);
    }
    keepId(row, record.id);
    row.set(LogRow::SummaryIsBytes, summaryIsBytes(event));
    if (!record.summary.isEmpty() && !summaryFromBytes(event)) {
        row.set(LogRow::SummaryStored, true);
        if (JsonRpcId::Type(row.idType) == JsonRpcId::Type::None)
            row.idValue = m_texts.appendText(record.summary.toUtf8());
        else // rare: a frame without bytes
            extraOf(row).summary = record.summary;
    }
    if (record.http || record.findings) {
        RowExtra &extra = extraOf(row);
        extra.http = record.http;
        extra.findings = record.findings;
    }
    keepBytes(row, event);
    return row;
}

void MessageLogModel::keepId(LogRow &row, const JsonRpcId &id)
{
    row.idType = quint8(id.type());
    switch (id.type()) {
    case JsonRpcId::Type::None:
    case JsonRpcId::Type::Null:
        break;
    case JsonRpcId::Type::Integer:
        row.idValue = id.toInteger();
        break;
    case JsonRpcId::Type::String:
    case JsonRpcId::Type::Other: // its compact JSON text
        row.idValue = m_texts.appendText(id.toString().toUtf8());
        break;
    }
}

QString MessageLogModel::methodOf(const LogRow &row) const
{
    return row.has(LogRow::MethodExtra) ? extraOf(row)->method : m_names.at(row.method);
}

QString MessageLogModel::channelOf(const LogRow &row) const
{
    return row.has(LogRow::ChannelExtra) ? extraOf(row)->channel : m_names.at(row.channel);
}

QString MessageLogModel::summaryOf(int index) const
{
    const LogRow &row = m_rows[index];
    const auto kind = TrafficEvent::Kind(row.kind);
    const bool fromBytes = row.has(LogRow::SummaryIsBytes) || kind == TrafficEvent::Kind::Frame
                           || kind == TrafficEvent::Kind::AppBridge;
    if (row.has(LogRow::SummaryStored))
        return JsonRpcId::Type(row.idType) == JsonRpcId::Type::None
                   ? QString::fromUtf8(m_texts.text(row.idValue))
                   : extraOf(row)->summary;
    if (!fromBytes)
        return {};
    if (m_summaryCache.empty())
        m_summaryCache.resize(kSummaryCacheSize);
    CachedSummary &cached = m_summaryCache[size_t(index) % kSummaryCacheSize];
    if (cached.row == index)
        return cached.text;
    QByteArray raw;
    QString why;
    if (!rawBytes(index, &raw, &why)) // not cached: the file may be readable again later
        return u"bytes no longer readable: "_s + why;
    cached.text
        = row.has(LogRow::SummaryIsBytes) ? QString::fromUtf8(raw) : frameSummary(kind, raw);
    cached.row = index;
    return cached.text;
}

JsonRpcId MessageLogModel::idOf(const LogRow &row) const
{
    switch (JsonRpcId::Type(row.idType)) {
    case JsonRpcId::Type::None:
        return {};
    case JsonRpcId::Type::Null:
        return JsonRpcId::fromJson(QJsonValue(QJsonValue::Null));
    case JsonRpcId::Type::Integer:
        return JsonRpcId(row.idValue);
    case JsonRpcId::Type::String:
        return JsonRpcId(QString::fromUtf8(m_texts.text(row.idValue)));
    case JsonRpcId::Type::Other: {
        // The value as it was on the wire, from its compact text (a number, a bool, an object).
        const QByteArray text = "[" + m_texts.text(row.idValue).toByteArray() + "]";
        return JsonRpcId::fromJson(QJsonDocument::fromJson(text).array().at(0));
    }
    }
    return {};
}

MessageRecord MessageLogModel::expand(int index) const
{
    const LogRow &row = m_rows[index];
    MessageRecord record;
    record.sequence = row.sequence;
    record.wallClockMs = row.wallClockMs;
    record.monotonicNs = row.monotonicNs;
    record.direction = TrafficEvent::Direction(row.direction);
    record.kind = TrafficEvent::Kind(row.kind);
    record.transportKind = TransportEvent::Kind(row.transportKind);
    record.messageKind = JsonRpcMessage::Kind(row.messageKind);
    record.rawSize = row.rawSize;
    record.stored = locationOf(row);
    record.rawSpilled = row.has(LogRow::BytesSpilled);
    record.method = methodOf(row);
    record.id = idOf(row);
    record.summary = summaryOf(index);
    record.channel = channelOf(row);
    if (const RowExtra *extra = extraOf(row)) {
        record.http = extra->http;
        record.findings = extra->findings;
    }
    record.httpStatus = row.httpStatus;
    record.batchSize = row.batchSize;
    record.errorCode = row.errorCode;
    record.isError = row.has(LogRow::IsError);
    record.connection = row.connection;
    record.pairedRow = row.pairedRow;
    record.latencyNs = latencyNs(index);
    record.conversationRow = row.conversationRow;
    record.round = row.round;
    return record;
}

MessageRecord MessageLogModel::record(int row) const
{
    return expand(row);
}

qint64 MessageLogModel::rowMemoryBytes() const
{
    qint64 names = 0;
    for (const QString &name : m_names)
        names += qint64(sizeof(QString)) + name.capacity() * qint64(sizeof(QChar));
    return m_rows.allocatedBytes() + m_texts.allocatedBytes() + names
           + qint64(m_extras.capacity() * sizeof(RowExtra));
}
