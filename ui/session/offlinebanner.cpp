// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offlinebanner.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

using namespace Qt::StringLiterals;

OfflineBanner::OfflineBanner(QWidget *parent)
    : NoticeBanner(u"offlineBanner"_s, u"offlineBannerText"_s, parent) // from an untrusted file
    , m_problem(addLine(u"offlineBannerProblem"_s))
    , m_progress(new QProgressBar)
    , m_cancel(addButton(tr("&Cancel"), u"cancelLoadingButton"_s))
    , m_replay(addButton(tr("Re&play…"), u"replayButton"_s))
    , m_replaySelected(addButton(tr("Replay &Selected Rows…"), u"replaySelectedButton"_s))
    , m_connect(addButton(tr("Connect to Recorded Server…"), u"connectRecordedButton"_s))
    , m_back(addButton(tr("Back to &Live"), u"backToLiveButton"_s))
{
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    // Bytes of files over 2 GB do not fit the bar's int: it counts tenths of a percent.
    m_progress->setObjectName(u"offlineBannerProgress"_s);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setAccessibleName(tr("Opening progress"));
    addUnderText(m_progress);
    m_progress->hide();
    m_cancel->setToolTip(tr("Stop reading the file: the events read so far stay shown"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &OfflineBanner::cancelLoadingRequested);
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
    showLoadingWidgets(false);
    m_connect->setVisible(canStartRecorded);
    showText(description);
}

void OfflineBanner::showLoading(const QString &description, qint64 done, qint64 total)
{
    m_problem->hide();
    m_back->setText(tr("Back to &Live"));
    showLoadingWidgets(true);
    m_connect->hide();
    setProgress(done, total);
    showText(description);
}

void OfflineBanner::setProgress(qint64 done, qint64 total)
{
    m_progress->setValue(total > 0 ? int(qBound<qint64>(0, done, total) * kProgressSteps / total)
                                   : 0);
}

void OfflineBanner::showLoadingWidgets(bool loading)
{
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    m_replay->setVisible(!loading);
    m_replaySelected->setVisible(!loading);
}

void OfflineBanner::showFailure(const QString &message)
{
    m_problem->hide();
    m_back->setText(tr("&Close"));
    m_connect->hide();
    m_progress->hide();
    m_cancel->hide();
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
