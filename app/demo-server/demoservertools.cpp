// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The parts of DemoServer that run tools/call and cancellation: the tools that need the
// server's output channel (log, long_operation, misbehave) live here, next to the routing.
#include "demoserver.h"
#include "longoperation.h"
#include "misbehaviour.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

std::optional<Reply> DemoServer::callTool(const JsonRpcMessage &request)
{
    const QJsonObject params = request.paramsObject();
    const QJsonValue nameValue = params.value("name"_L1);
    if (!nameValue.isString()) {
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              u"tools/call needs params.name (a string)"_s);
    }
    const QString name = nameValue.toString();
    if (NoteBook::isNoteTool(name))
        return Reply::success(callNoteTool(name, params.value("arguments"_L1).toObject()));
    if (m_modern) {
        if (std::optional<Reply> reply = callModernTool(name, params))
            return reply;
    }
    if (m_tools.definition(name).isEmpty()) {
        // MCP 2025-11-25, Tools > Error Handling: an unknown tool is a protocol error.
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              u"Unknown tool: %1"_s.arg(name),
                              QJsonObject{{"name"_L1, name}});
    }
    const QJsonValue argumentsValue = params.value("arguments"_L1);
    if (!argumentsValue.isUndefined() && !argumentsValue.isNull() && !argumentsValue.isObject()) {
        return Reply::failure(JsonRpc::ErrorCode::InvalidParams,
                              u"params.arguments of tools/call must be an object"_s);
    }
    const QStringList problems = m_tools.validateArguments(name, argumentsValue.toObject());
    if (!problems.isEmpty())
        return Reply::success(ToolCatalogue::invalidArgumentsResult(name, problems));
    const QJsonObject arguments = m_tools.withDefaults(name, argumentsValue.toObject());

    if (std::optional<QJsonObject> result = m_tools.callSynchronous(name, arguments))
        return Reply::success(*result);
    if (name == "log"_L1)
        return Reply::success(callLog(arguments));
    if (name == "stress"_L1)
        return Reply::success(callStress(request, arguments));
    if (name == "long_operation"_L1) {
        if (std::optional<Reply> task = startTask(arguments))
            return task;
        return startLongOperation(request, arguments);
    }
    if (name == "misbehave"_L1) {
        misbehave(request.id(), arguments.value("mode"_L1).toString());
        return std::nullopt;
    }
    return Reply::failure(JsonRpc::ErrorCode::InternalError,
                          u"Tool %1 is listed but has no implementation"_s.arg(name));
}

QJsonObject DemoServer::callStress(const JsonRpcMessage &request, const QJsonObject &arguments)
{
    const int count = arguments.value("notifications"_L1).toInt();
    const bool progress = arguments.value("kind"_L1).toString() == "progress"_L1;
    const QJsonValue token
        = request.paramsObject().value("_meta"_L1).toObject().value("progressToken"_L1);
    const bool messagesAllowed = m_modern ? m_modern->logThreshold >= 0 : true;
    int sent = 0;
    if (progress ? !token.isUndefined() : messagesAllowed) {
        for (; sent < count; ++sent) {
            if (progress)
                send(JsonRpcMessage::notification(
                    Mcp::Method::Progress,
                    {{"progressToken"_L1, token}, {"progress"_L1, sent + 1}, {"total"_L1, count}}));
            else
                send(JsonRpcMessage::notification(
                    Mcp::Method::Message,
                    {{"level"_L1, u"emergency"_s},
                     {"logger"_L1, u"stress"_s},
                     {"data"_L1, u"stress notification %1 of %2"_s.arg(sent + 1).arg(count)}}));
        }
    }
    const qsizetype bytes = arguments.value("result_bytes"_L1).toInteger();
    QString text = u"sent %1 of %2 %3 notification(s)"_s.arg(sent).arg(count).arg(
        progress ? u"progress"_s : u"message"_s);
    if (sent < count)
        text += progress ? u" (the call had no progress token)"_s
                         : u" (this request's _meta has no log level)"_s;
    if (bytes > text.size()) {
        static const QString line = u"0123456789 stress result line of mcpscope-demo-server\n"_s;
        text.reserve(bytes);
        text += u'\n';
        while (text.size() + line.size() <= bytes)
            text += line;
        text += QString(bytes - text.size(), u'.');
    }
    return ToolCatalogue::textResult(text);
}

QJsonObject DemoServer::callLog(const QJsonObject &arguments)
{
    const QString level = arguments.value("level"_L1).toString();
    const QString logger = arguments.value("logger"_L1).toString();
    // MCP 2026-07-28, Logging: no notifications/message for a request without _meta logLevel.
    if (m_modern && m_modern->logThreshold < 0) {
        return ToolCatalogue::textResult(
            u"Not sent: this request's _meta has no io.modelcontextprotocol/logLevel."_s);
    }
    const int threshold = m_modern ? m_modern->logThreshold : m_logThreshold;
    if (logLevels().indexOf(level) < threshold) {
        return ToolCatalogue::textResult(u"Not sent: level %1 is below the threshold %2."_s.arg(
            level, logLevels().at(threshold)));
    }
    send(JsonRpcMessage::notification(
        Mcp::Method::Message,
        {{"level"_L1, level}, {"logger"_L1, logger}, {"data"_L1, arguments.value("message"_L1)}}));
    return ToolCatalogue::textResult(
        u"Sent notifications/message at level %1 from logger \"%2\"."_s.arg(level, logger));
}

std::optional<Reply> DemoServer::startLongOperation(const JsonRpcMessage &request,
                                                    const QJsonObject &arguments)
{
    const JsonRpcId id = request.id();
    if (m_operations.contains(id)) {
        return Reply::failure(
            JsonRpc::ErrorCode::InvalidRequest,
            u"Request id %1 is already in use by a running long_operation"_s.arg(id.displayText()));
    }
    QJsonValue token
        = request.paramsObject().value("_meta"_L1).toObject().value("progressToken"_L1);
    if (!token.isUndefined() && !JsonRpcId::fromJson(token).isValidRequestId()) {
        diagnostic(u"warning: ignoring a progress token that is neither a string nor an integer"_s);
        token = QJsonValue(QJsonValue::Undefined);
    }
    const double seconds = arguments.value("duration_seconds"_L1).toDouble();
    const int steps = arguments.value("steps"_L1).toInt();
    auto *operation = new LongOperation(id, token, seconds, steps, this);
    m_operations.insert(id, operation);
    if (m_modern)
        m_modernOperations.insert(id);
    connect(operation, &LongOperation::progressed, this, &DemoServer::send);
    connect(
        operation, &LongOperation::finished, this, [this, operation](const QJsonObject &result) {
            const JsonRpcId id = operation->requestId();
            m_operations.remove(id);
            if (m_modernOperations.remove(id)) {
                send(modernResponse(
                    Reply::success(result), id, Mcp::Method::ToolsCall.toString(), {}));
            } else {
                send(JsonRpcMessage::response(id, result));
            }
            operation->deleteLater();
        });
    diagnostic(u"long_operation %1: %2 step(s) over %3 s, %4"_s.arg(
        id.displayText(),
        QString::number(steps),
        QString::number(seconds),
        token.isUndefined() ? u"without progress"_s : u"with progress"_s));
    operation->start();
    return std::nullopt;
}

void DemoServer::misbehave(const JsonRpcId &requestId, const QString &mode)
{
    const MisbehaviourPlan plan = Misbehaviour::plan(mode, requestId);
    for (const QString &line : plan.stderrLines)
        diagnostic(line);
    for (const QByteArray &line : plan.rawLines)
        Q_EMIT rawLineReady(line);
    if (plan.reply)
        send(*plan.reply);
    if (plan.exitCode)
        Q_EMIT exitRequested(*plan.exitCode);
}

void DemoServer::cancel(const QJsonObject &params)
{
    // Ids keep their JSON type: cancelling "7" does not cancel request 7.
    const JsonRpcId id = JsonRpcId::fromJson(params.value("requestId"_L1));
    const QString reason = params.value("reason"_L1).toString(u"no reason given"_s);
    if (endListen(id, reason))
        return;
    m_modernOperations.remove(id);
    LongOperation *operation = m_operations.take(id);
    if (!operation) {
        // MCP 2025-11-25, Cancellation: the request may have finished already; ignore.
        diagnostic(u"notifications/cancelled for %1, which is not running; ignored (%2)"_s.arg(
            id.displayText(), reason));
        return;
    }
    // MCP 2025-11-25, Cancellation: the receiver should not answer a cancelled request.
    delete operation;
    diagnostic(u"cancelled long_operation %1 (%2)"_s.arg(id.displayText(), reason));
}
