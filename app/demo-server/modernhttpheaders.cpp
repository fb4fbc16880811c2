// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernhttpheaders.h"

#include "modernprotocol.h"
#include "moderntools.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/jsonrpc/jsontypes.h>
#include <core/mcp/mcpmethods.h>

#include <QStringDecoder>

#include <cmath>

using namespace Qt::StringLiterals;

namespace ModernHttpHeaders {

namespace {

constexpr QByteArrayView SentinelStart = "=?base64?";
constexpr QByteArrayView SentinelEnd = "?=";

Refusal mismatch(const QString &message)
{
    return {400,
            {JsonRpc::ErrorCode::HeaderMismatch,
             u"Header mismatch: %1"_s.arg(message),
             QJsonValue(QJsonValue::Undefined)}};
}

// A required header must be present and, decoded, equal expected.
std::optional<Refusal> expectHeader(const HttpRequest &http,
                                    const QByteArray &lowerName,
                                    const QString &displayName,
                                    const QString &expected,
                                    bool encoded)
{
    if (!http.hasHeader(lowerName))
        return mismatch(u"the required %1 header is missing"_s.arg(displayName));
    QString why;
    const QByteArray raw = http.header(lowerName);
    const std::optional<QString> value
        = encoded ? decodeValue(raw, &why) : std::optional(QString::fromLatin1(raw));
    if (!value)
        return mismatch(u"%1 is malformed: %2"_s.arg(displayName, why));
    if (*value != expected) {
        return mismatch(u"%1 header value '%2' does not match body value '%3'"_s.arg(
            displayName, *value, expected));
    }
    return std::nullopt;
}

// The body value of an x-mcp-header parameter, as the header carries it; nullopt for a value
// of another type (the tool's own validation reports those).
std::optional<QString> bodyText(const QJsonValue &value, const QString &type)
{
    if (type == "boolean"_L1 && value.isBool())
        return value.toBool() ? u"true"_s : u"false"_s;
    // A fraction such as 2.5 is "another type"; 2^53 and beyond keep their digits.
    if (type == "integer"_L1 && JsonTypes::isInt64(value))
        return QString::number(value.toInteger());
    if (type == "string"_L1 && value.isString())
        return value.toString();
    return std::nullopt;
}

std::optional<Refusal> checkParameter(const HttpRequest &http,
                                      const ModernTools::HeaderParameter &parameter,
                                      const QJsonObject &arguments)
{
    const QString name = u"Mcp-Param-"_s + parameter.header;
    const QByteArray lowerName = name.toLatin1().toLower();
    const QJsonValue value = ModernTools::valueAt(arguments, parameter.path);
    const QString where = u"arguments/"_s + parameter.path.join(u'/');
    if (value.isUndefined() || value.isNull()) {
        if (http.hasHeader(lowerName))
            return mismatch(u"%1 is present but the body has no value at %2"_s.arg(name, where));
        return std::nullopt;
    }
    if (!http.hasHeader(lowerName))
        return mismatch(u"%1 is missing although the body has a value at %2"_s.arg(name, where));
    QString why;
    const std::optional<QString> header = decodeValue(http.header(lowerName), &why);
    if (!header)
        return mismatch(u"%1 is malformed: %2"_s.arg(name, why));
    const std::optional<QString> body = bodyText(value, parameter.type);
    if (!body)
        return std::nullopt;
    bool numeric = false;
    const double headerNumber = header->toDouble(&numeric);
    // streamable-http.mdx: integers compare numerically (42.0 equals 42).
    const bool equal = parameter.type == "integer"_L1 ? numeric && headerNumber == value.toDouble()
                                                      : *header == *body;
    if (!equal) {
        return mismatch(
            u"%1 header value '%2' does not match body value '%3'"_s.arg(name, *header, *body));
    }
    return std::nullopt;
}

std::optional<Refusal>
checkToolParameters(const HttpRequest &http, const QJsonObject &params, const QJsonArray &tools)
{
    const QString toolName = params.value("name"_L1).toString();
    for (const QJsonValue &tool : tools) {
        if (tool["name"_L1].toString() != toolName)
            continue;
        const QJsonObject arguments = params.value("arguments"_L1).toObject();
        for (const auto &parameter :
             ModernTools::headerParameters(tool["inputSchema"_L1].toObject())) {
            if (std::optional<Refusal> refusal = checkParameter(http, parameter, arguments))
                return refusal;
        }
    }
    return std::nullopt;
}

// The body field that Mcp-Name mirrors, or empty for methods without one.
QString nameField(const QString &method)
{
    if (method == Mcp::Method::ToolsCall || method == Mcp::Method::PromptsGet)
        return u"name"_s;
    if (method == Mcp::Method::ResourcesRead)
        return u"uri"_s;
    // The tasks extension names the task.
    if (method == Mcp::Method::TasksGet || method == Mcp::Method::TasksUpdate
        || method == Mcp::Method::TasksCancel)
        return u"taskId"_s;
    return {};
}

} // namespace

std::optional<QString> decodeValue(const QByteArray &raw, QString *why)
{
    if (raw.startsWith(SentinelStart) && raw.endsWith(SentinelEnd)
        && raw.size() >= SentinelStart.size() + SentinelEnd.size()) {
        const QByteArray inner
            = raw.sliced(SentinelStart.size(), raw.size() - SentinelStart.size() - 2);
        const auto bytes
            = QByteArray::fromBase64Encoding(inner, QByteArray::AbortOnBase64DecodingErrors);
        if (!bytes) {
            *why = u"its =?base64?…?= value is not valid Base64"_s;
            return std::nullopt;
        }
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8(*bytes);
        if (utf8.hasError()) {
            *why = u"its Base64 value is not UTF-8"_s;
            return std::nullopt;
        }
        return text;
    }
    for (const char c : raw) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && byte != '\t') || byte >= 0x7f) {
            *why = u"it holds a byte 0x%1 that must be sent Base64-encoded (=?base64?…?=)"_s.arg(
                QString::number(byte, 16));
            return std::nullopt;
        }
    }
    return QString::fromLatin1(raw);
}

QByteArray encodeValue(const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    const bool plain
        = !utf8.isEmpty() && utf8.front() != ' ' && utf8.back() != ' '
          && std::all_of(utf8.begin(), utf8.end(), [](char c) { return c >= 0x20 && c < 0x7f; })
          && !(utf8.startsWith(SentinelStart) && utf8.endsWith(SentinelEnd));
    if (plain || utf8.isEmpty())
        return utf8;
    return SentinelStart.toByteArray() + utf8.toBase64() + SentinelEnd.toByteArray();
}

std::optional<Refusal>
check(const HttpRequest &http, const JsonRpcMessage &request, const QJsonArray &tools)
{
    const QString method = request.method();
    const QJsonObject params = request.paramsObject();
    if (!http.hasHeader("mcp-protocol-version"))
        return mismatch(u"the required MCP-Protocol-Version header is missing"_s);
    const QJsonValue bodyVersion
        = params.value("_meta"_L1).toObject().value(ModernProtocol::ProtocolVersionKey);
    if (bodyVersion.isString()) {
        if (std::optional<Refusal> refusal = expectHeader(http,
                                                          "mcp-protocol-version",
                                                          u"MCP-Protocol-Version"_s,
                                                          bodyVersion.toString(),
                                                          false))
            return refusal;
    }
    ModernProtocol::RequestContext context;
    if (const std::optional<Reply> refused = ModernProtocol::readContext(request, &context))
        return Refusal{400, *refused->error};
    if (std::optional<Refusal> refusal
        = expectHeader(http, "mcp-method", u"Mcp-Method"_s, method, false))
        return refusal;
    const QString field = nameField(method);
    if (!field.isEmpty()) {
        if (std::optional<Refusal> refusal
            = expectHeader(http, "mcp-name", u"Mcp-Name"_s, params.value(field).toString(), true))
            return refusal;
    }
    if (method == Mcp::Method::ToolsCall)
        return checkToolParameters(http, params, tools);
    return std::nullopt;
}

} // namespace ModernHttpHeaders
