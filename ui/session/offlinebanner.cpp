// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offlinebanner.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

OfflineBanner::OfflineBanner(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(u"offlineBanner"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window,
                    PaletteColors::background(palette(), PaletteColors::Tone::Warning));
    setPalette(tinted);

    // The texts come from an untrusted file.
    m_text = ServerText::label(u"offlineBannerText"_s, this);
    m_problem = ServerText::label(u"offlineBannerProblem"_s, this);
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    m_back = new QPushButton(tr("Back to &Live"), this);
    m_back->setObjectName(u"backToLiveButton"_s);
    m_connect = new QPushButton(tr("Connect to Recorded Server…"), this);
    m_connect->setObjectName(u"connectRecordedButton"_s);
    m_replay = new QPushButton(tr("Re&play…"), this);
    m_replay->setObjectName(u"replayButton"_s);
    connect(m_back, &QPushButton::clicked, this, &OfflineBanner::backToLiveRequested);
    connect(m_connect, &QPushButton::clicked, this, &OfflineBanner::connectRecordedRequested);
    connect(m_replay, &QPushButton::clicked, this, &OfflineBanner::replayRequested);

    auto *texts = new QVBoxLayout;
    texts->addWidget(m_text);
    texts->addWidget(m_problem);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addLayout(texts, 1);
    layout->addWidget(m_replay);
    layout->addWidget(m_connect);
    layout->addWidget(m_back);
    hide();
}

void OfflineBanner::showSession(const QString &description,
                                const QString &problem,
                                bool canStartRecorded)
{
    ServerText::setText(m_text, description);
    ServerText::setText(m_problem, problem);
    m_problem->setVisible(!problem.isEmpty());
    m_back->setText(tr("Back to &Live"));
    m_connect->setVisible(canStartRecorded);
    m_replay->show();
    show();
}

void OfflineBanner::showFailure(const QString &message)
{
    ServerText::setText(m_text, message);
    m_problem->hide();
    m_back->setText(tr("&Close"));
    m_connect->hide();
    m_replay->hide();
    show();
}

QString OfflineBanner::text() const
{
    return m_problem->text().isEmpty() || m_problem->isHidden()
               ? m_text->text()
               : m_text->text() + u'\n' + m_problem->text();
}
