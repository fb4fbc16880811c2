// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverconfig.h"
#include "transport.h"

#include <QAbstractSocket>

class QWebSocket;

// MCP over WebSocket. Not a transport of any MCP revision (SEP-1288 is a draft), so the UI
// labels it experimental. Offers the "mcp" subprotocol and tolerates servers that select none;
// one JSON-RPC message per text frame; close codes and reasons are decoded in words.
class WebSocketTransport : public Transport
{
    Q_OBJECT
public:
    explicit WebSocketTransport(const ServerConfig &config, QObject *parent = nullptr);

    QString description() const override;
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;
    QString lastDiagnostic() const override { return m_lastDiagnostic; }

private:
    void handleConnected();
    void handleDisconnected();
    void handleError(QAbstractSocket::SocketError error);

    ServerConfig m_config;
    QWebSocket *m_socket = nullptr;
    QString m_lastDiagnostic;
    QString m_errorText;
};
