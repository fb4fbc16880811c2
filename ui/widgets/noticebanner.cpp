// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "noticebanner.h"

#include "palettecolors.h"
#include "servertext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

NoticeBanner::NoticeBanner(const QString &objectName, const QString &textName, QWidget *parent)
    : QFrame(parent)
{
    setObjectName(objectName);
    setFrameShape(QFrame::StyledPanel);
    PaletteColors::setBackgroundTone(this, PaletteColors::Tone::Warning);
    m_text = ServerText::label(textName, this);
    m_texts = new QVBoxLayout;
    m_texts->addWidget(m_text);
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(8, 4, 8, 4);
    m_layout->addLayout(m_texts, 1);
    hide();
}

void NoticeBanner::showText(const QString &text)
{
    ServerText::setText(m_text, text);
    // A tinted frame to the eye; to a screen reader a notice that says what it is about.
    setAccessibleName(tr("Notice"));
    setAccessibleDescription(ServerText::accessible(text));
    show();
}

QString NoticeBanner::text() const
{
    return m_text->text();
}

QLabel *NoticeBanner::addLine(const QString &objectName)
{
    QLabel *line = ServerText::label(objectName, this);
    m_texts->addWidget(line);
    return line;
}

void NoticeBanner::addUnderText(QWidget *widget)
{
    widget->setParent(this);
    m_texts->addWidget(widget);
}

QPushButton *NoticeBanner::addButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text, this);
    button->setObjectName(objectName);
    m_layout->addWidget(button);
    return button;
}
