// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "outputcheckbanner.h"

#include "outputchecker.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// How many schema problems the warning lists before it says how many more there are.
constexpr int kListedProblems = 12;

QString warningHtml(const OutputCheck::Outcome &check)
{
    QString html = u"<b>⚠ %1</b>"_s.arg(ServerText::html(check.summary()));
    if (check.problems.isEmpty())
        return html;
    html += u"<ul style=\"margin: 0\">"_s;
    for (const QString &problem : check.problems.mid(0, kListedProblems))
        html += u"<li>%1</li>"_s.arg(ServerText::html(problem, 400));
    html += u"</ul>"_s;
    if (check.problems.size() > kListedProblems)
        html
            += OutputCheckBanner::tr("… and %1 more.").arg(check.problems.size() - kListedProblems);
    return html;
}

} // namespace

OutputCheckBanner::OutputCheckBanner(QWidget *parent)
    : QWidget(parent)
    , m_status(ServerText::label(u"schemaCheckStatus"_s, this))
    , m_warning(ServerText::richLabel(u"schemaWarning"_s, this))
    , m_checker(new OutputChecker(this))
{
    m_status->setMargin(6);
    m_status->hide();
    m_warning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warning->setMargin(6);
    PaletteColors::setBackgroundTone(m_warning, PaletteColors::Tone::Warning);
    m_warning->hide();
    connect(m_checker, &OutputChecker::finished, this, &OutputCheckBanner::showOutcome);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_warning);
    layout->addWidget(m_status);
}

void OutputCheckBanner::check(const QJsonObject &result, const QJsonValue &outputSchema)
{
    clear();
    m_status->setText(tr("Checking structuredContent against the outputSchema…"));
    m_status->show();
    m_checker->check(result, outputSchema); // showOutcome() follows, perhaps at once
}

void OutputCheckBanner::clear()
{
    m_checker->cancel();
    m_status->hide();
    m_warning->hide();
}

bool OutputCheckBanner::isChecking() const
{
    return m_checker->isChecking();
}

void OutputCheckBanner::showOutcome(const OutputCheck::Outcome &outcome)
{
    m_status->hide();
    if (!outcome.summary().isEmpty()) {
        m_warning->setText(warningHtml(outcome));
        // The warning is rich text with a tinted background: its words for a screen reader.
        m_warning->setAccessibleName(tr("Output check"));
        m_warning->setAccessibleDescription(ServerText::accessible(outcome.summary()));
        m_warning->show();
    } else if (outcome.status == OutputCheck::Status::Valid) {
        Q_EMIT matched();
    }
}
