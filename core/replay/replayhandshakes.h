// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/handshake.h>

#include <QJsonObject>

// No handshake at all: the session is ready as soon as the transport is open. For plain
// JSON-RPC 2.0 endpoints and for sending hand-made frames before (or instead of) initialize.
class NoHandshake : public Handshake
{
    Q_OBJECT
public:
    using Handshake::Handshake;
    QString name() const override;
    void start(McpSession *session) override;
};

// The legacy initialize handshake with the parameters of a recorded session, verbatim (its
// protocol version, capabilities and client info), so a replay asks the server exactly what
// the recording asked.
class RecordedHandshake : public Handshake
{
    Q_OBJECT
public:
    explicit RecordedHandshake(const QJsonObject &initializeParams, QObject *parent = nullptr);
    QString name() const override;
    void start(McpSession *session) override;

private:
    QJsonObject m_params;
};
