// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "taskspane.h"

#include "palettecolors.h"
#include "session/sessioncontext.h"
#include "tasklistmodel.h"
#include "tasksupport.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/mcptask.h>
#include <core/mcp/pagedlist.h>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QJsonObject tasksCapability(const McpSession *session)
{
    return session ? session->serverInfo().capabilities.value("tasks"_L1).toObject()
                   : QJsonObject();
}

bool offersModernTasks(const McpSession *session)
{
    return session && session->isModern()
           && session->clientCapabilities()
                  .value("extensions"_L1)
                  .toObject()
                  .contains(McpTask::ModernExtension);
}

} // namespace

TasksPane::TasksPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new TaskListModel(this))
    , m_view(new QTableView(this))
    , m_status(ServerText::lineLabel(QString(), this))
    , m_refresh(new QPushButton(tr("List Tasks"), this))
    , m_result(new QPushButton(tr("Get Result"), this))
    , m_cancel(new QPushButton(tr("Cancel Task"), this))
{
    m_view->setObjectName(u"tasksTable"_s);
    m_view->setAccessibleName(tr("Tasks"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_status->setObjectName(u"tasksStatus"_s);
    m_status->setWordWrap(true);
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Neutral);
    m_refresh->setObjectName(u"listTasksButton"_s);
    m_refresh->setToolTip(
        tr("%1: the tasks the server knows for this session").arg(Mcp::Method::TasksList));
    m_result->setObjectName(u"taskResultButton"_s);
    m_result->setToolTip(
        tr("%1: the server answers once the task has ended").arg(Mcp::Method::TasksResult));
    m_cancel->setObjectName(u"cancelTaskButton"_s);
    m_cancel->setToolTip(tr("%1: ask the server to cancel the task").arg(Mcp::Method::TasksCancel));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_result);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);
    connect(m_refresh, &QPushButton::clicked, this, &TasksPane::refreshList);
    connect(m_result, &QPushButton::clicked, this, &TasksPane::fetchSelectedResult);
    connect(m_cancel, &QPushButton::clicked, this, &TasksPane::cancelSelected);
    connect(m_view->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &TasksPane::updateWidgets);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TasksPane::updateWidgets);
    updateWidgets();
}

void TasksPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_model->clear();
    if (session)
        connect(session, &McpSession::stateChanged, this, &TasksPane::updateWidgets);
    updateWidgets();
}

void TasksPane::setContext(SessionContext *context)
{
    context->followLive(this, [this, context] { setSession(context->liveSession()); });
}

bool TasksPane::serverRunsToolsAsTasks() const
{
    return m_session && TaskSupport::serverRunsToolsAsTasks(m_session->serverInfo());
}

void TasksPane::runTool(const QString &name, const QJsonObject &arguments)
{
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return;
    track(McpTask::callTool(m_session, name, arguments), name, true);
}

void TasksPane::followModernTask(const QString &tool, const QJsonObject &result)
{
    if (!m_session)
        return;
    McpTask *task = McpTask::adoptModern(m_session, result);
    track(task, tool, true);
    if (task->isTerminal())
        task->fetchResult();
    else
        task->startPolling();
}

void TasksPane::track(McpTask *task, const QString &tool, bool fetchWhenDone)
{
    const int row = m_model->addTask(task, tool);
    m_view->selectRow(row);
    connect(task, &McpTask::created, this, [task] { task->startPolling(); });
    if (fetchWhenDone) {
        // tasks/result waits for the end; asking once the status says so keeps the request
        // short (and the session's timeout out of the way of a long task).
        connect(task, &McpTask::statusChanged, this, [task](const QString &status) {
            if (McpTask::isTerminalStatus(status) && !task->hasResult())
                task->fetchResult();
        });
    }
    connect(task, &McpTask::finished, this, [this, task, tool] {
        if (task->hasError())
            Q_EMIT taskFailed(tool, task->errorString(), task->remoteError());
        else if (task->hasResult())
            Q_EMIT resultReady(tool, task->taskId(), task->result());
    });
}

void TasksPane::refreshList()
{
    if (!m_session)
        return;
    PagedList *list = PagedList::start(m_session, Mcp::Method::TasksList, Mcp::Key::TaskList);
    m_status->setText(tr("Listing tasks…"));
    connect(list, &PagedList::finished, this, [this, list] {
        if (list->hasError()) {
            m_status->setText(
                tr("tasks/list failed: %1").arg(ServerText::plain(list->errorString())));
            return;
        }
        int added = 0;
        for (const QJsonValue &value : list->items()) {
            const QJsonObject task = value.toObject();
            if (!m_session || m_model->rowOf(task.value("taskId"_L1).toString()) >= 0)
                continue; // known tasks follow their own polling
            track(McpTask::attach(m_session, task), {}, false);
            ++added;
        }
        m_status->setText(
            tr("tasks/list: %n task(s), %1 new.", nullptr, int(list->items().size())).arg(added));
    });
}

int TasksPane::selectedRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

McpTask *TasksPane::selectedTask() const
{
    return m_model->taskAt(selectedRow());
}

void TasksPane::fetchSelectedResult()
{
    if (McpTask *task = selectedTask(); task && !task->taskId().isEmpty())
        task->fetchResult();
}

void TasksPane::cancelSelected()
{
    if (McpTask *task = selectedTask(); task && !task->taskId().isEmpty() && !task->isTerminal())
        task->cancel();
}

void TasksPane::updateWidgets()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    const QJsonObject capability = tasksCapability(m_session);
    McpTask *task = selectedTask();
    const bool hasId = task && !task->taskId().isEmpty();
    m_refresh->setEnabled(ready && capability.contains("list"_L1));
    m_result->setEnabled(ready && hasId);
    // The modern extension has tasks/cancel and no tasks/list.
    const bool cancellable = capability.contains("cancel"_L1) || (task && task->isModern());
    m_cancel->setEnabled(ready && hasId && !task->isTerminal() && cancellable);
    if (!ready)
        m_status->setText(tr("Connect to a server that offers tasks (MCP 2025-11-25)."));
    else if (offersModernTasks(m_session))
        m_status->setText(tr("This server runs tools as tasks when it chooses "
                             "(io.modelcontextprotocol/tasks); they appear here."));
    else if (capability.isEmpty())
        m_status->setText(tr("This server does not offer tasks."));
    else if (m_status->text().isEmpty() || m_status->text().startsWith(tr("Connect")))
        m_status->setText(serverRunsToolsAsTasks()
                              ? tr("Tick \"As task\" next to Call to run a tool as a task.")
                              : tr("This server offers tasks, but not for tools/call."));
}
