// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernhandshake.h"

#include "mcpmethods.h"
#include "mcpsession.h"
#include "mcptask.h"
#include "protocolversion.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/skills/skillmanifest.h>
#include <core/transport/transport.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace EraProbe {

namespace {

bool isModernErrorCode(int code)
{
    // Codes only the 2026-07-28 partition gives a meaning (checklist §1.4).
    return code == JsonRpc::ErrorCode::UnsupportedProtocolVersion
           || code == JsonRpc::ErrorCode::HeaderMismatch
           || code == JsonRpc::ErrorCode::MissingRequiredClientCapability;
}

Verdict classifyTransportError(const Answer &answer, QString *why)
{
    const int status = answer.httpStatus;
    if (status == 401 || status == 403) {
        *why = u"HTTP %1: the server asks for authorization, which says nothing about its "
               "era"_s.arg(status);
        return Verdict::Failure;
    }
    if (status >= 500) {
        *why = u"HTTP %1: a server error, not an answer about the era"_s.arg(status);
        return Verdict::Failure;
    }
    if (status >= 400) {
        *why = u"HTTP %1 with no 2026-07-28 error in the body: a legacy server"_s.arg(status);
        return Verdict::Legacy;
    }
    *why = u"no HTTP answer to server/discover"_s;
    return Verdict::Failure;
}

} // namespace

Verdict classify(const Answer &answer, QString *why)
{
    using Outcome = PendingRequest::Outcome;
    switch (answer.outcome) {
    case Outcome::Result:
        if (answer.result.value("supportedVersions"_L1).isArray()) {
            *why = u"server/discover answered with a DiscoverResult"_s;
            return Verdict::Modern;
        }
        *why = u"server/discover answered with something that is not a DiscoverResult"_s;
        return Verdict::Legacy;
    case Outcome::RemoteError:
        if (isModernErrorCode(answer.errorCode)) {
            *why = u"server/discover got the 2026-07-28 error %1"_s.arg(
                JsonRpc::errorCodeName(answer.errorCode));
            return Verdict::Modern;
        }
        *why = u"server/discover got error %1, which a legacy server gives"_s.arg(
            JsonRpc::errorCodeName(answer.errorCode));
        return Verdict::Legacy;
    case Outcome::Timeout:
    case Outcome::ConnectionClosed:
        if (answer.http) {
            *why = u"no answer to server/discover over HTTP: an outage, not an era"_s;
            return Verdict::Failure;
        }
        *why = u"no answer to server/discover on stdio: a legacy server stays silent"_s;
        return Verdict::Legacy;
    case Outcome::TransportError:
        return classifyTransportError(answer, why);
    case Outcome::Cancelled:
    case Outcome::Pending:
        break;
    }
    *why = u"server/discover was cancelled"_s;
    return Verdict::Failure;
}

} // namespace EraProbe

DiscoverHandshake::DiscoverHandshake(const QString &version, QObject *parent)
    : Handshake(parent)
    , m_version(version)
{}

QString DiscoverHandshake::name() const
{
    return Mcp::Method::ServerDiscover;
}

namespace {

// mcpscope reads skills (SEP-2640, whose stable text builds on 2026-07-28): it says so in
// capabilities.extensions, which exist from 2026-07-28 on, from the first modern request,
// whatever the server offers (a server may serve skills only to a client that reads them).
// LegacyHandshake sends no extensions.
void declareSkillsExtension(McpSession *session)
{
    QJsonObject capabilities = session->clientCapabilities();
    QJsonObject extensions = capabilities.value("extensions"_L1).toObject();
    extensions.insert(SkillManifests::ExtensionId, QJsonObject()); // no settings
    capabilities.insert("extensions"_L1, extensions);
    session->setClientCapabilities(capabilities);
}

} // namespace

PendingRequest *DiscoverHandshake::sendDiscover(McpSession *session, int timeoutMs)
{
    session->enterModernEra(m_version);
    McpTask::declareModernExtension(session, {}); // only once this server has offered it
    declareSkillsExtension(session);
    RequestOptions options;
    options.timeoutMs = timeoutMs;
    return session->sendRequest(Mcp::Method::ServerDiscover, {}, options);
}

void DiscoverHandshake::succeed(McpSession *session, const QJsonObject &result)
{
    McpTask::declareModernExtension(session, result.value("capabilities"_L1).toObject());
    ServerInfo info = ServerInfo::fromDiscoverResult(
        result, session->protocolVersion(), session->clientCapabilities());
    if (!info.supportedVersions.isEmpty()
        && !info.supportedVersions.contains(session->protocolVersion())) {
        const QString mutual = ProtocolVersion::mutualModern(info.supportedVersions);
        if (mutual.isEmpty()) {
            Q_EMIT failed(u"the server speaks %1; mcpscope speaks %2"_s.arg(
                info.supportedVersions.join(u", "_s),
                ProtocolVersion::modernVersions().join(u", "_s)));
            return;
        }
        session->enterModernEra(mutual);
        info.protocolVersion = mutual;
    }
    Q_EMIT succeeded(info);
}

namespace {

EraProbe::Answer probeAnswer(const PendingRequest *request, bool http)
{
    EraProbe::Answer answer;
    answer.outcome = request->outcome();
    answer.result = request->result().toObject();
    answer.errorCode = request->error().code;
    answer.httpStatus = request->httpStatus();
    answer.http = http;
    return answer;
}

} // namespace

void DiscoverHandshake::start(McpSession *session)
{
    PendingRequest *request = sendDiscover(session, -1);
    const bool http = session->transport()->isHttp();
    connect(request, &PendingRequest::finished, this, [this, session, request, http] {
        if (request->hasError()) {
            // The era is pinned, so a legacy answer is not followed: say what it looked like.
            QString why;
            const bool legacy
                = EraProbe::classify(probeAnswer(request, http), &why) == EraProbe::Verdict::Legacy;
            Q_EMIT failed(u"server/discover failed: "_s + request->errorString()
                          + (legacy ? u"; this looks like a legacy server (%1), which the modern "
                                      "era does not fall back from: choose the legacy or auto "
                                      "era for it"_s.arg(why)
                                    : QString()));
            return;
        }
        succeed(session, request->result().toObject());
    });
}

AutoEraHandshake::AutoEraHandshake(const QString &version, QObject *parent)
    : DiscoverHandshake(version, parent)
{}

QString AutoEraHandshake::name() const
{
    return u"server/discover, else initialize"_s;
}

void AutoEraHandshake::start(McpSession *session)
{
    if (m_rememberedLegacy) {
        fallBack(session, u"remembered from an earlier connection"_s);
        return;
    }
    const bool http = session->transport()->isHttp();
    // Over HTTP silence is an outage, so the session's own timeout applies there.
    PendingRequest *request = sendDiscover(session, http ? -1 : m_probeTimeoutMs);
    connect(request, &PendingRequest::finished, this, [this, session, request, http] {
        const EraProbe::Answer answer = probeAnswer(request, http);
        QString why;
        switch (EraProbe::classify(answer, &why)) {
        case EraProbe::Verdict::Modern:
            session->logDiagnostic(u"era: modern (%1)"_s.arg(why));
            if (request->hasError())
                Q_EMIT failed(u"server/discover failed: "_s + request->errorString());
            else
                succeed(session, answer.result);
            return;
        case EraProbe::Verdict::Legacy:
            fallBack(session, why);
            return;
        case EraProbe::Verdict::Failure:
            Q_EMIT failed(u"probing the era failed: %1 (%2)"_s.arg(why, request->errorString()));
            return;
        }
    });
}

void AutoEraHandshake::fallBack(McpSession *session, const QString &why)
{
    if (session->transport()->state() != Transport::State::Open) {
        Q_EMIT failed(u"the server went away during the server/discover probe (%1); choose the "
                      "legacy era for it"_s.arg(why));
        return;
    }
    session->logDiagnostic(u"era: legacy (%1); falling back to initialize"_s.arg(why));
    session->enterLegacyEra();
    m_legacy = new LegacyHandshake(this);
    connect(m_legacy, &Handshake::succeeded, this, &Handshake::succeeded);
    connect(m_legacy, &Handshake::failed, this, &Handshake::failed);
    m_legacy->start(session);
}

std::unique_ptr<Handshake> handshakeForEra(ServerConfig::Era era, const QString &pinnedVersion)
{
    const QString version
        = pinnedVersion.isEmpty() ? ProtocolVersion::latestModern() : pinnedVersion;
    switch (era) {
    case ServerConfig::Era::Legacy:
        break;
    case ServerConfig::Era::Modern:
        return std::make_unique<DiscoverHandshake>(version);
    case ServerConfig::Era::Auto:
        return std::make_unique<AutoEraHandshake>(version);
    }
    return std::make_unique<LegacyHandshake>();
}
