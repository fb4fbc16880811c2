// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverinfo.h"

#include <QObject>

class McpSession;

// How a session establishes what the server speaks. The legacy era uses initialize /
// notifications/initialized; the modern era (2026-07-28) will add a server/discover strategy
// beside this one without touching the session's correlation code.
// Owned by the McpSession; emits exactly one of succeeded() or failed() per start().
class Handshake : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual QString name() const = 0;
    virtual void start(McpSession *session) = 0;

Q_SIGNALS:
    // The server's answer is accepted and the version agreed, before anything else is sent
    // (the legacy handshake's notifications/initialized is an HTTP request that must carry
    // MCP-Protocol-Version too).
    void agreed(const QString &protocolVersion);
    void succeeded(const ServerInfo &info);
    void failed(const QString &reason);
};

class LegacyHandshake : public Handshake
{
    Q_OBJECT
public:
    using Handshake::Handshake;
    QString name() const override;
    void start(McpSession *session) override;

    // Checks an initialize result; returns the problems that make it unusable (empty = ok).
    static QString checkInitializeResult(const QJsonObject &result);
};
