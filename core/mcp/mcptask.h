// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <jsonrpc/jsonrpcmessage.h>

class McpSession;

// One task on the server (MCP 2025-11-25 tasks, experimental): a tools/call made as a task, or
// a task found in tasks/list. It follows the status by polling tasks/get at the server's
// pollInterval (status notifications, which servers need not send, update it too), fetches the
// outcome with tasks/result and cancels with tasks/cancel. Child of the session; GUI thread.
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
    static bool isTerminalStatus(const QString &status);

    QString taskId() const { return m_task.value(QLatin1StringView("taskId")).toString(); }
    QJsonObject task() const { return m_task; }
    QString status() const { return m_task.value(QLatin1StringView("status")).toString(); }
    QString statusMessage() const
    {
        return m_task.value(QLatin1StringView("statusMessage")).toString();
    }
    bool isTerminal() const { return isTerminalStatus(status()); }

    void startPolling();
    void stopPolling() { m_poll.stop(); }
    void fetchResult(); // tasks/result: the server answers once the task is terminal
    void cancel();      // tasks/cancel

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

    QPointer<McpSession> m_session;
    QJsonObject m_task;
    QTimer m_poll;
    bool m_polling = false; // a tasks/get is in flight
    bool m_hasResult = false;
    QJsonObject m_result;
    QString m_errorString;
    JsonRpcError m_remoteError;
};
