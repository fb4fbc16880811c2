// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverinfo.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>

#include <functional>
#include <jsonrpc/jsonrpcmessage.h>
#include <log/trafficevent.h>
#include <memory>

class Handshake;
class McpSession;
class PendingRequest;
class Transport;

struct RequestOptions
{
    int timeoutMs = -1;        // -1: the session's default; 0: none
    bool withProgress = false; // attach _meta.progressToken (the request id, same wire type)
    bool cancellable = true;   // send notifications/cancelled on timeout or cancel()
};

// Answers one server->client request. Call exactly one of result() or error().
class ServerRequestResponder
{
public:
    ServerRequestResponder(McpSession *session, const JsonRpcId &id);
    void result(const QJsonObject &result) const;
    void error(const JsonRpcError &error) const;

private:
    QPointer<McpSession> m_session;
    JsonRpcId m_id;
};
using ServerRequestHandler = std::function<void(const JsonRpcMessage &, ServerRequestResponder)>;

// The one correlation engine: owns a Transport and a Handshake, numbers requests, pairs
// responses by id (keeping the id's wire type), times out, cancels, routes progress, answers
// server requests, and reports every frame both ways through trafficObserved(): nothing else
// in the program observes traffic. Every PendingRequest it returns finishes exactly once.
// Lives on the GUI thread.
class McpSession : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Initializing, Ready, Closing, Failed };
    Q_ENUM(State)

    explicit McpSession(std::unique_ptr<Transport> transport, QObject *parent = nullptr);
    ~McpSession() override;

    State state() const { return m_state; }
    static QString stateName(State state);
    Transport *transport() const { return m_transport; }
    ServerInfo serverInfo() const { return m_serverInfo; }
    // Why the session failed or the connection closed, in one line; empty when all is well.
    QString failureReason() const { return m_failureReason; }
    // The HTTP status behind the failure, if any (401/403: authorization required).
    int failureHttpStatus() const { return m_failureHttpStatus; }

    void setClientInfo(const QJsonObject &clientInfo) { m_clientInfo = clientInfo; }
    QJsonObject clientInfo() const { return m_clientInfo; }
    void setClientCapabilities(const QJsonObject &capabilities)
    {
        m_clientCapabilities = capabilities;
    }
    QJsonObject clientCapabilities() const { return m_clientCapabilities; }
    void setDefaultTimeout(int ms) { m_defaultTimeoutMs = ms; }
    int defaultTimeout() const { return m_defaultTimeoutMs; }
    void setMaxTotalTimeout(int ms) { m_maxTotalTimeoutMs = ms; }
    void setHandshake(std::unique_ptr<Handshake> handshake);

    void connectToServer();
    void disconnectFromServer();

    PendingRequest *sendRequest(const QString &method,
                                const QJsonObject &params = {},
                                const RequestOptions &options = {});
    void sendNotification(const QString &method, const QJsonObject &params = {});
    // Sends bytes exactly as given (hand-edited or deliberately malformed frames).
    void sendRawFrame(const QByteArray &frame);
    void setRequestHandler(const QString &method, ServerRequestHandler handler);
    int pendingRequestCount() const { return int(m_pending.size()); }

Q_SIGNALS:
    void stateChanged(McpSession::State state);
    void trafficObserved(const TrafficEvent &event);
    void notificationReceived(const JsonRpcMessage &notification);
    // A request went out; it stays valid until its finished() (in-flight views follow it).
    void requestStarted(PendingRequest *request);
    // The transport refused the server's TLS certificate (see Transport::certificateRejected).
    void certificateRejected(const QSslCertificate &certificate, const QString &problems);

private:
    friend class ServerRequestResponder;
    void setState(State state);
    void attachHandshake();
    void transmit(const QJsonObject &message);
    void handleTransportState();
    void handleFrame(const QByteArray &frame, const FrameInfo &info);
    void handleTransportEvent(const TransportEvent &event);
    void handleSendFailed(const QByteArray &frame, const TransportFailure &failure);
    void handleSessionExpired();
    void startHandshake();
    void handleMessage(const JsonRpcMessage &message);
    void handleResponse(const JsonRpcMessage &message);
    void handleServerRequest(const JsonRpcMessage &message);
    void handleProgress(const JsonRpcMessage &message);
    void sendCancel(PendingRequest *request, const QString &reason);
    void forget(PendingRequest *request, const QString &why);
    void failAllPending(const QString &reason);
    void fail(const QString &reason);
    void observe(TrafficEvent event);
    void diagnose(const QString &text);
    QString unknownIdExplanation(const JsonRpcId &id) const;

    Transport *m_transport = nullptr;
    std::unique_ptr<Handshake> m_handshake;
    State m_state = State::Disconnected;
    ServerInfo m_serverInfo;
    QString m_failureReason;
    int m_failureHttpStatus = 0;
    int m_lastSendFailureStatus = 0;
    QJsonObject m_clientInfo;
    QJsonObject m_clientCapabilities;
    int m_defaultTimeoutMs = 60000;
    int m_maxTotalTimeoutMs = 0;
    qint64 m_nextId = 1;
    qint64 m_sequence = 0;
    QElapsedTimer m_clock;
    QHash<JsonRpcId, PendingRequest *> m_pending;
    QHash<JsonRpcId, QString> m_abandoned; // ids that timed out or were cancelled, and how
    QHash<QString, ServerRequestHandler> m_handlers;
};
