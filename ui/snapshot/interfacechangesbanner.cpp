// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "interfacechangesbanner.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

InterfaceChangesBanner::InterfaceChangesBanner(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(u"interfaceChangesBanner"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window,
                    PaletteColors::background(palette(), PaletteColors::Tone::Warning));
    setPalette(tinted);
    m_text = ServerText::label(u"interfaceChangesText"_s, this);
    m_show = new QPushButton(tr("Show &Changes…"), this);
    m_show->setObjectName(u"showChangesButton"_s);
    m_dismiss = new QPushButton(tr("Dismiss"), this);
    m_dismiss->setObjectName(u"dismissChangesButton"_s);
    connect(m_show, &QPushButton::clicked, this, &InterfaceChangesBanner::showChangesRequested);
    connect(m_dismiss, &QPushButton::clicked, this, &QWidget::hide);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_show);
    layout->addWidget(m_dismiss);
    hide();
}

void InterfaceChangesBanner::showText(const QString &text)
{
    ServerText::setText(m_text, text);
    show();
}

QString InterfaceChangesBanner::text() const
{
    return m_text->text();
}
