// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "handshake.h"
#include "pendingrequest.h"

#include <core/transport/serverconfig.h>

#include <QPointer>

// How one answer to the server/discover probe reads (MCP 2026-07-28, backward compatibility).
// Never keyed to one error code: a legacy server may answer -32601, -32602, something else or
// nothing. 401/403 ask for authorization and say nothing about the era.
namespace EraProbe {
enum class Verdict { Modern, Legacy, Failure };
struct Answer
{
    PendingRequest::Outcome outcome = PendingRequest::Outcome::Pending;
    QJsonObject result; // Outcome::Result
    int errorCode = 0;  // Outcome::RemoteError
    int httpStatus = 0; // TransportError over HTTP (0: no HTTP response)
    bool http = false;  // the transport is HTTP (silence there is an outage)
};
// why: the reason in words, for the log.
Verdict classify(const Answer &answer, QString *why);
} // namespace EraProbe

// The handshake that speaks an era: initialize (legacy), server/discover (modern) or the probe
// that falls back (auto). pinnedVersion: the modern version to offer first (empty: the newest).
std::unique_ptr<Handshake> handshakeForEra(ServerConfig::Era era, const QString &pinnedVersion);

// Era modern (pinned): server/discover with the version in _meta; no fallback. A -32022 is
// corrected once by the session; a server whose supportedVersions share nothing fails.
class DiscoverHandshake : public Handshake
{
    Q_OBJECT
public:
    explicit DiscoverHandshake(const QString &version, QObject *parent = nullptr);
    QString name() const override;
    void start(McpSession *session) override;

protected:
    // Sends server/discover; finished(answer) runs when it is done.
    PendingRequest *sendDiscover(McpSession *session, int timeoutMs);
    void succeed(McpSession *session, const QJsonObject &result);

    QString m_version;
};

// Era auto: probe with server/discover; modern evidence keeps the modern era, anything else
// falls back to initialize (LegacyHandshake) on the same connection.
class AutoEraHandshake : public DiscoverHandshake
{
    Q_OBJECT
public:
    explicit AutoEraHandshake(const QString &version, QObject *parent = nullptr);
    QString name() const override;
    void start(McpSession *session) override;
    // How long a stdio server may stay silent before it counts as legacy.
    void setProbeTimeout(int ms) { m_probeTimeoutMs = ms; }
    // An earlier connection found this server legacy (EraCache): initialize at once.
    void setRememberedLegacy(bool remembered) { m_rememberedLegacy = remembered; }

private:
    void fallBack(McpSession *session, const QString &why);

    int m_probeTimeoutMs = 3000;
    bool m_rememberedLegacy = false;
    QPointer<LegacyHandshake> m_legacy;
};
