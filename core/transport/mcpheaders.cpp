// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpheaders.h"

#include <core/mcp/mcpmethods.h> // names only: the transport still decodes nothing

#include <QJsonArray>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace McpHeaders {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0; // 2^53 - 1

// Subschema keywords whose children are not reached through "properties" alone: a marker
// below one of them cannot be mirrored unambiguously (SEP-2243).
const QSet<QString> &nestedSchemaKeywords()
{
    static const QSet<QString> keywords{u"items"_s,
                                        u"prefixItems"_s,
                                        u"additionalItems"_s,
                                        u"contains"_s,
                                        u"oneOf"_s,
                                        u"anyOf"_s,
                                        u"allOf"_s,
                                        u"not"_s,
                                        u"if"_s,
                                        u"then"_s,
                                        u"else"_s,
                                        u"additionalProperties"_s,
                                        u"propertyNames"_s,
                                        u"unevaluatedProperties"_s,
                                        u"unevaluatedItems"_s};
    return keywords;
}

// Keywords whose value maps names to subschemas.
const QSet<QString> &schemaMapKeywords()
{
    static const QSet<QString> keywords{
        u"$defs"_s, u"definitions"_s, u"patternProperties"_s, u"dependentSchemas"_s};
    return keywords;
}

bool isTokenChar(QChar c)
{
    // RFC 9110 tchar.
    static const QString symbols = u"!#$%&'*+-.^_`|~"_s;
    const char16_t u = c.unicode();
    return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z')
           || symbols.contains(c);
}

bool needsBase64(const QString &text)
{
    for (QChar c : text) {
        if (c.unicode() < 0x20 || c.unicode() > 0x7E)
            return true;
    }
    if (!text.isEmpty() && (text.front() == u' ' || text.back() == u' '))
        return true;
    return text.startsWith("=?base64?"_L1, Qt::CaseInsensitive) && text.endsWith("?="_L1);
}

struct Scan
{
    ToolHeaders result;
    QSet<QString> seen; // lower-cased header names
};

QString describePath(const QStringList &path)
{
    return path.isEmpty() ? u"the schema root"_s : u"\"%1\""_s.arg(path.join(u'.'));
}

QString checkMarker(const QJsonObject &node, const QStringList &path, bool viaProperties)
{
    const QJsonValue marker = node.value("x-mcp-header"_L1);
    if (!viaProperties || path.isEmpty())
        return u"x-mcp-header at %1 is not reached through properties alone"_s.arg(
            describePath(path));
    const QString name = marker.toString();
    if (!marker.isString() || name.isEmpty())
        return u"x-mcp-header of %1 is empty or not a string"_s.arg(describePath(path));
    for (QChar c : name) {
        if (!isTokenChar(c))
            return u"x-mcp-header \"%1\" of %2 is not an HTTP token (character U+%3)"_s.arg(
                name, describePath(path), QString::number(c.unicode(), 16).toUpper());
    }
    const QString type = node.value("type"_L1).toString();
    if (type != "string"_L1 && type != "integer"_L1 && type != "boolean"_L1)
        return u"x-mcp-header \"%1\" is on %2 of type %3; only string, integer and boolean "
               "properties may be mirrored"_s.arg(
                   name, describePath(path), type.isEmpty() ? u"(none)"_s : type);
    return {};
}

void visit(const QJsonValue &value, const QStringList &path, bool viaProperties, Scan &scan);

void visitObject(const QJsonObject &node, const QStringList &path, bool viaProperties, Scan &scan)
{
    if (!scan.result.invalidReason.isEmpty())
        return;
    if (node.contains("x-mcp-header"_L1)) {
        const QString problem = checkMarker(node, path, viaProperties);
        if (!problem.isEmpty()) {
            scan.result.invalidReason = problem;
            return;
        }
        const QString name = node.value("x-mcp-header"_L1).toString();
        if (scan.seen.contains(name.toLower())) {
            scan.result.invalidReason
                = u"x-mcp-header \"%1\" is used twice (names compare case-insensitively)"_s.arg(
                    name);
            return;
        }
        scan.seen.insert(name.toLower());
        scan.result.headers.append({name, path});
    }
    const QJsonObject properties = node.value("properties"_L1).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it)
        visit(it.value(), path + QStringList{it.key()}, viaProperties, scan);
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (nestedSchemaKeywords().contains(it.key()))
            visit(it.value(), path + QStringList{it.key()}, false, scan);
        if (!schemaMapKeywords().contains(it.key()))
            continue;
        const QJsonObject map = it.value().toObject();
        for (auto entry = map.begin(); entry != map.end(); ++entry)
            visit(entry.value(), path + QStringList{it.key(), entry.key()}, false, scan);
    }
}

void visit(const QJsonValue &value, const QStringList &path, bool viaProperties, Scan &scan)
{
    if (value.isObject()) {
        visitObject(value.toObject(), path, viaProperties, scan);
        return;
    }
    // Arrays of subschemas (oneOf, prefixItems) and maps of them ($defs) below a keyword.
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            visit(item, path, false, scan);
    }
}

QJsonValue valueAt(const QJsonObject &arguments, const QStringList &path)
{
    QJsonValue value = arguments;
    for (const QString &key : path) {
        if (!value.isObject())
            return QJsonValue::Undefined;
        value = value.toObject().value(key);
    }
    return value;
}

} // namespace

std::optional<QByteArray> encodeValue(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QByteArray("true") : QByteArray("false");
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (std::trunc(number) != number || std::fabs(number) > kMaxSafeInteger)
            return std::nullopt;
        return QByteArray::number(qint64(number));
    }
    if (!value.isString())
        return std::nullopt;
    const QString text = value.toString();
    if (needsBase64(text))
        return "=?base64?" + text.toUtf8().toBase64() + "?=";
    return text.toLatin1();
}

ToolHeaders scanTool(const QJsonObject &inputSchema)
{
    Scan scan;
    // The root itself is not a property: a marker there has no argument to mirror.
    visitObject(inputSchema, {}, true, scan);
    if (!scan.result.invalidReason.isEmpty())
        scan.result.headers.clear();
    return scan.result;
}

HttpHeaderList forRequest(const QString &method,
                          const QJsonObject &params,
                          const QHash<QString, ToolHeaders> &tools)
{
    HttpHeaderList headers{{QByteArray("Mcp-Method"), method.toUtf8()}};
    QJsonValue name;
    if (method == Mcp::Method::ToolsCall || method == Mcp::Method::PromptsGet)
        name = params.value("name"_L1);
    else if (method == Mcp::Method::ResourcesRead)
        name = params.value("uri"_L1);
    else if (method == Mcp::Method::TasksGet || method == Mcp::Method::TasksUpdate
             || method == Mcp::Method::TasksCancel)
        name = params.value("taskId"_L1);
    if (const auto encoded = encodeValue(name))
        headers.append({QByteArray("Mcp-Name"), *encoded});
    if (method != Mcp::Method::ToolsCall)
        return headers;
    const QJsonObject arguments = params.value("arguments"_L1).toObject();
    for (const ParamHeader &header : tools.value(params.value("name"_L1).toString()).headers) {
        if (const auto encoded = encodeValue(valueAt(arguments, header.path)))
            headers.append({"Mcp-Param-" + header.name.toLatin1(), *encoded});
    }
    return headers;
}

} // namespace McpHeaders
