// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, the protocol surface beyond tools: resources/subscribe, completion/complete,
// logging/setLevel, tasks (tools/call as a task, tasks/*) and --metadata. The rest of the run
// (handshake, printing, exit codes) is in clirunner.cpp.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/mcptask.h>
#include <core/mcp/pendingrequest.h>
#include <core/mcp/subscriptionlistener.h>

#include <QFileDevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {
constexpr int kUnsubscribeGraceMs = 2000;

// stdout is a FILE*-backed QFile, which a pipe makes block-buffered: a stream of updates must
// reach the reader as it happens, not when the run ends.
void flush(QIODevice *device)
{
    if (auto *file = qobject_cast<QFileDevice *>(device))
        file->flush();
}
} // namespace

McpRequest CliRunner::withMeta(const McpRequest &request) const
{
    return request.withMeta(m_options.protocol.meta);
}

bool CliRunner::sendProtocolMethod()
{
    const QString &method = m_options.method;
    const CliProtocolOptions &o = m_options.protocol;
    if (o.conformance) {
        runConformanceScenario();
        return true;
    }
    if (method == Mcp::Method::ResourcesSubscribe) {
        subscribe();
        return true;
    }
    if (method == Mcp::Method::CompletionComplete) {
        const QJsonObject ref = m_options.promptName.isEmpty()
                                    ? McpRequest::resourceRef(m_options.uri)
                                    : McpRequest::promptRef(m_options.promptName);
        McpRequest complete = McpRequest::complete(ref, o.argumentName, o.argumentValue);
        // --context-arg given: sent even when it names no argument (a server's edge case).
        if (o.hasContextArguments)
            complete.params.insert(Mcp::Key::Context,
                                   QJsonObject{{Mcp::Key::Arguments, o.contextArguments}});
        sendRequest(withMeta(complete));
        return true;
    }
    if (method == Mcp::Method::LoggingSetLevel) {
        sendRequest(withMeta(McpRequest::setLogLevel(o.logLevel)));
        return true;
    }
    if (method == Mcp::Method::TasksGet || method == Mcp::Method::TasksResult
        || method == Mcp::Method::TasksCancel) {
        sendRequest(withMeta(McpRequest::task(method, o.taskId)));
        return true;
    }
    return false;
}

void CliRunner::callToolAsTask()
{
    McpTask *task = McpTask::callTool(m_session,
                                      m_options.toolName,
                                      m_options.toolArguments,
                                      m_options.protocol.taskTtlMs,
                                      m_options.protocol.meta);
    connect(task, &McpTask::created, this, [this, task] {
        writeErr(u"mcpscope-cli: task %1 created\n"_s.arg(Cli::oneLine(task->taskId())));
        task->startPolling();
    });
    followTask(task);
}

// MCP 2026-07-28: the server answered a plain tools/call with a task (tasks extension).
void CliRunner::followModernTask(const QJsonObject &result)
{
    McpTask *task = McpTask::adoptModern(m_session, result);
    writeErr(u"mcpscope-cli: task %1 created (%2)\n"_s.arg(Cli::oneLine(task->taskId()),
                                                           Cli::oneLine(task->status())));
    followTask(task);
    if (task->isTerminal())
        task->fetchResult();
    else
        task->startPolling();
}

void CliRunner::followTask(McpTask *task)
{
    connect(task,
            &McpTask::statusChanged,
            this,
            [this, task](const QString &status, const QString &message) {
                writeErr(u"mcpscope-cli: task %1: %2%3\n"_s.arg(
                    Cli::oneLine(task->taskId()),
                    Cli::oneLine(status),
                    message.isEmpty() ? QString() : u" ("_s + Cli::oneLine(message) + u')'));
                // MCP 2025-11-25, Tasks: on input_required the requestor calls tasks/result, through
                // which the server sends its elicitation or sampling requests.
                // A modern task's input requests come with tasks/get; the poll goes on.
                const bool inputNeedsResult = status == "input_required"_L1 && !task->isModern();
                if ((task->isTerminal() || inputNeedsResult) && !m_taskResultRequested) {
                    m_taskResultRequested = true;
                    task->fetchResult();
                }
            });
    connect(task, &McpTask::finished, this, [this, task] {
        if (task->hasResult())
            printResult(task->result(), task->result().value("isError"_L1).toBool());
        else if (task->remoteError().code != 0)
            printRemoteError(task->remoteError());
        else
            printFailure(task->errorString());
    });
}

void CliRunner::announceSubscription()
{
    m_subscribed = true;
    writeErr(u"mcpscope-cli: subscribed to %1; printing each update until %2\n"_s.arg(
        m_options.uri,
        m_options.protocol.timeoutGiven ? u"%1 ms have passed"_s.arg(m_options.timeoutMs)
                                        : u"interrupted (Ctrl-C)"_s));
    if (m_options.protocol.timeoutGiven)
        QTimer::singleShot(m_options.timeoutMs, this, &CliRunner::endSubscription);
}

// MCP 2026-07-28 replaced resources/subscribe with subscriptions/listen.
void CliRunner::listenForUpdates()
{
    SubscriptionListener::Filter filter;
    filter.resourceSubscriptions = {m_options.uri};
    m_listener = new SubscriptionListener(m_session, filter);
    connect(m_listener, &SubscriptionListener::acknowledgedChanged, this, [this] {
        if (!m_subscribed)
            announceSubscription();
    });
    connect(
        m_listener, &SubscriptionListener::ended, this, [this](bool graceful, const QString &why) {
            if (!graceful && !m_answered)
                printFailure(u"the subscription ended: "_s + why);
        });
    m_listener->start();
}

void CliRunner::subscribe()
{
    if (m_session->isModern()) {
        listenForUpdates();
        return;
    }
    const QString uri = m_options.uri;
    PendingRequest *request = withMeta(McpRequest::subscribe(uri)).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request, uri] {
        if (request->outcome() == PendingRequest::Outcome::RemoteError) {
            printRemoteError(request->error());
            return;
        }
        if (request->hasError()) {
            printFailure(request->errorString(), request->httpStatus());
            return;
        }
        announceSubscription();
    });
}

void CliRunner::printResourceUpdate(const QString &uri)
{
    // Re-read it: an update says only that the resource changed, not how.
    PendingRequest *read = withMeta(McpRequest::readResource(uri)).send(*m_session);
    connect(read, &PendingRequest::finished, this, [this, read, uri] {
        if (!m_subscribed)
            return;
        const bool json = m_options.format == CliOptions::Format::Json;
        QJsonObject update{{"uri"_L1, uri}};
        if (read->hasError()) {
            update.insert("readError"_L1, read->errorString());
            if (!json)
                writeErr(u"mcpscope-cli: warning: re-reading %1 failed: %2\n"_s.arg(
                    Cli::oneLine(uri), Cli::oneLine(read->errorString())));
        } else {
            update.insert("contents"_L1, read->result().toObject().value("contents"_L1));
            if (!json) {
                writeOut(
                    Cli::formatResultText(Mcp::Method::ResourcesRead, read->result().toObject())
                    + u'\n');
                flush(m_out);
            }
        }
        if (json)
            m_updates.append(update);
    });
}

void CliRunner::endSubscription()
{
    if (!m_subscribed)
        return;
    m_subscribed = false;
    const auto done = [this] {
        m_answered = true;
        if (m_options.format == CliOptions::Format::Json)
            writeOut(QString::fromUtf8(
                QJsonDocument(QJsonObject{{"result"_L1,
                                           QJsonObject{{"uri"_L1, m_options.uri},
                                                       {"updates"_L1, m_updates}}}})
                    .toJson(QJsonDocument::Indented)));
        finishWith(Success);
    };
    if (m_listener) {
        m_listener->stop(); // closing the listen stream is the whole of it
        done();
        return;
    }
    // Be polite and unsubscribe, but do not let a silent server hold the exit.
    RequestOptions options;
    options.timeoutMs = kUnsubscribeGraceMs;
    PendingRequest *request
        = withMeta(McpRequest::unsubscribe(m_options.uri)).send(*m_session, options);
    connect(request, &PendingRequest::finished, this, done);
}

void CliRunner::interrupt()
{
    if (m_interrupted)
        return; // a second signal (timeout(1) signals the child and its group) changes nothing
    m_interrupted = true;
    if (m_subscribed) {
        endSubscription();
        return;
    }
    if (!m_answered)
        printFailure(u"interrupted before %1 was answered"_s.arg(m_options.method));
    else
        finishWith(m_exitCode);
}

void CliRunner::handleNotification(const JsonRpcMessage &notification)
{
    const QJsonObject params = notification.paramsObject();
    if (notification.method() == Mcp::Method::ResourcesUpdated && m_subscribed) {
        const QString uri = params.value("uri"_L1).toString();
        if (m_options.format == CliOptions::Format::Text) {
            writeOut(u"updated %1\n"_s.arg(Cli::oneLine(uri)));
            flush(m_out);
        }
        printResourceUpdate(uri);
        return;
    }
    if (notification.method() == Mcp::Method::Message) {
        const QJsonValue data = params.value("data"_L1);
        const QString text = data.isString() ? data.toString()
                                             : QString::fromUtf8(QJsonDocument(QJsonArray{data})
                                                                     .toJson(QJsonDocument::Compact)
                                                                     .mid(1)
                                                                     .chopped(1));
        const QString logger = params.value("logger"_L1).toString();
        writeErr(u"mcpscope-cli: server log [%1]%2 %3\n"_s.arg(
            Cli::oneLine(params.value("level"_L1).toString()),
            logger.isEmpty() ? QString() : u" "_s + Cli::oneLine(logger) + u':',
            Cli::oneLine(text)));
    }
}
