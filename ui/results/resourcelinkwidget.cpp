// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcelinkwidget.h"

#include "contentview.h"
#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *fieldLabel(const QString &objectName, const QString &text, QWidget *parent)
{
    QLabel *label = ServerText::label(objectName, parent);
    ServerText::setText(label, text, 2000);
    return label;
}

} // namespace

ResourceLinkWidget::ResourceLinkWidget(const QJsonObject &link, QWidget *parent)
    : QWidget(parent)
    , m_uri(link.value("uri"_L1).toString())
    , m_read(new QPushButton(tr("Read resource"), this))
    , m_status(ServerText::lineLabel(QString(), this))
{
    setObjectName(u"resourceLink"_s);
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    const QString name = link.value("name"_L1).toString();
    const QString title = link.value("title"_L1).toString();
    form->addRow(tr("Name:"), fieldLabel(u"linkName"_s, name, this));
    if (!title.isEmpty())
        form->addRow(tr("Title:"), fieldLabel(u"linkTitle"_s, title, this));
    QLabel *uri = fieldLabel(u"linkUri"_s, m_uri, this);
    uri->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    form->addRow(tr("URI:"), uri);
    if (link.contains("mimeType"_L1))
        form->addRow(tr("Type:"),
                     fieldLabel(u"linkMimeType"_s, link.value("mimeType"_L1).toString(), this));
    if (link.contains("size"_L1)) {
        const QJsonValue size = link.value("size"_L1);
        form->addRow(tr("Size:"),
                     fieldLabel(u"linkSize"_s,
                                size.isDouble() ? DisplayText::formatSize(qint64(size.toDouble()))
                                                : DisplayText::compactJson(size),
                                this));
    }
    if (link.contains("description"_L1))
        form->addRow(
            tr("Description:"),
            fieldLabel(u"linkDescription"_s, link.value("description"_L1).toString(), this));

    m_read->setObjectName(u"readResourceButton"_s);
    m_read->setToolTip(tr("Send resources/read for this URI and show the contents here"));
    m_read->setEnabled(!m_uri.isEmpty());
    m_status->setObjectName(u"linkStatus"_s);
    m_status->setWordWrap(true);
    m_status->hide();
    connect(m_read, &QPushButton::clicked, this, &ResourceLinkWidget::requestRead);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_read);
    actions->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(actions);
}

void ResourceLinkWidget::requestRead()
{
    if (m_reading || m_uri.isEmpty())
        return;
    m_reading = true;
    m_read->setEnabled(false);
    m_status->setText(tr("Reading…"));
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Neutral);
    m_status->show();
    Q_EMIT readRequested(m_uri);
}

void ResourceLinkWidget::showContents(const QJsonArray &contents)
{
    m_reading = false;
    m_read->setEnabled(true);
    m_read->setText(tr("Read again"));
    m_status->setText(contents.size() == 1 ? tr("1 content item")
                                           : tr("%n content items", nullptr, int(contents.size())));
    if (!m_contents) {
        m_contents = new ContentView(this);
        m_contents->setObjectName(u"linkContents"_s);
        layout()->addWidget(m_contents);
        m_contents->show(); // at once, like ContentView's own blocks
        // A link inside what a link returned is read the same way, by the same reader.
        connect(m_contents,
                &ContentView::resourceReadRequested,
                this,
                &ResourceLinkWidget::readRequested);
    }
    m_contents->setBlocks(ContentView::blocksFromResourceContents(contents));
}

void ResourceLinkWidget::showError(const QString &message)
{
    m_reading = false;
    m_read->setEnabled(true);
    ServerText::setText(m_status, message, 2000);
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Error);
    m_status->show();
}
