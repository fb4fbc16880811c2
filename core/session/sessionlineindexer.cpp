// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionlineindexer.h"

#include "sessionformat.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonDocument>
#include <QJsonParseError>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

// The line types the fast way reads, numbered as SessionFormat's reader numbers them.
enum FastLineType { FastFrame, FastTransport, FastDiagnostic };

// value is one of names (plain strings); its position, or -1.
int fastChoice(const JsonScan::Member *member, std::initializer_list<QByteArrayView> names)
{
    if (!member)
        return -1;
    int index = 0;
    for (QByteArrayView name : names) {
        if (JsonScan::isString(member->value, name))
            return index;
        ++index;
    }
    return -1;
}

bool isStructured(QByteArrayView value)
{
    return !value.isEmpty() && (value.front() == '{' || value.front() == '[');
}

} // namespace

void SessionLineIndexer::index(QByteArrayView line, SessionIndexEntry *entry)
{
    const qint64 offset = entry->offset;
    *entry = SessionIndexEntry{};
    entry->offset = offset;
    entry->lineBytes = quint32(line.size());
    m_continues = {};
    m_fastId = {};
    m_hasDecoded = false;
    if (indexFast(line, entry)) {
        ++m_fastLines;
    } else {
        // The fast way may have filled part of the entry before it gave up: start again.
        *entry = SessionIndexEntry{};
        entry->offset = offset;
        entry->lineBytes = quint32(line.size());
        m_continues = {};
        m_hasDecoded = false;
        ++m_fullLines;
        indexFully(line, entry);
    }
    if (entry->type == SessionIndexEntry::Type::Malformed)
        return;
    // An event of a connection the header does not list is damaged, as the reader says
    // (readEvent() gives the same words).
    const int tag = entry->has(SessionIndexEntry::HasConnection) ? int(entry->connection)
                                                                 : SessionEvent::kNoConnection;
    if (!m_header.connectionProblem(tag).isEmpty()) {
        entry->type = SessionIndexEntry::Type::Malformed;
        entry->flags = SessionIndexEntry::IsError;
        return;
    }
    if (entry->type != SessionIndexEntry::Type::Frame)
        return;
    if (m_hasDecoded)
        m_pairing.pairDecoded(entry, m_decoded, m_continues);
    else
        m_pairing.pairSingle(entry, m_fastId, m_continues);
}

void SessionLineIndexer::keepDecoded(JsonRpc::DecodeResult decoded)
{
    m_decoded = std::move(decoded);
    m_hasDecoded = true;
}

bool SessionLineIndexer::indexFast(QByteArrayView line, SessionIndexEntry *entry)
{
    if (!JsonScan::objectMembers(line, &m_members))
        return false;
    int type = -1;
    if (!readEventMembers(entry, &type))
        return false;
    if (type == FastFrame) {
        entry->type = SessionIndexEntry::Type::Frame;
        return classifyFrame(m_raw, entry);
    }
    // Transport and diagnostic rows: the log's own words for them (method "stderr", errors).
    TrafficEvent event;
    event.kind
        = type == FastTransport ? TrafficEvent::Kind::Transport : TrafficEvent::Kind::Diagnostic;
    event.transportKind = TransportEvent::Kind(entry->transportKind);
    const MessageRecord record = MessageLogModel::makeRecord(event);
    entry->type = type == FastTransport ? SessionIndexEntry::Type::Transport
                                        : SessionIndexEntry::Type::Diagnostic;
    entry->method = name(record.method.toUtf8(), entry);
    if (record.isError)
        entry->flags |= SessionIndexEntry::IsError;
    return true;
}

// The one place that reads an event line's own members the fast way (the full way is
// SessionFormat::eventFromJson): what SessionFormat writes for traffic, checked as its reader
// checks it. A member the fast way does not read, or any doubt, answers false. The frame's bytes
// are left in m_raw.
bool SessionLineIndexer::readEventMembers(SessionIndexEntry *entry, int *type)
{
    bool duplicate = false;
    const auto member
        = [&](QByteArrayView key) { return JsonScan::find(m_members, key, &duplicate); };
    if (member("findings") || member("http") || member("rawBase64"))
        return false;
    *type = fastChoice(member("type"), {"frame", "transport", "diagnostic"});
    const int direction = fastChoice(member("dir"), {"out", "in", "local"});
    if (*type < 0 || direction < 0)
        return false;
    entry->direction = quint8(direction);
    const JsonScan::Member *seq = member("seq");
    const JsonScan::Member *time = member("time");
    if (!seq || !time || !JsonScan::integerValue(seq->value, &entry->sequence)
        || !JsonScan::integerValue(time->value, &entry->wallClockMs))
        return false;
    if (const JsonScan::Member *ns = member("ns");
        ns && !JsonScan::integerValue(ns->value, &entry->monotonicNs))
        return false;
    // A file of several connections names each line's ("conn"), checked as the reader checks it.
    if (const JsonScan::Member *conn = member("conn")) {
        qint64 tag = 0;
        if (!JsonScan::integerValue(conn->value, &tag) || tag < 0
            || tag > SessionFormat::kMaxConnectionTag)
            return false;
        entry->connection = quint16(tag);
        entry->flags |= SessionIndexEntry::HasConnection;
    }
    if (const JsonScan::Member *channel = member("channel")) {
        if (!JsonScan::memberString(*channel, &m_text))
            return false;
        entry->channel = name(m_text, entry);
    }
    const JsonScan::Member *raw = member("raw");
    m_raw.truncate(0);
    if (raw && !JsonScan::memberString(*raw, &m_raw))
        return false;
    entry->rawBytes = quint32(m_raw.size());
    qint64 unused = 0;
    if (*type == FastFrame) {
        if (!raw)
            return false;
        if (const JsonScan::Member *status = member("httpStatus");
            status && !JsonScan::integerValue(status->value, &unused))
            return false;
        // The round before a resent request: a string or an integer id.
        if (const JsonScan::Member *continues = member("continues")) {
            if (JsonScan::integerValue(continues->value, &unused))
                m_continues = JsonRpcId(unused);
            else if (JsonScan::memberString(*continues, &m_text))
                m_continues = JsonRpcId(QString::fromUtf8(m_text));
            else
                return false;
        }
        return !duplicate;
    }
    if (*type == FastTransport) {
        const int kind = fastChoice(member("kind"), {"info", "stderr", "warning", "error"});
        if (kind < 0)
            return false;
        entry->transportKind = quint8(kind);
    }
    const JsonScan::Member *text = member("text");
    if (!text || !text->value.startsWith('"'))
        return false;
    return !duplicate;
}

// A single JSON-RPC message with nothing wrong with it (what JsonRpcMessage::classifyObject
// accepts without a problem), read the fast way; anything else answers false.
bool SessionLineIndexer::classifyFrame(QByteArrayView frame, SessionIndexEntry *entry)
{
    const auto decodeFully = [&] {
        // Not plain JSON-RPC: the codec says what it is, the log says how it shows it.
        TrafficEvent event;
        event.decoded = JsonRpc::decode(frame);
        takeRecord(MessageLogModel::makeRecord(event), entry, true);
        keepDecoded(std::move(event.decoded));
        return true;
    };
    if (!JsonScan::objectMembers(frame, &m_frameMembers))
        return decodeFully();
    bool duplicate = false;
    const auto member = [&](const JsonScan::Members &members, QByteArrayView key) {
        return JsonScan::find(members, key, &duplicate);
    };
    const JsonScan::Member *version = member(m_frameMembers, "jsonrpc");
    const JsonScan::Member *id = member(m_frameMembers, "id");
    const JsonScan::Member *method = member(m_frameMembers, "method");
    const JsonScan::Member *params = member(m_frameMembers, "params");
    const JsonScan::Member *result = member(m_frameMembers, "result");
    const JsonScan::Member *error = member(m_frameMembers, "error");
    if (duplicate || !version || !JsonScan::isString(version->value, "2.0"))
        return decodeFully();
    if (method) {
        // The id first: reading a string id uses m_text, which then holds the method.
        if (result || error || (params && !isStructured(params->value))
            || (id && !readFastId(*id, entry)) || !JsonScan::memberString(*method, &m_text))
            return decodeFully();
        entry->messageKind
            = quint8(id ? JsonRpcMessage::Kind::Request : JsonRpcMessage::Kind::Notification);
        entry->method = name(m_text, entry);
        return true;
    }
    if (!id || (result != nullptr) == (error != nullptr) || !readFastId(*id, entry))
        return decodeFully();
    if (result) {
        // A tool that reported an error (MCP, tools/call: "isError": true in the result).
        bool isError = false;
        if (result->value.startsWith('{')) {
            if (!JsonScan::objectMembers(result->value, &m_innerMembers))
                return decodeFully();
            const JsonScan::Member *flag = member(
                m_innerMembers, QByteArrayView(Mcp::Key::IsError.data(), Mcp::Key::IsError.size()));
            isError = flag && flag->value == "true";
        }
        if (duplicate)
            return decodeFully();
        entry->messageKind = quint8(JsonRpcMessage::Kind::Result);
        if (isError)
            entry->flags |= SessionIndexEntry::IsError;
        return true;
    }
    if (!error->value.startsWith('{') || !JsonScan::objectMembers(error->value, &m_innerMembers))
        return decodeFully();
    const JsonScan::Member *code = member(m_innerMembers, "code");
    const JsonScan::Member *message = member(m_innerMembers, "message");
    qint64 number = 0;
    if (duplicate || !code || !message || !message->value.startsWith('"')
        || !JsonScan::integerValue(code->value, &number)
        || number < std::numeric_limits<qint32>::min()
        || number > std::numeric_limits<qint32>::max())
        return decodeFully();
    entry->messageKind = quint8(JsonRpcMessage::Kind::Error);
    entry->errorCode = qint32(number);
    entry->flags |= SessionIndexEntry::IsError;
    return true;
}

// A request id the fast way: a string or an integer.
bool SessionLineIndexer::readFastId(const JsonScan::Member &id, SessionIndexEntry *entry)
{
    if (JsonScan::integerValue(id.value, &entry->idValue)) {
        entry->idType = quint8(JsonRpcId::Type::Integer);
        m_fastId = JsonRpcId(entry->idValue);
        return true;
    }
    if (!JsonScan::memberString(id, &m_text))
        return false;
    keepStringId(m_text, entry);
    m_fastId = JsonRpcId(QString::fromUtf8(m_text));
    return true;
}

void SessionLineIndexer::keepStringId(const QByteArray &utf8, SessionIndexEntry *entry)
{
    entry->idType = quint8(JsonRpcId::Type::String);
    if (utf8.size() > kMaxIdBytes) {
        entry->flags |= SessionIndexEntry::IdNotKept;
        return;
    }
    entry->idValue = m_idPoolBytes;
    entry->idBytes = quint8(utf8.size());
    m_newIdBytes.append(utf8);
    m_idPoolBytes += utf8.size();
}

void SessionLineIndexer::indexFully(QByteArrayView line, SessionIndexEntry *entry)
{
    entry->type = SessionIndexEntry::Type::Malformed;
    entry->flags = SessionIndexEntry::IsError;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return; // readEvent() says what is wrong with it
    const SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(doc.object());
    if (!parsed.event)
        return;
    entry->flags = 0;
    const SessionEvent &event = *parsed.event;
    if (event.connection != SessionEvent::kNoConnection) {
        entry->connection = quint16(event.connection);
        entry->flags |= SessionIndexEntry::HasConnection;
    }
    switch (event.type) {
    case SessionEvent::Type::Traffic:
        takeRecord(MessageLogModel::makeRecord(event.traffic), entry, false);
        m_continues = event.traffic.continues;
        keepDecoded(event.traffic.decoded);
        entry->type = event.traffic.kind == TrafficEvent::Kind::Frame
                          ? SessionIndexEntry::Type::Frame
                      : event.traffic.kind == TrafficEvent::Kind::Transport
                          ? SessionIndexEntry::Type::Transport
                          : SessionIndexEntry::Type::Diagnostic;
        return;
    case SessionEvent::Type::Handshake:
        entry->type = SessionIndexEntry::Type::Handshake;
        entry->wallClockMs = event.wallClockMs;
        m_header.absorb(event.handshake);
        m_headerChanged = true;
        return;
    case SessionEvent::Type::Action: {
        // The row SessionLoader makes of it.
        TrafficEvent row = event.action.toTraffic(event.wallClockMs);
        row.sequence = event.traffic.sequence;
        row.monotonicNs = event.traffic.monotonicNs;
        takeRecord(MessageLogModel::makeRecord(row), entry, false);
        entry->type = SessionIndexEntry::Type::Action;
        return;
    }
    }
}

void SessionLineIndexer::indexTraffic(const TrafficEvent &event, SessionIndexEntry *entry)
{
    *entry = SessionIndexEntry{};
    entry->offset = event.stored.isValid() ? event.stored.offset : -1;
    takeRecord(MessageLogModel::makeRecord(event), entry, false);
    // The connection's analysis paired it already.
    entry->pairedBack = 0;
    const qint64 paired = event.answersFrame != 0 ? event.answersFrame : event.continuesFrame;
    if (paired != 0 && event.sequence > paired
        && event.sequence - paired <= std::numeric_limits<quint32>::max())
        entry->pairedBack = quint32(event.sequence - paired);
    switch (event.kind) {
    case TrafficEvent::Kind::Frame:
        entry->type = SessionIndexEntry::Type::Frame;
        break;
    case TrafficEvent::Kind::Transport:
        entry->type = SessionIndexEntry::Type::Transport;
        break;
    case TrafficEvent::Kind::Diagnostic:
    // An app's bridge message is written as a diagnostic line (SessionFormat): the entry says
    // what the file will hold.
    case TrafficEvent::Kind::AppBridge:
        entry->type = SessionIndexEntry::Type::Diagnostic;
        break;
    case TrafficEvent::Kind::UserAction:
        entry->type = SessionIndexEntry::Type::Action;
        break;
    }
}

void SessionLineIndexer::takeRecord(const MessageRecord &record,
                                    SessionIndexEntry *entry,
                                    bool frameOnly)
{
    if (!frameOnly) {
        entry->sequence = record.sequence;
        entry->wallClockMs = record.wallClockMs;
        entry->monotonicNs = record.monotonicNs;
        entry->direction = quint8(record.direction);
        entry->transportKind = quint8(record.transportKind);
        entry->rawBytes = quint32(record.rawSize);
        entry->channel = name(record.channel.toUtf8(), entry);
        if (record.findings && !record.findings->isEmpty())
            entry->flags |= SessionIndexEntry::HasFindings;
    }
    entry->method = name(record.method.toUtf8(), entry);
    entry->messageKind = quint8(record.messageKind);
    entry->errorCode = record.errorCode;
    if (record.isError)
        entry->flags |= SessionIndexEntry::IsError;
    const JsonRpcId &id = record.id;
    entry->idType = quint8(id.type());
    if (id.type() == JsonRpcId::Type::Integer)
        entry->idValue = id.toInteger();
    else if (id.type() == JsonRpcId::Type::String)
        keepStringId(id.toString().toUtf8(), entry);
    else if (id.type() == JsonRpcId::Type::Other)
        entry->flags |= SessionIndexEntry::IdNotKept;
}

quint16 SessionLineIndexer::name(const QByteArray &utf8, SessionIndexEntry *entry)
{
    if (utf8.isEmpty())
        return SessionIndexEntry::kNoName;
    if (const auto found = m_names.constFind(utf8); found != m_names.cend())
        return *found;
    if (utf8.size() > kMaxNameBytes || m_names.size() >= kMaxNames
        || m_nameBytes + utf8.size() > kMaxNameTotalBytes) {
        entry->flags |= SessionIndexEntry::NameNotKept;
        return SessionIndexEntry::kNoName;
    }
    const auto number = quint16(m_names.size() + 1);
    m_names.insert(utf8, number);
    m_nameBytes += utf8.size();
    m_newNames.append(QString::fromUtf8(utf8));
    return number;
}
