// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// SessionFormat, reading side: one event line back into a SessionEvent, trusting nothing.
#include "sessionfields.h"
#include "sessionformat.h"

using namespace Qt::StringLiterals;

namespace SessionFormat {

namespace {

QByteArray readBytes(SessionFields &fields)
{
    if (fields.has("rawBase64")) {
        const auto decoded = QByteArray::fromBase64Encoding(
            fields.string("rawBase64").toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            fields.fail(u"\"rawBase64\" is not valid base64"_s);
        return decoded.decoded;
    }
    return fields.string("raw", SessionFields::Optional).toUtf8();
}

HttpHeaderList readHeaders(SessionFields &fields, const char *key)
{
    HttpHeaderList headers;
    for (const QJsonValue &pair : fields.array(key, SessionFields::Optional)) {
        const QJsonArray items = pair.toArray();
        if (items.size() != 2 || !items.at(0).isString() || !items.at(1).isString()) {
            fields.fail(
                u"\"%1\" must hold [name, value] pairs of strings"_s.arg(QLatin1StringView(key)));
            return {};
        }
        headers.append({items.at(0).toString().toLatin1(), items.at(1).toString().toUtf8()});
    }
    return headers;
}

std::optional<HttpExchange> readHttp(SessionFields &outer)
{
    if (!outer.has("http"))
        return std::nullopt;
    const QJsonObject object = outer.object("http");
    SessionFields fields(object);
    HttpExchange http;
    http.method = fields.string("method").toLatin1();
    http.url = QUrl(fields.string("url"), QUrl::TolerantMode);
    http.status = int(fields.integer("status", SessionFields::Optional));
    http.reason = fields.string("reason", SessionFields::Optional).toLatin1();
    http.requestHeaders = readHeaders(fields, "requestHeaders");
    http.responseHeaders = readHeaders(fields, "responseHeaders");
    http.elapsedMs = fields.has("elapsedMs") ? fields.integer("elapsedMs") : -1;
    http.bodyPreview = fields.string("bodyPreview", SessionFields::Optional).toUtf8();
    if (!fields.ok())
        outer.fail(u"in \"http\": "_s + fields.error());
    return http;
}

// Findings of a rule this build does not know (a newer mcpscope wrote the file) are left out.
Findings readFindings(SessionFields &outer)
{
    if (!outer.has("findings"))
        return {};
    QList<Finding> findings;
    const QJsonArray array = outer.array("findings");
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        SessionFields fields(object);
        if (!value.isObject())
            fields.fail(u"a finding must be an object"_s);
        const QString rule = fields.string("rule");
        Finding finding;
        finding.pointer = fields.string("pointer", SessionFields::Optional);
        finding.message = fields.string("message");
        finding.frame = fields.integer("frame", SessionFields::Optional);
        if (!fields.ok()) {
            outer.fail(u"in \"findings\": "_s + fields.error());
            return {};
        }
        finding.rule = Rules::byId(rule);
        if (finding.rule)
            findings.append(std::move(finding));
    }
    if (findings.isEmpty())
        return {};
    return std::make_shared<const QList<Finding>>(std::move(findings));
}

void readTraffic(SessionFields &fields, TrafficEvent &event, int type, bool decodeFrames)
{
    event.sequence = fields.integer("seq");
    event.wallClockMs = fields.integer("time");
    event.monotonicNs = fields.integer("ns", SessionFields::Optional);
    event.direction = TrafficEvent::Direction(fields.choice("dir", {"out", "in", "local"}));
    event.channel = fields.string("channel", SessionFields::Optional);
    event.raw = readBytes(fields);
    event.findings = readFindings(fields);
    switch (type) {
    case 0:
        event.kind = TrafficEvent::Kind::Frame;
        event.httpStatus = int(fields.integer("httpStatus", SessionFields::Optional));
        event.continues = fields.requestId("continues");
        if (decodeFrames)
            event.decoded = JsonRpc::decode(event.raw);
        break;
    case 1:
        event.kind = TrafficEvent::Kind::Transport;
        event.transportKind
            = TransportEvent::Kind(fields.choice("kind", {"info", "stderr", "warning", "error"}));
        event.text = fields.string("text");
        event.http = readHttp(fields);
        break;
    default:
        event.kind = TrafficEvent::Kind::Diagnostic;
        event.text = fields.string("text");
        break;
    }
}

} // namespace

ParsedEvent eventFromJson(const QJsonObject &object, bool decodeFrames)
{
    SessionFields fields(object);
    SessionEvent event;
    const int type
        = fields.choice("type", {"frame", "transport", "diagnostic", "handshake", "action"});
    if (type >= 0 && type <= 2) {
        event.type = SessionEvent::Type::Traffic;
        readTraffic(fields, event.traffic, type, decodeFrames);
    } else if (type == 3) {
        event.type = SessionEvent::Type::Handshake;
        event.wallClockMs = fields.integer("time");
        ServerInfo &info = event.handshake;
        info.protocolVersion = fields.string("protocolVersion");
        info.capabilities = fields.object("capabilities", SessionFields::Optional);
        info.implementation = fields.object("serverInfo", SessionFields::Optional);
        info.instructions = fields.string("instructions", SessionFields::Optional);
        info.clientCapabilities = fields.object("clientCapabilities", SessionFields::Optional);
    } else if (type == 4) {
        event.type = SessionEvent::Type::Action;
        event.wallClockMs = fields.integer("time");
        event.action.action = fields.string("action");
        event.action.text = fields.string("text", SessionFields::Optional);
        event.action.detail = fields.object("detail", SessionFields::Optional);
        event.traffic.sequence = fields.integer("seq", SessionFields::Optional);
        event.traffic.monotonicNs = fields.integer("ns", SessionFields::Optional);
    }
    if (fields.has("conn")) {
        const qint64 tag = fields.integer("conn");
        if (fields.ok() && (tag < 0 || tag > kMaxConnectionTag))
            fields.fail(u"\"conn\" must be a connection tag (0 to %1), got %2"_s.arg(
                QString::number(kMaxConnectionTag), QString::number(tag)));
        event.connection = int(tag);
    }
    event.redacted = fields.boolean("redacted");
    if (!fields.ok())
        return {std::nullopt, fields.error()};
    return {std::move(event), {}};
}

} // namespace SessionFormat
