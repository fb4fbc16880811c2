// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagedetailview.h"

#include "displaytext.h"
#include "framedetails.h"
#include "palettecolors.h"

#include <core/log/messagelogmodel.h>

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextCursor>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString errorHtml(const DecodedError &error)
{
    QString html = u"<b>Error %1</b> (%2)"_s.arg(error.codeName.toHtmlEscaped(),
                                                 error.source.toHtmlEscaped());
    html += u"<br><i>%1</i> %2"_s.arg(MessageDetailView::tr("Server said:"),
                                      error.message.toHtmlEscaped());
    html += u"<br><i>%1</i> %2"_s.arg(MessageDetailView::tr("Meaning:"),
                                      error.meaning.toHtmlEscaped());
    html += u"<br><i>%1</i> %2"_s.arg(MessageDetailView::tr("Hint:"), error.hint.toHtmlEscaped());
    if (!error.data.isEmpty()) {
        html += u"<br><i>%1</i><pre style='margin:0'>%2</pre>"_s.arg(MessageDetailView::tr("Data:"),
                                                                     error.data.toHtmlEscaped());
    }
    return html;
}

QLabel *makeWrappedLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setVisible(false);
    return label;
}

} // namespace

MessageDetailView::MessageDetailView(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_facts(new QLabel(this))
    , m_pairButton(new QPushButton(tr("Go to Response"), this))
    , m_copyButton(new QPushButton(tr("Copy Frame"), this))
    , m_errors(makeWrappedLabel(u"decodedErrors"_s, this))
    , m_notes(makeWrappedLabel(u"frameNotes"_s, this))
    , m_body(new QPlainTextEdit(this))
{
    m_facts->setObjectName(u"frameFacts"_s);
    m_facts->setWordWrap(true);
    PaletteColors::setTextTone(m_facts, PaletteColors::Tone::Neutral);
    m_errors->setFrameShape(QFrame::StyledPanel);
    m_errors->setAutoFillBackground(true);
    m_errors->setMargin(6);
    m_body->setObjectName(u"frameBody"_s);
    m_body->setReadOnly(true);
    m_body->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_body->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_body->setPlaceholderText(tr("Select a message in the log to see it here."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createTitleRow());
    layout->addWidget(m_facts);
    layout->addWidget(m_errors);
    layout->addWidget(m_notes);
    layout->addWidget(m_body, 1);
    clear();
}

QLayout *MessageDetailView::createTitleRow()
{
    m_heading->setObjectName(u"frameHeading"_s);
    // A long heading wraps instead of widening the pane (a QLabel's width is its text's).
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_pairButton->setObjectName(u"goToPairedButton"_s);
    m_pairButton->setToolTip(tr("Select the request or response that pairs with this frame "
                                "(or double-click the row)"));
    m_copyButton->setObjectName(u"copyFrameButton"_s);
    m_copyButton->setToolTip(tr("Copy the frame's exact bytes, however large"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_heading, 1);
    row->addWidget(m_pairButton);
    row->addWidget(m_copyButton);
    connect(m_pairButton, &QPushButton::clicked, this, &MessageDetailView::pairedRowRequested);
    connect(m_copyButton, &QPushButton::clicked, this, &MessageDetailView::copyFrame);
    return row;
}

void MessageDetailView::clear()
{
    m_raw.clear();
    m_heading->setText(tr("No message selected"));
    m_facts->clear();
    m_errors->hide();
    m_notes->hide();
    m_body->clear();
    m_pairButton->setEnabled(false);
    m_copyButton->setEnabled(false);
}

void MessageDetailView::showRecord(const MessageRecord &record)
{
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    m_raw = record.raw;
    m_heading->setText(details.heading);
    // The line wraps between facts, never inside one ("answers a request" stays together).
    QStringList facts = details.facts;
    for (QString &fact : facts)
        fact.replace(u' ', QChar(0x00A0));
    m_facts->setText(facts.join(u"  ·  "_s));
    const bool isRequest = record.messageKind == JsonRpcMessage::Kind::Request;
    m_pairButton->setText(isRequest ? tr("Go to Response") : tr("Go to Request"));
    m_pairButton->setEnabled(record.pairedRow >= 0);
    m_copyButton->setEnabled(!m_raw.isEmpty());
    showErrors(details);
    m_notes->setText(details.notes.join(u'\n'));
    m_notes->setVisible(!details.notes.isEmpty());
    m_body->setPlainText(details.body);
    markError(details.errorPosition);
}

void MessageDetailView::markError(qsizetype position)
{
    QList<QTextEdit::ExtraSelection> selections;
    if (position >= 0) {
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(m_body->document());
        selection.cursor.setPosition(int(position));
        selection.cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        selection.format.setBackground(
            PaletteColors::text(m_body->palette(), PaletteColors::Tone::Error));
        selection.format.setForeground(m_body->palette().color(QPalette::Base));
        selection.format.setToolTip(tr("The frame stops being valid JSON here"));
        selections << selection;
        QTextCursor cursor(m_body->document());
        cursor.setPosition(int(position));
        m_body->setTextCursor(cursor);
        m_body->ensureCursorVisible();
    }
    m_body->setExtraSelections(selections);
}

void MessageDetailView::showErrors(const FrameDetails &details)
{
    QStringList sections;
    for (const DecodedError &error : details.errors)
        sections << errorHtml(error);
    if (!details.toolError.isEmpty())
        sections << u"<b>%1</b><br>%2"_s.arg(tr("Tool error"), details.toolError.toHtmlEscaped());
    if (!details.transportProblem.isEmpty())
        sections << u"<b>%1</b><br>%2"_s.arg(tr("HTTP problem"),
                                             details.transportProblem.toHtmlEscaped());
    m_errors->setVisible(!sections.isEmpty());
    if (sections.isEmpty())
        return;
    m_errors->setText(sections.join(u"<hr>"_s));
    QPalette palette = m_errors->palette();
    palette.setColor(QPalette::Window,
                     PaletteColors::background(palette, PaletteColors::Tone::Error));
    m_errors->setPalette(palette);
}

void MessageDetailView::copyFrame()
{
    QApplication::clipboard()->setText(QString::fromUtf8(m_raw));
}
