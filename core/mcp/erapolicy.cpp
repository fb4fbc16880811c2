// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "erapolicy.h"

#include "inputrequired.h"
#include "mcpmethods.h"
#include "modernmeta.h"
#include "protocolversion.h"
#include "requestcorrelator.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/transport/transport.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

void EraPolicy::sendCancelledNotification(const PendingRequest &request,
                                          const QString &reason) const
{
    QJsonObject params{{"requestId"_L1, request.id().toJson()}};
    if (!reason.isEmpty())
        params.insert("reason"_L1, reason);
    m_session.sendNotification(Mcp::Method::Cancelled, params);
}

void LegacyPolicy::cancel(const PendingRequest &request, const QString &reason)
{
    sendCancelledNotification(request, reason);
}

void LegacyPolicy::complete(PendingRequest *request, const JsonRpcMessage &response)
{
    if (response.kind() == JsonRpcMessage::Kind::Error)
        m_requests.finishWithRemoteError(request, response.error());
    else
        m_requests.finishWithResult(request, response.result());
}

ModernPolicy::ModernPolicy(McpSession &session, RequestCorrelator &requests, Excluded excluded)
    : EraPolicy(session, requests)
    , m_excluded(std::move(excluded))
{}

void ModernPolicy::reset()
{
    m_toolHeaders.clear();
    m_excludedTools.clear();
}

QJsonObject ModernPolicy::decorate(const QJsonObject &params) const
{
    QJsonObject decorated = params;
    QJsonObject meta = decorated.value("_meta"_L1).toObject();
    const QJsonObject required = m_session.modernRequestMeta();
    for (auto it = required.begin(); it != required.end(); ++it)
        meta.insert(it.key(), it.value());
    decorated.insert("_meta"_L1, meta);
    return decorated;
}

bool ModernPolicy::requestHeaders(const PendingRequest &request, HttpHeaderList *headers) const
{
    *headers = McpHeaders::forRequest(request.method(), request.params(), m_toolHeaders);
    return true;
}

void ModernPolicy::cancel(const PendingRequest &request, const QString &reason)
{
    // MCP 2026-07-28 HTTP defines no client notifications: cancelling is closing the stream.
    if (m_session.transport()->isHttp())
        m_session.transport()->abandonRequest(request.id());
    else
        sendCancelledNotification(request, reason);
}

bool ModernPolicy::reissueAfterBrokenStream(PendingRequest *request,
                                            const TransportFailure &failure)
{
    // MCP 2026-07-28 has no resumption: a response stream that broke after a 2xx loses the
    // request, which the client must send again under a new id (once).
    if (failure.httpStatus < 200 || failure.httpStatus >= 300
        || !m_requests.spendRetry(request, RequestCorrelator::Retry::BrokenStream))
        return false;
    m_requests.resend(request, request->params(), failure.message);
    return true;
}

void ModernPolicy::noteServerRequest(const JsonRpcMessage &request)
{
    // MCP 2026-07-28: servers never send requests; they ask for input through MRTR.
    m_session.logDiagnostic(
        u"the server sent a %1 request, which a 2026-07-28 server must not "
        "do (it should ask with an input_required result)"_s.arg(request.method()));
}

void ModernPolicy::complete(PendingRequest *request, const JsonRpcMessage &response)
{
    if (response.kind() == JsonRpcMessage::Kind::Error) {
        if (!retryWithSupportedVersion(request, response.error()))
            m_requests.finishWithRemoteError(request, response.error());
        return;
    }
    completeResult(request, response.result().toObject());
}

bool ModernPolicy::retryWithSupportedVersion(PendingRequest *request, const JsonRpcError &error)
{
    if (error.code != JsonRpc::ErrorCode::UnsupportedProtocolVersion
        || !m_requests.spendRetry(request, RequestCorrelator::Retry::VersionCorrection))
        return false;
    QStringList supported;
    for (const QJsonValue &value : error.data.toObject().value("supported"_L1).toArray())
        supported << value.toString();
    const QString mutual = ProtocolVersion::mutualModern(supported);
    if (mutual.isEmpty()) {
        m_session.logDiagnostic(
            u"the server speaks %1; mcpscope speaks %2: no version in common"_s.arg(
                supported.isEmpty() ? u"no version it names"_s : supported.join(u", "_s),
                ProtocolVersion::modernVersions().join(u", "_s)));
        return false;
    }
    // MCP 2026-07-28: pick a mutually supported version and retry, once.
    m_session.enterModernEra(mutual);
    QJsonObject params = request->params();
    QJsonObject meta = params.value("_meta"_L1).toObject();
    meta.insert(ModernMeta::ProtocolVersionKey, mutual);
    params.insert("_meta"_L1, meta);
    m_requests.resend(
        request,
        params,
        u"the server refused the protocol version (-32022); retrying once with %1"_s.arg(mutual));
    return true;
}

void ModernPolicy::completeResult(PendingRequest *request, const QJsonObject &result)
{
    const QString resultType = ModernMeta::resultType(result);
    if (resultType == "complete"_L1) {
        // MCP 2026-07-28, server/tools §x-mcp-header: HTTP clients must mirror the marked
        // parameters and leave out tools whose markers are invalid; stdio clients may ignore
        // the markers, so over stdio every tool stays callable.
        if (request->method() == Mcp::Method::ToolsList && m_session.transport()->isHttp())
            m_requests.finishWithResult(
                request, filterTools(result, !request->params().contains("cursor"_L1)));
        else
            m_requests.finishWithResult(request, result);
        return;
    }
    if (!ModernMeta::allowsResultType(request->method(), resultType)) {
        // The analysis reports the finding (ResultTypeNotAllowed) on the frame itself; this
        // line says what became of the request.
        const QString why = u"invalid result to %1: resultType \"%2\" is not allowed here"_s.arg(
            request->method(), resultType);
        m_session.logDiagnostic(why);
        m_requests.finishLocally(request, PendingRequest::Outcome::TransportError, why);
        return;
    }
    if (resultType == "input_required"_L1) {
        auto *round = new InputRequiredRound(&m_session, m_requests, request, result);
        round->start();
        return;
    }
    m_requests.finishWithResult(request, result); // a task (tools/call)
}

QJsonObject ModernPolicy::filterTools(const QJsonObject &result, bool firstPage)
{
    if (firstPage) // a first page starts the list over; later pages add to it
        m_excludedTools.clear();
    QJsonArray kept;
    QList<McpSession::ExcludedTool> excluded;
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
        m_session.reportFinding(
            Rules::InvalidXMcpHeader,
            u"tool \"%1\" is left out of the list: %2"_s.arg(name, headers.invalidReason));
    }
    if (excluded.isEmpty())
        return result;
    m_excludedTools.append(excluded);
    if (m_excluded)
        m_excluded(excluded);
    QJsonObject filtered = result;
    filtered.insert("tools"_L1, kept);
    return filtered;
}
