// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcptask.h"

#include "mcpmethods.h"
#include "mcprequests.h"
#include "mcpsession.h"
#include "pendingrequest.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int kDefaultPollIntervalMs = 1000;
constexpr int kMinPollIntervalMs = 50; // a server asking for 0 ms must not get a busy loop
} // namespace

McpTask::McpTask(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &McpTask::pollOnce);
    connect(session, &McpSession::notificationReceived, this, [this](const JsonRpcMessage &n) {
        // Optional status notifications; the params are the Task itself.
        if (n.paramsObject().value("taskId"_L1).toString() != taskId())
            return;
        if (n.method() == Mcp::Method::TasksStatus)
            updateTask(n.paramsObject());
        else if (m_modern && n.method() == Mcp::Method::TaskNotification) // the full DetailedTask
            takeModernTask(n.paramsObject());
    });
}

bool McpTask::isTerminalStatus(const QString &status)
{
    return status == "completed"_L1 || status == "failed"_L1 || status == "cancelled"_L1;
}

McpTask *McpTask::callTool(McpSession *session,
                           const QString &toolName,
                           const QJsonObject &arguments,
                           int ttlMs,
                           const QJsonObject &meta)
{
    auto *task = new McpTask(session, session);
    McpRequest call = McpRequest::callTool(toolName, arguments).withMeta(meta);
    // MCP 2026-07-28: no params.task; a server offered the tasks extension (declared back in
    // every request's capabilities) decides itself whether the call becomes a task.
    if (!session->isModern()) {
        QJsonObject taskParams;
        if (ttlMs >= 0)
            taskParams.insert(Mcp::Key::Ttl, ttlMs);
        call.params.insert(Mcp::Key::Task, taskParams);
    }
    PendingRequest *request = call.send(*session);
    connect(request, &PendingRequest::finished, task, [task, request] {
        if (request->outcome() == PendingRequest::Outcome::RemoteError)
            task->fail(request->errorString(), request->error());
        else if (request->hasError())
            task->fail(request->errorString());
        else
            task->handleCreated(request->result().toObject());
    });
    return task;
}

McpTask *McpTask::attach(McpSession *session, const QJsonObject &task)
{
    auto *handle = new McpTask(session, session);
    handle->m_task = task;
    return handle;
}

void McpTask::handleCreated(const QJsonObject &result)
{
    if (isModernTaskResult(result)) {
        m_modern = true;
        takeModernTask(result);
        Q_EMIT created();
        return;
    }
    // MCP 2025-11-25: CreateTaskResult nests the Task under "task". A server that ignored the
    // task request answered with the tool's result itself.
    if (!result.value("task"_L1).isObject()) {
        m_hasResult = true;
        m_result = result;
        Q_EMIT finished();
        return;
    }
    m_task = result.value("task"_L1).toObject();
    Q_EMIT created();
    Q_EMIT statusChanged(status(), statusMessage());
}

void McpTask::updateTask(const QJsonObject &task)
{
    const bool changed = task.value("status"_L1) != m_task.value("status"_L1)
                         || task.value("statusMessage"_L1) != m_task.value("statusMessage"_L1);
    m_task = task;
    if (changed)
        Q_EMIT statusChanged(status(), statusMessage());
    if (isTerminal())
        m_poll.stop();
}

void McpTask::startPolling()
{
    if (!isTerminal() && !m_polling)
        pollOnce();
}

void McpTask::pollOnce()
{
    if (!m_session || isTerminal())
        return;
    m_polling = true;
    PendingRequest *request = McpRequest::task(Mcp::Method::TasksGet, taskId()).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request] {
        m_polling = false;
        if (m_modern) {
            handleModernPoll(request);
            return;
        }
        if (request->hasError()) {
            fail(request->errorString(), request->error());
            return;
        }
        updateTask(request->result().toObject());
        if (!isTerminal())
            m_poll.start(pollIntervalMs());
    });
}

int McpTask::pollIntervalMs() const
{
    const int interval = m_task.value(m_modern ? "pollIntervalMs"_L1 : "pollInterval"_L1)
                             .toInt(kDefaultPollIntervalMs);
    return qMax(interval, kMinPollIntervalMs);
}

int McpTask::ttlMs() const
{
    const QJsonValue ttl = m_task.value(m_modern ? "ttlMs"_L1 : "ttl"_L1);
    return ttl.isDouble() ? ttl.toInt() : -1;
}

void McpTask::fetchResult()
{
    if (!m_session)
        return;
    if (m_modern) {
        fetchModernResult();
        return;
    }
    PendingRequest *request = McpRequest::task(Mcp::Method::TasksResult, taskId()).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (request->outcome() == PendingRequest::Outcome::RemoteError) {
            fail(request->errorString(), request->error());
            return;
        }
        if (request->hasError()) {
            fail(request->errorString());
            return;
        }
        m_hasResult = true;
        m_result = request->result().toObject();
        Q_EMIT finished();
    });
}

void McpTask::cancel()
{
    if (!m_session)
        return;
    if (m_modern) {
        cancelModern();
        return;
    }
    // MCP 2025-11-25: tasks are cancelled with tasks/cancel, never notifications/cancelled.
    PendingRequest *request = McpRequest::task(Mcp::Method::TasksCancel, taskId()).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (request->hasError())
            fail(request->errorString(), request->error());
        else
            updateTask(request->result().toObject());
    });
}

void McpTask::fail(const QString &errorString, const JsonRpcError &remote)
{
    m_poll.stop();
    m_errorString = errorString;
    m_remoteError = remote;
    Q_EMIT finished();
}
