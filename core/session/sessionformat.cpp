// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionformat.h"

#include "jsonscan.h"
#include "sessionfields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace SessionFormat {

namespace {

using Direction = TrafficEvent::Direction;
using TransportKind = TransportEvent::Kind;

QString directionName(Direction direction)
{
    switch (direction) {
    case Direction::Outgoing:
        return u"out"_s;
    case Direction::Incoming:
        return u"in"_s;
    case Direction::Local:
        return u"local"_s;
    case Direction::User: // never written: user actions are action lines
        return u"user"_s;
    case Direction::ToApp: // app bridge rows are written as local diagnostic lines
    case Direction::FromApp:
        return u"local"_s;
    }
    return {};
}

QString transportKindName(TransportKind kind)
{
    switch (kind) {
    case TransportKind::Info:
        return u"info"_s;
    case TransportKind::Stderr:
        return u"stderr"_s;
    case TransportKind::Warning:
        return u"warning"_s;
    case TransportKind::Error:
        return u"error"_s;
    }
    return {};
}

constexpr qsizetype kSplicedRawBytes = 64 * 1024;

bool isUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    return !decoder.hasError();
}

// Exact bytes as a JSON string when they are text, else base64 under another key. Large bytes
// are left to the writer (*largeRaw), which adds them with rawMember() as the line's last member:
// building a QJsonObject with a 50 MB string and serializing it took seconds on the GUI thread.
void putBytes(QJsonObject &object, const QByteArray &bytes, QByteArray *largeRaw)
{
    if (largeRaw && bytes.size() >= kSplicedRawBytes) {
        *largeRaw = bytes;
        return;
    }
    if (isUtf8(bytes))
        object.insert("raw"_L1, QString::fromUtf8(bytes));
    else
        object.insert("rawBase64"_L1, QString::fromLatin1(bytes.toBase64()));
}

QJsonArray headersToJson(const HttpHeaderList &headers)
{
    QJsonArray array;
    for (const auto &[name, value] : headers)
        array.append(QJsonArray{QString::fromLatin1(name), QString::fromUtf8(value)});
    return array;
}

QJsonObject httpToJson(const HttpExchange &http)
{
    QJsonObject object{{"method"_L1, QString::fromLatin1(http.method)},
                       {"url"_L1, http.url.toString(QUrl::FullyEncoded)},
                       {"status"_L1, http.status},
                       {"reason"_L1, QString::fromLatin1(http.reason)},
                       {"requestHeaders"_L1, headersToJson(http.requestHeaders)},
                       {"responseHeaders"_L1, headersToJson(http.responseHeaders)},
                       {"elapsedMs"_L1, http.elapsedMs}};
    if (!http.bodyPreview.isEmpty())
        object.insert("bodyPreview"_L1, QString::fromUtf8(http.bodyPreview));
    return object;
}

// Tool arguments and raw frames typed by the user may hold a secret of the server config.
QJsonObject scrubbed(const QJsonObject &detail, const SessionRedactor &redactor)
{
    const QByteArray json = QJsonDocument(detail).toJson(QJsonDocument::Compact);
    const QByteArray clean = redactor.scrub(json);
    if (clean == json)
        return detail;
    const QJsonDocument parsed = QJsonDocument::fromJson(clean);
    // A secret with JSON syntax in it could break the text: drop the detail rather than leak.
    return parsed.isObject() ? parsed.object() : QJsonObject{{"redacted"_L1, true}};
}

QJsonArray findingsToJson(const QList<Finding> &findings, const SessionRedactor &redactor)
{
    QJsonArray array;
    for (const Finding &finding : findings) {
        QJsonObject object{{"rule"_L1, finding.ruleId()},
                           {"severity"_L1, Rule::severityName(finding.severity())},
                           {"message"_L1, redactor.scrub(finding.message)},
                           {"frame"_L1, finding.frame}};
        if (!finding.pointer.isEmpty())
            object.insert("pointer"_L1, finding.pointer);
        array.append(object);
    }
    return array;
}

QJsonObject
trafficToJson(const TrafficEvent &event, const SessionRedactor &redactor, QByteArray *largeRaw)
{
    QJsonObject object{{"seq"_L1, event.sequence},
                       {"time"_L1, event.wallClockMs},
                       {"ns"_L1, event.monotonicNs},
                       {"dir"_L1, directionName(event.direction)}};
    const QByteArray raw = redactor.scrub(event.raw);
    if (raw != event.raw)
        object.insert("redacted"_L1, true);
    if (!event.channel.isEmpty())
        object.insert("channel"_L1, event.channel);
    switch (event.kind) {
    case TrafficEvent::Kind::Frame:
        object.insert("type"_L1, u"frame"_s);
        putBytes(object, raw, largeRaw);
        if (event.httpStatus > 0)
            object.insert("httpStatus"_L1, event.httpStatus);
        if (!event.continues.isNone())
            object.insert("continues"_L1, event.continues.toJson());
        break;
    case TrafficEvent::Kind::Transport:
        object.insert("type"_L1, u"transport"_s);
        object.insert("kind"_L1, transportKindName(event.transportKind));
        object.insert("text"_L1, redactor.scrub(event.text));
        if (!raw.isEmpty())
            putBytes(object, raw, largeRaw);
        if (event.http)
            object.insert("http"_L1, httpToJson(redactor.redact(*event.http)));
        break;
    case TrafficEvent::Kind::Diagnostic:
        object.insert("type"_L1, u"diagnostic"_s);
        object.insert("text"_L1, redactor.scrub(event.text));
        break;
    case TrafficEvent::Kind::UserAction: // SessionEvent::fromTraffic makes it an action line
        object.insert("type"_L1, u"diagnostic"_s);
        object.insert("text"_L1, redactor.scrub(event.text));
        break;
    case TrafficEvent::Kind::AppBridge:
        // Not the server's traffic, so not a frame line (a replay would send it): a line of
        // words that keeps the message whole, read back as a diagnostic row.
        object.insert("type"_L1, u"diagnostic"_s);
        object.insert(
            "text"_L1,
            u"%1 %2"_s.arg(TrafficEvent::directionLabel(event.direction), QString::fromUtf8(raw)));
        break;
    }
    if (event.findings)
        object.insert("findings"_L1, findingsToJson(*event.findings, redactor));
    return object;
}

} // namespace

namespace {

QJsonObject connectionToJson(const SessionConnection &connection)
{
    // Each connection's config is masked with its own secrets.
    QJsonObject object{
        {"tag"_L1, connection.tag},
        {"created"_L1, connection.created.toUTC().toString(Qt::ISODateWithMs)},
        {"server"_L1, SessionRedactor(connection.server).redact(connection.server).toJson(true)},
        {"protocolVersion"_L1, connection.protocolVersion},
        {"capabilities"_L1, connection.capabilities},
        {"serverInfo"_L1, connection.serverInfo},
        {"clientInfo"_L1, connection.clientInfo}};
    if (!connection.name.isEmpty())
        object.insert("name"_L1, connection.name);
    if (connection.hasFindings)
        object.insert("analysis"_L1, QJsonObject{{"rules"_L1, Rules::all().size()}});
    return object;
}

} // namespace

QJsonObject headerToJson(const SessionHeader &header, const SessionRedactor &redactor)
{
    if (header.hasSeveralConnections()) {
        QJsonArray connections;
        for (const SessionConnection &connection : header.connections)
            connections.append(connectionToJson(connection));
        return {{"format"_L1, QString(FormatName)},
                {"version"_L1, SessionHeader::MultiConnectionFormatVersion},
                {"appVersion"_L1, header.appVersion},
                {"created"_L1, header.created.toUTC().toString(Qt::ISODateWithMs)},
                {"connections"_L1, connections}};
    }
    QJsonObject object{{"format"_L1, QString(FormatName)},
                       {"version"_L1, header.formatVersion},
                       {"appVersion"_L1, header.appVersion},
                       {"created"_L1, header.created.toUTC().toString(Qt::ISODateWithMs)},
                       {"server"_L1, redactor.redact(header.server).toJson(true)},
                       {"protocolVersion"_L1, header.protocolVersion},
                       {"capabilities"_L1, header.capabilities},
                       {"serverInfo"_L1, header.serverInfo},
                       {"clientInfo"_L1, header.clientInfo}};
    if (header.hasFindings)
        object.insert("analysis"_L1, QJsonObject{{"rules"_L1, Rules::all().size()}});
    return object;
}

namespace {
QJsonObject
eventObject(const SessionEvent &event, const SessionRedactor &redactor, QByteArray *largeRaw);
} // namespace

QJsonObject
eventToJson(const SessionEvent &event, const SessionRedactor &redactor, QByteArray *largeRaw)
{
    QJsonObject object = eventObject(event, redactor, largeRaw);
    if (event.connection != SessionEvent::kNoConnection)
        object.insert("conn"_L1, event.connection);
    if (event.redacted && event.type == SessionEvent::Type::Traffic)
        object.insert("redacted"_L1, true);
    return object;
}

namespace {

QJsonObject
eventObject(const SessionEvent &event, const SessionRedactor &redactor, QByteArray *largeRaw)
{
    switch (event.type) {
    case SessionEvent::Type::Traffic:
        return trafficToJson(event.traffic, redactor, largeRaw);
    case SessionEvent::Type::Handshake: {
        const ServerInfo &info = event.handshake;
        return {{"type"_L1, u"handshake"_s},
                {"time"_L1, event.wallClockMs},
                {"protocolVersion"_L1, info.protocolVersion},
                {"capabilities"_L1, info.capabilities},
                {"serverInfo"_L1, info.implementation},
                {"instructions"_L1, redactor.scrub(info.instructions)},
                {"clientCapabilities"_L1, info.clientCapabilities}};
    }
    case SessionEvent::Type::Action: {
        QJsonObject object{{"type"_L1, u"action"_s},
                           {"time"_L1, event.wallClockMs},
                           {"action"_L1, event.action.action},
                           {"text"_L1, redactor.scrub(event.action.text)},
                           {"detail"_L1, scrubbed(event.action.detail, redactor)}};
        if (event.traffic.sequence > 0) { // recorded live: its place among the frames
            object.insert("seq"_L1, event.traffic.sequence);
            object.insert("ns"_L1, event.traffic.monotonicNs);
        }
        return object;
    }
    }
    return {};
}

} // namespace

namespace {

void readConnections(SessionFields &fields, SessionHeader &header)
{
    const QJsonArray array = fields.array("connections");
    if (!fields.ok())
        return;
    if (array.isEmpty() || array.size() > SessionHeader::kMaxConnections) {
        fields.fail(u"\"connections\" must list 1 to %1 connections, got %2"_s.arg(
            QString::number(SessionHeader::kMaxConnections), QString::number(array.size())));
        return;
    }
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject object = array.at(i).toObject();
        SessionFields record(object);
        if (!array.at(i).isObject())
            record.fail(u"it must be an object"_s);
        SessionConnection connection;
        const qint64 tag = record.integer("tag");
        if (record.ok() && (tag < 0 || tag > SessionFormat::kMaxConnectionTag))
            record.fail(u"\"tag\" must be 0 to %1, got %2"_s.arg(
                QString::number(SessionFormat::kMaxConnectionTag), QString::number(tag)));
        connection.tag = int(tag);
        connection.name = record.string("name", SessionFields::Optional);
        connection.created = QDateTime::fromString(
            record.string("created", SessionFields::Optional), Qt::ISODateWithMs);
        connection.server
            = ServerConfig::fromJson(record.object("server", SessionFields::Optional));
        connection.protocolVersion = record.string("protocolVersion", SessionFields::Optional);
        connection.capabilities = record.object("capabilities", SessionFields::Optional);
        connection.serverInfo = record.object("serverInfo", SessionFields::Optional);
        connection.clientInfo = record.object("clientInfo", SessionFields::Optional);
        connection.hasFindings = !record.object("analysis", SessionFields::Optional).isEmpty();
        if (record.ok()
            && std::any_of(header.connections.cbegin(),
                           header.connections.cend(),
                           [&connection](const SessionConnection &other) {
                               return other.tag == connection.tag;
                           }))
            record.fail(u"tag %1 is listed twice"_s.arg(connection.tag));
        if (!record.ok()) {
            fields.fail(u"connection %1 of \"connections\": %2"_s.arg(QString::number(i + 1),
                                                                      record.error()));
            return;
        }
        header.connections.append(std::move(connection));
    }
}

} // namespace

ParsedHeader headerFromJson(const QJsonObject &object)
{
    ParsedHeader parsed;
    SessionFields fields(object);
    if (fields.string("format") != FormatName) {
        parsed.error = u"not an mcpscope session (the first line has no \"format\": \"%1\")"_s.arg(
            FormatName);
        return parsed;
    }
    SessionHeader &header = parsed.header;
    header.formatVersion = int(fields.integer("version"));
    if (fields.ok() && header.formatVersion != SessionHeader::CurrentFormatVersion
        && header.formatVersion != SessionHeader::MultiConnectionFormatVersion) {
        parsed.error
            = u"format version %1 is not supported (this mcpscope reads versions %2 "
              "and %3)"_s.arg(QString::number(header.formatVersion),
                              QString::number(SessionHeader::CurrentFormatVersion),
                              QString::number(SessionHeader::MultiConnectionFormatVersion));
        return parsed;
    }
    header.appVersion = fields.string("appVersion", SessionFields::Optional);
    header.created = QDateTime::fromString(fields.string("created", SessionFields::Optional),
                                           Qt::ISODateWithMs);
    if (header.formatVersion == SessionHeader::MultiConnectionFormatVersion) {
        readConnections(fields, header);
        parsed.error = fields.error();
        return parsed;
    }
    header.server = ServerConfig::fromJson(fields.object("server", SessionFields::Optional));
    header.protocolVersion = fields.string("protocolVersion", SessionFields::Optional);
    header.capabilities = fields.object("capabilities", SessionFields::Optional);
    header.serverInfo = fields.object("serverInfo", SessionFields::Optional);
    header.clientInfo = fields.object("clientInfo", SessionFields::Optional);
    header.hasFindings = !fields.object("analysis", SessionFields::Optional).isEmpty();
    parsed.error = fields.error();
    return parsed;
}

RawMember rawMember(QByteArrayView bytes)
{
    if (std::optional<QByteArray> quoted = quotedUtf8(bytes))
        return {"raw"_L1, std::move(*quoted)};
    return {"rawBase64"_L1, '"' + bytes.toByteArray().toBase64() + '"'};
}

std::optional<QByteArray> quotedUtf8(QByteArrayView bytes)
{
    static constexpr char kHex[] = "0123456789abcdef";
    QByteArray out;
    out.reserve(bytes.size() + bytes.size() / 16 + 2);
    out.append('"');
    const auto *p = reinterpret_cast<const uchar *>(bytes.data());
    const auto *end = p + bytes.size();
    while (p < end) {
        // Runs of printable ASCII (nearly all of a JSON frame) are copied in one go.
        const uchar *run = p;
        while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
            ++p;
        if (p > run)
            out.append(reinterpret_cast<const char *>(run), p - run);
        if (p == end)
            break;
        const uchar c = *p;
        if (c < 0x80) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(char(c));
            } else if (c < 0x20) {
                // RFC 8259: control characters are escaped (\n etc. would do too; \u is simplest).
                const char escaped[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
                out.append(escaped, 6);
            } else {
                out.append(char(c));
            }
            ++p;
            continue;
        }
        // A multi-byte sequence as RFC 3629 has it; anything else is not text: the caller
        // keeps base64.
        uint code = 0;
        const int length = JsonScan::utf8Sequence(p, end, &code);
        if (length == 0)
            return std::nullopt;
        out.append(reinterpret_cast<const char *>(p), length);
        p += length;
    }
    out.append('"');
    return out;
}

} // namespace SessionFormat
