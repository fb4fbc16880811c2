// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appmeta.h"

#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace AppMeta {

QJsonObject extensionSettings()
{
    return QJsonObject{{"mimeTypes"_L1, QJsonArray{QString(MimeType)}}};
}

QString uriProblem(const QString &uri)
{
    if (!uri.startsWith("ui://"_L1) || uri.size() <= 5)
        return u"an app resource URI must start with ui:// (got \"%1\")"_s.arg(uri.left(200));
    if (uri.size() > 2048)
        return u"the app resource URI is longer than 2048 characters"_s;
    return {};
}

ToolUi toolUi(const QJsonObject &tool)
{
    ToolUi result;
    const QJsonObject meta = tool.value(Mcp::Key::Meta).toObject();
    const QJsonValue ui = meta.value("ui"_L1);
    QJsonValue uri = ui.toObject().value("resourceUri"_L1);
    if (uri.isUndefined()) // SEP-1865: the flat key is deprecated, still sent by older servers
        uri = meta.value("ui/resourceUri"_L1);
    if (!ui.isUndefined() && !ui.isObject()) {
        result.problem = u"_meta.ui is not an object"_s;
        return result;
    }
    const QJsonValue visibility = ui.toObject().value("visibility"_L1);
    if (!visibility.isUndefined()) {
        if (!visibility.isArray()) {
            // Unreadable visibility: treat the tool as hidden from apps, the safe reading.
            result.visibleToApp = false;
            result.problem = u"_meta.ui.visibility is not an array"_s;
        } else {
            result.visibleToModel = result.visibleToApp = false;
            for (const QJsonValue &entry : visibility.toArray()) {
                if (entry.toString() == "model"_L1)
                    result.visibleToModel = true;
                else if (entry.toString() == "app"_L1)
                    result.visibleToApp = true;
            }
        }
    }
    if (uri.isUndefined())
        return result;
    if (!uri.isString()) {
        result.problem = u"_meta.ui.resourceUri is not a string"_s;
        return result;
    }
    if (QString problem = uriProblem(uri.toString()); !problem.isEmpty()) {
        result.problem = problem;
        return result;
    }
    result.resourceUri = uri.toString();
    return result;
}

namespace {

// "text/html;profile=mcp-app", as MIME types compare: case-insensitive type and parameter
// name, spaces around ';' and '=' ignored, the profile value exact (quotes allowed).
bool isAppMimeType(const QString &mimeType)
{
    const QStringList parts = mimeType.split(u';');
    if (parts.size() != 2 || parts.first().trimmed().toLower() != "text/html"_L1)
        return false;
    const QString parameter = parts.at(1).trimmed();
    const qsizetype equals = parameter.indexOf(u'=');
    if (equals < 0 || parameter.left(equals).trimmed().toLower() != "profile"_L1)
        return false;
    QString value = parameter.mid(equals + 1).trimmed();
    if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"'))
        value = value.mid(1, value.size() - 2);
    return value == "mcp-app"_L1;
}

} // namespace

std::optional<QByteArray> contentBytes(const QJsonObject &content, QString *problem)
{
    if (content.value("text"_L1).isString())
        return content.value("text"_L1).toString().toUtf8();
    if (!content.value("blob"_L1).isString()) {
        *problem = u"has neither text nor blob"_s;
        return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(
        content.value("blob"_L1).toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        *problem = u"has a blob that is not base64"_s;
        return std::nullopt;
    }
    return *decoded;
}

AppResource resourceFromReadResult(const QString &uri, const QJsonValue &result)
{
    AppResource resource;
    resource.uri = uri;
    const QJsonArray contents = result.toObject().value(Mcp::Key::Contents).toArray();
    QJsonObject content;
    for (const QJsonValue &entry : contents) {
        if (entry.toObject().value(Mcp::Key::Uri).toString() == uri) {
            content = entry.toObject();
            break;
        }
    }
    if (content.isEmpty()) {
        resource.problem = contents.isEmpty()
                               ? u"the resources/read result has no contents"_s
                               : u"no content of the resources/read result is for %1"_s.arg(uri);
        return resource;
    }
    const QString mimeType = content.value("mimeType"_L1).toString();
    if (!isAppMimeType(mimeType)) {
        resource.problem
            = u"the app resource's MIME type is \"%1\", not %2"_s.arg(mimeType.left(100), MimeType);
        return resource;
    }
    const std::optional<QByteArray> html = contentBytes(content, &resource.problem);
    if (!html) {
        resource.problem = u"the app resource "_s + resource.problem;
        return resource;
    }
    resource.html = *html;
    if (resource.html.size() > MaxHtmlBytes) {
        resource.problem = u"the app document is %1 bytes, more than the %2 mcpscope renders"_s.arg(
            QString::number(resource.html.size()), QString::number(MaxHtmlBytes));
        resource.html.clear();
        return resource;
    }
    if (resource.html.trimmed().isEmpty()) {
        resource.problem = u"the app document is empty"_s;
        resource.html.clear();
        return resource;
    }
    const QJsonObject ui = content.value(Mcp::Key::Meta).toObject().value("ui"_L1).toObject();
    resource.csp = AppCsp::fromJson(ui.value("csp"_L1));
    if (ui.value("prefersBorder"_L1).isBool())
        resource.prefersBorder = ui.value("prefersBorder"_L1).toBool();
    return resource;
}

QByteArray documentWithPolicy(const QByteArray &html, const QString &policy)
{
    const QByteArray meta = "<meta http-equiv=\"Content-Security-Policy\" content=\""
                            + policy.toHtmlEscaped().toUtf8() + "\">";
    qsizetype start = 0;
    if (html.startsWith("\xEF\xBB\xBF"))
        start = 3; // a UTF-8 byte order mark
    while (start < html.size() && QChar::isSpace(uchar(html.at(start))))
        ++start;
    if (html.mid(start, 9).toLower() == "<!doctype") {
        const qsizetype end = html.indexOf('>', start);
        if (end > 0)
            return html.left(end + 1) + meta + html.mid(end + 1);
    }
    return meta + html;
}

} // namespace AppMeta
