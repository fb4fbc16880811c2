// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resultview.h"

#include "displaytext.h"
#include "log/framedetails.h"
#include "palettecolors.h"
#include "resultformatter.h"

#include <core/mcp/pendingrequest.h>

#include <QFontDatabase>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QPlainTextEdit *makeTextView(const QString &objectName, QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(objectName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

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

} // namespace

ResultView::ResultView(QWidget *parent)
    : QWidget(parent)
    , m_banner(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_note(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_content(makeTextView(u"resultContent"_s, m_tabs))
    , m_raw(makeTextView(u"resultRaw"_s, m_tabs))
{
    m_banner->setObjectName(u"resultBanner"_s);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setMargin(6);
    m_banner->setAutoFillBackground(true);
    m_progress->setObjectName(u"callProgress"_s);
    m_progress->hide();
    m_note->setObjectName(u"resultNote"_s);
    m_note->setWordWrap(true);
    PaletteColors::setTextTone(m_note, PaletteColors::Tone::Neutral);
    m_content->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_tabs->setObjectName(u"resultTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_content, tr("Result"));
    m_tabs->addTab(m_raw, tr("Raw JSON"));
    m_busyTick.setInterval(1000);
    connect(&m_busyTick, &QTimer::timeout, this, [this] {
        const qint64 seconds = m_busySince.elapsed() / 1000;
        m_banner->setText(tr("%1 %2 s").arg(m_busyText.toHtmlEscaped()).arg(seconds));
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_progress);
    layout->addWidget(m_note);
    layout->addWidget(m_tabs, 1);
    clear();
}

void ResultView::clear()
{
    setBanner(Outcome::None, tr("Call a tool to see its result here."));
    setTexts({}, {});
}

void ResultView::showBusy(const QString &text)
{
    m_busyText = text;
    m_busySince.start();
    m_busyTick.start();
    setBanner(Outcome::Busy, text.toHtmlEscaped());
    m_progress->setRange(0, 0);
    m_progress->setFormat({});
    m_progress->show();
    setTexts({}, {});
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
        text += u" — "_s + DisplayText::capped(message, 200);
    m_progress->setFormat(text);
    m_progress->setTextVisible(true);
}

void ResultView::showOutcome(const PendingRequest &request)
{
    m_progress->hide();
    switch (request.outcome()) {
    case PendingRequest::Outcome::Result:
        showResult(request);
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

void ResultView::showResult(const PendingRequest &request)
{
    showCallResult(request.params().value("name"_L1).toString().toHtmlEscaped(),
                   request.result(),
                   tr("in %1").arg(elapsedText(request.elapsedMs())));
}

void ResultView::showTaskResult(const QString &tool,
                                const QString &taskId,
                                const QJsonObject &result)
{
    m_progress->hide();
    showCallResult(tool.toHtmlEscaped(),
                   result,
                   taskId.isEmpty() ? tr("without a task (the server ran it directly)")
                                    : tr("as task %1").arg(taskId.toHtmlEscaped()));
}

void ResultView::showTaskFailure(const QString &tool,
                                 const QString &errorString,
                                 const JsonRpcError &error)
{
    m_progress->hide();
    if (error.code != 0) {
        showRemoteError(error);
        return;
    }
    setBanner(
        Outcome::LocalError,
        tr("<b>Task failed</b> — %1: %2").arg(tool.toHtmlEscaped(), errorString.toHtmlEscaped()));
    setTexts(errorString, {});
}

void ResultView::showCallResult(const QString &tool, const QJsonValue &value, const QString &how)
{
    const QString raw = DisplayText::prettyJson(value);
    if (!value.isObject()) {
        setBanner(Outcome::ProtocolError,
                  tr("<b>Invalid result</b> — the server answered with a result that is not an "
                     "object, so it is not a CallToolResult."));
        setTexts(raw, raw);
        return;
    }
    const QJsonObject result = value.toObject();
    const QString summary = ResultFormatter::contentSummary(result).toHtmlEscaped();
    if (result.value("isError"_L1).toBool()) {
        setBanner(Outcome::ToolError,
                  tr("<b>Tool error</b> — %1 reported a failure (isError: true) %2. The "
                     "call itself succeeded; the content says what went wrong (%3).")
                      .arg(tool, how, summary));
    } else {
        setBanner(Outcome::Result, tr("<b>Result</b> — %1 %2 (%3)").arg(tool, how, summary));
    }
    setTexts(ResultFormatter::contentText(result), raw);
}

void ResultView::showRemoteError(const JsonRpcError &error)
{
    const DecodedError decoded = FrameDescriber::decodeError(error);
    setBanner(Outcome::ProtocolError,
              tr("<b>Protocol error %1</b> (%2)<br><i>Server said:</i> %3<br><i>Meaning:</i> "
                 "%4<br><i>Hint:</i> %5")
                  .arg(decoded.codeName.toHtmlEscaped(),
                       decoded.source.toHtmlEscaped(),
                       DisplayText::capped(decoded.message, 2000).toHtmlEscaped(),
                       decoded.meaning.toHtmlEscaped(),
                       decoded.hint.toHtmlEscaped()));
    QJsonObject object{{"code"_L1, error.code}, {"message"_L1, error.message}};
    if (!error.data.isUndefined())
        object.insert("data"_L1, error.data);
    QString content = error.message;
    if (!decoded.data.isEmpty())
        content += u"\n\ndata:\n"_s + decoded.data;
    setTexts(content, DisplayText::prettyJson(object));
}

void ResultView::showLocalError(const PendingRequest &request)
{
    QString title;
    QString detail = request.errorString().toHtmlEscaped();
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
    setBanner(Outcome::LocalError, u"<b>%1</b> — %2"_s.arg(title, detail));
    setTexts(request.errorString(), {});
}

void ResultView::setBanner(Outcome outcome, const QString &html)
{
    m_outcome = outcome;
    if (outcome != Outcome::Busy) {
        m_progress->hide();
        m_busyTick.stop();
    }
    m_banner->setText(html);
    QPalette palette = m_banner->palette();
    palette.setColor(QPalette::Window, PaletteColors::background(palette, toneOf(outcome)));
    m_banner->setPalette(palette);
}

void ResultView::setTexts(const QString &content, const QString &raw)
{
    QString contentNote;
    QString rawNote;
    m_content->setPlainText(DisplayText::forView(content, DisplayText::kViewLimit, &contentNote));
    m_raw->setPlainText(DisplayText::forView(raw, DisplayText::kViewLimit, &rawNote));
    const QString note = contentNote.isEmpty() ? rawNote : contentNote;
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}
