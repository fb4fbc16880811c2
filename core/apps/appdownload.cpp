// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appdownload.h"

#include "appmeta.h"

#include <core/mcp/mcpmethods.h>
#include <core/platform/privatefiles.h>

#include <QJsonArray>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace AppDownload {

namespace {
constexpr int kMaxFileNameChars = 200;
}

QString safeFileName(const QString &uriOrName)
{
    QString name = uriOrName;
    const QUrl url(uriOrName);
    if (url.isValid() && !url.scheme().isEmpty())
        name = url.path();
    name = name.section(u'/', -1).section(u'\\', -1);
    QString clean;
    for (const QChar c : std::as_const(name)) {
        if (c.isPrint() && c != u':' && c != u'*' && c != u'?' && c != u'"' && c != u'<'
            && c != u'>' && c != u'|')
            clean += c;
    }
    while (clean.startsWith(u'.') || clean.startsWith(u' '))
        clean.remove(0, 1);
    clean = clean.trimmed().left(kMaxFileNameChars);
    return clean.isEmpty() ? u"download"_s : clean;
}

Offer fromParams(const QJsonObject &params, QString *problem)
{
    const QJsonArray contents = params.value("contents"_L1).toArray();
    if (contents.size() != 1) {
        *problem = u"Invalid content: mcpscope saves one file per ui/download-file request "
                   "(contents holds %1)"_s.arg(contents.size());
        return {};
    }
    const QJsonObject item = contents.first().toObject();
    const QString type = item.value(Mcp::Key::Type).toString();
    if (type == "resource_link"_L1) {
        *problem = u"Policy violation: mcpscope saves only content the app sends; it fetches "
                   "no resource_link"_s;
        return {};
    }
    const QJsonObject resource = item.value("resource"_L1).toObject();
    if (type != "resource"_L1 || resource.isEmpty()) {
        *problem = u"Invalid content: an EmbeddedResource (type \"resource\") is expected"_s;
        return {};
    }
    Offer offer;
    QString bytesProblem;
    const std::optional<QByteArray> bytes = AppMeta::contentBytes(resource, &bytesProblem);
    if (!bytes) {
        *problem = u"Invalid content: the resource "_s + bytesProblem;
        return {};
    }
    offer.bytes = *bytes;
    offer.fileName = safeFileName(resource.value(Mcp::Key::Uri).toString());
    offer.size = offer.bytes.size();
    offer.mimeType = resource.value("mimeType"_L1).toString().left(200);
    offer.source = QString(Mcp::Method::UiDownloadFile);
    return offer;
}

QString save(const QString &path, const QByteArray &bytes)
{
    QString error;
    if (!PrivateFiles::writeAtomically(path, bytes, &error))
        return error;
    return {};
}

} // namespace AppDownload
