// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/transport/transport.h>

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <functional>

// An in-memory Transport for session tests: no process, no socket. open() completes on the
// next event-loop turn; what the session sends is recorded; the test (or ScriptedServer)
// injects incoming frames with deliver() and ends the connection with closeFromServer().
class FakeTransport : public Transport
{
    Q_OBJECT
public:
    explicit FakeTransport(QObject *parent = nullptr);

    QString description() const override { return QStringLiteral("fake"); }
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;
    QString lastDiagnostic() const override { return m_lastDiagnostic; }

    void deliver(const QByteArray &frame);
    void deliver(const QJsonObject &message);
    void closeFromServer(const QString &reason, const QString &lastDiagnostic = {});
    void failToOpen(const QString &reason) { m_openFailure = reason; }

    QList<QByteArray> sentFrames() const { return m_sent; }
    QList<JsonRpcMessage> sentMessages() const;
    QList<JsonRpcMessage> sentWithMethod(const QString &method) const;

Q_SIGNALS:
    void frameSent(const QByteArray &frame);

private:
    QList<QByteArray> m_sent;
    QString m_openFailure;
    QString m_lastDiagnostic;
};

// Plays an MCP server on a FakeTransport: answers initialize (with a chosen protocol version)
// and ping; other methods go to per-method handlers, or are left unanswered.
class ScriptedServer : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<void(const JsonRpcMessage &request)>;

    explicit ScriptedServer(FakeTransport *transport);

    void setProtocolVersion(const QString &version) { m_protocolVersion = version; }
    void on(const QString &method, Handler handler)
    {
        m_handlers.insert(method, std::move(handler));
    }
    void respond(const JsonRpcMessage &request, const QJsonValue &result);
    void respondError(const JsonRpcMessage &request, int code, const QString &message);
    QList<JsonRpcMessage> received() const { return m_received; }
    QList<JsonRpcMessage> receivedWithMethod(const QString &method) const;

private:
    void handleFrame(const QByteArray &frame);

    FakeTransport *m_transport;
    QString m_protocolVersion = QStringLiteral("2025-11-25");
    QHash<QString, Handler> m_handlers;
    QList<JsonRpcMessage> m_received;
};
