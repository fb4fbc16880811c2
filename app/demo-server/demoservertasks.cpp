// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The tasks extension (io.modelcontextprotocol/tasks) of DemoServer's modern era: a client
// that declares it gets long_operation as a task ({resultType: "task", taskId, status, ...}),
// polls it with tasks/get, stops it with tasks/cancel, and may follow it on a
// subscriptions/listen stream with notifications.taskIds.
#include "demoserver.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

Reply unknownTask(const QString &taskId)
{
    return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                          u"Unknown or expired task: %1"_s.arg(taskId),
                          QJsonObject{{"taskId"_L1, taskId}});
}

} // namespace

void DemoServer::setSharedTasks(TaskStore *tasks)
{
    disconnect(m_tasksConnection);
    m_tasks = tasks;
    m_tasksConnection
        = connect(m_tasks, &TaskStore::taskChanged, this, &DemoServer::notifyTaskListeners);
}

bool DemoServer::clientWantsTasks() const
{
    return m_modern
           && m_modern->clientCapabilities.value("extensions"_L1)
                  .toObject()
                  .contains(ModernProtocol::TasksExtension);
}

std::optional<Reply> DemoServer::startTask(const QJsonObject &arguments)
{
    if (!clientWantsTasks())
        return std::nullopt;
    QJsonObject task = m_tasks->start(arguments.value("duration_seconds"_L1).toDouble(),
                                      arguments.value("steps"_L1).toInt());
    diagnostic(u"long_operation runs as task %1"_s.arg(task.value("taskId"_L1).toString()));
    task.insert("resultType"_L1, u"task"_s);
    return Reply::success(task);
}

std::optional<Reply> DemoServer::getTask(const JsonRpcMessage &request)
{
    const QString taskId = request.paramsObject().value("taskId"_L1).toString();
    const std::optional<QJsonObject> task = m_tasks->detailed(taskId);
    if (!task)
        return unknownTask(taskId);
    return Reply::success(*task);
}

std::optional<Reply> DemoServer::updateTask(const JsonRpcMessage &request)
{
    const QString taskId = request.paramsObject().value("taskId"_L1).toString();
    const std::optional<QJsonObject> task = m_tasks->detailed(taskId);
    if (!task)
        return unknownTask(taskId);
    // The demo's only task (long_operation) never asks for input.
    return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                          u"Task %1 is not waiting for input (status %2)"_s.arg(
                              taskId, task->value("status"_L1).toString()),
                          QJsonObject{{"taskId"_L1, taskId}});
}

std::optional<Reply> DemoServer::cancelTask(const JsonRpcMessage &request)
{
    const QString taskId = request.paramsObject().value("taskId"_L1).toString();
    const std::optional<bool> cancelled = m_tasks->cancel(taskId);
    if (!cancelled)
        return unknownTask(taskId);
    diagnostic(*cancelled ? u"task %1 cancelled"_s.arg(taskId)
                          : u"task %1 had already ended; nothing to cancel"_s.arg(taskId));
    return Reply::success({});
}

void DemoServer::notifyTaskListeners(const QJsonObject &detailedTask)
{
    const QJsonValue taskId = detailedTask.value("taskId"_L1);
    for (auto it = m_listens.cbegin(); it != m_listens.cend(); ++it) {
        if (!it.value().value("taskIds"_L1).toArray().contains(taskId))
            continue;
        QJsonObject params = detailedTask;
        params.insert("_meta"_L1,
                      QJsonObject{{ModernProtocol::SubscriptionIdKey, it.key().toJson()}});
        send(JsonRpcMessage::notification(Mcp::Method::TaskNotification, params));
    }
}
