// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offlinebanner.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

OfflineBanner::OfflineBanner(QWidget *parent)
    : NoticeBanner(u"offlineBanner"_s, u"offlineBannerText"_s, parent) // from an untrusted file
    , m_problem(addLine(u"offlineBannerProblem"_s))
    , m_replay(addButton(tr("Re&play…"), u"replayButton"_s))
    , m_replaySelected(addButton(tr("Replay &Selected Rows…"), u"replaySelectedButton"_s))
    , m_connect(addButton(tr("Connect to Recorded Server…"), u"connectRecordedButton"_s))
    , m_back(addButton(tr("Back to &Live"), u"backToLiveButton"_s))
{
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    connect(m_back, &QPushButton::clicked, this, &OfflineBanner::backToLiveRequested);
    connect(m_connect, &QPushButton::clicked, this, &OfflineBanner::connectRecordedRequested);
    connect(m_replay, &QPushButton::clicked, this, &OfflineBanner::replayRequested);
    connect(m_replaySelected, &QPushButton::clicked, this, &OfflineBanner::replaySelectedRequested);
}

void OfflineBanner::showSession(const QString &description,
                                const QString &problem,
                                bool canStartRecorded)
{
    ServerText::setText(m_problem, problem);
    m_problem->setVisible(!problem.isEmpty());
    m_back->setText(tr("Back to &Live"));
    m_connect->setVisible(canStartRecorded);
    m_replay->show();
    m_replaySelected->show();
    showText(description);
}

void OfflineBanner::showFailure(const QString &message)
{
    m_problem->hide();
    m_back->setText(tr("&Close"));
    m_connect->hide();
    m_replay->hide();
    m_replaySelected->hide();
    showText(message);
}

QString OfflineBanner::text() const
{
    return m_problem->text().isEmpty() || m_problem->isHidden()
               ? NoticeBanner::text()
               : NoticeBanner::text() + u'\n' + m_problem->text();
}
