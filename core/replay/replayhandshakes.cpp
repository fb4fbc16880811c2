// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayhandshakes.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QTimer>

using namespace Qt::StringLiterals;

QString NoHandshake::name() const
{
    return u"none"_s;
}

void NoHandshake::start(McpSession *)
{
    // Next turn of the event loop: the session is still inside its state change.
    QTimer::singleShot(0, this, [this] { Q_EMIT succeeded(ServerInfo{}); });
}

RecordedHandshake::RecordedHandshake(const QJsonObject &initializeParams, QObject *parent)
    : Handshake(parent)
    , m_params(initializeParams)
{}

QString RecordedHandshake::name() const
{
    return u"recorded initialize"_s;
}

void RecordedHandshake::start(McpSession *session)
{
    RequestOptions options;
    options.cancellable = false; // MCP: initialize is never cancelled
    PendingRequest *request = session->sendRequest(Mcp::Method::Initialize, m_params, options);
    connect(request, &PendingRequest::finished, this, [this, session, request] {
        if (request->hasError()) {
            Q_EMIT failed(request->errorString());
            return;
        }
        const QJsonObject result = request->result().toObject();
        // A replay checks what the recorded server said, not what mcpscope would accept: a
        // version the recording used is fine even if this build no longer offers it.
        if (!result.value("protocolVersion"_L1).isString()) {
            Q_EMIT failed(u"the initialize result has no protocolVersion"_s);
            return;
        }
        const ServerInfo info = ServerInfo::fromInitializeResult(
            result, m_params.value("capabilities"_L1).toObject());
        session->sendNotification(Mcp::Method::Initialized);
        Q_EMIT succeeded(info);
    });
}
