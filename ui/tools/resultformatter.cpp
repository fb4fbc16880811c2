// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resultformatter.h"

#include "displaytext.h"

#include <QJsonArray>
#include <QMap>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

// Size of base64 data once decoded, without decoding it (it may be megabytes).
qint64 decodedSize(const QString &base64)
{
    const qsizetype padding = base64.endsWith("=="_L1) ? 2 : base64.endsWith(u'=') ? 1 : 0;
    return qMax<qint64>(0, base64.size() / 4 * 3 - padding);
}

QString mediaSummary(const QString &kind, const QJsonObject &item)
{
    const QString mimeType = item.value("mimeType"_L1).toString();
    return u"[%1: %2, %3]"_s.arg(
        kind,
        mimeType.isEmpty() ? u"no mimeType"_s : mimeType,
        DisplayText::formatSize(decodedSize(item.value("data"_L1).toString())));
}

QString resourceSummary(const QJsonObject &resource)
{
    QString line = u"[resource: %1"_s.arg(resource.value("uri"_L1).toString());
    const QString mimeType = resource.value("mimeType"_L1).toString();
    if (!mimeType.isEmpty())
        line += u" (%1)"_s.arg(mimeType);
    if (resource.contains("blob"_L1))
        line += u", %1 binary"_s.arg(
            DisplayText::formatSize(decodedSize(resource.value("blob"_L1).toString())));
    return line + u']';
}

} // namespace

namespace ResultFormatter {

QString itemSummary(const QJsonObject &item)
{
    const QString type = item.value("type"_L1).toString();
    if (type == "image"_L1)
        return mediaSummary(u"image"_s, item);
    if (type == "audio"_L1)
        return mediaSummary(u"audio"_s, item);
    if (type == "resource"_L1)
        return resourceSummary(item.value("resource"_L1).toObject());
    if (type == "resource_link"_L1) {
        const QString name = item.value("name"_L1).toString();
        return u"[resource link: %1%2]"_s.arg(name.isEmpty() ? QString() : name + u" — "_s,
                                              item.value("uri"_L1).toString());
    }
    return u"[%1 item: %2]"_s.arg(type.isEmpty() ? u"untyped"_s : type,
                                  DisplayText::capped(DisplayText::compactJson(item), 200));
}

QString contentText(const QJsonObject &result)
{
    QStringList parts;
    for (const QJsonValue &value : result.value("content"_L1).toArray()) {
        const QJsonObject item = value.toObject();
        if (item.value("type"_L1).toString() == "text"_L1) {
            parts << item.value("text"_L1).toString();
            continue;
        }
        QString part = itemSummary(item);
        const QString embedded = item.value("resource"_L1).toObject().value("text"_L1).toString();
        if (!embedded.isEmpty())
            part += u'\n' + embedded;
        parts << part;
    }
    if (result.contains("structuredContent"_L1)) {
        parts << u"Structured content:\n"_s
                     + DisplayText::prettyJson(result.value("structuredContent"_L1));
    }
    if (parts.isEmpty())
        return u"(The result has no content.)"_s;
    return parts.join(u"\n\n"_s);
}

QString contentSummary(const QJsonObject &result)
{
    QMap<QString, int> counts;
    const QJsonArray content = result.value("content"_L1).toArray();
    for (const QJsonValue &value : content)
        ++counts[value.toObject().value("type"_L1).toString()];
    QStringList parts;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
        const QString type = it.key().isEmpty() ? u"untyped"_s : it.key();
        parts << (it.value() == 1 ? u"1 %1 item"_s.arg(type)
                                  : u"%1 %2 items"_s.arg(it.value()).arg(type));
    }
    if (result.contains("structuredContent"_L1))
        parts << u"structured content"_s;
    return parts.isEmpty() ? u"no content"_s : parts.join(u", "_s);
}

} // namespace ResultFormatter
