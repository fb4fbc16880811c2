// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "diagnosticsview.h"

#include "framedetails.h"
#include "framediagnostics.h"
#include "palettecolors.h"
#include "widgets/safetextdocument.h"
#include "widgets/servertext.h"

#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString errorHtml(const DecodedError &error)
{
    QString html = u"<b>Error %1</b> (%2)"_s.arg(ServerText::html(error.codeName),
                                                 ServerText::html(error.source));
    html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Server said:"),
                                      ServerText::html(error.message));
    html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Meaning:"),
                                      ServerText::html(error.meaning));
    html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Hint:"), ServerText::html(error.hint));
    if (!error.data.isEmpty()) {
        // Inside <pre> the line breaks are the text's own, not <br>.
        html += u"<br><i>%1</i><pre style='margin:0'>%2</pre>"_s.arg(
            DiagnosticsView::tr("Data:"), ServerText::plain(error.data, 8000).toHtmlEscaped());
    }
    return html;
}

QString entryHtml(const DiagnosticEntry &entry, const QPalette &palette)
{
    const PaletteColors::Tone tone
        = entry.severity == DiagnosticEntry::Severity::Error     ? PaletteColors::Tone::Error
          : entry.severity == DiagnosticEntry::Severity::Warning ? PaletteColors::Tone::Warning
                                                                 : PaletteColors::Tone::Neutral;
    QString html
        = u"<p><b style='color:%1'>%2</b> %3"_s.arg(PaletteColors::text(palette, tone).name(),
                                                    ServerText::html(entry.title),
                                                    ServerText::html(entry.message));
    // The link carries the pointer percent-encoded: any character a server key holds survives
    // the trip through the attribute, and none can end it.
    if (!entry.pointer.isEmpty())
        html += u" <a href=\"%1\">%2</a>"_s.arg(
            QString::fromLatin1(QUrl::toPercentEncoding(entry.pointer)),
            DiagnosticsView::tr("at %1").arg(ServerText::html(entry.pointer, 1000)));
    if (!entry.meaning.isEmpty())
        html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Meaning:"),
                                          ServerText::html(entry.meaning));
    if (!entry.cause.isEmpty())
        html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Likely cause:"),
                                          ServerText::html(entry.cause));
    if (!entry.rule.isEmpty())
        html += u"<br><i>%1</i> %2"_s.arg(DiagnosticsView::tr("Rule:"),
                                          ServerText::html(entry.rule));
    return html + u"</p>"_s;
}

QLabel *makeLabel(const QString &objectName, QWidget *parent)
{
    QLabel *label = ServerText::richLabel(objectName, parent);
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
    m_allClear = ServerText::label(u"diagnosticsAllClear"_s, content);
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
    connect(m_findings, &QLabel::linkActivated, this, [this](const QString &link) {
        Q_EMIT pointerActivated(QUrl::fromPercentEncoding(link.toLatin1()));
    });
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
        sections << u"<b>%1</b><br>%2"_s.arg(tr("Tool error"), ServerText::html(details.toolError));
    m_errors->setVisible(!sections.isEmpty());
    if (sections.isEmpty())
        return 0;
    m_errors->setText(sections.join(u"<hr>"_s));
    PaletteColors::setBackgroundTone(m_errors, PaletteColors::Tone::Error);
    return int(sections.size());
}

QString DiagnosticsView::findingsText() const
{
    SafeTextDocument document;
    document.setHtml(m_findings->text());
    return document.toPlainText();
}
