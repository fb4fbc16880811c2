// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "diagnosticsview.h"

#include "framedetails.h"
#include "framediagnostics.h"
#include "palettecolors.h"

#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString errorHtml(const DecodedError &error)
{
    QString html = u"<b>Error %1</b> (%2)"_s.arg(error.codeName.toHtmlEscaped(),
                                                 error.source.toHtmlEscaped());
    html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Server said:"),
                                      error.message.toHtmlEscaped());
    html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Meaning:"),
                                      error.meaning.toHtmlEscaped());
    html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Hint:"), error.hint.toHtmlEscaped());
    if (!error.data.isEmpty()) {
        html += u"<br><i>%1</i><pre style='margin:0'>%2</pre>"_s.arg(DiagnosticsView::tr("Data:"),
                                                                     error.data.toHtmlEscaped());
    }
    return html;
}

QString entryHtml(const DiagnosticEntry &entry, const QPalette &palette)
{
    const PaletteColors::Tone tone = entry.severity == DiagnosticEntry::Severity::Error
                                         ? PaletteColors::Tone::Error
                                         : PaletteColors::Tone::Warning;
    QString html
        = u"<p><b style='color:%1'>%2</b> %3"_s.arg(PaletteColors::text(palette, tone).name(),
                                                    entry.title.toHtmlEscaped(),
                                                    entry.message.toHtmlEscaped());
    if (!entry.pointer.isEmpty())
        html += u" <a href='%1'>%2</a>"_s.arg(
            entry.pointer.toHtmlEscaped(),
            DiagnosticsView::tr("at %1").arg(entry.pointer.toHtmlEscaped()));
    if (!entry.meaning.isEmpty())
        html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Meaning:"),
                                          entry.meaning.toHtmlEscaped());
    if (!entry.cause.isEmpty())
        html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Likely cause:"),
                                          entry.cause.toHtmlEscaped());
    return html + u"</p>"_s;
}

QLabel *makeLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setVisible(false);
    return label;
}

} // namespace

DiagnosticsView::DiagnosticsView(QWidget *parent)
    : QWidget(parent)
{
    auto *area = new QScrollArea(this);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(area);
    m_errors = makeLabel(u"decodedErrors"_s, content);
    m_errors->setFrameShape(QFrame::StyledPanel);
    m_errors->setAutoFillBackground(true);
    m_errors->setMargin(6);
    m_findings = makeLabel(u"diagnosticsList"_s, content);
    m_allClear = makeLabel(u"diagnosticsAllClear"_s, content);
    m_allClear->setText(tr("No problems found in this row."));
    PaletteColors::setTextTone(m_allClear, PaletteColors::Tone::Neutral);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(m_errors);
    contentLayout->addWidget(m_findings);
    contentLayout->addWidget(m_allClear);
    contentLayout->addStretch(1);
    area->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(area);
    connect(m_findings, &QLabel::linkActivated, this, &DiagnosticsView::pointerActivated);
}

void DiagnosticsView::clear()
{
    m_errors->hide();
    m_findings->hide();
    m_findings->clear();
    m_allClear->hide();
}

int DiagnosticsView::show(const MessageRecord &record, const FrameDetails &details)
{
    const int errors = showErrors(details);
    const QList<DiagnosticEntry> entries = FrameDiagnostics::collect(record, details);
    QString html;
    for (const DiagnosticEntry &entry : entries)
        html += entryHtml(entry, palette());
    m_findings->setText(html);
    m_findings->setVisible(!entries.isEmpty());
    const int count = errors + int(entries.size());
    m_allClear->setVisible(count == 0);
    return count;
}

int DiagnosticsView::showErrors(const FrameDetails &details)
{
    QStringList sections;
    for (const DecodedError &error : details.errors)
        sections << errorHtml(error);
    if (!details.toolError.isEmpty())
        sections << u"<b>%1</b><br>%2"_s.arg(tr("Tool error"), details.toolError.toHtmlEscaped());
    m_errors->setVisible(!sections.isEmpty());
    if (sections.isEmpty())
        return 0;
    m_errors->setText(sections.join(u"<hr>"_s));
    QPalette palette = m_errors->palette();
    palette.setColor(QPalette::Window,
                     PaletteColors::background(palette, PaletteColors::Tone::Error));
    m_errors->setPalette(palette);
    return int(sections.size());
}

QString DiagnosticsView::findingsText() const
{
    QTextDocument document;
    document.setHtml(m_findings->text());
    return document.toPlainText();
}
