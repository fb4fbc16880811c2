// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resultview.h"

#include "displaytext.h"
#include "log/framedetails.h"
#include "palettecolors.h"
#include "resultformatter.h"
#include "results/contentview.h"
#include "results/jsonview.h"
#include "results/outputcheckbanner.h"
#include "results/textcontentwidget.h"
#include "results/textpreview.h"
#include "toolappslot.h"
#include "widgets/servertext.h"

#include <core/mcp/pendingrequest.h>

#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

enum Tab { ContentTab, StructuredTab, RawTab };

QString elapsedText(qint64 ms)
{
    return ms < 1000 ? ResultView::tr("%1 ms").arg(ms)
                     : ResultView::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 2);
}

PaletteColors::Tone toneOf(ResultView::Outcome outcome)
{
    switch (outcome) {
    case ResultView::Outcome::Result:
        return PaletteColors::Tone::Success;
    case ResultView::Outcome::ToolError:
    case ResultView::Outcome::ProtocolError:
        return PaletteColors::Tone::Error;
    case ResultView::Outcome::LocalError:
        return PaletteColors::Tone::Warning;
    case ResultView::Outcome::None:
    case ResultView::Outcome::Busy:
        break;
    }
    return PaletteColors::Tone::Neutral;
}

// The words a failing tool used: its text blocks, for the error banner.
QString errorText(const QJsonObject &result)
{
    QStringList texts;
    for (const QJsonValue &block : result.value("content"_L1).toArray()) {
        if (block.toObject().value("type"_L1).toString() == "text"_L1)
            texts << block.toObject().value("text"_L1).toString();
    }
    return texts.join(u'\n');
}

} // namespace

ResultView::ResultView(QWidget *parent)
    : QWidget(parent)
    , m_banner(ServerText::richLabel(u"resultBanner"_s, this))
    , m_progress(new QProgressBar(this))
    , m_progressText(ServerText::label(u"callProgressText"_s, this))
    , m_outputCheck(new OutputCheckBanner(this))
    , m_tabs(new QTabWidget(this))
    , m_content(new ContentView)
    , m_meta(new JsonView)
    , m_structured(new JsonView(m_tabs))
    , m_raw(new TextPreview(m_tabs))
{
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setMargin(6);
    m_banner->setAutoFillBackground(true);
    m_progress->setObjectName(u"callProgress"_s);
    m_progress->hide();
    m_progressText->hide();
    connect(m_outputCheck, &OutputCheckBanner::matched, this, [this] {
        m_banner->setText(m_banner->text() + tr(" · structuredContent matches the outputSchema"));
    });
    m_structured->setObjectName(u"structuredContent"_s);
    m_structured->setMaximumViewHeight(0);
    m_raw->setObjectName(u"resultRawPreview"_s);
    m_raw->editor()->setObjectName(u"resultRaw"_s);
    m_raw->editor()->setAccessibleName(tr("Raw JSON of the result"));
    m_raw->setMaximumPreviewHeight(0);
    m_tabs->setObjectName(u"resultTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createContentPage(), tr("Content"));
    m_tabs->addTab(m_structured, tr("Structured content"));
    m_tabs->addTab(m_raw, tr("Raw JSON"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == RawTab && m_rawStale)
            setRaw(m_rawValue, false);
    });
    connect(
        m_content, &ContentView::resourceReadRequested, this, &ResultView::resourceReadRequested);
    m_busyTick.setInterval(1000);
    connect(&m_busyTick, &QTimer::timeout, this, [this] {
        const qint64 seconds = m_busySince.elapsed() / 1000;
        m_banner->setText(
            tr("%1 %2 s").arg(ServerText::html(m_busyText), QString::number(seconds)));
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_progress);
    layout->addWidget(m_progressText);
    layout->addWidget(m_outputCheck);
    layout->addWidget(m_tabs, 1);
    clear();
}

QWidget *ResultView::createContentPage()
{
    auto *page = new QWidget;
    m_metaTitle = ServerText::caption(tr("Result _meta"), page, true);
    m_content->setObjectName(u"resultContent"_s);
    m_content->setParent(page);
    m_meta->setObjectName(u"resultMeta"_s);
    m_meta->setParent(page);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_content);
    layout->addWidget(m_metaTitle);
    layout->addWidget(m_meta);
    layout->addStretch(1);
    // An explicit minimum keeps the scroll area scrolling rather than squeezing rows (FormPanel).
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_contentArea = new QScrollArea;
    m_contentArea->setObjectName(u"resultContentArea"_s);
    m_contentArea->setWidget(page);
    m_contentArea->setWidgetResizable(true);
    m_contentArea->setFrameShape(QFrame::NoFrame);
    return m_contentArea;
}

void ResultView::setAppSlot(QWidget *slot, bool show)
{
    if (m_app) {
        m_tabs->removeTab(m_tabs->indexOf(m_app));
        if (auto *app = qobject_cast<ToolAppSlot *>(m_app.data()))
            app->retire(); // an app is told and may answer before it goes
        else
            m_app->deleteLater();
    }
    m_app = slot;
    if (slot) {
        m_tabs->addTab(slot, tr("App"));
        if (show)
            showAppTab();
    }
}

void ResultView::showAppTab()
{
    if (m_app)
        m_tabs->setCurrentWidget(m_app);
}

void ResultView::clear()
{
    setBanner(Outcome::None, tr("Call a tool to see its result here."));
    resetViews();
}

void ResultView::resetViews()
{
    m_content->clear();
    m_metaTitle->hide();
    m_meta->hide();
    m_outputCheck->clear();
    m_structured->setJson(QJsonValue());
    m_tabs->setTabVisible(StructuredTab, false);
    setRaw(QJsonValue(), false);
    m_tabs->setCurrentIndex(ContentTab);
}

void ResultView::showBusy(const QString &text)
{
    m_busyText = text;
    m_busySince.start();
    m_busyTick.start();
    setBanner(Outcome::Busy, ServerText::html(text));
    m_progress->setRange(0, 0);
    m_progress->setTextVisible(false);
    m_progress->show();
    m_progressText->hide();
    resetViews();
}

void ResultView::showProgress(double progress, double total, const QString &message)
{
    // Unknown totals keep the bar indeterminate; the numbers go in the text instead.
    if (std::isnan(total) || total <= 0) {
        m_progress->setRange(0, 0);
    } else {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(qBound(0.0, progress / total, 1.0) * 1000));
    }
    QString text = std::isnan(total) ? tr("progress %1").arg(progress)
                                     : tr("%1 of %2").arg(progress).arg(total);
    if (!message.isEmpty())
        text += u" — "_s + message;
    // The server's message goes into a plain label: QProgressBar::setFormat() would expand
    // %p, %v and %m inside it, and an indeterminate bar shows no text at all.
    m_progress->setFormat(u"%p%"_s);
    m_progress->setTextVisible(m_progress->maximum() > 0);
    ServerText::setText(m_progressText, text, 300);
    m_progressText->show();
}

void ResultView::showOutcome(const PendingRequest &request, const QJsonValue &outputSchema)
{
    m_progress->hide();
    m_progressText->hide();
    resetViews();
    switch (request.outcome()) {
    case PendingRequest::Outcome::Result:
        showResult(request, outputSchema);
        return;
    case PendingRequest::Outcome::RemoteError:
        showRemoteError(request.error());
        return;
    case PendingRequest::Outcome::Timeout:
    case PendingRequest::Outcome::Cancelled:
    case PendingRequest::Outcome::ConnectionClosed:
    case PendingRequest::Outcome::TransportError:
        showLocalError(request);
        return;
    case PendingRequest::Outcome::Pending:
        break;
    }
}

void ResultView::showResult(const PendingRequest &request, const QJsonValue &outputSchema)
{
    showCallResult(ServerText::html(request.params().value("name"_L1).toString(), 200),
                   request.result(),
                   tr("in %1").arg(elapsedText(request.elapsedMs())),
                   outputSchema,
                   ContentView::isLarge(request.responseBytes()));
}

void ResultView::showTaskResult(const QString &tool,
                                const QString &taskId,
                                const QJsonObject &result,
                                const QJsonValue &outputSchema)
{
    m_progress->hide();
    m_progressText->hide();
    resetViews();
    showCallResult(ServerText::html(tool, 200),
                   result,
                   taskId.isEmpty() ? tr("without a task (the server ran it directly)")
                                    : tr("as task %1").arg(ServerText::html(taskId, 200)),
                   outputSchema);
}

void ResultView::showTaskFailure(const QString &tool,
                                 const QString &errorString,
                                 const JsonRpcError &error)
{
    m_progress->hide();
    m_progressText->hide();
    resetViews();
    if (error.code != 0) {
        showRemoteError(error);
        return;
    }
    setBanner(Outcome::LocalError,
              tr("<b>Task failed</b> — %1: %2")
                  .arg(ServerText::html(tool, 200), ServerText::html(errorString, 2000)));
    setRaw(QJsonObject{{"error"_L1, errorString}}, false);
}

void ResultView::showCallResult(const QString &tool,
                                const QJsonValue &value,
                                const QString &how,
                                const QJsonValue &outputSchema,
                                bool large)
{
    setRaw(value, true);
    if (!value.isObject()) {
        setBanner(Outcome::ProtocolError,
                  tr("<b>Invalid result</b> — the server answered with a result that is not an "
                     "object, so it is not a CallToolResult."));
        m_tabs->setCurrentIndex(RawTab);
        return;
    }
    const QJsonObject result = value.toObject();
    const QString summary = ServerText::html(ResultFormatter::contentSummary(result), 1000);
    if (result.value("isError"_L1).toBool()) {
        setBanner(Outcome::ToolError,
                  tr("<b>✖ Tool error</b> — %1 reported a failure (isError: true) %2. The "
                     "call itself succeeded; the tool says what went wrong:<br><b>%3</b>")
                      .arg(tool, how, ServerText::html(errorText(result), 1000)));
    } else {
        setBanner(Outcome::Result, tr("<b>Result</b> — %1 %2 (%3)").arg(tool, how, summary));
    }
    m_content->setBlocks(result.value("content"_L1).toArray(), large);
    if (result.contains("_meta"_L1)) {
        m_meta->setJson(result.value("_meta"_L1), u"meta.json"_s);
        m_metaTitle->show();
        m_meta->show();
    }
    showStructured(result, outputSchema);
}

void ResultView::showStructured(const QJsonObject &result, const QJsonValue &outputSchema)
{
    const bool hasStructured = result.contains("structuredContent"_L1);
    if (hasStructured)
        m_structured->setJson(result.value("structuredContent"_L1), u"structuredContent.json"_s);
    m_tabs->setTabVisible(StructuredTab, hasStructured);
    m_outputCheck->check(result, outputSchema); // the verdict follows, perhaps at once
}

bool ResultView::isCheckingOutput() const
{
    return m_outputCheck->isChecking();
}

void ResultView::showRemoteError(const JsonRpcError &error)
{
    const DecodedError decoded = FrameDescriber::decodeError(error);
    setBanner(Outcome::ProtocolError,
              tr("<b>Protocol error %1</b> (%2)<br><i>Server said:</i> %3<br><i>Meaning:</i> "
                 "%4<br><i>Hint:</i> %5")
                  .arg(ServerText::html(decoded.codeName),
                       ServerText::html(decoded.source),
                       ServerText::html(decoded.message, 2000),
                       ServerText::html(decoded.meaning),
                       ServerText::html(decoded.hint)));
    QJsonObject object{{"code"_L1, error.code}, {"message"_L1, error.message}};
    if (!error.data.isUndefined())
        object.insert("data"_L1, error.data);
    setRaw(object, false);
    m_tabs->setCurrentIndex(RawTab); // there is no content; the error object is what there is
}

void ResultView::showLocalError(const PendingRequest &request)
{
    QString title;
    QString detail = ServerText::html(request.errorString(), 2000);
    switch (request.outcome()) {
    case PendingRequest::Outcome::Timeout:
        title = tr("Timed out");
        detail += tr(". mcpscope told the server to stop (notifications/cancelled); a late "
                     "answer will still appear in the message log.");
        break;
    case PendingRequest::Outcome::Cancelled:
        title = tr("Cancelled");
        detail = tr("You cancelled the call after %1; the server was told to stop "
                    "(notifications/cancelled).")
                     .arg(elapsedText(request.elapsedMs()));
        break;
    case PendingRequest::Outcome::TransportError:
        title = request.httpStatus() == 401 || request.httpStatus() == 403
                    ? tr("Authorization required")
                    : tr("Not delivered");
        break;
    case PendingRequest::Outcome::ConnectionClosed:
        title = tr("Connection closed");
        break;
    case PendingRequest::Outcome::Pending:
    case PendingRequest::Outcome::Result:
    case PendingRequest::Outcome::RemoteError:
        return; // not local outcomes: showOutcome() routes them elsewhere
    }
    setBanner(Outcome::LocalError, u"<b>%1</b> — %2"_s.arg(title.toHtmlEscaped(), detail));
}

void ResultView::showResourceContents(const QString &uri, const QJsonArray &contents)
{
    m_content->showResourceContents(uri, contents);
}

void ResultView::showResourceError(const QString &uri, const QString &message)
{
    m_content->showResourceError(uri, message);
}

QString ResultView::shownText() const
{
    QStringList texts;
    for (const TextContentWidget *text : m_content->findChildren<TextContentWidget *>())
        texts << text->text();
    return texts.join(u"\n\n"_s);
}

void ResultView::setBanner(Outcome outcome, const QString &html)
{
    m_outcome = outcome;
    if (outcome != Outcome::Busy) {
        m_progress->hide();
        m_progressText->hide();
        m_busyTick.stop();
    }
    m_banner->setText(html);
    PaletteColors::setBackgroundTone(m_banner, toneOf(outcome));
}

void ResultView::setRaw(const QJsonValue &value, bool lazily)
{
    m_rawValue = value;
    m_rawStale = lazily && m_tabs->currentIndex() != RawTab;
    if (m_rawStale) {
        m_raw->setText(tr("(Open this tab to format the raw JSON.)"));
        return;
    }
    m_raw->setText(value.isUndefined() ? QString() : DisplayText::prettyJson(value),
                   u"result.json"_s);
}
