// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientfeatures.h"

#include "inboundrequest.h"
#include "mcpmethods.h"

#include <core/apps/appmeta.h>
#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>
#include <QMetaMethod>
#include <QUrl>

using namespace Qt::StringLiterals;

QJsonObject ClientCapabilitySettings::toJson() const
{
    QJsonObject capabilities;
    if (roots)
        capabilities.insert("roots"_L1, QJsonObject{{"listChanged"_L1, rootsListChanged}});
    if (sampling) {
        QJsonObject object;
        if (samplingTools)
            object.insert("tools"_L1, QJsonObject());
        if (samplingContext)
            object.insert("context"_L1, QJsonObject());
        capabilities.insert("sampling"_L1, object);
    }
    if (elicitationForm || elicitationUrl) {
        QJsonObject object;
        if (elicitationForm)
            object.insert("form"_L1, QJsonObject());
        if (elicitationUrl)
            object.insert("url"_L1, QJsonObject());
        capabilities.insert("elicitation"_L1, object);
    }
    if (apps)
        capabilities.insert("extensions"_L1,
                            QJsonObject{{AppMeta::ExtensionId, AppMeta::extensionSettings()}});
    return capabilities;
}

ClientCapabilitySettings ClientCapabilitySettings::none()
{
    ClientCapabilitySettings settings;
    settings.roots = settings.rootsListChanged = settings.sampling = false;
    settings.elicitationForm = settings.elicitationUrl = false;
    settings.apps = false;
    return settings;
}

QJsonObject Root::toJson() const
{
    QJsonObject object{{"uri"_L1, uri}};
    if (!name.isEmpty())
        object.insert("name"_L1, name);
    return object;
}

ClientFeatures::ClientFeatures(McpSession *session)
    : QObject(session)
    , m_session(session)
{
    session->setClientCapabilities(m_settings.toJson());
    installHandlers();
    connect(session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        if (state == McpSession::State::Initializing)
            m_advertised = m_settings;
    });
    connect(session, &McpSession::notificationReceived, this, &ClientFeatures::handleNotification);
}

void ClientFeatures::setCapabilities(const ClientCapabilitySettings &settings)
{
    m_settings = settings;
    // The extensions the handshake declared (2026-07-28: tasks, skills) are not the user's to
    // toggle here; MCP Apps is, and follows the settings.
    QJsonObject capabilities = settings.toJson();
    QJsonObject extensions = m_session->clientCapabilities().value("extensions"_L1).toObject();
    extensions.remove(AppMeta::ExtensionId);
    const QJsonObject chosen = capabilities.value("extensions"_L1).toObject();
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        extensions.insert(it.key(), it.value());
    if (!extensions.isEmpty())
        capabilities.insert("extensions"_L1, extensions);
    m_session->setClientCapabilities(capabilities);
}

QString ClientFeatures::checkRoot(const Root &root)
{
    // MCP, Roots: every root URI is a file:// URI.
    const QUrl url(root.uri, QUrl::StrictMode);
    if (!url.isValid() || url.scheme() != "file"_L1 || url.path().isEmpty())
        return u"a root must be a file:// URI with a path, got \"%1\""_s.arg(root.uri);
    return {};
}

QString ClientFeatures::setRoots(const QList<Root> &roots)
{
    for (const Root &root : roots) {
        if (QString problem = checkRoot(root); !problem.isEmpty())
            return problem;
    }
    m_roots = roots;
    // Legacy only: with listChanged advertised, the client MUST say when the roots change.
    if (m_session->state() == McpSession::State::Ready && m_advertised.roots
        && m_advertised.rootsListChanged)
        m_session->sendNotification(Mcp::Method::RootsListChanged);
    return {};
}

QList<InboundRequest *> ClientFeatures::openRequests() const
{
    return m_open;
}

QList<QJsonObject> ClientFeatures::takeUrlElicitations(const JsonRpcError &error)
{
    QList<QJsonObject> elicitations;
    if (error.code != JsonRpc::ErrorCode::UrlElicitationRequired)
        return elicitations;
    for (const QJsonValue &entry : error.data.toObject().value("elicitations"_L1).toArray()) {
        const QJsonObject params = entry.toObject();
        if (params.value("url"_L1).toString().isEmpty())
            continue;
        m_knownElicitationIds.insert(params.value("elicitationId"_L1).toString());
        elicitations << params;
    }
    return elicitations;
}

void ClientFeatures::installHandlers()
{
    const auto bind
        = [this](void (ClientFeatures::*handler)(const JsonRpcMessage &, ServerRequestResponder)) {
              return
                  [this, handler](const JsonRpcMessage &request, ServerRequestResponder responder) {
                      (this->*handler)(request, std::move(responder));
                  };
          };
    m_session->setRequestHandler(Mcp::Method::RootsList, bind(&ClientFeatures::handleRootsList));
    m_session->setRequestHandler(Mcp::Method::SamplingCreateMessage,
                                 bind(&ClientFeatures::handleSampling));
    m_session->setRequestHandler(Mcp::Method::ElicitationCreate,
                                 bind(&ClientFeatures::handleElicitation));
}

namespace {
JsonRpcError notAdvertised(const QString &method, const QString &capability)
{
    return {JsonRpc::ErrorCode::MethodNotFound,
            u"Method not found: %1 (mcpscope did not advertise the %2 capability)"_s.arg(
                method, capability),
            QJsonValue::Undefined};
}
} // namespace

void ClientFeatures::handleRootsList(const JsonRpcMessage &request,
                                     ServerRequestResponder responder)
{
    if (!m_advertised.roots) {
        responder.error(notAdvertised(request.method(), u"roots"_s));
        return;
    }
    QJsonArray roots;
    for (const Root &root : std::as_const(m_roots))
        roots.append(root.toJson());
    responder.result({{"roots"_L1, roots}});
    Q_EMIT rootsListed();
}

void ClientFeatures::handleSampling(const JsonRpcMessage &request, ServerRequestResponder responder)
{
    if (!m_advertised.sampling) {
        responder.error(notAdvertised(request.method(), u"sampling"_s));
        return;
    }
    const QJsonObject params = request.paramsObject();
    // MCP 2025-11-25, Sampling: tools or toolChoice without the sampling.tools capability is an
    // error the client reports.
    if (!m_advertised.samplingTools
        && (params.contains("tools"_L1) || params.contains("toolChoice"_L1))) {
        responder.error({JsonRpc::ErrorCode::InvalidParams,
                         u"sampling with tools was requested, but mcpscope did not advertise "
                         "sampling.tools"_s,
                         QJsonValue::Undefined});
        return;
    }
    auto *sampling = new SamplingRequest(request, std::move(responder), this);
    track(sampling);
    if (!isSignalConnected(QMetaMethod::fromSignal(&ClientFeatures::samplingRequested))) {
        sampling->reject(u"User rejected sampling request: nobody is there to review it"_s);
        return;
    }
    Q_EMIT samplingRequested(sampling);
}

void ClientFeatures::handleElicitation(const JsonRpcMessage &request,
                                       ServerRequestResponder responder)
{
    const bool urlMode = request.paramsObject().value("mode"_L1).toString() == "url"_L1;
    if (!m_advertised.elicitationForm && !m_advertised.elicitationUrl) {
        responder.error(notAdvertised(request.method(), u"elicitation"_s));
        return;
    }
    // MCP 2025-11-25, Elicitation: a mode the client did not declare gets -32602.
    if (urlMode ? !m_advertised.elicitationUrl : !m_advertised.elicitationForm) {
        responder.error({JsonRpc::ErrorCode::InvalidParams,
                         u"elicitation in %1 mode, which mcpscope did not advertise"_s.arg(
                             urlMode ? u"URL"_s : u"form"_s),
                         QJsonValue::Undefined});
        return;
    }
    auto *elicitation = new ElicitationRequest(request, std::move(responder), this);
    track(elicitation);
    if (urlMode)
        m_knownElicitationIds.insert(elicitation->elicitationId());
    if (!isSignalConnected(QMetaMethod::fromSignal(&ClientFeatures::elicitationRequested))) {
        elicitation->decline();
        return;
    }
    Q_EMIT elicitationRequested(elicitation);
}

void ClientFeatures::track(InboundRequest *request)
{
    m_open.append(request);
    connect(request, &QObject::destroyed, this, [this, request] { m_open.removeOne(request); });
}

void ClientFeatures::handleNotification(const JsonRpcMessage &notification)
{
    const QJsonObject params = notification.paramsObject();
    if (notification.method() == Mcp::Method::Cancelled) {
        const JsonRpcId id = JsonRpcId::fromJson(params.value("requestId"_L1));
        for (InboundRequest *request : std::as_const(m_open)) {
            if (request->id() == id && request->isOpen())
                request->withdraw(params.value("reason"_L1).toString());
        }
        return;
    }
    if (notification.method() == Mcp::Method::ElicitationComplete) {
        // MCP 2025-11-25: ignore completions for elicitation ids we never saw.
        const QString id = params.value("elicitationId"_L1).toString();
        if (m_knownElicitationIds.remove(id))
            Q_EMIT elicitationCompleted(id);
    }
}
