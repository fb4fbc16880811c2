// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

class McpSession;
class PendingRequest;

// One task on the server: a tools/call made as a task, or a task found in tasks/list. It
// follows the status by polling tasks/get at the server's poll interval (status notifications,
// which servers need not send, update it too), delivers the outcome through fetchResult() and
// cancels with tasks/cancel. Two wire shapes: MCP 2025-11-25 (experimental core: params.task,
// tasks/result) and the 2026-07-28 io.modelcontextprotocol/tasks extension (a flat
// resultType "task" result; tasks/get inlines the result or error; input_required tasks carry
// inputRequests answered with tasks/update; see moderntask.cpp). Child of the session; GUI
// thread.
class McpTask : public QObject
{
    Q_OBJECT
public:
    // Sends tools/call with params.task {ttl?}; created() follows with the task, or finished()
    // with the plain result when the server ran the tool without a task. ttlMs < 0: no ttl.
    static McpTask *callTool(McpSession *session,
                             const QString &toolName,
                             const QJsonObject &arguments,
                             int ttlMs = -1,
                             const QJsonObject &meta = {});
    static McpTask *attach(McpSession *session, const QJsonObject &task); // from tasks/list
    // MCP 2026-07-28 tasks extension: a request answered with resultType "task".
    static bool isModernTaskResult(const QJsonObject &result);
    static McpTask *adoptModern(McpSession *session, const QJsonObject &result);
    static const QLatin1StringView ModernExtension; // "io.modelcontextprotocol/tasks"
    // Declares the extension in the session's per-request capabilities when the server's
    // capabilities.extensions offer it, and withdraws it otherwise.
    static void declareModernExtension(McpSession *session, const QJsonObject &serverCapabilities);
    static bool isTerminalStatus(const QString &status);

    QString taskId() const { return m_task.value(QLatin1StringView("taskId")).toString(); }
    QJsonObject task() const { return m_task; }
    QString status() const { return m_task.value(QLatin1StringView("status")).toString(); }
    QString statusMessage() const
    {
        return m_task.value(QLatin1StringView("statusMessage")).toString();
    }
    bool isTerminal() const { return isTerminalStatus(status()); }
    bool isModern() const { return m_modern; }
    int ttlMs() const; // -1: unlimited or not said

    void startPolling();
    void stopPolling() { m_poll.stop(); }
    // Legacy: tasks/result (the server answers once the task is terminal). Modern: finished()
    // at once if the task has ended (tasks/get inlined the outcome), else one more tasks/get.
    void fetchResult();
    void cancel(); // tasks/cancel

    bool hasResult() const { return m_hasResult; }
    QJsonObject result() const { return m_result; } // the tool's CallToolResult
    bool hasError() const { return !m_errorString.isEmpty(); }
    QString errorString() const { return m_errorString; }
    JsonRpcError remoteError() const { return m_remoteError; } // code 0: a local failure

Q_SIGNALS:
    void created();
    void statusChanged(const QString &status, const QString &message);
    void finished(); // result() or an error is in; emitted once per fetchResult()/failure

private:
    McpTask(McpSession *session, QObject *parent);
    void handleCreated(const QJsonObject &result);
    void updateTask(const QJsonObject &task);
    void pollOnce();
    void fail(const QString &errorString, const JsonRpcError &remote = {});
    int pollIntervalMs() const;
    // moderntask.cpp
    void takeModernTask(const QJsonObject &detailed);
    void handleModernPoll(const PendingRequest *request);
    void fetchModernResult();
    void cancelModern();
    void answerInputRequests(const QJsonObject &inputRequests);
    void collectInput(const QString &key, const QJsonObject *result, const JsonRpcError *error);

    QPointer<McpSession> m_session;
    QJsonObject m_task;
    QTimer m_poll;
    bool m_polling = false; // a tasks/get is in flight
    bool m_hasResult = false;
    QJsonObject m_result;
    QString m_errorString;
    JsonRpcError m_remoteError;
    bool m_modern = false;
    QJsonObject m_outcome;         // modern: the result or error tasks/get inlined
    QSet<QString> m_seenInputKeys; // modern: inputRequests keys are unique per task
    QSet<QString> m_waitingInputs; // modern: keys whose answers are still to come
    QJsonObject m_inputResponses;  // modern: the next tasks/update
};
