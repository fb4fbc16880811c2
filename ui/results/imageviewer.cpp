// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "imageviewer.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "savedata.h"
#include "widgets/safeimage.h"
#include "widgets/servertext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr double kMinZoom = 1.0 / 16;
constexpr double kMaxZoom = 16.0;
constexpr double kZoomStep = 1.25;
// Fitting never blows a small icon up beyond this; pixels stay crisp (no smoothing) when >1.
constexpr double kMaxFitZoom = 4.0;
constexpr int kMaxViewHeight = 360;

} // namespace

ImageViewer::ImageViewer(const Payload &payload, QWidget *parent)
    : QWidget(parent)
    , m_payload(payload)
    , m_info(ServerText::lineLabel(u"imageInfo"_s, this))
    , m_area(new QScrollArea(this))
    , m_picture(ServerText::pictureLabel(u"imagePicture"_s, nullptr))
    , m_toolbar(new QWidget(this))
{
    setObjectName(u"imageViewer"_s);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_picture->setAlignment(Qt::AlignCenter);
    m_area->setWidget(m_picture);
    m_area->setAlignment(Qt::AlignCenter);
    m_area->setWidgetResizable(false);
    m_area->setBackgroundRole(QPalette::Dark);

    auto *tools = new QHBoxLayout(m_toolbar);
    tools->setContentsMargins(0, 0, 0, 0);
    QToolButton *fit = addButton(u"fitButton"_s, tr("Fit"), tr("Fit the image to the view"));
    QToolButton *out = addButton(u"zoomOutButton"_s, tr("Zoom out"), tr("Zoom out"));
    QToolButton *in = addButton(u"zoomInButton"_s, tr("Zoom in"), tr("Zoom in"));
    QToolButton *actual = addButton(u"actualSizeButton"_s, tr("100%"), tr("Actual size"));
    QToolButton *save = addButton(u"saveImageButton"_s, tr("Save as…"), tr("Save the image"));
    connect(fit, &QToolButton::clicked, this, &ImageViewer::fitToView);
    connect(out, &QToolButton::clicked, this, &ImageViewer::zoomOut);
    connect(in, &QToolButton::clicked, this, &ImageViewer::zoomIn);
    connect(actual, &QToolButton::clicked, this, &ImageViewer::showActualSize);
    connect(save, &QToolButton::clicked, this, [this] {
        SaveData::saveWithDialog(this, suggestedFileName(), m_payload.bytes);
    });
    tools->insertWidget(0, m_info, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toolbar);
    layout->addWidget(m_area);

    m_zoomButtons = {fit, out, in, actual};
    for (QToolButton *button : std::as_const(m_zoomButtons))
        button->setEnabled(false);
    m_area->hide();
    m_decoding = true;
    m_info->setText(
        tr("Decoding %1 (%2)…").arg(mimeTypeText(), DisplayText::formatSize(payload.bytes.size())));
    // A large payload decodes on the thread pool; the window stays responsive meanwhile.
    SafeImage::decodeLater(payload.bytes,
                           payload.mimeType,
                           this,
                           [this](const SafeImage::Result &result) { showDecoded(result); });
}

QString ImageViewer::mimeTypeText() const
{
    return m_payload.mimeType.isEmpty() ? tr("image") : ServerText::line(m_payload.mimeType, 80);
}

void ImageViewer::showDecoded(const SafeImage::Result &result)
{
    m_decoding = false;
    m_image = result.image;
    if (m_image.isNull()) {
        m_info->setText(tr("Cannot show this %1 (%2): %3")
                            .arg(mimeTypeText(),
                                 DisplayText::formatSize(m_payload.bytes.size()),
                                 ServerText::line(result.error)));
        PaletteColors::setTextTone(m_info, PaletteColors::Tone::Error);
        Q_EMIT decoded();
        return;
    }
    for (QToolButton *button : std::as_const(m_zoomButtons))
        button->setEnabled(true);
    m_area->show();
    render();
    Q_EMIT decoded();
}

QToolButton *
ImageViewer::addButton(const QString &objectName, const QString &text, const QString &tip)
{
    auto *button = new QToolButton(m_toolbar);
    button->setObjectName(objectName);
    button->setText(text);
    button->setToolTip(tip);
    m_toolbar->layout()->addWidget(button);
    return button;
}

void ImageViewer::fitToView()
{
    m_fit = true;
    render();
}

void ImageViewer::zoomIn()
{
    setZoom(m_zoom * kZoomStep);
}

void ImageViewer::zoomOut()
{
    setZoom(m_zoom / kZoomStep);
}

void ImageViewer::showActualSize()
{
    setZoom(1.0);
}

void ImageViewer::setZoom(double zoom)
{
    m_fit = false;
    m_zoom = qBound(kMinZoom, zoom, kMaxZoom);
    render();
}

double ImageViewer::fittingZoom() const
{
    // Our own width, not the viewport's: that one lags behind until the area got its resize.
    const int width = qMax(64, this->width() - 2 * m_area->frameWidth() - 4);
    const double byWidth = double(width) / m_image.width();
    const double byHeight = double(kMaxViewHeight - 8) / m_image.height();
    return std::min({byWidth, byHeight, kMaxFitZoom});
}

void ImageViewer::render()
{
    if (m_image.isNull())
        return;
    if (m_fit)
        m_zoom = fittingZoom();
    const QSize size = (QSizeF(m_image.size()) * m_zoom).toSize().expandedTo({1, 1});
    // Enlarged pixels stay sharp squares, which is what an inspector should show.
    const Qt::TransformationMode mode
        = m_zoom > 1.0 ? Qt::FastTransformation : Qt::SmoothTransformation;
    m_picture->setPixmap(QPixmap::fromImage(m_image.scaled(size, Qt::KeepAspectRatio, mode)));
    m_picture->resize(size);
    m_area->setFixedHeight(qMin(kMaxViewHeight, size.height() + 2 * m_area->frameWidth() + 4));
    m_info->setText(tr("%1 · %2×%3 · %4 · %5%")
                        .arg(m_payload.mimeType.isEmpty()
                                 ? tr("no mimeType")
                                 : ServerText::line(m_payload.mimeType, 80),
                             QString::number(m_image.width()),
                             QString::number(m_image.height()),
                             DisplayText::formatSize(m_payload.bytes.size()),
                             QString::number(qRound(m_zoom * 100))));
}

void ImageViewer::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fit)
        render();
}

QString ImageViewer::suggestedFileName() const
{
    return m_payload.suggestedFileName(u"image"_s);
}

bool ImageViewer::saveTo(const QString &path, QString *error) const
{
    return m_payload.saveTo(path, error);
}
