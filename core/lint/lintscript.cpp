// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "lintscript.h"

#include <core/analysis/finding.h>
#include <core/cli/toolcallcheck.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/mcptask.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>
#include <core/schema/schemaexample.h>

using namespace Qt::StringLiterals;

namespace {

QString outcomeText(PendingRequest *request)
{
    if (request->outcome() == PendingRequest::Outcome::RemoteError)
        return u"error %1: %2"_s.arg(JsonRpc::errorCodeName(request->error().code),
                                     request->error().message);
    return request->errorString();
}

QString plural(qsizetype count, const QString &one, const QString &many)
{
    return u"%1 %2"_s.arg(count).arg(count == 1 ? one : many);
}

} // namespace

LintScript::LintScript(McpSession *session, const Options &options, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_options(options)
{}

QString LintScript::errorText(const JsonRpcError &error)
{
    return u"error %1: %2"_s.arg(JsonRpc::errorCodeName(error.code), error.message);
}

void LintScript::start()
{
    const ServerInfo info = m_session->serverInfo();
    if (!m_session->isModern())
        m_queue.push_back([this] { ping(); });
    if (info.hasCapability(u"tools"_s))
        m_queue.push_back([this] { list(Mcp::Method::ToolsList, Mcp::Key::Tools, &m_tools); });
    if (info.hasCapability(u"resources"_s)) {
        m_queue.push_back(
            [this] { list(Mcp::Method::ResourcesList, Mcp::Key::Resources, &m_resources); });
        m_queue.push_back([this] {
            list(Mcp::Method::ResourcesTemplatesList, Mcp::Key::ResourceTemplates, &m_templates);
        });
    }
    if (info.hasCapability(u"prompts"_s))
        m_queue.push_back(
            [this] { list(Mcp::Method::PromptsList, Mcp::Key::Prompts, &m_prompts); });
    if (info.hasCapability(u"tools"_s) || info.hasCapability(u"prompts"_s)
        || info.hasCapability(u"resources"_s))
        m_queue.push_back([this] { invalidCursor(); });
    m_queue.push_back([this] { readResources(); });
    m_queue.push_back([this] { getPrompts(); });
    if (!m_session->isModern()) // 2026-07-28 cancels by closing the request's stream
        m_queue.push_back([this] { cancellation(); });
    if (m_options.callReadOnlyTools)
        m_queue.push_back([this] { callTools(); });
    next();
}

void LintScript::next()
{
    if (m_finished)
        return;
    if (m_queue.empty() || !m_session || m_session->state() != McpSession::State::Ready) {
        m_finished = true;
        Q_EMIT finished();
        return;
    }
    const Step step = std::move(m_queue.front());
    m_queue.pop_front();
    step();
}

void LintScript::then(PendingRequest *request, std::function<void(PendingRequest *)> handler)
{
    connect(request, &PendingRequest::finished, this, [this, request, handler] {
        handler(request);
        next();
    });
}

void LintScript::ping()
{
    m_steps << Mcp::Method::Ping;
    then(McpRequest::ping().send(*m_session), [this](PendingRequest *request) {
        if (request->outcome() != PendingRequest::Outcome::Result)
            m_session->reportFinding(Rules::LintPingFailed,
                                     u"ping: %1"_s.arg(outcomeText(request)));
        else if (!request->result().isObject())
            m_session->reportFinding(Rules::LintPingFailed,
                                     u"ping must be answered with an empty object"_s);
    });
}

void LintScript::list(const QString &method, const QString &itemsKey, QJsonArray *items)
{
    PagedList *pages = PagedList::start(m_session, method, itemsKey);
    connect(pages, &PagedList::finished, this, [this, pages, method, itemsKey, items] {
        if (pages->hasError()) {
            m_steps << u"%1: failed"_s.arg(method);
            // A server need not offer templates although it offers resources.
            const bool optional
                = method == Mcp::Method::ResourcesTemplatesList && pages->isRemoteError()
                  && pages->remoteError().code == JsonRpc::ErrorCode::MethodNotFound;
            if (!optional)
                m_session->reportFinding(
                    Rules::LintListFailed,
                    u"%1 failed although the server declared \"%2\": %3"_s.arg(
                        method, method.section(u'/', 0, 0), pages->errorString()));
        } else {
            *items = pages->items();
            m_steps << u"%1: %2 in %3"_s.arg(method,
                                             plural(items->size(), u"item"_s, u"items"_s),
                                             plural(pages->pageCount(), u"page"_s, u"pages"_s));
        }
        if (!pages->warning().isEmpty())
            m_session->reportFinding(Rules::LintPagination,
                                     u"%1: %2"_s.arg(method, pages->warning()));
        next();
    });
}

void LintScript::invalidCursor()
{
    const ServerInfo info = m_session->serverInfo();
    const QString method = info.hasCapability(u"tools"_s)       ? Mcp::Method::ToolsList
                           : info.hasCapability(u"resources"_s) ? Mcp::Method::ResourcesList
                                                                : Mcp::Method::PromptsList;
    m_steps << u"%1 with an invalid cursor"_s.arg(method);
    const McpRequest page = McpRequest::listPage(method, QString::fromLatin1(kInvalidCursor));
    then(page.send(*m_session), [this, method](PendingRequest *request) {
        switch (request->outcome()) {
        case PendingRequest::Outcome::RemoteError:
            if (request->error().code != JsonRpc::ErrorCode::InvalidParams)
                m_session->reportFinding(
                    Rules::LintInvalidCursorAccepted,
                    u"%1 with an invalid cursor was answered with %2 "
                    "instead of -32602 Invalid params"_s.arg(method, errorText(request->error())));
            break;
        case PendingRequest::Outcome::Result:
            m_session->reportFinding(Rules::LintInvalidCursorAccepted,
                                     u"%1 with the cursor \"%2\", which the server never gave, "
                                     "was answered with a page instead of -32602 Invalid "
                                     "params"_s.arg(method, QString::fromLatin1(kInvalidCursor)));
            break;
        default:
            break; // a timeout or a closed connection is found elsewhere
        }
    });
}

void LintScript::readResources()
{
    const qsizetype count = qMin<qsizetype>(m_resources.size(), m_options.maxCalls);
    if (count > 0)
        m_steps << u"resources/read: %1"_s.arg(plural(count, u"resource"_s, u"resources"_s));
    for (qsizetype i = count; i-- > 0;) {
        const QString uri = m_resources.at(i).toObject().value("uri"_L1).toString();
        m_queue.push_front([this, uri] {
            then(McpRequest::readResource(uri).send(*m_session),
                 [this, uri](PendingRequest *request) {
                     if (request->outcome() == PendingRequest::Outcome::RemoteError)
                         m_session->reportFinding(
                             Rules::LintResourceReadFailed,
                             u"resources/read of %1, which resources/list offered: %2"_s.arg(
                                 uri, errorText(request->error())));
                 });
        });
    }
    next();
}

void LintScript::getPrompts()
{
    QList<QString> names;
    for (const QJsonValue &value : std::as_const(m_prompts)) {
        const QJsonObject prompt = value.toObject();
        bool needsArguments = false;
        for (const QJsonValue &argument : prompt.value("arguments"_L1).toArray())
            needsArguments |= argument.toObject().value("required"_L1).toBool();
        if (!needsArguments && names.size() < m_options.maxCalls)
            names << prompt.value("name"_L1).toString();
    }
    if (!names.isEmpty())
        m_steps << u"prompts/get: %1 without required arguments"_s.arg(
            plural(names.size(), u"prompt"_s, u"prompts"_s));
    for (qsizetype i = names.size(); i-- > 0;) {
        const QString name = names.at(i);
        m_queue.push_front([this, name] {
            then(McpRequest::getPrompt(name).send(*m_session),
                 [this, name](PendingRequest *request) {
                     if (request->outcome() == PendingRequest::Outcome::RemoteError)
                         m_session->reportFinding(
                             Rules::LintPromptGetFailed,
                             u"prompts/get of \"%1\", whose arguments are all optional: %2"_s.arg(
                                 name, errorText(request->error())));
                 });
        });
    }
    next();
}

void LintScript::cancellation()
{
    m_steps << u"cancellation (an unknown id, a request cancelled at once)"_s;
    // MCP: a cancellation for an unknown or finished request is ignored.
    m_session->sendNotification(
        Mcp::Method::Cancelled,
        {{"requestId"_L1, u"mcpscope-lint-no-such-request"_s}, {"reason"_L1, u"lint"_s}});
    const McpRequest doomed = m_session->serverInfo().hasCapability(u"tools"_s)
                                  ? McpRequest::listPage(Mcp::Method::ToolsList)
                                  : McpRequest::ping();
    doomed.send(*m_session)->cancel(u"mcpscope lint: cancelled at once"_s);
    then(McpRequest::ping().send(*m_session), [this](PendingRequest *request) {
        if (request->outcome() != PendingRequest::Outcome::Result)
            m_session->reportFinding(
                Rules::LintCancelBrokeSession,
                u"after two cancellations, ping: %1"_s.arg(outcomeText(request)));
    });
}

void LintScript::callTools()
{
    // Only tools that say they change nothing: lint must be safe to point at any server.
    QList<QJsonObject> readOnly;
    for (const QJsonValue &value : std::as_const(m_tools)) {
        const QJsonObject tool = value.toObject();
        const QJsonObject annotations = tool.value("annotations"_L1).toObject();
        if (annotations.value("readOnlyHint"_L1).toBool()
            && !annotations.value("destructiveHint"_L1).toBool()
            && readOnly.size() < m_options.maxCalls)
            readOnly << tool;
    }
    m_steps << u"tools/call: %1 (read-only, arguments from the input schema)"_s.arg(
        plural(readOnly.size(), u"tool"_s, u"tools"_s));
    for (qsizetype i = readOnly.size(); i-- > 0;) {
        const QJsonObject tool = readOnly.at(i);
        m_queue.push_front([this, tool] {
            QString why;
            const auto arguments
                = SchemaExample::generate(tool.value("inputSchema"_L1).toObject(), &why);
            if (!arguments || !arguments->isObject()) {
                m_session->reportFinding(
                    Rules::LintArgumentsNotGenerated,
                    u"tool \"%1\" is not called: %2"_s.arg(
                        tool.value("name"_L1).toString(),
                        why.isEmpty() ? u"its arguments would not be an object"_s : why));
                next();
                return;
            }
            callTool(tool, arguments->toObject());
        });
    }
    next();
}

void LintScript::callTool(const QJsonObject &tool, const QJsonObject &arguments)
{
    const QString name = tool.value("name"_L1).toString();
    then(McpRequest::callTool(name, arguments).send(*m_session),
         [this, name](PendingRequest *request) {
             if (request->outcome() == PendingRequest::Outcome::RemoteError) {
                 m_session->reportFinding(
                     Rules::LintToolCallFailed,
                     u"tools/call of read-only tool \"%1\" with arguments valid for its input "
                     "schema: %2"_s.arg(name, errorText(request->error())));
                 return;
             }
             if (request->outcome() != PendingRequest::Outcome::Result)
                 return;
             const QJsonObject result = request->result().toObject();
             if (McpTask::isModernTaskResult(result))
                 return; // a task: its result comes later, not part of a lint
             if (result.value("isError"_L1).toBool()) {
                 m_session->reportFinding(Rules::LintToolReportedError,
                                          u"read-only tool \"%1\" reported an error for "
                                          "arguments made from its input schema"_s.arg(name));
                 return;
             }
             for (const QString &line :
                  ToolCallCheck::checkStructuredContent(m_tools, name, result))
                 m_session->reportFinding(Rules::LintStructuredContent,
                                          u"tool \"%1\": %2"_s.arg(name, line));
         });
}
