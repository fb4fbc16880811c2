// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "embeddedresourcewidget.h"

#include "audioplayer.h"
#include "base64data.h"
#include "blockframe.h"
#include "displaytext.h"
#include "imageviewer.h"
#include "palettecolors.h"
#include "savedata.h"
#include "textcontentwidget.h"
#include "widgets/servertext.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

EmbeddedResourceWidget::EmbeddedResourceWidget(const QJsonObject &resource, QWidget *parent)
    : QWidget(parent)
    , m_payload{{}, resource.value("mimeType"_L1).toString(), resource.value("uri"_L1).toString()}
{
    setObjectName(u"embeddedResource"_s);
    QLabel *header = ServerText::label(u"resourceHeader"_s, this);
    header->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    header->setText(ServerText::plain(m_payload.uri, 2000)
                    + (m_payload.mimeType.isEmpty()
                           ? QString()
                           : u"  ("_s + ServerText::line(m_payload.mimeType, 80) + u')'));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *headerRow = new QHBoxLayout;
    headerRow->addWidget(header, 1);
    layout->addLayout(headerRow);
    // MCP: resource contents carry their own _meta, apart from the block's.
    if (const QJsonValue meta = resource.value("_meta"_L1); !meta.isUndefined())
        BlockFrame::addMetaToggle(headerRow, layout, meta, u"resource"_s, this);

    if (resource.value("text"_L1).isString()) {
        layout->addWidget(
            new TextContentWidget(resource.value("text"_L1).toString(), m_payload.mimeType, this));
    } else if (resource.value("blob"_L1).isString()) {
        layout->addWidget(createBlobView(resource));
    } else {
        // MCP: TextResourceContents has text, BlobResourceContents has blob; this has neither.
        auto *problem
            = ServerText::caption(tr("This resource has neither \"text\" nor \"blob\" (a string): "
                                     "nothing to show."),
                                  this);
        problem->setObjectName(u"resourceProblem"_s);
        problem->setWordWrap(true);
        PaletteColors::setTextTone(problem, PaletteColors::Tone::Error);
        layout->addWidget(problem);
    }
}

QWidget *EmbeddedResourceWidget::createBlobView(const QJsonObject &resource)
{
    const QString base64 = resource.value("blob"_L1).toString();
    const std::optional<QByteArray> decoded = decodeBase64Field(base64);
    if (!decoded) {
        auto *problem = ServerText::caption(
            tr("The blob is not valid base64 (%n characters).", nullptr, int(base64.size())), this);
        problem->setObjectName(u"resourceProblem"_s);
        PaletteColors::setTextTone(problem, PaletteColors::Tone::Error);
        return problem;
    }
    m_payload.bytes = *decoded;
    if (m_payload.mimeType.startsWith("image/"_L1))
        return new ImageViewer(m_payload, this);
    if (m_payload.mimeType.startsWith("audio/"_L1))
        return new AudioPlayer(m_payload, this);
    auto *row = new QWidget(this);
    auto *info = ServerText::caption(tr("Binary data: %1, %2")
                                         .arg(DisplayText::formatSize(m_payload.bytes.size()),
                                              m_payload.mimeType.isEmpty()
                                                  ? tr("no mimeType")
                                                  : ServerText::line(m_payload.mimeType, 80)),
                                     row);
    info->setObjectName(u"blobInfo"_s);
    auto *save = new QPushButton(tr("Save as…"), row);
    save->setObjectName(u"saveBlobButton"_s);
    connect(save, &QPushButton::clicked, this, [this] {
        SaveData::saveWithDialog(this, m_payload.suggestedFileName(u"resource"_s), m_payload.bytes);
    });
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(info, 1);
    layout->addWidget(save);
    return row;
}

bool EmbeddedResourceWidget::saveBlobTo(const QString &path, QString *error) const
{
    return m_payload.saveTo(path, error);
}
