// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "textcontentwidget.h"

#include "jsonview.h"
#include "textpreview.h"
#include "widgets/safetextdocument.h"
#include "widgets/servertext.h"

#include <core/platform/offthread.h>

#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLabel>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

bool isJsonMimeType(const QString &mimeType)
{
    const QString name = mimeType.section(u';', 0, 0).trimmed();
    return name == "application/json"_L1 || name.endsWith("+json"_L1);
}

bool parsesAsJson(const QString &text, QJsonDocument *document)
{
    const QStringView trimmed = QStringView(text).trimmed();
    if (!trimmed.startsWith(u'{') && !trimmed.startsWith(u'['))
        return false;
    QJsonParseError error;
    const QJsonDocument parsed = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return false;
    if (document)
        *document = parsed;
    return true;
}

// Markdown without a mime type is recognised by constructs plain prose rarely has: headings,
// list items, fences, block quotes, emphasis and links. One is not enough, two are.
bool looksLikeMarkdown(const QString &text)
{
    static const QRegularExpression constructs(
        uR"((^#{1,6} \S)|(^[ \t]*[-*+] \S)|(^[ \t]*\d+\. \S)|(^```)|(^> )|(\*\*[^*\n]+\*\*)|(\[[^\]\n]+\]\([^)\s]+\)))"_s,
        QRegularExpression::MultilineOption);
    int found = 0;
    auto matches = constructs.globalMatch(QStringView(text).left(8192));
    while (matches.hasNext() && found < 2) {
        matches.next();
        ++found;
    }
    return found >= 2;
}

// Markdown's default heading sizes (xx-large for "#") suit a page, not a panel among others:
// headings keep their weight and grow by at most one step.
void softenHeadings(QTextDocument *document)
{
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level == 0)
            continue;
        QTextCursor cursor(block);
        cursor.select(QTextCursor::BlockUnderCursor);
        QTextCharFormat format;
        format.setProperty(QTextFormat::FontSizeAdjustment, level <= 2 ? 1 : 0);
        cursor.mergeCharFormat(format);
    }
}

} // namespace

TextContentWidget::Format
TextContentWidget::detectFormat(const QString &text, const QString &mimeType, QJsonDocument *json)
{
    const QString name = mimeType.section(u';', 0, 0).trimmed();
    if ((isJsonMimeType(mimeType) || name.isEmpty() || name == "text/plain"_L1)
        && parsesAsJson(text, json))
        return Format::Json;
    if (name == "text/markdown"_L1 || name == "text/x-markdown"_L1)
        return Format::Markdown;
    if (name.isEmpty() && looksLikeMarkdown(text))
        return Format::Markdown;
    return Format::Plain;
}

TextContentWidget::Prepared TextContentWidget::prepare(const QString &text, const QString &mimeType)
{
    Prepared prepared;
    prepared.text = text;
    prepared.format = detectFormat(text, mimeType, &prepared.document);
    prepared.utf8Size = TextPreview::utf8Size(text);
    return prepared;
}

TextContentWidget::TextContentWidget(QWidget *parent)
    : QWidget(parent)
    , m_source(new TextPreview(this))
{
    setObjectName(u"textContent"_s);
    m_source->setObjectName(u"textSource"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_source);
}

TextContentWidget::TextContentWidget(const QString &text, const QString &mimeType, QWidget *parent)
    : TextContentWidget(parent)
{
    show(prepare(text, mimeType));
}

TextContentWidget *TextContentWidget::preparedOnWorker(const QJsonValue &text,
                                                       const QString &mimeType,
                                                       QWidget *parent)
{
    auto *widget = new TextContentWidget(parent);
    widget->m_source->showPending(tr("Preparing the text…"));
    connect(&widget->m_preparing, &QFutureWatcher<Prepared>::finished, widget, [widget] {
        widget->show(widget->m_preparing.result());
        Q_EMIT widget->ready();
    });
    // The value shares its data with the result the GUI thread keeps, which nobody modifies:
    // reading it on the worker is safe.
    widget->m_preparing.setFuture(
        OffThread::run([text, mimeType] { return prepare(text.toString(), mimeType); }));
    return widget;
}

void TextContentWidget::show(Prepared prepared)
{
    m_ready = true;
    m_text = std::move(prepared.text);
    m_format = prepared.format;
    const QString fileName = m_format == Format::Json       ? u"text.json"_s
                             : m_format == Format::Markdown ? u"text.md"_s
                                                            : u"text.txt"_s;
    m_source->setText(m_text, fileName, prepared.utf8Size);
    if (m_format == Format::Json) {
        // The tree replaces the source; its "Show as text" gives the indented form.
        m_json = new JsonView(this);
        m_json->setObjectName(u"textJson"_s);
        m_json->setJson(prepared.document.isObject() ? QJsonValue(prepared.document.object())
                                                     : QJsonValue(prepared.document.array()),
                        fileName);
        layout()->addWidget(m_json);
        showOnly(m_json);
    } else if (m_format == Format::Markdown) {
        buildMarkdown();
    }
}

// Hidden views take no room in the layout, unlike the pages of a QStackedWidget.
void TextContentWidget::showOnly(QWidget *view)
{
    for (QWidget *candidate : {static_cast<QWidget *>(m_source),
                               static_cast<QWidget *>(m_rendered),
                               static_cast<QWidget *>(m_json)}) {
        if (candidate)
            candidate->setVisible(candidate == view);
    }
}

void TextContentWidget::buildMarkdown()
{
    // Nothing outside the text is loaded (no local files behind image names, no raw HTML);
    // links open in the browser on a click, and only http(s) ones.
    m_rendered = new SafeTextBrowser(this);
    m_rendered->setObjectName(u"textRendered"_s);
    m_rendered->safeDocument()->setSafeMarkdown(m_text.left(TextPreview::kPreviewLimit));
    softenHeadings(m_rendered->document());
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->insertWidget(0, m_rendered);
    showOnly(m_rendered);

    m_sourceToggle = new QToolButton(this);
    m_sourceToggle->setObjectName(u"markdownSourceToggle"_s);
    m_sourceToggle->setText(tr("Show source"));
    m_sourceToggle->setCheckable(true);
    m_sourceToggle->setAutoRaise(true);
    connect(m_sourceToggle, &QToolButton::toggled, this, &TextContentWidget::setShowSource);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    if (m_text.size() > TextPreview::kPreviewLimit) {
        QLabel *note = ServerText::caption(
            tr("Rendered: the first part only; the source has it all."), this);
        bar->addWidget(note);
    }
    bar->addStretch(1);
    bar->addWidget(m_sourceToggle);
    layout->addLayout(bar);
}

void TextContentWidget::setShowSource(bool showSource)
{
    if (!m_rendered)
        return;
    showOnly(showSource ? static_cast<QWidget *>(m_source) : m_rendered);
    const QSignalBlocker blocker(m_sourceToggle);
    m_sourceToggle->setChecked(showSource);
}

void TextContentWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateRenderedHeight();
}

void TextContentWidget::updateRenderedHeight()
{
    if (!m_rendered)
        return;
    QTextDocument *document = m_rendered->document();
    document->setTextWidth(m_rendered->viewport()->width());
    const int height = int(document->size().height()) + 2 * m_rendered->frameWidth() + 4;
    m_rendered->setFixedHeight(qBound(40, height, 420));
}
