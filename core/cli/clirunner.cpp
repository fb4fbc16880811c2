// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirunner.h"

#include "clitextformat.h"
#include "toolcallcheck.h"

#include <core/auth/credentialstore.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/mcptask.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>
#include <core/replay/replayhandshakes.h>
#include <core/session/sessionrecorder.h>
#include <core/transport/autohttptransport.h>

#include <QIODevice>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxQuotedLine = 160;

QString listItemsKey(const QString &method)
{
    if (method == Mcp::Method::ToolsList)
        return Mcp::Key::Tools;
    if (method == Mcp::Method::ResourcesList)
        return Mcp::Key::Resources;
    if (method == Mcp::Method::ResourcesTemplatesList)
        return Mcp::Key::ResourceTemplates;
    if (method == Mcp::Method::PromptsList)
        return Mcp::Key::Prompts;
    if (method == Mcp::Method::TasksList)
        return Mcp::Key::TaskList;
    return {};
}

QString quoteLine(const QByteArray &raw)
{
    const QString text = QString::fromUtf8(raw.left(kMaxQuotedLine * 4)).simplified();
    return text.size() > kMaxQuotedLine
               ? text.left(kMaxQuotedLine) + u"… (%1 bytes)"_s.arg(raw.size())
               : text;
}

} // namespace

CliRunner::CliRunner(const CliOptions &options, QIODevice *out, QIODevice *err, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_out(out)
    , m_err(err)
{}

void CliRunner::start()
{
    if (openCredentialStore())
        return;
    if (m_options.auth.forget) {
        forgetCredentials();
        return;
    }
    if (!m_options.diffWithPath.isEmpty() && !loadDiffBase())
        return;
    connectToServer();
}

void CliRunner::connectToServer()
{
    if (!m_options.recordPath.isEmpty() && !startRecording())
        return;
    std::unique_ptr<Transport> transport = createTransport(m_options.server);
    // A one-shot run must not linger: many servers ignore a closed stdin, so SIGTERM soon after.
    transport->setShutdownGrace(100, 2000);
    attachAuthorization(transport.get());
    m_session = new McpSession(std::move(transport), this);
    m_session->setDefaultTimeout(m_options.timeoutMs);
    m_session->analysis().setShapeChecks(m_options.lint.enabled || m_options.lint.check);
    m_session->setEraPreference(m_options.server.era, m_options.server.protocolVersion);
    if (m_options.noHandshake)
        m_session->setHandshake(std::make_unique<NoHandshake>());
    if (m_recorder)
        m_recorder->attach(m_session);
    connect(m_session, &McpSession::trafficObserved, this, &CliRunner::handleTraffic);
    connect(m_session, &McpSession::stateChanged, this, &CliRunner::handleState);
    attachClientFeatures();
    // A failed session may still be stopping the server process; finish once it is gone.
    connect(m_session->transport(), &Transport::stateChanged, this, &CliRunner::handleState);
    m_session->connectToServer();
}

void CliRunner::handleState()
{
    switch (m_session->state()) {
    case McpSession::State::Ready:
        if (!m_answered)
            sendMethod();
        break;
    case McpSession::State::Failed:
        if (m_finished)
            break;
        if (!m_answered) {
            printFailure(m_session->failureReason(), m_session->failureHttpStatus());
        }
        finishWith(m_exitCode);
        break;
    case McpSession::State::Disconnected:
        finishWith(m_exitCode);
        break;
    case McpSession::State::Connecting:
    case McpSession::State::Initializing:
    case McpSession::State::Closing:
        break;
    }
}

void CliRunner::sendMethod()
{
    const QString &method = m_options.method;
    if (m_options.lint.enabled) {
        startLint();
        return;
    }
    if (method == "raw"_L1) {
        sendRaw();
        return;
    }
    if (m_options.repeat > 0) {
        startRepeat();
        return;
    }
    if (sendProtocolMethod())
        return;
    if (method == Mcp::Method::Initialize) {
        printServerInfo();
        return;
    }
    if (method == "snapshot"_L1) {
        takeSnapshot();
        return;
    }
    if (method == Mcp::Method::SkillsList) {
        listSkills();
        return;
    }
    if (method == "skills/read"_L1) {
        readSkillFile();
        return;
    }
    const QString itemsKey = listItemsKey(method);
    if (!itemsKey.isEmpty()) {
        PagedList *list = PagedList::start(m_session, method, itemsKey);
        connect(list, &PagedList::finished, this, [this, list, itemsKey] {
            if (!list->warning().isEmpty())
                writeErr(u"mcpscope-cli: warning: "_s + Cli::oneLine(list->warning()) + u'\n');
            if (list->isRemoteError())
                printRemoteError(list->remoteError());
            else if (list->hasError())
                printFailure(list->errorString(), list->httpStatus());
            else {
                QJsonObject result = list->lastPage();
                result.remove(Mcp::Key::NextCursor);
                result.insert(itemsKey, list->items());
                printResult(result, false);
            }
        });
        return;
    }
    if (method == Mcp::Method::ToolsCall) {
        checkThenCallTool();
        return;
    }
    sendRequest(withMeta(methodRequest()));
}

void CliRunner::checkThenCallTool()
{
    // The input schema comes from tools/list; a server whose listing fails still gets the call.
    PagedList *list = PagedList::start(m_session, Mcp::Method::ToolsList, Mcp::Key::Tools);
    connect(list, &PagedList::finished, this, [this, list] {
        if (list->hasError()) {
            writeErr(u"mcpscope-cli: warning: could not list tools to check the arguments (%1); "
                     "sending them unchecked\n"_s.arg(Cli::oneLine(list->errorString())));
        } else {
            m_tools = list->items();
            const ToolCallCheck::ArgumentCheck check = ToolCallCheck::checkArguments(
                m_tools, m_options.toolName, m_options.toolArguments);
            for (const QString &warning : check.warnings)
                writeErr(u"mcpscope-cli: warning: "_s + warning + u'\n');
            if (reportArgumentIssues(check.issues))
                return;
        }
        reportToolApp([this] {
            if (m_options.protocol.asTask) {
                callToolAsTask();
                return;
            }
            sendRequest(
                withMeta(McpRequest::callTool(m_options.toolName, m_options.toolArguments)));
        });
    });
}

bool CliRunner::reportArgumentIssues(const QList<SchemaIssue> &issues)
{
    if (issues.isEmpty())
        return false;
    const QString heading
        = u"the arguments do not match the input schema of \"%1\":"_s.arg(m_options.toolName);
    QStringList lines;
    for (const SchemaIssue &issue : issues)
        lines << issue.toString();
    if (m_options.noValidate) {
        writeErr(
            u"mcpscope-cli: warning: %1\n  %2\nmcpscope-cli: sending them anyway (--no-validate)\n"_s
                .arg(heading, lines.join(u"\n  "_s)));
        return false;
    }
    m_answered = true;
    if (m_options.format == CliOptions::Format::Json) {
        QJsonArray list;
        for (const SchemaIssue &issue : issues)
            list.append(QJsonObject{{"pointer"_L1, issue.pointer}, {"message"_L1, issue.message}});
        writeOut(QString::fromUtf8(
            QJsonDocument(
                QJsonObject{{"error"_L1,
                             QJsonObject{{"message"_L1, heading.chopped(1)}, {"issues"_L1, list}}}})
                .toJson(QJsonDocument::Indented)));
    }
    writeErr(
        u"mcpscope-cli: %1\n%2\nNothing was sent. To send them anyway (to test the server's own checks), add --no-validate.\n"_s
            .arg(heading, lines.join(u'\n')));
    finishWith(ArgumentsInvalid);
    return true;
}

void CliRunner::sendRequest(const McpRequest &outgoing)
{
    // A tool call asks for progress, so long-running tools show they are alive (on stderr).
    RequestOptions options;
    options.withProgress = outgoing.method == Mcp::Method::ToolsCall;
    PendingRequest *request = outgoing.send(*m_session, options);
    connect(request,
            &PendingRequest::progressReported,
            this,
            [this](double progress, double total, const QString &message) {
                QString line = u"mcpscope-cli: progress %1"_s.arg(progress);
                if (!qIsNaN(total))
                    line += u"/%1"_s.arg(total);
                if (!message.isEmpty())
                    line += u" "_s + Cli::oneLine(message);
                writeErr(line + u'\n');
            });
    connect(request, &PendingRequest::finished, this, [this, request] {
        switch (request->outcome()) {
        case PendingRequest::Outcome::Result: {
            const QJsonObject result = request->result().toObject();
            if (request->method() == Mcp::Method::Ping
                && m_options.format == CliOptions::Format::Text) {
                m_answered = true;
                writeOut(u"pong (%1 ms)\n"_s.arg(request->elapsedMs()));
                finishWith(Success);
                return;
            }
            const bool toolCall = request->method() == Mcp::Method::ToolsCall;
            if (toolCall && McpTask::isModernTaskResult(result)) {
                followModernTask(result);
                return;
            }
            if (toolCall && !m_tools.isEmpty()) {
                for (const QString &line :
                     ToolCallCheck::checkStructuredContent(m_tools, m_options.toolName, result))
                    writeErr(u"mcpscope-cli: warning: "_s + line + u'\n');
            }
            printResult(result, toolCall && result.value(Mcp::Key::IsError).toBool());
            return;
        }
        case PendingRequest::Outcome::RemoteError:
            printRemoteError(request->error());
            return;
        default:
            printFailure(request->errorString(), request->httpStatus());
            return;
        }
    });
}

void CliRunner::printResult(const QJsonObject &result, bool toolError)
{
    m_answered = true;
    if (m_options.format == CliOptions::Format::Json)
        writeOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{"result"_L1, result}}).toJson(QJsonDocument::Indented)));
    else
        writeOut(Cli::formatResultText(m_options.method, result) + u'\n');
    if (toolError)
        writeErr(u"mcpscope-cli: the tool reported an error (isError: true)\n"_s);
    finishWith(toolError ? ServerError : Success);
}

void CliRunner::printServerInfo()
{
    const ServerInfo info = m_session->serverInfo();
    if (m_options.format == CliOptions::Format::Json) {
        printResult(info.handshakeResult, false);
        return;
    }
    m_answered = true;
    writeOut(Cli::formatServerInfo(info) + u'\n');
    finishWith(Success);
}

void CliRunner::printRemoteError(const JsonRpcError &error)
{
    m_answered = true;
    if (m_options.format == CliOptions::Format::Json) {
        QJsonObject object{{"code"_L1, error.code}, {"message"_L1, error.message}};
        if (!error.data.isUndefined())
            object.insert("data"_L1, error.data);
        writeOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{"error"_L1, object}}).toJson(QJsonDocument::Indented)));
    }
    const JsonRpc::ErrorDescription description = JsonRpc::describeError(error.code);
    writeErr(
        u"mcpscope-cli: the server answered %1 with error %2: %3\n  meaning: %4\n  hint: %5\n"_s
            .arg(m_options.method,
                 JsonRpc::errorCodeName(error.code),
                 Cli::oneLine(error.message),
                 description.meaning,
                 description.hint));
    printUrlElicitations(error);
    finishWith(ServerError);
}

void CliRunner::printFailure(const QString &message, int httpStatus)
{
    m_answered = true;
    m_failure = message;
    const bool authorization = httpStatus == 401 || httpStatus == 403;
    // lint prints one JSON document at the end, with the failure in it.
    if (m_options.format == CliOptions::Format::Json && !m_options.lint.enabled)
        writeOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{"error"_L1, QJsonObject{{"message"_L1, message}}}})
                .toJson(QJsonDocument::Indented)));
    writeErr(u"mcpscope-cli: error: "_s + Cli::oneLine(message) + u'\n');
    finishWith(authorization ? AuthorizationRequired : ServerFailure);
}

void CliRunner::finishWith(int exitCode)
{
    m_exitCode = exitCode;
    if (m_finished)
        return;
    const McpSession::State state = m_session->state();
    if (state == McpSession::State::Ready || state == McpSession::State::Initializing
        || state == McpSession::State::Connecting) {
        m_session->disconnectFromServer(); // finished() follows once the server is gone
        return;
    }
    if (state == McpSession::State::Closing)
        return;
    if (state == McpSession::State::Failed
        && m_session->transport()->state() != Transport::State::Closed)
        return; // the failing transport is still shutting the process down
    m_finished = true;
    printFindings();
    Q_EMIT finished(m_exitCode);
}

void CliRunner::handleTraffic(const TrafficEvent &event)
{
    if (m_options.lint.enabled || m_options.lint.check)
        m_findings.add(event);
    if (m_options.lint.enabled && event.kind != TrafficEvent::Kind::Transport)
        return; // lint reports the findings at the end, each once
    if (m_options.method == "raw"_L1) {
        collectRawReply(event);
        if (event.kind != TrafficEvent::Kind::Transport)
            return; // the raw console prints frames itself, and expects odd ids
    }
    switch (event.kind) {
    case TrafficEvent::Kind::Transport:
        if (event.transportKind == TransportEvent::Kind::Stderr)
            writeErr(u"[server] "_s + Cli::oneLine(event.text) + u'\n');
        else if (event.transportKind == TransportEvent::Kind::Warning)
            writeErr(u"mcpscope-cli: warning: "_s + Cli::oneLine(event.text) + u'\n');
        break;
    case TrafficEvent::Kind::UserAction: // the CLI records its own action (clirecord.cpp)
    case TrafficEvent::Kind::AppBridge:  // the CLI renders no app
        break;
    case TrafficEvent::Kind::Diagnostic:
        if (m_session->state() == McpSession::State::Ready)
            writeErr(u"mcpscope-cli: warning: "_s + Cli::oneLine(event.text) + u'\n');
        break;
    case TrafficEvent::Kind::Frame:
        if (event.direction == TrafficEvent::Direction::Incoming && !event.decoded.isValid()) {
            const QString why = event.decoded.errorString.isEmpty()
                                    ? event.decoded.messages.value(0).problemText()
                                    : event.decoded.errorString;
            writeErr(u"mcpscope-cli: warning: the server sent an invalid frame (%1): %2\n"_s.arg(
                Cli::oneLine(why), Cli::oneLine(quoteLine(event.raw))));
        }
        break;
    }
}

void CliRunner::writeOut(const QString &text)
{
    // JSON is written byte for byte: its strings are escaped by JSON, and tools parse it.
    m_out->write(m_options.format == CliOptions::Format::Json ? text.toUtf8()
                                                              : Cli::terminalSafe(text).toUtf8());
}

void CliRunner::writeErr(const QString &text)
{
    m_err->write(Cli::terminalSafe(text).toUtf8());
}
