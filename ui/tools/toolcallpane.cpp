// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolcallpane.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "results/resourcereader.h"
#include "resultview.h"
#include "toolformwidget.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// MCP tool annotations are hints from the server, not guarantees; shown as such.
QString annotationText(const QJsonObject &annotations)
{
    QStringList hints;
    if (annotations.value("readOnlyHint"_L1).toBool())
        hints << ToolCallPane::tr("read-only");
    if (annotations.value("destructiveHint"_L1).toBool())
        hints << ToolCallPane::tr("destructive");
    if (annotations.value("idempotentHint"_L1).toBool())
        hints << ToolCallPane::tr("idempotent");
    if (annotations.value("openWorldHint"_L1).toBool())
        hints << ToolCallPane::tr("open world");
    return hints.isEmpty() ? QString()
                           : ToolCallPane::tr("Server hints: %1").arg(hints.join(u" · "_s));
}

QLabel *makeLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ToolCallPane::ToolCallPane(QWidget *parent)
    : QWidget(parent)
    , m_title(makeLabel(u"toolTitle"_s, this))
    , m_form(new ToolFormWidget)
    , m_scroll(new QScrollArea(this))
    , m_callButton(new QPushButton(tr("Call"), this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_hint(makeLabel(u"callHint"_s, this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_result(new ResultView(m_splitter))
    , m_resourceReader(new ResourceReader(this))
{
    auto *top = new QWidget(m_splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(createHeader());
    topLayout->addWidget(createFormArea(), 1);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_result);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    // Results hold images, trees and documents: they get the larger share; the form scrolls.
    m_splitter->setSizes({200, 300});
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_callButton, &QPushButton::clicked, this, &ToolCallPane::callTool);
    connect(m_cancelButton, &QPushButton::clicked, this, &ToolCallPane::cancelCall);
    connect(m_form, &ToolFormWidget::changed, this, &ToolCallPane::updateWidgets);
    // Resource links in a result are read over the same session, shown where they were clicked.
    connect(m_result, &ResultView::resourceReadRequested, m_resourceReader, &ResourceReader::read);
    connect(m_resourceReader,
            &ResourceReader::contentsRead,
            m_result,
            &ResultView::showResourceContents);
    connect(
        m_resourceReader, &ResourceReader::readFailed, m_result, &ResultView::showResourceError);
    showTool();
}

QLayout *ToolCallPane::createHeader()
{
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_callButton->setObjectName(u"callButton"_s);
    m_callButton->setDefault(true);
    m_callButton->setToolTip(tr("Send tools/call with these arguments (Ctrl+Return)"));
    m_cancelButton->setObjectName(u"cancelButton"_s);
    m_cancelButton->setToolTip(tr("Stop waiting and tell the server to stop "
                                  "(notifications/cancelled)"));
    PaletteColors::setTextTone(m_hint, PaletteColors::Tone::Neutral);
    m_hint->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_hint->setWordWrap(false);
    // Call sits beside the tool's name, where the eye is, not below a form of any length.
    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_hint);
    header->addWidget(m_callButton);
    header->addWidget(m_cancelButton);
    return header;
}

QWidget *ToolCallPane::createFormArea()
{
    auto *page = new QWidget;
    m_description = makeLabel(u"toolDescription"_s, page);
    m_annotations = makeLabel(u"toolAnnotations"_s, page);
    PaletteColors::setTextTone(m_annotations, PaletteColors::Tone::Neutral);
    m_form->setObjectName(u"toolForm"_s);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_description);
    layout->addWidget(m_annotations);
    layout->addSpacing(4);
    layout->addWidget(m_form, 1);
    m_scroll->setWidget(page);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    return m_scroll;
}

void ToolCallPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_resourceReader->setSession(session);
    if (session)
        connect(session, &McpSession::stateChanged, this, &ToolCallPane::updateWidgets);
    updateWidgets();
}

void ToolCallPane::setTool(const QJsonObject &tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    showTool();
}

void ToolCallPane::showTool()
{
    const QString name = m_tool.value("name"_L1).toString();
    const QString title = m_tool.value("title"_L1).toString();
    if (m_tool.isEmpty())
        m_title->setText(tr("No tool selected"));
    else
        m_title->setText(title.isEmpty() || title == name ? name : u"%1 — %2"_s.arg(name, title));
    const QString description = m_tool.isEmpty()
                                    ? tr("Pick a tool in the list on the left to see its "
                                         "arguments here.")
                                    : m_tool.value("description"_L1).toString();
    m_description->setText(DisplayText::capped(description, 4000));
    m_description->setVisible(!description.isEmpty());
    const QString annotations = annotationText(m_tool.value("annotations"_L1).toObject());
    m_annotations->setText(annotations);
    m_annotations->setVisible(!annotations.isEmpty());
    m_form->setSchema(m_tool.value("inputSchema"_L1).toObject());
    m_form->setVisible(!m_tool.isEmpty());
    updateWidgets();
}

QString ToolCallPane::blockedReason() const
{
    if (isCalling())
        return tr("Waiting for %1…")
            .arg(DisplayText::capped(m_pending->params().value("name"_L1).toString(), 40));
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return tr("Connect to a server to call tools.");
    if (m_tool.isEmpty())
        return tr("Select a tool on the left.");
    return {};
}

void ToolCallPane::updateWidgets()
{
    const QString blocked = blockedReason();
    m_callButton->setEnabled(blocked.isEmpty());
    m_cancelButton->setEnabled(isCalling());
    m_hint->setText(blocked.isEmpty() ? tr("Ctrl+Return calls the tool.") : blocked);
}

void ToolCallPane::callTool()
{
    if (!blockedReason().isEmpty())
        return;
    const QStringList problems = m_form->validate();
    if (!problems.isEmpty()) {
        // The problems themselves are shown under their fields.
        m_hint->setText(problems.size() == 1
                            ? tr("Fix 1 field before calling.")
                            : tr("Fix %1 fields before calling.").arg(problems.size()));
        return;
    }
    const QString name = m_tool.value("name"_L1).toString();
    const QJsonObject params{{"name"_L1, name}, {"arguments"_L1, m_form->arguments()}};
    RequestOptions options;
    options.withProgress = true; // long tools report progress; the bar shows it
    PendingRequest *request = m_session->sendRequest(Mcp::Method::ToolsCall, params, options);
    m_pending = request;
    m_result->showBusy(tr("Calling %1…").arg(name));
    connect(request, &PendingRequest::progressReported, m_result, &ResultView::showProgress);
    // The result is checked against the schema of the tool that was called, even if the
    // selection moves on while the call runs.
    const QJsonValue outputSchema = m_tool.value("outputSchema"_L1);
    connect(request, &PendingRequest::finished, this, [this, request, outputSchema] {
        handleFinished(request, outputSchema);
    });
    updateWidgets();
}

void ToolCallPane::cancelCall()
{
    if (m_pending)
        m_pending->cancel(tr("cancelled by the user"));
}

void ToolCallPane::handleFinished(PendingRequest *request, const QJsonValue &outputSchema)
{
    if (request == m_pending)
        m_pending.clear();
    m_result->showOutcome(*request, outputSchema);
    updateWidgets();
    Q_EMIT callFinished();
}
