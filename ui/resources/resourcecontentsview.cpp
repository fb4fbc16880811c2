// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcecontentsview.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "results/contentview.h"
#include "results/imageviewer.h"
#include "widgets/servertext.h"

#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ResourceContentsView::ResourceContentsView(QWidget *parent)
    : QWidget(parent)
    , m_banner(ServerText::label(u"resourceContentsBanner"_s, this))
    , m_view(new ContentView(this))
{
    m_view->setObjectName(u"resourceContents"_s);
    // Contents taller than the pane scroll; an explicit minimum keeps the area scrolling
    // rather than squeezing the blocks on top of each other (see FormPanel).
    m_view->layout()->setSizeConstraint(QLayout::SetMinimumSize);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"resourceContentsArea"_s);
    scroll->setWidget(m_view);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(scroll, 1);
    clear();
}

void ResourceContentsView::clear()
{
    m_uri.clear();
    m_contents = {};
    m_banner->setText(tr("Select a resource and press Read to see its contents here."));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
    m_view->clear();
}

void ResourceContentsView::showBusy(const QString &uri)
{
    m_banner->setText(tr("Reading %1…").arg(ServerText::line(uri, 200)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
}

void ResourceContentsView::showContents(const QString &uri, const QJsonArray &contents)
{
    m_uri = uri;
    m_contents = contents;
    m_banner->setText(
        tr("%1 — %n item(s)", nullptr, int(contents.size())).arg(ServerText::line(uri, 200)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Success);
    m_view->setBlocks(ContentView::blocksFromResourceContents(contents));
}

void ResourceContentsView::showError(const QString &uri, const QString &message)
{
    m_uri = uri;
    m_contents = {};
    m_banner->setText(
        tr("Could not read %1: %2").arg(ServerText::line(uri, 200), ServerText::plain(message)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Error);
    m_view->clear();
}

QString ResourceContentsView::bannerText() const
{
    return m_banner->text();
}

QString ResourceContentsView::text() const
{
    QStringList texts;
    for (const QJsonValue &item : m_contents) {
        if (item.toObject().value("text"_L1).isString())
            texts << item.toObject().value("text"_L1).toString();
    }
    return texts.join(u'\n');
}

bool ResourceContentsView::hasImagePreview() const
{
    return m_view->findChild<ImageViewer *>() != nullptr;
}
