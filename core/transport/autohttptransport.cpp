// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "autohttptransport.h"

#include "ssetransport.h"
#include "stdiotransport.h"
#include "streamablehttptransport.h"
#include "websockettransport.h"

#include <QNetworkProxyFactory>

using namespace Qt::StringLiterals;

AutoHttpTransport::AutoHttpTransport(const ServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
{
    auto *http = new StreamableHttpTransport(config, this);
    http->setFallbackAllowed(true);
    connect(http, &StreamableHttpTransport::fallbackRequested, this, &AutoHttpTransport::fallBack);
    adopt(http);
}

QString AutoHttpTransport::description() const
{
    return m_inner ? m_inner->description() : QString();
}

void AutoHttpTransport::adopt(Transport *inner)
{
    m_inner = inner;
    connect(inner, &Transport::stateChanged, this, &AutoHttpTransport::mirrorState);
    connect(inner, &Transport::frameReceived, this, &Transport::frameReceived);
    connect(inner, &Transport::eventOccurred, this, &Transport::eventOccurred);
    connect(inner, &Transport::sendFailed, this, &Transport::sendFailed);
    connect(inner, &Transport::exchangeEnded, this, &Transport::exchangeEnded);
    connect(inner, &Transport::sessionExpired, this, &Transport::sessionExpired);
    connect(inner, &Transport::certificateRejected, this, &Transport::certificateRejected);
}

void AutoHttpTransport::mirrorState(Transport::State state)
{
    if (state == State::Closed && m_inner)
        setCloseReason(m_inner->closeReason());
    setState(state);
}

void AutoHttpTransport::fallBack(const QByteArray &frame, const QString &reason)
{
    emitEvent(TransportEvent::Kind::Warning,
              u"Streamable HTTP refused (%1); trying the 2024-11-05 HTTP+SSE transport at the "
              "same URL"_s.arg(reason));
    Transport *old = m_inner;
    old->disconnect(this);
    old->close();
    old->deleteLater();
    auto *sse = new SseTransport(m_config, this);
    sse->setModernEra(isModernEra());
    sse->setAuthorizer(authorizer());
    adopt(sse);
    sse->sendWhenOpen(frame);
    sse->open();
    if (sse->state() == State::Closed)
        mirrorState(State::Closed);
}

void AutoHttpTransport::setAuthorizer(HttpAuthorizer *authorizer)
{
    Transport::setAuthorizer(authorizer);
    if (m_inner)
        m_inner->setAuthorizer(authorizer);
}

void AutoHttpTransport::open()
{
    if (m_inner)
        m_inner->open();
    if (m_inner && m_inner->state() == State::Closed)
        setCloseReason(m_inner->closeReason());
}

void AutoHttpTransport::close()
{
    if (m_inner)
        m_inner->close();
}

void AutoHttpTransport::sendFrame(const QByteArray &frame)
{
    if (m_inner)
        m_inner->sendFrame(frame);
}

void AutoHttpTransport::setProtocolVersion(const QString &version)
{
    if (m_inner)
        m_inner->setProtocolVersion(version);
}

void AutoHttpTransport::sendRequestFrame(const QByteArray &frame,
                                         const HttpHeaderList &headers,
                                         const QList<JsonRpcId> &requestIds)
{
    if (m_inner)
        m_inner->sendRequestFrame(frame, headers, requestIds);
}

void AutoHttpTransport::settleExchange(quint64 ticket, bool answered)
{
    if (m_inner) // after a fallback, a new inner transport asked nothing yet: it ignores it
        m_inner->settleExchange(ticket, answered);
}

void AutoHttpTransport::setModernEra(bool modern)
{
    Transport::setModernEra(modern);
    if (m_inner)
        m_inner->setModernEra(modern);
}

void AutoHttpTransport::abandonRequest(const JsonRpcId &id)
{
    if (m_inner)
        m_inner->abandonRequest(id);
}

QString AutoHttpTransport::lastDiagnostic() const
{
    return m_inner ? m_inner->lastDiagnostic() : QString();
}

QByteArray AutoHttpTransport::sessionId() const
{
    return m_inner ? m_inner->sessionId() : QByteArray();
}

std::unique_ptr<Transport> createTransport(const ServerConfig &config)
{
    // Honour http_proxy / https_proxy / no_proxy like other command-line tools do.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    if (config.transport == ServerConfig::TransportKind::Stdio && config.url.isEmpty())
        return std::make_unique<StdioTransport>(config);
    const ServerConfig::TransportKind kind
        = config.transportChosen ? config.transport : ServerConfig::inferTransport(config.url);
    switch (kind) {
    case ServerConfig::TransportKind::Stdio:
        return std::make_unique<StdioTransport>(config);
    case ServerConfig::TransportKind::WebSocket:
        return std::make_unique<WebSocketTransport>(config);
    case ServerConfig::TransportKind::Sse:
        return std::make_unique<SseTransport>(config);
    case ServerConfig::TransportKind::StreamableHttp:
        break;
    }
    if (config.transportChosen)
        return std::make_unique<StreamableHttpTransport>(config);
    return std::make_unique<AutoHttpTransport>(config);
}
