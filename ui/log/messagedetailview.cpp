// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagedetailview.h"

#include "diagnosticsview.h"
#include "displaytext.h"
#include "framedetails.h"
#include "jsonhighlighter.h"
#include "jsontexttreelink.h"
#include "palettecolors.h"
#include "rawbytes.h"
#include "results/jsontreemodel.h"
#include "widgets/servertext.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/log/messagelogmodel.h>

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTextCursor>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kHexLimit = 256 * 1024; // a hex dump is ~5 characters per byte

QPlainTextEdit *makeCodeView(const QString &objectName, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setObjectName(objectName);
    edit->setReadOnly(true);
    // Read-only but with a cursor: clicking in the Pretty text selects the node there.
    edit->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return edit;
}

} // namespace

MessageDetailView::MessageDetailView(QWidget *parent)
    : QWidget(parent)
    , m_heading(ServerText::lineLabel(QString(), this))
    , m_facts(ServerText::lineLabel(QString(), this))
    , m_pairButton(new QPushButton(tr("Go to Response"), this))
    , m_copyButton(new QPushButton(tr("Copy Frame"), this))
    , m_notes(ServerText::lineLabel(QString(), this))
    , m_tabs(new QTabWidget(this))
    , m_body(makeCodeView(u"frameBody"_s, m_tabs))
    , m_highlighter(new JsonHighlighter(m_body->document(), m_body))
    , m_tree(new QTreeView(m_tabs))
    , m_treeModel(new JsonTreeModel(this))
    , m_diagnostics(new DiagnosticsView(m_tabs))
{
    m_facts->setObjectName(u"frameFacts"_s);
    m_facts->setWordWrap(true);
    PaletteColors::setTextTone(m_facts, PaletteColors::Tone::Neutral);
    m_notes->setObjectName(u"frameNotes"_s);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->setPlaceholderText(tr("Select a message in the log to see it here."));
    m_body->setAccessibleName(tr("Frame"));
    m_body->setAccessibleDescription(tr("The selected frame's JSON, indented"));
    m_tree->setObjectName(u"frameTree"_s);
    m_tree->setAccessibleName(tr("Frame as a tree"));
    m_tree->setAccessibleDescription(
        tr("The selected frame's JSON: one row per member, its name and value"));
    m_tree->setModel(m_treeModel);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::ValueColumn, QHeaderView::Stretch);
    m_link = new JsonTextTreeLink(m_body, m_tree, m_treeModel, this);
    m_tabs->setObjectName(u"detailTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_body, tr("Pretty"));
    m_tabs->addTab(m_tree, tr("Tree"));
    m_tabs->addTab(createRawTab(), tr("Raw"));
    m_tabs->addTab(m_diagnostics, tr("Diagnostics"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createTitleRow());
    layout->addWidget(m_facts);
    layout->addWidget(m_notes);
    layout->addWidget(m_tabs, 1);
    connect(
        m_diagnostics, &DiagnosticsView::pointerActivated, this, &MessageDetailView::showPointer);
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

QWidget *MessageDetailView::createRawTab()
{
    auto *page = new QWidget(m_tabs);
    m_raw = makeCodeView(u"frameRaw"_s, page);
    m_raw->setAccessibleName(tr("Frame bytes"));
    m_raw->setAccessibleDescription(
        tr("The selected frame's bytes as received, as text or a hex dump"));
    m_rawInfo = ServerText::lineLabel(QString(), page);
    m_rawInfo->setObjectName(u"rawInfo"_s);
    PaletteColors::setTextTone(m_rawInfo, PaletteColors::Tone::Neutral);
    m_hex = new QCheckBox(tr("Hex"), page);
    m_hex->setObjectName(u"rawHexCheck"_s);
    m_hex->setToolTip(tr("Show the bytes as a hex dump even when they are readable text"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_rawInfo, 1);
    top->addWidget(m_hex);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_raw, 1);
    connect(m_hex, &QCheckBox::toggled, this, &MessageDetailView::showRaw);
    return page;
}

void MessageDetailView::clear()
{
    m_bytes.clear();
    m_heading->setText(tr("No message selected"));
    m_facts->clear();
    m_notes->hide();
    m_link->unlink();
    m_body->clear();
    m_treeModel->setJson(QJsonValue::Undefined);
    m_raw->clear();
    m_rawInfo->clear();
    m_diagnostics->clear();
    showDiagnosticsCount(0);
    m_pairButton->setEnabled(false);
    m_copyButton->setEnabled(false);
}

void MessageDetailView::showRecord(const MessageRecord &record, const QString &conversation)
{
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    m_bytes = record.raw;
    ServerText::setText(m_heading, details.heading, 1000); // the server's method, id, path
    // The line wraps between facts, never inside one ("answers a request" stays together).
    QStringList facts = details.facts;
    for (QString &fact : facts)
        fact.replace(u' ', QChar(0x00A0));
    ServerText::setText(m_facts, facts.join(u"  ·  "_s));
    const bool isRequest = record.messageKind == JsonRpcMessage::Kind::Request;
    m_pairButton->setText(isRequest ? tr("Go to Response") : tr("Go to Request"));
    m_pairButton->setEnabled(record.pairedRow >= 0);
    m_copyButton->setEnabled(!m_bytes.isEmpty());
    QStringList notes = details.notes;
    if (!conversation.isEmpty())
        notes.prepend(tr("Sent in rounds: %1. The rows of every round are tinted in the log.")
                          .arg(conversation));
    ServerText::setText(m_notes, notes.join(u'\n'), 8000); // quotes server values
    m_notes->setVisible(!notes.isEmpty());
    showBody(record, details);
    showRaw();
    showDiagnosticsCount(m_diagnostics->show(record, details));
}

void MessageDetailView::showBody(const MessageRecord &record, const FrameDetails &details)
{
    const bool json = record.kind == TrafficEvent::Kind::Frame && details.bodyIsJson;
    const QJsonValue value = json ? details.json : QJsonValue(QJsonValue::Undefined);
    m_treeModel->setJson(value); // lazy: a huge frame costs its top-level rows only
    if (json && record.raw.size() <= kLinkLimit) {
        m_link->setLayout(JsonTextLayout::build(value));
        return;
    }
    m_link->unlink();
    m_body->setPlainText(details.body);
    markError(details.errorPosition);
}

void MessageDetailView::showRaw()
{
    if (m_bytes.isEmpty()) {
        m_rawInfo->setText(tr("No bytes: this row is an event, not a frame."));
        m_raw->clear();
        return;
    }
    const bool readable = RawBytes::isReadableText(m_bytes);
    const QString size = DisplayText::formatSize(m_bytes.size());
    if (readable && !m_hex->isChecked()) {
        QString note;
        m_raw->setPlainText(
            DisplayText::forView(QString::fromUtf8(m_bytes), DisplayText::kViewLimit, &note));
        m_rawInfo->setText(tr("%1 exactly as received, UTF-8 text").arg(size));
        return;
    }
    m_raw->setPlainText(RawBytes::hexDump(m_bytes, kHexLimit));
    m_rawInfo->setText(readable ? tr("%1 exactly as received, as hex").arg(size)
                                : tr("%1 exactly as received: not readable UTF-8 text, shown "
                                     "as hex")
                                      .arg(size));
}

void MessageDetailView::showDiagnosticsCount(int count)
{
    m_tabs->setTabText(DiagnosticsTab,
                       count == 0 ? tr("Diagnostics") : tr("Diagnostics (%1)").arg(count));
}

void MessageDetailView::showPointer(const QString &pointer)
{
    m_tabs->setCurrentIndex(TreeTab);
    m_link->selectPointer(pointer);
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

void MessageDetailView::copyFrame()
{
    QApplication::clipboard()->setText(QString::fromUtf8(m_bytes));
}
