// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// McpTask, the 2026-07-28 io.modelcontextprotocol/tasks extension: a flat resultType "task"
// result, tasks/get returning the DetailedTask (result or error inlined once it ends,
// inputRequests while it waits for input), tasks/update with the answers, tasks/cancel as an
// empty ack. There is no tasks/result and no tasks/list in this era.
#include "mcpmethods.h"
#include "mcprequests.h"
#include "mcpsession.h"
#include "mcptask.h"
#include "modernmeta.h"
#include "pendingrequest.h"
using namespace Qt::StringLiterals;

const QLatin1StringView McpTask::ModernExtension = "io.modelcontextprotocol/tasks"_L1;

namespace {

JsonRpcError errorFromJson(const QJsonObject &error)
{
    return {error.value("code"_L1).toInt(),
            error.value("message"_L1).toString(),
            error.value("data"_L1)};
}
} // namespace

bool McpTask::isModernTaskResult(const QJsonObject &result)
{
    return ModernMeta::resultType(result) == "task"_L1;
}

McpTask *McpTask::adoptModern(McpSession *session, const QJsonObject &result)
{
    auto *task = new McpTask(session, session);
    task->m_modern = true;
    task->takeModernTask(result);
    return task;
}

void McpTask::takeModernTask(const QJsonObject &detailed)
{
    QJsonObject task = detailed;
    const QJsonValue result = task.take("result"_L1);
    const QJsonValue error = task.take("error"_L1);
    const QJsonObject inputs = task.take("inputRequests"_L1).toObject();
    task.remove("resultType"_L1);
    task.remove("_meta"_L1);
    // The outcome is kept before the status changes, so that whoever reacts to a terminal
    // status can fetch it at once.
    if (result.isObject())
        m_outcome = QJsonObject{{"result"_L1, result}};
    else if (error.isObject())
        m_outcome = QJsonObject{{"error"_L1, error}};
    updateTask(task);
    if (status() == "input_required"_L1 && !inputs.isEmpty())
        answerInputRequests(inputs);
}

void McpTask::handleModernPoll(const PendingRequest *request)
{
    if (request->hasError()) {
        fail(request->errorString(), request->error());
        return;
    }
    takeModernTask(request->result().toObject());
    if (!isTerminal())
        m_poll.start(pollIntervalMs());
}

void McpTask::fetchModernResult()
{
    if (!isTerminal()) {
        // Not over yet: ask now instead of waiting for the next poll.
        m_poll.stop();
        if (!m_polling)
            pollOnce();
        return;
    }
    if (status() == "cancelled"_L1) {
        fail(u"task %1 was cancelled%2"_s.arg(
            taskId(), statusMessage().isEmpty() ? QString() : u": "_s + statusMessage()));
    } else if (status() == "failed"_L1) {
        const JsonRpcError error = errorFromJson(m_outcome.value("error"_L1).toObject());
        fail(u"task %1 failed: %2"_s.arg(taskId(),
                                         error.message.isEmpty() ? statusMessage() : error.message),
             error);
    } else if (!m_outcome.value("result"_L1).isObject()) {
        fail(u"task %1 completed, but tasks/get carried no result"_s.arg(taskId()));
    } else {
        m_hasResult = true;
        m_result = m_outcome.value("result"_L1).toObject();
        Q_EMIT finished();
    }
}

void McpTask::cancelModern()
{
    // Cancelling is cooperative and the ack is empty: the status comes from the next tasks/get.
    PendingRequest *request = McpRequest::task(Mcp::Method::TasksCancel, taskId()).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (request->hasError()) {
            fail(request->errorString(), request->error());
            return;
        }
        m_poll.stop();
        if (!m_polling)
            pollOnce();
    });
}

void McpTask::answerInputRequests(const QJsonObject &inputRequests)
{
    for (auto it = inputRequests.begin(); it != inputRequests.end(); ++it) {
        // Every poll repeats the open requests; a key is unique for the task's lifetime.
        if (m_seenInputKeys.contains(it.key()))
            continue;
        m_seenInputKeys.insert(it.key());
        const QJsonObject input = it.value().toObject();
        const QString method = input.value("method"_L1).toString();
        if (method != Mcp::Method::ElicitationCreate && method != Mcp::Method::SamplingCreateMessage
            && method != Mcp::Method::RootsList) {
            m_session->logDiagnostic(
                u"task %1: input request \"%2\" asks for %3, which is not an input request; "
                "left unanswered"_s.arg(taskId(), it.key(), method));
            continue;
        }
        m_waitingInputs.insert(it.key());
        // The embedded request has no id; it gets one for the log and the cards only.
        const JsonRpcId id(u"task %1/%2"_s.arg(taskId(), it.key()));
        const QString key = it.key();
        QPointer<McpTask> self(this);
        m_session->serverRequests().dispatch(
            JsonRpcMessage::request(id, method, input.value("params"_L1).toObject()),
            ServerRequestResponder(
                [self, key](const QJsonObject *result, const JsonRpcError *error) {
                    if (self)
                        self->collectInput(key, result, error);
                }));
    }
}

void McpTask::collectInput(const QString &key, const QJsonObject *result, const JsonRpcError *error)
{
    if (!m_waitingInputs.remove(key) || !m_session)
        return;
    if (error)
        m_session->logDiagnostic(u"task %1: input request \"%2\" was not answered (%3)"_s.arg(
            taskId(), key, error->message));
    else
        m_inputResponses.insert(key, *result);
    if (!m_waitingInputs.isEmpty() || m_inputResponses.isEmpty())
        return;
    McpRequest update = McpRequest::task(Mcp::Method::TasksUpdate, taskId());
    update.params.insert("inputResponses"_L1, m_inputResponses);
    m_inputResponses = {};
    PendingRequest *request = update.send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request] {
        if (request->hasError() && m_session)
            m_session->logDiagnostic(
                u"task %1: tasks/update failed: %2"_s.arg(taskId(), request->errorString()));
    });
}

void McpTask::declareModernExtension(McpSession *session, const QJsonObject &serverCapabilities)
{
    QJsonObject capabilities = session->clientCapabilities();
    QJsonObject extensions = capabilities.value("extensions"_L1).toObject();
    if (serverCapabilities.value("extensions"_L1).toObject().contains(ModernExtension))
        extensions.insert(ModernExtension, QJsonObject()); // the extension has no settings
    else
        extensions.remove(ModernExtension);
    if (extensions.isEmpty())
        capabilities.remove("extensions"_L1);
    else
        capabilities.insert("extensions"_L1, extensions);
    session->setClientCapabilities(capabilities);
}
