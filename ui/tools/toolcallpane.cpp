// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolcallpane.h"

#include "displaytext.h"
#include "forms/formvaluestore.h"
#include "forms/schemaformview.h"
#include "palettecolors.h"
#include "results/resourcereader.h"
#include "resultview.h"
#include "session/sessioncontext.h"
#include "tasks/tasksupport.h"
#include "toolappslot.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/apps/appmeta.h>
#include <core/apps/appresourcecache.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/mcptask.h>
#include <core/mcp/pendingrequest.h>
#include <core/schema/schemaformmodel.h>
#include <core/schema/schemaformsecrets.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// How often an app shown before its call hears the arguments being edited.
constexpr int kPartialInputMs = 150;

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

// The default SendConfirmation: a warning that lists the problems, Cancel by default.
bool askToSendAnyway(QWidget *parent, const QString &tool, const QStringList &problems)
{
    // The problems quote the server's schema (names, patterns, enum values): details, plain.
    const ServerText::Message message{
        QMessageBox::Warning,
        ToolCallPane::tr("Arguments with problems"),
        ToolCallPane::tr("The arguments of %1 do not match its input schema (%n problem(s)).\n\n"
                         "Send them anyway? The server decides what to do with them. Show "
                         "Details… lists the problems.",
                         nullptr,
                         int(problems.size()))
            .arg(ServerText::line(tool, 80)),
        problems.join(u'\n'),
        {}};
    return ServerText::confirm(
        parent, message, ToolCallPane::tr("Send anyway"), u"sendAnywayButton"_s);
}

// MCP: destructiveHint means the tool may destroy or change data; it is a hint from the
// server (the spec's default when absent is true, but then every unannotated tool would ask).
bool isMarkedDestructive(const QJsonObject &tool)
{
    const QJsonObject annotations = tool.value("annotations"_L1).toObject();
    return annotations.value("destructiveHint"_L1).toBool()
           && !annotations.value("readOnlyHint"_L1).toBool();
}

bool askToCallDestructive(QWidget *parent, const QJsonObject &tool)
{
    // This dialog is the safety prompt: the server's tool name must not be able to restyle it.
    const ServerText::Message message{
        QMessageBox::Warning,
        ToolCallPane::tr("Destructive tool"),
        ToolCallPane::tr("The server says %1 may destroy or change data (destructiveHint).\n\n"
                         "Call it anyway?")
            .arg(ServerText::line(tool.value("name"_L1).toString(), 80)),
        {},
        {}};
    return ServerText::confirm(parent,
                               message,
                               ToolCallPane::tr("Call", "verb: call the selected tool"),
                               u"callDestructiveButton"_s);
}

} // namespace

ToolCallPane::ToolCallPane(QWidget *parent)
    : QWidget(parent)
    , m_title(ServerText::label(u"toolTitle"_s, this))
    , m_description(ServerText::label(u"toolDescription"_s, this))
    , m_annotations(ServerText::label(u"toolAnnotations"_s, this))
    , m_form(new SchemaFormView(this))
    , m_asTask(new QCheckBox(tr("As task"), this))
    , m_callButton(new QPushButton(tr("Call", "verb: call the selected tool"), this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_saveButton(new QPushButton(tr("Save Call…"), this))
    , m_hint(ServerText::label(u"callHint"_s, this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_result(new ResultView(m_splitter))
    , m_resourceReader(new ResourceReader(this))
    , m_appResources(new AppResourceCache(this))
{
    auto *top = new QWidget(m_splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(createHeader());
    topLayout->addWidget(m_description);
    topLayout->addWidget(m_annotations);
    topLayout->addWidget(m_form, 1);
    m_splitter->setObjectName(u"toolCallSplitter"_s);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_result);
    // The form is where you work, results hold images, trees and documents: the form gets a
    // little more, both scroll.
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({360, 240});
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_callButton, &QPushButton::clicked, this, &ToolCallPane::callTool);
    connect(m_cancelButton, &QPushButton::clicked, this, &ToolCallPane::cancelCall);
    connect(m_saveButton, &QPushButton::clicked, this, &ToolCallPane::saveCall);
    m_form->setObjectName(u"toolForm"_s);
    PaletteColors::setTextTone(m_annotations, PaletteColors::Tone::Neutral);
    m_confirmSend = [this](const QString &tool, const QStringList &problems) {
        return askToSendAnyway(this, tool, problems);
    };
    m_confirmDestructive
        = [this](const QJsonObject &tool) { return askToCallDestructive(this, tool); };
    connect(m_form, &SchemaFormView::resetRequested, this, [this] {
        FormValueStore::forget(m_serverIdentity, formKey());
    });
    // Resource links in a result are read over the same session, shown where they were clicked.
    connect(m_result, &ResultView::resourceReadRequested, m_resourceReader, &ResourceReader::read);
    connect(m_resourceReader,
            &ResourceReader::contentsRead,
            m_result,
            &ResultView::showResourceContents);
    connect(
        m_resourceReader, &ResourceReader::readFailed, m_result, &ResultView::showResourceError);
    // Edits reach an app shown before its call at most every kPartialInputMs, newest value.
    m_partialInput.setSingleShot(true);
    m_partialInput.setInterval(kPartialInputMs);
    connect(&m_partialInput, &QTimer::timeout, this, &ToolCallPane::sendPartialArguments);
    connect(m_form->model(), &SchemaFormModel::valueChanged, this, [this] {
        if (!m_partialInput.isActive() && toolHasApp())
            m_partialInput.start();
    });
    showTool(false);
}

ToolCallPane::~ToolCallPane()
{
    // The window that would show a problem is being destroyed around this pane: a signal now
    // would reach a half-destroyed MainWindow (its statusBar() crashed when saving failed).
    const QSignalBlocker quiet(this);
    rememberArguments(); // what was typed but not sent is still there next time
}

QLayout *ToolCallPane::createHeader()
{
    QFont titleFont = FontUnits::scaled(m_title->font(), 1.2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_callButton->setObjectName(u"callButton"_s);
    m_callButton->setDefault(true);
    m_callButton->setToolTip(tr("Send tools/call with these arguments (Ctrl+Return)"));
    m_cancelButton->setObjectName(u"cancelButton"_s);
    m_cancelButton->setToolTip(tr("Stop waiting and tell the server to stop "
                                  "(notifications/cancelled)"));
    PaletteColors::setTextTone(m_hint, PaletteColors::Tone::Neutral);
    m_hint->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // In a narrow pane the hint wraps, so the tool's name is not squeezed into a column.
    m_hint->setWordWrap(true);
    m_hint->setMaximumWidth(m_hint->fontMetrics().averageCharWidth() * 28);
    // Call sits beside the tool's name, where the eye is, not below a form of any length.
    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_hint);
    m_asTask->setObjectName(u"runAsTaskCheck"_s);
    m_asTask->hide(); // only for servers and tools that run as tasks
    header->addWidget(m_asTask);
    header->addWidget(m_callButton);
    header->addWidget(m_cancelButton);
    m_saveButton->setObjectName(u"saveCallButton"_s);
    m_saveButton->setToolTip(tr("Keep this tool and these arguments under a name, to run "
                                "again from the Saved tab"));
    header->addWidget(m_saveButton);
    return header;
}

void ToolCallPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_resourceReader->setSession(session);
    m_appResources->setSession(session);
    if (session) {
        connect(session, &McpSession::stateChanged, this, &ToolCallPane::updateWidgets);
        connect(session, &McpSession::stateChanged, this, [this](McpSession::State state) {
            if (state == McpSession::State::Ready)
                prepareApp(false); // a reconnect: the app of this connection
        });
    }
    updateWidgets();
    prepareApp(false);
}

void ToolCallPane::setContext(SessionContext *context)
{
    context->followShown(this, [this, context] {
        setSession(context->isLive() ? context->session() : nullptr);
        if (context->isLive())
            setServerIdentity(context->liveServerIdentity());
    });
}

void ToolCallPane::setServerIdentity(const QString &identity)
{
    if (identity == m_serverIdentity)
        return;
    rememberArguments(); // under the server they were typed for
    m_serverIdentity = identity;
    if (m_tool.isEmpty())
        return;
    m_form->model()->resetToDefaults();
    restoreArguments();
}

void ToolCallPane::setSendConfirmation(SendConfirmation confirmation)
{
    m_confirmSend = std::move(confirmation);
}

void ToolCallPane::setDestructiveConfirmation(DestructiveConfirmation confirmation)
{
    m_confirmDestructive = std::move(confirmation);
}

void ToolCallPane::setTool(const QJsonObject &tool)
{
    if (tool == m_tool)
        return;
    const bool sameTool = tool.value("name"_L1) == m_tool.value("name"_L1);
    rememberArguments();
    m_tool = tool;
    showTool(sameTool);
    if (!sameTool) {
        restoreArguments();
        prepareApp(true);
    }
}

QString ToolCallPane::formKey() const
{
    const QString name = m_tool.value("name"_L1).toString();
    return name.isEmpty() ? QString() : u"tool:"_s + name;
}

void ToolCallPane::rememberArguments()
{
    if (m_tool.isEmpty())
        return;
    // Passwords and writeOnly values are sent, never written to disk.
    const QString problem = FormValueStore::save(
        m_serverIdentity, formKey(), SchemaFormSecrets::withoutSecrets(*m_form->model()));
    if (!problem.isEmpty())
        Q_EMIT statusMessage(problem);
}

void ToolCallPane::restoreArguments()
{
    if (const std::optional<QByteArray> saved = FormValueStore::load(m_serverIdentity, formKey()))
        m_form->model()->setJson(*saved); // a value that no longer parses is ignored
}

void ToolCallPane::showTool(bool keepValue)
{
    const QString name = m_tool.value("name"_L1).toString();
    const QString title = m_tool.value("title"_L1).toString();
    if (m_tool.isEmpty())
        m_title->setText(tr("No tool selected"));
    else
        m_title->setText(title.isEmpty() || title == name
                             ? ServerText::line(name)
                             : u"%1 — %2"_s.arg(ServerText::line(name), ServerText::line(title)));
    // A short name stays on one line; a long one wraps from a readable width on.
    m_title->setMinimumWidth(qMin(m_title->fontMetrics().horizontalAdvance(m_title->text()) + 4,
                                  m_title->fontMetrics().averageCharWidth() * 24));
    const QString description = m_tool.isEmpty()
                                    ? tr("Pick a tool in the list on the left to see its "
                                         "arguments here.")
                                    : m_tool.value("description"_L1).toString();
    ServerText::setText(m_description, description);
    m_description->setVisible(!description.isEmpty());
    const QString annotations = annotationText(m_tool.value("annotations"_L1).toObject());
    m_annotations->setText(annotations);
    m_annotations->setVisible(!annotations.isEmpty());
    const LosslessJson previous = m_form->model()->losslessValue();
    m_form->setSchema(m_tool.value("inputSchema"_L1).toObject());
    if (keepValue)
        m_form->model()->setValue(previous); // a list_changed refresh keeps what was typed
    m_form->setVisible(!m_tool.isEmpty());
    updateWidgets();
}

QString ToolCallPane::blockedReason() const
{
    if (isCalling())
        return tr("Waiting for %1…")
            .arg(ServerText::line(m_pending->params().value("name"_L1).toString(), 40));
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return tr("Connect to a server to call tools.");
    if (m_tool.isEmpty())
        return tr("Select a tool on the left.");
    return {};
}

void ToolCallPane::updateTaskBox()
{
    const bool serverTasks
        = m_session && TaskSupport::serverRunsToolsAsTasks(m_session->serverInfo());
    const QString support = TaskSupport::toolTaskSupport(m_tool);
    m_asTask->setVisible(serverTasks && support != "forbidden"_L1);
    // MCP 2025-11-25: a tool whose taskSupport is "required" must be called as a task.
    if (support == "required"_L1)
        m_asTask->setChecked(true);
    m_asTask->setEnabled(support == "optional"_L1);
    m_asTask->setToolTip(support == "required"_L1
                             ? tr("This tool must run as a task (execution.taskSupport: "
                                  "required); follow it in the Tasks pane")
                             : tr("Run as a task: tools/call returns a task at once; follow it "
                                  "in the Tasks pane"));
}

void ToolCallPane::updateWidgets()
{
    updateTaskBox();
    const QString blocked = blockedReason();
    m_callButton->setEnabled(blocked.isEmpty());
    m_cancelButton->setEnabled(isCalling());
    m_saveButton->setEnabled(!m_tool.isEmpty());
    m_hint->setText(blocked.isEmpty() ? tr("Ctrl+Return calls the tool.") : blocked);
}

void ToolCallPane::callTool()
{
    if (!blockedReason().isEmpty())
        return;
    QString notJson;
    if (!m_form->applyPendingJson(&notJson)) {
        m_hint->setText(tr("Not sent: the JSON does not parse."));
        return; // the problem is shown under the text; there is nothing to send
    }
    const QString name = m_tool.value("name"_L1).toString();
    const QStringList problems = m_form->validateNow(); // also marks the fields
    if (!problems.isEmpty() && !m_confirmSend(name, problems)) {
        m_hint->setText(
            tr("Not sent: %n problem(s) in the arguments.", nullptr, int(problems.size())));
        return;
    }
    if (isMarkedDestructive(m_tool) && !m_confirmDestructive(m_tool)) {
        m_hint->setText(tr("Not called: %1 is destructive.").arg(ServerText::line(name, 80)));
        return;
    }
    // Whatever the form holds is sent, even a value that is no object: a debugger tries that.
    const QJsonValue arguments = m_form->model()->value();
    const McpRequest call = McpRequest::callTool(name, arguments);
    rememberArguments();
    m_session->reportUserAction({call.method, tr("Called tool %1").arg(name), call.params});
    if (m_asTask->isVisible() && m_asTask->isChecked()) {
        m_result->showBusy(tr("%1 runs as a task; the Tasks pane follows it…").arg(name));
        Q_EMIT taskCallRequested(name, arguments.toObject());
        return;
    }
    RequestOptions options;
    options.withProgress = true; // long tools report progress; the bar shows it
    PendingRequest *request = call.send(*m_session, options);
    m_pending = request;
    m_result->showBusy(tr("Calling %1…").arg(name));
    startApp(*request, arguments.toObject());
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

void ToolCallPane::saveCall()
{
    if (m_tool.isEmpty())
        return;
    if (!m_form->applyPendingJson()) {
        m_hint->setText(tr("Not saved: the JSON does not parse."));
        return;
    }
    Q_EMIT saveCallRequested(m_tool.value("name"_L1).toString(),
                             m_form->model()->value().toObject());
}

void ToolCallPane::showTaskResult(const QString &tool,
                                  const QString &taskId,
                                  const QJsonObject &result)
{
    // The tool shown may have changed while the task ran: its outputSchema applies only to it.
    const QJsonValue outputSchema = m_tool.value("name"_L1).toString() == tool
                                        ? m_tool.value("outputSchema"_L1)
                                        : QJsonValue();
    m_result->showTaskResult(tool, taskId, result, outputSchema);
}

void ToolCallPane::showTaskFailure(const QString &tool,
                                   const QString &errorString,
                                   const JsonRpcError &error)
{
    m_result->showTaskFailure(tool, errorString, error);
    if (error.code != 0)
        Q_EMIT remoteErrorReceived(error);
}

bool ToolCallPane::toolHasApp() const
{
    // MCP Apps (SEP-1865): only when this connection offered the extension, and only for a
    // tool whose _meta.ui names a ui:// resource.
    return m_session && m_session->state() == McpSession::State::Ready
           && m_session->clientCapabilities()
                  .value("extensions"_L1)
                  .toObject()
                  .contains(AppMeta::ExtensionId)
           && AppMeta::toolUi(m_tool).hasApp();
}

void ToolCallPane::prepareApp(bool show)
{
    m_partialInput.stop();
    const QString name = m_tool.value("name"_L1).toString();
    if (!toolHasApp() || isCalling() || (m_app && m_app->awaitsCall(m_session, name)))
        return;
    ToolAppSlot *slot = ToolAppSlot::create(nullptr);
    if (!slot)
        return;
    // The app of an earlier call goes; this one waits for the call, shown from now on.
    m_result->setAppSlot(slot, show);
    m_app = slot;
    m_appCall = {};
    slot->prepare(m_session, m_tool, m_appResources);
    slot->updateArguments(m_form->model()->value().toObject());
}

void ToolCallPane::sendPartialArguments()
{
    if (!toolHasApp() || isCalling())
        return;
    // After a call, the next edit is for the next call: a fresh app follows it.
    if (!m_app || !m_app->awaitsCall(m_session, m_tool.value("name"_L1).toString()))
        prepareApp(false);
    if (m_app)
        m_app->updateArguments(m_form->model()->value().toObject());
}

void ToolCallPane::startApp(const PendingRequest &request, const QJsonObject &arguments)
{
    m_partialInput.stop();
    // The app shown since the tool was selected takes this call; else a new one (the App tab
    // of an earlier call goes).
    const QString name = m_tool.value("name"_L1).toString();
    if (!(m_app && m_app->awaitsCall(m_session, name))) {
        ToolAppSlot *slot = toolHasApp() ? ToolAppSlot::create(nullptr) : nullptr;
        m_result->setAppSlot(slot, true);
        m_app = slot;
        if (slot)
            slot->prepare(m_session, m_tool, m_appResources);
    } else {
        m_result->showAppTab();
    }
    m_appCall = request.id();
    if (m_app)
        m_app->start(m_session, m_tool, request.id(), arguments);
}

void ToolCallPane::handleFinished(PendingRequest *request, const QJsonValue &outputSchema)
{
    if (request == m_pending)
        m_pending.clear();
    const QJsonObject result = request->result().toObject();
    if (request->outcome() == PendingRequest::Outcome::Result
        && McpTask::isModernTaskResult(result)) {
        const QString tool = request->params().value("name"_L1).toString();
        m_result->showBusy(tr("%1 runs as task %2; the Tasks pane follows it…")
                               .arg(tool, result.value("taskId"_L1).toString()));
        updateWidgets();
        Q_EMIT modernTaskStarted(tool, result);
        return;
    }
    m_result->showOutcome(*request, outputSchema);
    if (m_app && m_appCall == request->id()) {
        if (request->outcome() == PendingRequest::Outcome::Result)
            m_app->finishWithResult(result);
        else
            m_app->finishWithoutResult(request->errorString());
        m_result->showAppTab();
    }
    updateWidgets();
    if (request->outcome() == PendingRequest::Outcome::RemoteError)
        Q_EMIT remoteErrorReceived(request->error());
    Q_EMIT callFinished();
}
