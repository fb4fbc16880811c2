// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "svgicon.h"

#include <QFile>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

// Q_INIT_RESOURCE must be called outside any namespace.
static void initUiIconResource()
{
    Q_INIT_RESOURCE(uiicons);
}

namespace {

QByteArray readSvgResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class SvgIconEngine : public QIconEngine
{
public:
    SvgIconEngine(const QList<SvgIcon::Source> &sources, const QList<QSize> &sizes, bool themed)
        : m_sources(sources)
        , m_sizes(sizes)
        , m_themed(themed)
    {
        for (const SvgIcon::Source &source : m_sources)
            m_svg.append(readSvgResource(source.svg));
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        // The pixels the icon covers on the device, so a drawing made for 16 px is used only
        // where it lands on 16 device pixels, not on 32 of a HiDPI screen.
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const int pixels = qRound(qMin(rect.width(), rect.height()) * ratio);
        const int chosen = sourceFor(pixels);
        if (chosen < 0)
            return;
        QByteArray svg = m_svg.at(chosen);
        if (m_themed) {
            const QPalette palette = QGuiApplication::palette();
            const QPalette::ColorGroup group
                = mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
            svg.replace("currentColor",
                        palette.color(group, QPalette::WindowText).name().toLatin1());
        }
        QSvgRenderer renderer(svg);
        if (renderer.isValid()) {
            renderer.render(painter, rect);
            return;
        }
        // No SVG (a broken resource): the PNG drawn from it, scaled.
        const QString png = m_sources.at(chosen).png;
        if (!png.isEmpty())
            painter->drawPixmap(rect, QPixmap(png));
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        }
        return QPixmap::fromImage(image);
    }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override { return m_sizes; }
    QIconEngine *clone() const override { return new SvgIconEngine(*this); }
    QString key() const override { return u"mcpscope-svg"_s; }

private:
    int sourceFor(int pixels) const
    {
        int scalable = -1;
        for (int i = 0; i < m_sources.size(); ++i) {
            if (m_sources.at(i).designSize == pixels)
                return i;
            if (m_sources.at(i).designSize == 0)
                scalable = i;
        }
        return scalable >= 0 ? scalable : int(m_sources.size()) - 1;
    }

    QList<SvgIcon::Source> m_sources;
    QList<QByteArray> m_svg;
    QList<QSize> m_sizes;
    bool m_themed = false;
};

} // namespace

namespace SvgIcon {

QIcon themed(const QString &name)
{
    initUiIconResource(); // a resource in a static library is not registered on its own
    return QIcon(new SvgIconEngine(
        {{0, u":/icons/ui/%1.svg"_s.arg(name), {}}}, {QSize(16, 16), QSize(32, 32)}, true));
}

QIcon fromSources(const QList<Source> &sources, const QList<QSize> &sizes)
{
    return QIcon(new SvgIconEngine(sources, sizes, false));
}

} // namespace SvgIcon
