// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverconfig.h"
#include "transport.h"

#include <QPointer>

// Streamable HTTP with the back-compat rule of MCP 2025-11-25: when the first POST (initialize)
// is refused with 400, 404 or 405, GET the same URL as a 2024-11-05 HTTP+SSE server and resend
// initialize there. Used when the user did not choose a transport. The switch is reported in
// the log; the session above never notices.
class AutoHttpTransport : public Transport
{
    Q_OBJECT
public:
    explicit AutoHttpTransport(const ServerConfig &config, QObject *parent = nullptr);

    QString description() const override;
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;
    void setProtocolVersion(const QString &version) override;
    void sendRequestFrame(const QByteArray &frame,
                          const HttpHeaderList &headers,
                          const QList<JsonRpcId> &requestIds = {}) override;
    void settleExchange(quint64 ticket, bool answered) override;
    void setModernEra(bool modern) override;
    void abandonRequest(const JsonRpcId &id) override;
    bool isHttp() const override { return true; }
    QString lastDiagnostic() const override;
    QByteArray sessionId() const override;
    void setAuthorizer(HttpAuthorizer *authorizer) override;
    Transport *current() const { return m_inner; }

private:
    void adopt(Transport *inner);
    void fallBack(const QByteArray &frame, const QString &reason);
    void mirrorState(Transport::State state);

    ServerConfig m_config;
    QPointer<Transport> m_inner;
};

// The transport a ServerConfig asks for: stdio, or for a URL the chosen or inferred kind.
std::unique_ptr<Transport> createTransport(const ServerConfig &config);
