// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "replayplan.h"

#include <core/transport/transport.h>

// A transport whose "server" is a recording: each request is answered with the response the
// recording got to the same method and params (initialize with the recorded handshake), so
// the panes of an opened session rebuild their lists offline through the normal session code.
// Requests the recording never made get a JSON-RPC error saying so; notifications are dropped.
// Starts no process and opens no connection. Answers asynchronously, like a real transport.
class RecordedServerTransport : public Transport
{
    Q_OBJECT
public:
    explicit RecordedServerTransport(ReplayPlan plan, QObject *parent = nullptr);

    static constexpr int NotRecordedError = -32601;

    QString description() const override;
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;

private:
    JsonRpcMessage answer(const JsonRpcMessage &request) const;
    const ReplayPlan::Step *findStep(const QString &method, const QJsonObject &params) const;

    ReplayPlan m_plan;
};
