// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mcpsession.h"

#include <core/transport/mcpheaders.h>

class RequestCorrelator;
struct TransportFailure;

// What differs between the protocol eras once a request is on its way: how its params are
// dressed, which HTTP headers it carries, how it is cancelled, and how its answer completes it.
// The session holds one of each and switches in enterModernEra()/enterLegacyEra(); both finish
// requests through the session's RequestCorrelator only.
class EraPolicy
{
public:
    EraPolicy(McpSession &session, RequestCorrelator &requests)
        : m_session(session)
        , m_requests(requests)
    {}
    virtual ~EraPolicy() = default;
    EraPolicy(const EraPolicy &) = delete;
    EraPolicy &operator=(const EraPolicy &) = delete;

    // The params as they go on the wire.
    virtual QJsonObject decorate(const QJsonObject &params) const = 0;
    // Headers an HTTP request carries besides the transport's own; false: none.
    virtual bool requestHeaders(const PendingRequest &request, HttpHeaderList *headers) const = 0;
    // Tells the server to stop working on request (the connection is open).
    virtual void cancel(const PendingRequest &request, const QString &reason) = 0;
    // A response (result or error) to request: finishes it, or sends it on (MRTR, -32022).
    virtual void complete(PendingRequest *request, const JsonRpcMessage &response) = 0;
    // The response stream broke after a 2xx: true when the request was sent again.
    virtual bool reissueAfterBrokenStream(PendingRequest *request, const TransportFailure &failure)
        = 0;
    // A request the server sent on the wire, before it is answered.
    virtual void noteServerRequest(const JsonRpcMessage &request) = 0;

protected:
    void sendCancelledNotification(const PendingRequest &request, const QString &reason) const;

    McpSession &m_session;
    RequestCorrelator &m_requests;
};

// MCP up to 2025-11-25 (the initialize era): params as given, notifications/cancelled.
class LegacyPolicy final : public EraPolicy
{
public:
    using EraPolicy::EraPolicy;
    QJsonObject decorate(const QJsonObject &params) const override { return params; }
    bool requestHeaders(const PendingRequest &, HttpHeaderList *) const override { return false; }
    void cancel(const PendingRequest &request, const QString &reason) override;
    void complete(PendingRequest *request, const JsonRpcMessage &response) override;
    bool reissueAfterBrokenStream(PendingRequest *, const TransportFailure &) override
    {
        return false; // the transport resumes the stream (Last-Event-ID) or reports it lost
    }
    void noteServerRequest(const JsonRpcMessage &) override {}
};

// MCP 2026-07-28: per-request _meta and x-mcp-header headers, resultType, input_required
// rounds (MRTR), the one -32022 correction, one re-issue after a broken stream (no
// resumption), cancelling by closing the HTTP stream, and tools whose markers are invalid.
class ModernPolicy final : public EraPolicy
{
public:
    using Excluded = std::function<void(const QList<McpSession::ExcludedTool> &)>;
    ModernPolicy(McpSession &session, RequestCorrelator &requests, Excluded excluded);

    QJsonObject decorate(const QJsonObject &params) const override;
    bool requestHeaders(const PendingRequest &request, HttpHeaderList *headers) const override;
    void cancel(const PendingRequest &request, const QString &reason) override;
    void complete(PendingRequest *request, const JsonRpcMessage &response) override;
    bool reissueAfterBrokenStream(PendingRequest *request,
                                  const TransportFailure &failure) override;
    void noteServerRequest(const JsonRpcMessage &request) override;

    // A new connection: tools/list is read again.
    void reset();
    QList<McpSession::ExcludedTool> excludedTools() const { return m_excludedTools; }

private:
    bool retryWithSupportedVersion(PendingRequest *request, const JsonRpcError &error);
    void completeResult(PendingRequest *request, const QJsonObject &result);
    QJsonObject filterTools(const QJsonObject &result, bool firstPage);

    Excluded m_excluded;
    QHash<QString, McpHeaders::ToolHeaders> m_toolHeaders; // by tool name, from tools/list
    QList<McpSession::ExcludedTool> m_excludedTools;
};
