// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "samplingrequestview.h"

#include "displaytext.h"
#include "widgets/fontunits.h"
#include "widgets/safeimage.h"
#include "widgets/servertext.h"

#include <QImage>
#include <QJsonArray>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kTextLimit = 20000; // per content block
constexpr int kImageWidth = 240;

constexpr int kMaxImages = 20; // decoded per request; the rest keep their summary line

QString escaped(const QString &text, qsizetype limit = kTextLimit)
{
    return ServerText::html(text, limit);
}

QString compact(const QJsonValue &value, qsizetype limit = 2000)
{
    return escaped(DisplayText::compactJson(value), limit);
}

// One line for a block that is not text: "[image: image/png, 1.2 KB]", "[resource: uri]".
// Kept here (not shared with the result view) because the result view renders such blocks
// itself; a sampling review only needs to say what they are.
QString blockSummary(const QJsonObject &block)
{
    const QString type = block.value("type"_L1).toString();
    if (type == "image"_L1 || type == "audio"_L1) {
        const qint64 base64 = block.value("data"_L1).toString().size();
        return u"[%1: %2, %3]"_s.arg(
            type, block.value("mimeType"_L1).toString(), DisplayText::formatSize(base64 / 4 * 3));
    }
    const QJsonObject resource = block.value("resource"_L1).toObject();
    const QString uri = type == "resource"_L1 ? resource.value("uri"_L1).toString()
                                              : block.value("uri"_L1).toString();
    QString line
        = u"[%1: %2]"_s.arg(type == "resource"_L1 ? u"resource"_s : u"resource link"_s, uri);
    if (resource.contains("text"_L1))
        line += u"\n"_s + resource.value("text"_L1).toString();
    return line;
}

QJsonArray blocksOf(const QJsonValue &content)
{
    return content.isArray() ? content.toArray() : QJsonArray{content};
}

// Rendering of content blocks; counts images so that their resource names follow the order.
class BlockWriter
{
public:
    QList<QJsonObject> images; // in the order of their "mcpimage:N" names

    QString write(const QJsonObject &block)
    {
        const QString type = block.value("type"_L1).toString();
        if (type == "text"_L1)
            return escaped(block.value("text"_L1).toString());
        if (type == "image"_L1) {
            images << block;
            return u"<img src=\"mcpimage:%1\" width=\"%2\"><br><i>%3</i>"_s.arg(
                QString::number(images.size() - 1),
                QString::number(kImageWidth),
                escaped(blockSummary(block)));
        }
        if (type == "tool_use"_L1) {
            return u"<i>tool use</i> <code>%1</code> (id %2): <code>%3</code>"_s.arg(
                escaped(block.value("name"_L1).toString(), 200),
                escaped(block.value("id"_L1).toString(), 200),
                compact(block.value("input"_L1)));
        }
        if (type == "tool_result"_L1) {
            QString text = u"<i>tool result</i> for %1%2:"_s.arg(
                escaped(block.value("toolUseId"_L1).toString(), 200),
                block.value("isError"_L1).toBool() ? u" (isError)"_s : QString());
            for (const QJsonValue &inner : block.value("content"_L1).toArray())
                text += u"<br>&nbsp;&nbsp;"_s + write(inner.toObject());
            if (block.contains("structuredContent"_L1))
                text += u"<br>&nbsp;&nbsp;<code>%1</code>"_s.arg(
                    compact(block.value("structuredContent"_L1)));
            return text;
        }
        if (type == "audio"_L1 || type == "resource"_L1 || type == "resource_link"_L1)
            return escaped(blockSummary(block));
        return u"<i>%1</i> <code>%2</code>"_s.arg(SamplingRequestView::tr("unknown content block"),
                                                  compact(block)); // shown, not dropped
    }
};

QString row(const QString &name, const QString &valueHtml)
{
    return u"<tr><td valign=\"top\"><b>%1</b>&nbsp;</td><td>%2</td></tr>"_s.arg(
        ServerText::html(name, 100), valueHtml); // a message's role is the server's word
}

QString preferencesHtml(const QJsonObject &preferences)
{
    QStringList parts;
    QStringList hints;
    for (const QJsonValue &hint : preferences.value("hints"_L1).toArray())
        hints << escaped(hint.toObject().value("name"_L1).toString(), 100);
    if (!hints.isEmpty())
        parts << SamplingRequestView::tr("hints: %1").arg(hints.join(u", "_s));
    for (const char *key : {"costPriority", "speedPriority", "intelligencePriority"}) {
        const QJsonValue value = preferences.value(QLatin1StringView(key));
        if (!value.isUndefined())
            parts << u"%1 %2"_s.arg(QLatin1StringView(key), compact(value, 40));
    }
    return parts.join(u" · "_s);
}

QString toolsHtml(const QJsonArray &tools)
{
    QStringList lines;
    for (const QJsonValue &value : tools) {
        const QJsonObject tool = value.toObject();
        QString line = u"<code>%1</code>"_s.arg(escaped(tool.value("name"_L1).toString(), 200));
        const QString description = tool.value("description"_L1).toString();
        if (!description.isEmpty())
            line += u" — "_s + escaped(description, 400);
        lines << line;
    }
    return lines.join(u"<br>"_s);
}

QString renderRequest(const QJsonObject &params, BlockWriter &writer)
{
    QString rows;
    const QString system = params.value("systemPrompt"_L1).toString();
    if (!system.isEmpty())
        rows += row(SamplingRequestView::tr("System prompt"), escaped(system));
    for (const QJsonValue &value : params.value("messages"_L1).toArray()) {
        const QJsonObject message = value.toObject();
        QStringList blocks;
        for (const QJsonValue &block : blocksOf(message.value("content"_L1)))
            blocks << writer.write(block.toObject());
        rows += row(message.value("role"_L1).toString(), blocks.join(u"<br>"_s));
    }
    const QString preferences = preferencesHtml(params.value("modelPreferences"_L1).toObject());
    if (!preferences.isEmpty())
        rows += row(SamplingRequestView::tr("Model preferences"), preferences);
    QStringList limits{
        SamplingRequestView::tr("maxTokens %1").arg(compact(params.value("maxTokens"_L1), 40))};
    for (const char *key : {"temperature", "includeContext"}) {
        const QJsonValue value = params.value(QLatin1StringView(key));
        if (!value.isUndefined())
            limits << u"%1 %2"_s.arg(QLatin1StringView(key), compact(value, 60));
    }
    rows += row(SamplingRequestView::tr("Limits"), limits.join(u" · "_s));
    if (params.contains("stopSequences"_L1))
        rows += row(SamplingRequestView::tr("Stop sequences"),
                    compact(params.value("stopSequences"_L1)));
    const QJsonArray tools = params.value("tools"_L1).toArray();
    if (!tools.isEmpty())
        rows += row(SamplingRequestView::tr("Tools offered"), toolsHtml(tools));
    if (params.contains("toolChoice"_L1))
        rows += row(SamplingRequestView::tr("Tool choice"), compact(params.value("toolChoice"_L1)));
    if (params.contains("metadata"_L1))
        rows += row(SamplingRequestView::tr("Metadata"), compact(params.value("metadata"_L1)));
    return u"<table cellspacing=\"2\">%1</table>"_s.arg(rows);
}

} // namespace

SamplingRequestView::SamplingRequestView(QWidget *parent)
    : SafeTextBrowser(parent)
{
    setMinimumHeight(FontUnits::lines(this, 7));
}

QString SamplingRequestView::html(const QJsonObject &params)
{
    BlockWriter writer;
    return renderRequest(params, writer);
}

void SamplingRequestView::setRequest(const QJsonObject &params)
{
    BlockWriter writer;
    const QString text = renderRequest(params, writer);
    for (qsizetype index = 0; index < qMin(writer.images.size(), qsizetype(kMaxImages)); ++index) {
        // A broken, refused or too large image stays an empty box; its summary line still says
        // what it was. Large ones would decode on the GUI thread, so they are not decoded here.
        const QString base64 = writer.images.at(index).value("data"_L1).toString();
        if (base64.size() > SafeImage::kBackgroundBytes * 4 / 3)
            continue;
        const SafeImage::Result decoded
            = SafeImage::decode(QByteArray::fromBase64(base64.toLatin1()),
                                writer.images.at(index).value("mimeType"_L1).toString(),
                                QSize(2 * kImageWidth, 2 * kImageWidth));
        if (!decoded.image.isNull())
            safeDocument()->addImage(QUrl(u"mcpimage:%1"_s.arg(index)), decoded.image);
    }
    setHtml(text);
}
