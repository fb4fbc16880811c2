// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clitextformat.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/serverinfo.h>

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Cli {

namespace {

QString pretty(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented))
            .trimmed();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented))
            .trimmed();
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

QString firstLine(const QString &text)
{
    const QString line = text.section(u'\n', 0, 0).trimmed();
    return line.size() > 100 ? line.left(99) + u'…' : line;
}

QString contentItem(const QJsonObject &item)
{
    const QString type = item.value(Mcp::Key::Type).toString();
    if (type == "text"_L1)
        return item.value("text"_L1).toString();
    if (type == "image"_L1 || type == "audio"_L1) {
        const qsizetype bytes
            = QByteArray::fromBase64(item.value("data"_L1).toString().toLatin1()).size();
        // One arg() call: a chained one would fill a "%1" inside the server's MIME type.
        return u"[%1 %2, %3 bytes]"_s.arg(
            type, oneLine(item.value("mimeType"_L1).toString()), QString::number(bytes));
    }
    if (type == "resource_link"_L1)
        return u"[resource link %1 %2]"_s.arg(oneLine(item.value(Mcp::Key::Uri).toString()),
                                              oneLine(item.value(Mcp::Key::Name).toString()));
    if (type == "resource"_L1) {
        const QJsonObject resource = item.value("resource"_L1).toObject();
        if (resource.contains("text"_L1))
            return u"[resource %1]\n%2"_s.arg(oneLine(resource.value(Mcp::Key::Uri).toString()),
                                              resource.value("text"_L1).toString());
        return u"[resource %1 %2, blob]"_s.arg(oneLine(resource.value(Mcp::Key::Uri).toString()),
                                               oneLine(resource.value("mimeType"_L1).toString()));
    }
    return u"[%1]\n%2"_s.arg(oneLine(type), pretty(item));
}

QString listing(const QJsonArray &items, const QString &key, const QString &emptyText)
{
    if (items.isEmpty())
        return emptyText;
    QStringList lines;
    for (const QJsonValue &value : items) {
        const QJsonObject item = value.toObject();
        QString line = oneLine(item.value(key).toString());
        const QString title = oneLine(item.value("title"_L1).toString());
        if (!title.isEmpty() && title != line)
            line += u" (%1)"_s.arg(title);
        const QString description = firstLine(item.value("description"_L1).toString());
        if (!description.isEmpty())
            line += u" — "_s + oneLine(description);
        lines << line;
    }
    return lines.join(u'\n');
}

QString toolCall(const QJsonObject &result)
{
    QStringList parts;
    if (result.value(Mcp::Key::IsError).toBool())
        parts << u"tool reported an error (isError: true):"_s;
    for (const QJsonValue &item : result.value(Mcp::Key::Content).toArray())
        parts << contentItem(item.toObject());
    if (result.contains(Mcp::Key::StructuredContent))
        parts << u"structuredContent:\n"_s + pretty(result.value(Mcp::Key::StructuredContent));
    return parts.join(u'\n');
}

QString promptGet(const QJsonObject &result)
{
    QStringList parts;
    const QString description = result.value("description"_L1).toString();
    if (!description.isEmpty())
        parts << description;
    for (const QJsonValue &value : result.value(Mcp::Key::Messages).toArray()) {
        const QJsonObject message = value.toObject();
        parts << u"[%1] %2"_s.arg(oneLine(message.value("role"_L1).toString()),
                                  contentItem(message.value(Mcp::Key::Content).toObject()));
    }
    return parts.join(u'\n');
}

QString resourceRead(const QJsonObject &result)
{
    QStringList parts;
    for (const QJsonValue &value : result.value(Mcp::Key::Contents).toArray()) {
        const QJsonObject content = value.toObject();
        if (content.contains("text"_L1))
            parts << content.value("text"_L1).toString();
        else
            parts << u"[blob %1, %2 bytes base64]"_s.arg(
                oneLine(content.value("mimeType"_L1).toString()),
                QString::number(content.value("blob"_L1).toString().size()));
    }
    return parts.join(u'\n');
}

QString initialize(const QJsonObject &result)
{
    return formatServerInfo(ServerInfo::fromInitializeResult(result, {}));
}

QString completion(const QJsonObject &result)
{
    const QJsonObject completion = result.value("completion"_L1).toObject();
    QStringList lines;
    for (const QJsonValue &value : completion.value("values"_L1).toArray())
        lines << oneLine(value.toString());
    if (lines.isEmpty())
        lines << u"(no completions)"_s;
    const QJsonValue total = completion.value("total"_L1);
    if (completion.value("hasMore"_L1).toBool() || total.toInt() > lines.size())
        lines << (total.isDouble() ? u"(%1 in all; more than shown)"_s.arg(total.toInt())
                                   : u"(more than shown)"_s);
    return lines.join(u'\n');
}

QString task(const QJsonObject &task)
{
    const QString message = task.value("statusMessage"_L1).toString();
    return u"%1 %2%3"_s.arg(oneLine(task.value(Mcp::Key::TaskId).toString()),
                            oneLine(task.value("status"_L1).toString()),
                            message.isEmpty() ? QString() : u" ("_s + oneLine(message) + u')');
}

bool isBidiOrSeparator(char16_t c)
{
    return c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x2028 && c <= 0x202e)
           || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

QString terminalSafe(QStringView text, Lines lines)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if ((c == u'\n' && lines == Lines::Keep) || c == u'\t') {
            out += ch;
        } else if (c == u'\n') {
            out += u"\\n"_s;
        } else if (c == u'\r') {
            out += u"\\r"_s;
        } else if (c < 0x20 || c == 0x7f) {
            out += u"\\x"_s + QString::number(c, 16).rightJustified(2, u'0');
        } else if ((c >= 0x80 && c <= 0x9f) || isBidiOrSeparator(c)) {
            out += u"\\u"_s + QString::number(c, 16).rightJustified(4, u'0');
        } else {
            out += ch;
        }
    }
    return out;
}

QString formatResultText(const QString &method, const QJsonObject &result)
{
    if (method == Mcp::Method::CompletionComplete)
        return completion(result);
    if (method == Mcp::Method::LoggingSetLevel)
        return u"ok: the server accepted the level"_s;
    if (method == Mcp::Method::TasksGet || method == Mcp::Method::TasksCancel)
        return task(result);
    if (method == Mcp::Method::TasksList) {
        QStringList lines;
        for (const QJsonValue &entry : result.value(Mcp::Key::TaskList).toArray())
            lines << task(entry.toObject());
        return lines.isEmpty() ? u"(no tasks)"_s : lines.join(u'\n');
    }
    if (method == Mcp::Method::TasksResult)
        return toolCall(result);
    if (method == Mcp::Method::Initialize)
        return initialize(result);
    if (method == Mcp::Method::ToolsList)
        return listing(result.value(Mcp::Key::Tools).toArray(), Mcp::Key::Name, u"(no tools)"_s);
    if (method == Mcp::Method::ToolsCall)
        return toolCall(result);
    if (method == Mcp::Method::ResourcesList)
        return listing(
            result.value(Mcp::Key::Resources).toArray(), Mcp::Key::Uri, u"(no resources)"_s);
    if (method == Mcp::Method::ResourcesTemplatesList)
        return listing(result.value(Mcp::Key::ResourceTemplates).toArray(),
                       u"uriTemplate"_s,
                       u"(no resource templates)"_s);
    if (method == Mcp::Method::ResourcesRead)
        return resourceRead(result);
    if (method == Mcp::Method::PromptsList)
        return listing(
            result.value(Mcp::Key::Prompts).toArray(), Mcp::Key::Name, u"(no prompts)"_s);
    if (method == Mcp::Method::PromptsGet)
        return promptGet(result);
    return pretty(result);
}

// Built from ServerInfo rather than the raw result: a 2026-07-28 server/discover result has no
// protocolVersion (the client chose it) and keeps serverInfo in _meta.
QString formatServerInfo(const ServerInfo &info)
{
    QString protocol = u"protocol %1 (%2 era)"_s.arg(oneLine(info.protocolVersion), info.era);
    if (!info.supportedVersions.isEmpty())
        protocol
            += u"; the server supports %1"_s.arg(oneLine(info.supportedVersions.join(u", "_s)));
    QStringList lines{u"%1 %2"_s.arg(oneLine(info.name()), oneLine(info.version())),
                      protocol,
                      u"capabilities: %1"_s.arg(oneLine(info.capabilities.keys().join(u", "_s)))};
    if (!info.instructions.isEmpty())
        lines << u"instructions: "_s + info.instructions;
    return lines.join(u'\n');
}

} // namespace Cli
