// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "contentview.h"

#include "audioplayer.h"
#include "base64data.h"
#include "blockframe.h"
#include "displaytext.h"
#include "embeddedresourcewidget.h"
#include "imageviewer.h"
#include "jsonview.h"
#include "palettecolors.h"
#include "resourcelinkwidget.h"
#include "textcontentwidget.h"
#include "widgets/servertext.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *noteLabel(const QString &text, QWidget *parent)
{
    QLabel *label = ServerText::label(u"blockNote"_s, parent);
    ServerText::setText(label, text);
    PaletteColors::setTextTone(label, PaletteColors::Tone::Warning);
    return label;
}

} // namespace

ContentView::ContentView(QWidget *parent)
    : QWidget(parent)
    , m_blocks(new QVBoxLayout)
    , m_more(new QPushButton(this))
{
    setObjectName(u"contentView"_s);
    m_blocks->setContentsMargins(0, 0, 0, 0);
    m_blocks->setSpacing(6);
    m_more->setObjectName(u"moreBlocksButton"_s);
    m_more->hide();
    connect(m_more, &QPushButton::clicked, this, &ContentView::showMoreBlocks);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_blocks);
    layout->addWidget(m_more, 0, Qt::AlignLeft);
}

void ContentView::clear()
{
    for (BlockFrame *frame : blockFrames())
        delete frame;
    m_pending = {};
    m_shown = 0;
    m_more->hide();
}

void ContentView::setBlocks(const QJsonArray &blocks, bool largeResult)
{
    clear();
    m_pending = blocks;
    m_prepareTextOffThread = largeResult;
    appendBlocks(kFirstBlocks);
}

bool ContentView::isReady() const
{
    const QList<TextContentWidget *> texts = findChildren<TextContentWidget *>();
    return std::all_of(texts.cbegin(), texts.cend(), [](const TextContentWidget *text) {
        return text->isReady();
    });
}

void ContentView::showMoreBlocks()
{
    appendBlocks(kFirstBlocks);
}

void ContentView::appendBlocks(int count)
{
    const int end = qMin(int(m_pending.size()), m_shown + count);
    for (; m_shown < end; ++m_shown) {
        BlockFrame *frame = createBlock(m_pending.at(m_shown));
        m_blocks->addWidget(frame);
        // Shown now, not on the next event loop pass as a layout would, so a result never
        // appears block by block.
        frame->show();
    }
    const int left = int(m_pending.size()) - m_shown;
    m_more->setText(tr("Show %1 more of %n blocks", nullptr, left).arg(qMin(left, kFirstBlocks)));
    m_more->setVisible(left > 0);
}

QList<BlockFrame *> ContentView::blockFrames() const
{
    return findChildren<BlockFrame *>(QString(), Qt::FindDirectChildrenOnly);
}

BlockFrame *ContentView::createBlock(const QJsonValue &value)
{
    if (!value.isObject())
        return createUnknownBlock(value, tr("This content block is not a JSON object."));
    const QJsonObject block = value.toObject();
    const QString type = block.value("type"_L1).toString();
    if (type == "text"_L1 && block.value("text"_L1).isString()) {
        auto *frame = new BlockFrame(tr("Text"), block, this);
        frame->addBody(m_prepareTextOffThread
                           ? TextContentWidget::preparedOnWorker(block.value("text"_L1), {}, frame)
                           : new TextContentWidget(block.value("text"_L1).toString(), {}, frame));
        return frame;
    }
    if (type == "image"_L1 || type == "audio"_L1)
        return createMediaBlock(type, block);
    if (type == "resource_link"_L1) {
        auto *frame = new BlockFrame(tr("Resource link"), block, this);
        auto *link = new ResourceLinkWidget(block, frame);
        connect(
            link, &ResourceLinkWidget::readRequested, this, &ContentView::resourceReadRequested);
        frame->addBody(link);
        return frame;
    }
    if (type == "resource"_L1 && block.value("resource"_L1).isObject()) {
        auto *frame = new BlockFrame(tr("Embedded resource"), block, this);
        frame->addBody(new EmbeddedResourceWidget(block.value("resource"_L1).toObject(), frame));
        return frame;
    }
    if (type == "text"_L1 || type == "resource"_L1)
        return createUnknownBlock(
            block, tr("A \"%1\" block without its required field; shown as JSON.").arg(type));
    return createUnknownBlock(
        block,
        type.isEmpty()
            ? tr("This content block has no \"type\"; shown as JSON.")
            : tr("Unknown content type \"%1\"; shown as JSON.").arg(DisplayText::capped(type, 80)));
}

BlockFrame *ContentView::createMediaBlock(const QString &kind, const QJsonObject &block)
{
    const bool isImage = kind == "image"_L1;
    auto *frame = new BlockFrame(isImage ? tr("Image") : tr("Audio"), block, this);
    const QString mimeType = block.value("mimeType"_L1).toString();
    const std::optional<QByteArray> bytes = decodeBase64Field(block.value("data"_L1).toString());
    if (!block.value("data"_L1).isString() || !bytes) {
        frame->addBody(noteLabel(
            tr("The \"data\" of this %1 block is not a base64 string.").arg(kind), frame));
        return frame;
    }
    if (isImage)
        frame->addBody(new ImageViewer(Payload{*bytes, mimeType, {}}, frame));
    else
        frame->addBody(new AudioPlayer(Payload{*bytes, mimeType, {}}, frame));
    return frame;
}

BlockFrame *ContentView::createUnknownBlock(const QJsonValue &block, const QString &note)
{
    const QString type = block.toObject().value("type"_L1).toString();
    auto *frame = new BlockFrame(
        type.isEmpty() ? tr("Unknown") : DisplayText::capped(type, 80), block.toObject(), this);
    frame->addBody(noteLabel(note, frame));
    auto *json = new JsonView(frame);
    json->setObjectName(u"unknownBlockJson"_s);
    json->setJson(block, u"block.json"_s);
    frame->addBody(json);
    return frame;
}

void ContentView::showResourceContents(const QString &uri, const QJsonArray &contents)
{
    for (ResourceLinkWidget *link : findChildren<ResourceLinkWidget *>()) {
        if (link->uri() == uri && link->isReading())
            link->showContents(contents);
    }
}

void ContentView::showResourceError(const QString &uri, const QString &message)
{
    for (ResourceLinkWidget *link : findChildren<ResourceLinkWidget *>()) {
        if (link->uri() == uri && link->isReading())
            link->showError(message);
    }
}

QJsonArray ContentView::blocksFromResourceContents(const QJsonArray &contents)
{
    QJsonArray blocks;
    for (const QJsonValue &entry : contents)
        blocks.append(QJsonObject{{"type"_L1, u"resource"_s}, {"resource"_L1, entry}});
    return blocks;
}
