// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "handshake.h"

#include "mcpmethods.h"
#include "mcpsession.h"
#include "mcptask.h"
#include "pendingrequest.h"
#include "protocolversion.h"

#include <core/skills/skillmanifest.h>

using namespace Qt::StringLiterals;

QString LegacyHandshake::name() const
{
    return Mcp::Method::Initialize;
}

QString LegacyHandshake::checkInitializeResult(const QJsonObject &result)
{
    const QJsonValue version = result.value("protocolVersion"_L1);
    if (!version.isString())
        return u"the initialize result has no protocolVersion"_s;
    if (!ProtocolVersion::isSupportedLegacy(version.toString()))
        return u"the server chose protocol version \"%1\", which mcpscope does not speak "
               "(it speaks %2)"_s.arg(version.toString(),
                                      ProtocolVersion::legacyVersions().join(u", "_s));
    return {};
}

void LegacyHandshake::start(McpSession *session)
{
    // The tasks and skills extensions are 2026-07-28's: an era probe that fell back leaves them
    // behind. The MCP Apps extension is declared in either era (the ext-apps hosts do so in
    // initialize), so it stays when the user has it on.
    QJsonObject capabilities = session->clientCapabilities();
    QJsonObject extensions = capabilities.value("extensions"_L1).toObject();
    extensions.remove(McpTask::ModernExtension);
    extensions.remove(SkillManifests::ExtensionId);
    if (extensions.isEmpty())
        capabilities.remove("extensions"_L1);
    else
        capabilities.insert("extensions"_L1, extensions);
    session->setClientCapabilities(capabilities);
    const QJsonObject params{{"protocolVersion"_L1, ProtocolVersion::latestLegacy()},
                             {"capabilities"_L1, capabilities},
                             {"clientInfo"_L1, session->clientInfo()}};
    RequestOptions options;
    options.cancellable = false; // MCP: initialize must never be cancelled
    PendingRequest *request = session->sendRequest(Mcp::Method::Initialize, params, options);
    connect(request, &PendingRequest::finished, this, [this, session, request] {
        if (request->hasError()) {
            Q_EMIT failed(request->errorString());
            return;
        }
        const QJsonObject result = request->result().toObject();
        const QString problem = checkInitializeResult(result);
        if (!problem.isEmpty()) {
            Q_EMIT failed(problem);
            return;
        }
        const ServerInfo info
            = ServerInfo::fromInitializeResult(result, session->clientCapabilities());
        Q_EMIT agreed(info.protocolVersion);
        session->sendNotification(Mcp::Method::Initialized);
        Q_EMIT succeeded(info);
    });
}
