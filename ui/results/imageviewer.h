// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "savedata.h"

#include <QByteArray>
#include <QImage>
#include <QWidget>

namespace SafeImage {
struct Result;
}
class QLabel;
class QScrollArea;
class QToolButton;

// An image from a result (image block or image blob), decoded from its bytes: fit to the
// space, zoom in and out, actual size, and "Save as…" with the extension of its mime type.
// Bytes that do not decode are reported in words, with their size and type, and can still be
// saved. GUI thread.
class ImageViewer : public QWidget
{
    Q_OBJECT
public:
    ImageViewer(const Payload &payload, QWidget *parent = nullptr);

    bool isDecoded() const { return !m_image.isNull(); }
    // True while a large payload decodes off the GUI thread; decoded() follows.
    bool isDecoding() const { return m_decoding; }
    QImage image() const { return m_image; }
    QByteArray bytes() const { return m_payload.bytes; }
    // 1.0 is actual size.
    double zoom() const { return m_zoom; }
    bool isFitting() const { return m_fit; }
    void fitToView();
    void zoomIn();
    void zoomOut();
    void showActualSize();
    QString suggestedFileName() const;
    bool saveTo(const QString &path, QString *error) const;

Q_SIGNALS:
    void decoded(); // decoding ended, with an image or with a reason in the info line

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QToolButton *addButton(const QString &objectName, const QString &text, const QString &tip);
    void showDecoded(const SafeImage::Result &result);
    QString mimeTypeText() const;
    void setZoom(double zoom);
    void render();
    double fittingZoom() const;

    Payload m_payload;
    QImage m_image;
    QLabel *m_info = nullptr;
    QScrollArea *m_area = nullptr;
    QLabel *m_picture = nullptr;
    QWidget *m_toolbar = nullptr;
    double m_zoom = 1.0;
    bool m_fit = true;
    bool m_decoding = false;
    QList<QToolButton *> m_zoomButtons;
};
