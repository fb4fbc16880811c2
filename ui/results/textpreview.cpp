// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "textpreview.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "savedata.h"
#include "widgets/servertext.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Visual lines of text wrapped at `columns` characters, counted up to `limit`.
int estimatedLines(QStringView text, int columns, int limit)
{
    int lines = 0;
    for (const QStringView line : text.split(u'\n')) {
        lines += 1 + int(line.size()) / qMax(1, columns);
        if (lines >= limit)
            return limit;
    }
    return lines;
}

} // namespace

TextPreview::TextPreview(QWidget *parent)
    : QWidget(parent)
    , m_editor(new QPlainTextEdit(this))
    , m_note(ServerText::lineLabel(QString(), this))
    , m_showAll(new QPushButton(tr("Show all"), this))
    , m_save(new QPushButton(tr("Save to file…"), this))
{
    m_editor->setObjectName(u"previewText"_s);
    m_editor->setAccessibleName(tr("Text"));
    m_editor->setReadOnly(true);
    m_editor->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_note->setObjectName(u"previewNote"_s);
    m_note->setWordWrap(true);
    PaletteColors::setTextTone(m_note, PaletteColors::Tone::Warning);
    m_showAll->setObjectName(u"showAllButton"_s);
    m_save->setObjectName(u"saveTextButton"_s);
    connect(m_showAll, &QPushButton::clicked, this, &TextPreview::showAll);
    connect(m_save, &QPushButton::clicked, this, [this] {
        SaveData::saveWithDialog(this, m_fileName, m_text.toUtf8());
    });

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_note, 1);
    bar->addWidget(m_showAll);
    bar->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_editor, 1);
    layout->addLayout(bar);
}

// A 50 MB result took a copy just to be measured.
qint64 TextPreview::utf8Size(QStringView text)
{
    qint64 bytes = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        bytes += u < 0x80 ? 1 : u < 0x800 ? 2 : QChar::isLowSurrogate(u) ? 1 : 3;
    }
    return bytes; // a surrogate pair counts 3 + 1: its four bytes
}

void TextPreview::setText(const QString &text, const QString &suggestedFileName, qint64 utf8Size)
{
    m_text = text;
    m_fileName = suggestedFileName.isEmpty() ? u"text.txt"_s : suggestedFileName;
    m_utf8Size = utf8Size;
    showPreview();
}

void TextPreview::showPending(const QString &note)
{
    m_text.clear();
    m_truncated = false;
    m_editor->clear();
    m_note->setText(note);
    m_note->show();
    m_showAll->hide();
    m_save->hide();
}

void TextPreview::showPreview()
{
    m_truncated = m_text.size() > kPreviewLimit;
    QString layoutNote;
    m_editor->setPlainText(
        DisplayText::forView(m_text.left(kPreviewLimit), kPreviewLimit, &layoutNote));
    if (m_truncated) {
        m_note->setText(
            tr("Showing the first %1 of %2.")
                .arg(DisplayText::formatSize(kPreviewLimit),
                     DisplayText::formatSize(m_utf8Size >= 0 ? m_utf8Size : utf8Size(m_text))));
    } else {
        m_note->setText(layoutNote);
    }
    m_note->setVisible(!m_note->text().isEmpty());
    m_showAll->setVisible(m_truncated);
    // Saving is offered where the text is long enough that copying it by hand is no option.
    m_save->setVisible(m_truncated || m_text.size() > 4096);
    updateHeight();
}

QString TextPreview::displayedText() const
{
    return m_editor->toPlainText();
}

void TextPreview::showAll()
{
    if (!m_truncated)
        return;
    QString layoutNote;
    // No size cap: the user asked for everything. Long lines are still broken, since Qt's
    // layout of a single multi-megabyte line is what would freeze the window.
    m_editor->setPlainText(DisplayText::forView(m_text, m_text.size() + 1, &layoutNote));
    m_truncated = false;
    m_note->setText(layoutNote);
    m_note->setVisible(!layoutNote.isEmpty());
    m_showAll->hide();
    updateHeight();
}

bool TextPreview::saveTo(const QString &path, QString *error) const
{
    return SaveData::writeFile(path, m_text.toUtf8(), error);
}

void TextPreview::setMaximumPreviewHeight(int pixels)
{
    m_maxHeight = pixels;
    updateHeight();
}

void TextPreview::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateHeight();
}

void TextPreview::updateHeight()
{
    if (m_maxHeight <= 0) {
        m_editor->setMinimumHeight(0);
        m_editor->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    const QFontMetrics metrics(m_editor->font());
    const int columns
        = qMax(20, m_editor->viewport()->width() / qMax(1, metrics.averageCharWidth()));
    const int maxLines = m_maxHeight / metrics.lineSpacing() + 1;
    const int lines = estimatedLines(QStringView(m_text).left(kPreviewLimit), columns, maxLines);
    // Frame, the document's own margin on both sides, and a little air, so that text that
    // fits shows no scroll bar.
    const int frame
        = 2 * m_editor->frameWidth() + int(2 * m_editor->document()->documentMargin()) + 6;
    const int height = qMin(m_maxHeight, qMax(1, lines) * metrics.lineSpacing() + frame);
    m_editor->setFixedHeight(height);
}
