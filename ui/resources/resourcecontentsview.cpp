// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcecontentsview.h"

#include "displaytext.h"
#include "palettecolors.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QByteArray blobBytes(const QJsonObject &item)
{
    auto decoded = QByteArray::fromBase64Encoding(item.value("blob"_L1).toString().toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? decoded.decoded : QByteArray();
}

QString itemHeading(const QJsonObject &item)
{
    QStringList facts{item.value("uri"_L1).toString()};
    if (item.contains("mimeType"_L1))
        facts << item.value("mimeType"_L1).toString();
    if (item.contains("blob"_L1))
        facts << ResourceContentsView::tr("blob, %1")
                     .arg(DisplayText::formatSize(blobBytes(item).size()));
    return u"── %1 ──"_s.arg(facts.join(u" · "_s));
}

} // namespace

ResourceContentsView::ResourceContentsView(QWidget *parent)
    : QWidget(parent)
    , m_banner(new QLabel(this))
    , m_text(new QPlainTextEdit(this))
    , m_image(new QLabel(this))
    , m_save(new QPushButton(tr("Save blob…"), this))
{
    m_banner->setObjectName(u"resourceContentsBanner"_s);
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText);
    m_text->setObjectName(u"resourceContentsText"_s);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_image->setObjectName(u"resourceImagePreview"_s);
    m_image->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_save->setObjectName(u"saveBlobButton"_s);
    connect(m_save, &QPushButton::clicked, this, &ResourceContentsView::saveBlob);
    auto *header = new QHBoxLayout;
    header->addWidget(m_banner, 1);
    header->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_image);
    layout->addWidget(m_text, 1);
    clear();
}

void ResourceContentsView::clear()
{
    m_uri.clear();
    m_contents = {};
    m_banner->setText(tr("Select a resource and press Read to see its contents here."));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
    m_text->clear();
    m_image->clear();
    m_image->hide();
    m_save->hide();
}

void ResourceContentsView::showBusy(const QString &uri)
{
    m_banner->setText(tr("Reading %1…").arg(DisplayText::capped(uri, 200)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
}

void ResourceContentsView::showContents(const QString &uri, const QJsonArray &contents)
{
    m_uri = uri;
    m_contents = contents;
    m_banner->setText(
        tr("%1 — %n item(s)", nullptr, int(contents.size())).arg(DisplayText::capped(uri, 200)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Success);
    QStringList parts;
    QPixmap preview;
    bool anyBlob = false;
    for (const QJsonValue &value : contents) {
        const QJsonObject item = value.toObject();
        if (contents.size() > 1 || item.contains("blob"_L1))
            parts << itemHeading(item);
        if (item.value("text"_L1).isString())
            parts << item.value("text"_L1).toString();
        if (!item.contains("blob"_L1))
            continue;
        anyBlob = true;
        if (preview.isNull() && item.value("mimeType"_L1).toString().startsWith("image/"_L1))
            preview.loadFromData(blobBytes(item));
    }
    QString note;
    m_text->setPlainText(DisplayText::forView(parts.join(u"\n"_s), DisplayText::kViewLimit, &note));
    m_image->setPixmap(preview.isNull() ? QPixmap()
                                        : preview.scaled(preview.size().boundedTo({256, 256}),
                                                         Qt::KeepAspectRatio,
                                                         Qt::SmoothTransformation));
    m_image->setVisible(!preview.isNull());
    m_save->setVisible(anyBlob);
}

void ResourceContentsView::showError(const QString &uri, const QString &message)
{
    m_uri = uri;
    m_contents = {};
    m_banner->setText(tr("Could not read %1: %2").arg(DisplayText::capped(uri, 200), message));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Error);
    m_text->clear();
    m_image->hide();
    m_save->hide();
}

QString ResourceContentsView::bannerText() const
{
    return m_banner->text();
}

QString ResourceContentsView::text() const
{
    return m_text->toPlainText();
}

bool ResourceContentsView::hasImagePreview() const
{
    return !m_image->isHidden() && !m_image->pixmap().isNull();
}

QByteArray ResourceContentsView::firstBlob() const
{
    for (const QJsonValue &value : m_contents) {
        if (value.toObject().contains("blob"_L1))
            return blobBytes(value.toObject());
    }
    return {};
}

void ResourceContentsView::saveBlob()
{
    const QString name = QUrl(m_uri).fileName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save blob"), name);
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(firstBlob()) < 0)
        QMessageBox::warning(
            this, tr("Save blob"), tr("Could not write %1: %2").arg(path, file.errorString()));
}
