// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// McpSession, the 2026-07-28 era: per-request _meta and HTTP headers, resultType, the one
// -32022 correction, MRTR rounds, and tools whose x-mcp-header markers are invalid.
#include "handshake.h"
#include "inputrequired.h"
#include "mcpmethods.h"
#include "mcpsession.h"
#include "modernhandshake.h"
#include "modernmeta.h"
#include "pendingrequest.h"
#include "protocolversion.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/transport/transport.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

void McpSession::setEraPreference(ServerConfig::Era era, const QString &pinnedVersion)
{
    m_eraPreference = era;
    m_pinnedVersion = pinnedVersion;
    const QString version
        = pinnedVersion.isEmpty() ? ProtocolVersion::latestModern() : pinnedVersion;
    switch (era) {
    case ServerConfig::Era::Legacy:
        setHandshake(std::make_unique<LegacyHandshake>());
        break;
    case ServerConfig::Era::Modern:
        setHandshake(std::make_unique<DiscoverHandshake>(version));
        break;
    case ServerConfig::Era::Auto:
        setHandshake(std::make_unique<AutoEraHandshake>(version));
        break;
    }
}

void McpSession::enterModernEra(const QString &version)
{
    m_era = ServerConfig::Era::Modern;
    m_protocolVersion = version;
    m_transport->setModernEra(true);
    m_transport->setProtocolVersion(version);
}

void McpSession::enterLegacyEra()
{
    m_era = ServerConfig::Era::Legacy;
    m_protocolVersion.clear();
    m_transport->setModernEra(false);
    m_transport->setProtocolVersion({});
}

QJsonObject McpSession::modernRequestMeta() const
{
    return ModernMeta::requestMeta(
        m_protocolVersion, m_clientCapabilities, m_clientInfo, m_requestLogLevel);
}

QJsonObject McpSession::withModernMeta(QJsonObject params) const
{
    QJsonObject meta = params.value("_meta"_L1).toObject();
    const QJsonObject required = modernRequestMeta();
    for (auto it = required.begin(); it != required.end(); ++it)
        meta.insert(it.key(), it.value());
    params.insert("_meta"_L1, meta);
    return params;
}

void McpSession::transmitRequest(PendingRequest *request)
{
    const QJsonObject message
        = JsonRpcMessage::request(request->id(), request->method(), request->params())
              .json()
              .toObject();
    if (!isModern()) {
        transmit(message, nullptr, request->m_previousId);
        return;
    }
    const HttpHeaderList headers
        = McpHeaders::forRequest(request->method(), request->params(), m_toolHeaders);
    transmit(message, &headers, request->m_previousId);
}

void McpSession::resend(PendingRequest *request, const QJsonObject &params, const QString &why)
{
    const JsonRpcId previous = request->id();
    m_pending.remove(previous);
    request->m_previousId = previous;
    request->m_id = JsonRpcId(m_nextId++);
    request->m_params = params;
    m_pending.insert(request->id(), request);
    diagnose(u"request %1 (%2) is sent again as request %3: %4"_s.arg(
        previous.displayText(), request->method(), request->id().displayText(), why));
    request->armTimeout(request->timeoutMs(), m_maxTotalTimeoutMs);
    transmitRequest(request);
}

void McpSession::completeRequest(PendingRequest *request, const JsonRpcMessage &message)
{
    request->m_responseBytes = m_frameBytes;
    if (message.kind() == JsonRpcMessage::Kind::Error) {
        if (isModern() && retryWithSupportedVersion(request, message.error()))
            return;
        request->finishWithRemoteError(message.error());
        return;
    }
    if (!isModern()) {
        request->finishWithResult(message.result());
        return;
    }
    completeModernResult(request, message.result().toObject());
}

bool McpSession::retryWithSupportedVersion(PendingRequest *request, const JsonRpcError &error)
{
    if (error.code != JsonRpc::ErrorCode::UnsupportedProtocolVersion || request->m_versionRetried)
        return false;
    QStringList supported;
    for (const QJsonValue &value : error.data.toObject().value("supported"_L1).toArray())
        supported << value.toString();
    const QString mutual = ProtocolVersion::mutualModern(supported);
    if (mutual.isEmpty()) {
        diagnose(u"the server speaks %1; mcpscope speaks %2: no version in common"_s.arg(
            supported.isEmpty() ? u"no version it names"_s : supported.join(u", "_s),
            ProtocolVersion::modernVersions().join(u", "_s)));
        return false;
    }
    // MCP 2026-07-28: pick a mutually supported version and retry, once.
    request->m_versionRetried = true;
    enterModernEra(mutual);
    QJsonObject params = request->params();
    QJsonObject meta = params.value("_meta"_L1).toObject();
    meta.insert(ModernMeta::ProtocolVersionKey, mutual);
    params.insert("_meta"_L1, meta);
    resend(
        request,
        params,
        u"the server refused the protocol version (-32022); retrying once with %1"_s.arg(mutual));
    return true;
}

void McpSession::completeModernResult(PendingRequest *request, const QJsonObject &result)
{
    const QString resultType = ModernMeta::resultType(result);
    if (resultType == "complete"_L1) {
        // MCP 2026-07-28, server/tools §x-mcp-header: HTTP clients must mirror the marked
        // parameters and leave out tools whose markers are invalid; stdio clients may ignore
        // the markers, so over stdio every tool stays callable.
        if (request->method() == Mcp::Method::ToolsList && m_transport->isHttp())
            request->finishWithResult(
                filterTools(result, !request->params().contains("cursor"_L1)));
        else
            request->finishWithResult(result);
        return;
    }
    if (resultType == "input_required"_L1 && ModernMeta::allowsInputRequired(request->method())) {
        auto *round = new InputRequiredRound(this, request, result);
        round->start();
        return;
    }
    if (resultType == "task"_L1 && request->method() == Mcp::Method::ToolsCall) {
        request->finishWithResult(result);
        return;
    }
    const QString why = u"invalid result to %1: resultType \"%2\" is not allowed here"_s.arg(
        request->method(), resultType);
    diagnose(why, &Rules::ResultTypeNotAllowed);
    request->finishLocally(PendingRequest::Outcome::TransportError, why);
}

QJsonObject McpSession::filterTools(const QJsonObject &result, bool firstPage)
{
    if (firstPage) // a first page starts the list over; later pages add to it
        m_excludedTools.clear();
    QJsonArray kept;
    QList<ExcludedTool> excluded;
    for (const QJsonValue &value : result.value("tools"_L1).toArray()) {
        const QJsonObject tool = value.toObject();
        const QString name = tool.value("name"_L1).toString();
        const McpHeaders::ToolHeaders headers
            = McpHeaders::scanTool(tool.value("inputSchema"_L1).toObject());
        m_toolHeaders.insert(name, headers);
        if (headers.invalidReason.isEmpty()) {
            kept.append(tool);
            continue;
        }
        excluded.append({name, headers.invalidReason, tool});
        diagnose(u"tool \"%1\" is left out of the list: %2"_s.arg(name, headers.invalidReason),
                 &Rules::InvalidXMcpHeader);
    }
    if (excluded.isEmpty())
        return result;
    m_excludedTools.append(excluded);
    Q_EMIT toolsExcluded(excluded);
    QJsonObject filtered = result;
    filtered.insert("tools"_L1, kept);
    return filtered;
}
