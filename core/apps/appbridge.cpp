// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appbridge.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/jsonrpc/jsontypes.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// SEP-1865 leaves these errors to the implementation; -32000 is what its examples use.
constexpr int kAppRequestDenied = -32000;

const QStringList &displayModes()
{
    static const QStringList modes{u"inline"_s, u"fullscreen"_s, u"pip"_s};
    return modes;
}

} // namespace

AppBridge::AppBridge(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_hostContext.insert("displayMode"_L1, u"inline"_s);
}

void AppBridge::setTool(const QJsonObject &tool, const JsonRpcId &callId)
{
    const QJsonValue before = hostContext().value("toolInfo"_L1);
    m_tool = tool;
    m_callId = callId;
    // An app shown before its call learns the call's id as a context change.
    const QJsonValue after = hostContext().value("toolInfo"_L1);
    if (m_initializeAnswered && after != before)
        notify(Mcp::Method::UiHostContextChanged, {{"toolInfo"_L1, after}});
}

void AppBridge::setServerTools(const QList<QJsonObject> &tools)
{
    m_serverTools.clear();
    for (const QJsonObject &tool : tools)
        m_serverTools.insert(tool.value(Mcp::Key::Name).toString(), AppMeta::toolUi(tool));
}

void AppBridge::setResource(const AppMeta::AppResource &resource)
{
    m_resource = resource;
}

void AppBridge::setHostContext(const QJsonObject &context)
{
    QJsonObject changed;
    for (auto it = context.constBegin(); it != context.constEnd(); ++it) {
        if (m_hostContext.value(it.key()) != it.value()) {
            changed.insert(it.key(), it.value());
            m_hostContext.insert(it.key(), it.value());
        }
    }
    // SEP-1865: partial updates after initialization; before it, the result carries them all.
    if (m_initializeAnswered && !changed.isEmpty())
        notify(Mcp::Method::UiHostContextChanged, changed);
}

QJsonObject AppBridge::hostContext() const
{
    QJsonObject context = m_hostContext;
    context.insert("availableDisplayModes"_L1, QJsonArray::fromStringList(displayModes()));
    context.insert("platform"_L1, u"desktop"_s);
    context.insert("userAgent"_L1, u"mcpscope"_s);
    if (!m_tool.isEmpty()) {
        QJsonObject toolInfo{{"tool"_L1, m_tool}};
        if (m_callId.isValidRequestId())
            toolInfo.insert("id"_L1, m_callId.toJson());
        context.insert("toolInfo"_L1, toolInfo);
    }
    return context;
}

QString AppBridge::displayMode() const
{
    return m_hostContext.value("displayMode"_L1).toString();
}

void AppBridge::receive(const QByteArray &message)
{
    if (message.size() > MaxMessageBytes) {
        const QByteArray head = message.left(200) + "…";
        report(TrafficEvent::Direction::FromApp, head);
        refuse(JsonRpcId::fromJson(QJsonValue::Null),
               JsonRpc::ErrorCode::InvalidRequest,
               u"message of %1 bytes refused: an app message may have at most %2"_s.arg(
                   QString::number(message.size()), QString::number(MaxMessageBytes)));
        return;
    }
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(message);
    reportFromApp(message, decoded);
    if (decoded.shape != JsonRpc::DecodeResult::Shape::Single) {
        const bool notJson = decoded.shape != JsonRpc::DecodeResult::Shape::Batch;
        refuse(JsonRpcId::fromJson(QJsonValue::Null),
               notJson ? JsonRpc::ErrorCode::ParseError : JsonRpc::ErrorCode::InvalidRequest,
               notJson ? u"not JSON: "_s + decoded.errorString
                       : u"batches are not part of the app protocol"_s);
        return;
    }
    const JsonRpcMessage &parsed = decoded.messages.first();
    switch (parsed.kind()) {
    case JsonRpcMessage::Kind::Request:
        handleRequest(parsed);
        break;
    case JsonRpcMessage::Kind::Notification:
        handleNotification(parsed);
        break;
    case JsonRpcMessage::Kind::Result:
    case JsonRpcMessage::Kind::Error:
        handleResponse(parsed);
        break;
    case JsonRpcMessage::Kind::Invalid:
        refuse(JsonRpcId::fromJson(parsed.json().toObject().value("id"_L1)).isValidRequestId()
                   ? JsonRpcId::fromJson(parsed.json().toObject().value("id"_L1))
                   : JsonRpcId::fromJson(QJsonValue::Null),
               JsonRpc::ErrorCode::InvalidRequest,
               u"not a JSON-RPC 2.0 message: "_s + parsed.problemText());
        break;
    }
}

void AppBridge::handleRequest(const JsonRpcMessage &request)
{
    const QString method = request.method();
    m_answering.insert(request.id().displayText(), method);
    if (method == Mcp::Method::UiInitialize) {
        const QJsonObject params = request.paramsObject();
        m_appInfo = params.value("appInfo"_L1).toObject();
        m_appModes.clear();
        const QJsonValue modes
            = params.value("appCapabilities"_L1).toObject().value("availableDisplayModes"_L1);
        for (const QJsonValue &mode : modes.toArray()) {
            if (displayModes().contains(mode.toString()))
                m_appModes << mode.toString();
        }
        m_initializeAnswered = true;
        answer(request.id(), initializeResult());
    } else if (method == Mcp::Method::Ping) {
        answer(request.id(), QJsonObject());
    } else if (method == Mcp::Method::ToolsCall) {
        callTool(request);
    } else if (method == Mcp::Method::ResourcesRead) {
        readResource(request);
    } else if (method == Mcp::Method::UiOpenLink) {
        openLink(request);
    } else if (method == Mcp::Method::UiMessage || method == Mcp::Method::UiUpdateModelContext) {
        addNote(request);
        answer(request.id(), QJsonObject());
    } else if (method == Mcp::Method::UiRequestDisplayMode) {
        requestDisplayMode(request);
    } else if (method == Mcp::Method::UiDownloadFile) {
        downloadFile(request);
    } else {
        refuse(request.id(),
               JsonRpc::ErrorCode::MethodNotFound,
               u"mcpscope does not offer \"%1\" to apps"_s.arg(method.left(100)));
    }
}

void AppBridge::handleNotification(const JsonRpcMessage &notification)
{
    const QString method = notification.method();
    if (method == Mcp::Method::UiInitialized) {
        if (m_initialized)
            return;
        m_initialized = true;
        Q_EMIT initialized();
        const QList<JsonRpcMessage> held = std::exchange(m_heldBack, {});
        for (const JsonRpcMessage &message : held)
            post(message);
    } else if (method == Mcp::Method::UiSizeChanged) {
        const QJsonObject params = notification.paramsObject();
        // Hostile sizes: whole pixels within what a screen can show, or ignored.
        const auto pixels = [](const QJsonValue &value) {
            if (!value.isDouble())
                return -1;
            const double number = JsonTypes::number(value);
            return number >= 0 && number <= 100000 ? int(number) : -1;
        };
        Q_EMIT sizeChanged(pixels(params.value("width"_L1)), pixels(params.value("height"_L1)));
    } else if (method == Mcp::Method::Message) {
        addNote(notification);
    }
    // Any other notification (an unknown ui/notifications/...) is in the log and ignored.
}

void AppBridge::handleResponse(const JsonRpcMessage &response)
{
    const QString key = response.id().displayText();
    if (m_teardownIds.remove(key))
        Q_EMIT teardownFinished();
}

void AppBridge::callTool(const JsonRpcMessage &request)
{
    const QJsonObject params = request.paramsObject();
    const QString name = params.value(Mcp::Key::Name).toString();
    const auto tool = m_serverTools.constFind(name);
    if (!params.value(Mcp::Key::Name).isString() || tool == m_serverTools.constEnd()) {
        refuse(request.id(),
               JsonRpc::ErrorCode::InvalidParams,
               u"the server lists no tool \"%1\""_s.arg(name.left(100)));
        return;
    }
    // SEP-1865, Visibility: a host MUST reject an app's tools/call for a tool whose visibility
    // does not include "app".
    if (!tool->visibleToApp) {
        refuse(request.id(),
               kAppRequestDenied,
               u"tool \"%1\" is not visible to apps (_meta.ui.visibility)"_s.arg(name.left(100)));
        return;
    }
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        refuse(request.id(), JsonRpc::ErrorCode::InternalError, u"not connected to the server"_s);
        return;
    }
    const QJsonValue arguments = params.contains(Mcp::Key::Arguments)
                                     ? params.value(Mcp::Key::Arguments)
                                     : QJsonValue(QJsonObject());
    proxy(request, McpRequest::callTool(name, arguments).send(*m_session));
}

void AppBridge::readResource(const JsonRpcMessage &request)
{
    const QJsonValue uri = request.paramsObject().value(Mcp::Key::Uri);
    if (!uri.isString() || uri.toString().isEmpty()) {
        refuse(request.id(), JsonRpc::ErrorCode::InvalidParams, u"resources/read needs a uri"_s);
        return;
    }
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        refuse(request.id(), JsonRpc::ErrorCode::InternalError, u"not connected to the server"_s);
        return;
    }
    proxy(request, McpRequest::readResource(uri.toString()).send(*m_session));
}

void AppBridge::proxy(const JsonRpcMessage &request, PendingRequest *pending)
{
    const JsonRpcId id = request.id();
    connect(pending, &PendingRequest::finished, this, [this, id, pending] {
        if (pending->outcome() == PendingRequest::Outcome::Result)
            answer(id, pending->result());
        else if (pending->outcome() == PendingRequest::Outcome::RemoteError)
            post(JsonRpcMessage::errorResponse(id, pending->error()));
        else
            refuse(id, JsonRpc::ErrorCode::InternalError, pending->errorString());
    });
}

void AppBridge::openLink(const JsonRpcMessage &request)
{
    const QString text = request.paramsObject().value("url"_L1).toString();
    const QUrl url(text, QUrl::StrictMode);
    const bool web = url.isValid() && (url.scheme() == "https"_L1 || url.scheme() == "http"_L1)
                     && !url.host().isEmpty();
    if (!web) {
        refuse(request.id(),
               kAppRequestDenied,
               u"Invalid URL: mcpscope opens only http and https links"_s);
        return;
    }
    if (!m_confirmLink) {
        refuse(request.id(), kAppRequestDenied, u"Link opening denied by user"_s);
        return;
    }
    const JsonRpcId id = request.id();
    m_confirmLink(url, [bridge = QPointer<AppBridge>(this), id](bool opened) {
        if (!bridge)
            return;
        if (opened)
            bridge->answer(id, QJsonObject());
        else
            bridge->refuse(id, kAppRequestDenied, u"Link opening denied by user"_s);
    });
}

void AppBridge::requestDisplayMode(const JsonRpcMessage &request)
{
    const QString mode = request.paramsObject().value("mode"_L1).toString();
    const bool allowed
        = displayModes().contains(mode) && (m_appModes.isEmpty() || m_appModes.contains(mode));
    // SEP-1865, Display Modes: answer with the mode now shown, changed or not.
    if (allowed && mode != displayMode() && m_switchMode) {
        const QString shown = m_switchMode(mode);
        if (displayModes().contains(shown))
            setHostContext({{"displayMode"_L1, shown}});
    }
    answer(request.id(), QJsonObject{{"mode"_L1, displayMode()}});
}

void AppBridge::downloadFile(const JsonRpcMessage &request)
{
    QString problem;
    const AppDownload::Offer offer = AppDownload::fromParams(request.paramsObject(), &problem);
    if (!problem.isEmpty()) {
        refuse(request.id(), kAppRequestDenied, problem);
        return;
    }
    if (!m_consent) {
        refuse(request.id(), kAppRequestDenied, u"Download denied by user"_s);
        return;
    }
    const JsonRpcId id = request.id();
    m_consent(offer,
              [bridge = QPointer<AppBridge>(this), id, bytes = offer.bytes](const QString &path) {
                  if (!bridge)
                      return;
                  if (path.isEmpty()) {
                      bridge->refuse(id, kAppRequestDenied, u"Download denied by user"_s);
                      return;
                  }
                  const QString error = AppDownload::save(path, bytes);
                  if (error.isEmpty())
                      bridge->answer(id, QJsonObject());
                  else
                      bridge->refuse(id, JsonRpc::ErrorCode::InternalError, error);
              });
}

void AppBridge::addNote(const JsonRpcMessage &message)
{
    Note note{message.method(), message.paramsObject()};
    if (note.method == Mcp::Method::UiUpdateModelContext)
        m_modelContext = note.params; // each update replaces the one before (SEP-1865)
    if (m_notes.size() >= MaxNotes)
        m_notes.removeFirst();
    m_notes.append(note);
    Q_EMIT noteAdded(note);
}

QJsonObject AppBridge::initializeResult() const
{
    QJsonObject sandbox{{"csp"_L1, m_resource.csp.approvedJson()}};
    QJsonObject capabilities{{"openLinks"_L1, QJsonObject()},
                             {"downloadFile"_L1, QJsonObject()},
                             {"serverTools"_L1, QJsonObject()},
                             {"serverResources"_L1, QJsonObject()},
                             {"logging"_L1, QJsonObject()},
                             {"sandbox"_L1, sandbox}};
    return QJsonObject{
        {"protocolVersion"_L1, QString(AppMeta::ProtocolVersion)},
        {"hostInfo"_L1,
         QJsonObject{{"name"_L1, u"mcpscope"_s}, {"version"_L1, QStringLiteral(MCPSCOPE_VERSION)}}},
        {"hostCapabilities"_L1, capabilities},
        {"hostContext"_L1, hostContext()}};
}

void AppBridge::sendToolInput(const QJsonObject &arguments)
{
    m_inputSent = true;
    notify(Mcp::Method::UiToolInput, {{Mcp::Key::Arguments, arguments}});
}

void AppBridge::sendToolInputPartial(const QJsonObject &arguments)
{
    // SEP-1865: partial input only before tool-input (it MUST stop once tool-input is sent),
    // best effort; held back until initialized, where only the newest is worth sending.
    if (m_inputSent)
        return;
    if (!m_initialized) {
        m_heldBack.removeIf([](const JsonRpcMessage &message) {
            return message.method() == Mcp::Method::UiToolInputPartial;
        });
    }
    notify(Mcp::Method::UiToolInputPartial, {{Mcp::Key::Arguments, arguments}});
}

void AppBridge::sendToolResult(const QJsonObject &result)
{
    notify(Mcp::Method::UiToolResult, result);
}

void AppBridge::sendToolCancelled(const QString &reason)
{
    notify(Mcp::Method::UiToolCancelled, {{"reason"_L1, reason}});
}

void AppBridge::teardown(const QString &reason)
{
    const JsonRpcId id(u"mcpscope-teardown-%1"_s.arg(m_nextId++));
    m_teardownIds.insert(id.displayText(), true);
    post(JsonRpcMessage::request(id, Mcp::Method::UiResourceTeardown, {{"reason"_L1, reason}}));
}

void AppBridge::answer(const JsonRpcId &id, const QJsonValue &result)
{
    post(JsonRpcMessage::response(id, result));
}

void AppBridge::refuse(const JsonRpcId &id, int code, const QString &message)
{
    post(JsonRpcMessage::errorResponse(id, JsonRpcError{code, message, {}}));
}

void AppBridge::notify(const QString &method, const QJsonObject &params)
{
    const JsonRpcMessage message = JsonRpcMessage::notification(method, params);
    // SEP-1865, Sandbox proxy: the host sends the app nothing before it is initialized.
    if (!m_initialized)
        m_heldBack.append(message);
    else
        post(message);
}

void AppBridge::post(const JsonRpcMessage &message)
{
    const QByteArray bytes = JsonRpc::encode(message);
    if (message.isResponse()) {
        const QString key = message.id().displayText();
        report(TrafficEvent::Direction::ToApp,
               bytes,
               m_answering.take(key),
               m_appRequestRows.take(key));
    } else {
        const qint64 row = report(TrafficEvent::Direction::ToApp, bytes);
        if (message.isRequest())
            m_hostRequestRows.insert(message.id().displayText(), row);
    }
    Q_EMIT messageForApp(bytes);
}

void AppBridge::reportFromApp(const QByteArray &raw, const JsonRpc::DecodeResult &decoded)
{
    // The log pairs the rows of this view's requests and answers by the sequences kept here:
    // ids are the app's and this bridge's own, never the server connection's.
    const JsonRpcMessage *single
        = decoded.shape == JsonRpc::DecodeResult::Shape::Single && !decoded.messages.isEmpty()
              ? &decoded.messages.first()
              : nullptr;
    const QString key = single ? single->id().displayText() : QString();
    if (single && single->isResponse()) {
        report(TrafficEvent::Direction::FromApp, raw, {}, m_hostRequestRows.take(key));
        return;
    }
    const qint64 row = report(TrafficEvent::Direction::FromApp, raw);
    if (single && single->isRequest() && m_appRequestRows.size() < MaxOpenRequests)
        m_appRequestRows.insert(key, row);
}

qint64 AppBridge::report(TrafficEvent::Direction direction,
                         const QByteArray &raw,
                         const QString &answers,
                         qint64 answersFrame)
{
    return m_session ? m_session->reportAppMessage(direction, raw, answers, answersFrame) : 0;
}
