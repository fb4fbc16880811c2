// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "inboundqueue.h"
#include "serverinfo.h"

#include <core/analysis/connectionanalysis.h>
#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/log/trafficevent.h>
#include <core/log/useraction.h>
#include <core/transport/mcpheaders.h>
#include <core/transport/serverconfig.h>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>

#include <functional>
#include <memory>

class Handshake;
class InputRequiredRound;
class McpSession;
class PendingRequest;
class Transport;

struct RequestOptions
{
    int timeoutMs = -1;        // -1: the session's default; 0: none
    bool withProgress = false; // attach _meta.progressToken (the request id, same wire type)
    bool cancellable = true;   // send notifications/cancelled on timeout or cancel()
};

// Answers one server->client request. Call exactly one of result() or error(). A legacy
// request is answered on the wire; an input request embedded in a 2026-07-28 input_required
// result (MRTR) is answered into a sink that collects the retry's inputResponses, so both
// reach the same handlers (and the same cards in the GUI).
class ServerRequestResponder
{
public:
    using Sink = std::function<void(const QJsonObject *result, const JsonRpcError *error)>;
    ServerRequestResponder(McpSession *session, const JsonRpcId &id);
    explicit ServerRequestResponder(Sink sink);
    void result(const QJsonObject &result) const;
    void error(const JsonRpcError &error) const;

private:
    QPointer<McpSession> m_session;
    JsonRpcId m_id;
    Sink m_sink;
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

    // --- Eras (MCP 2026-07-28 beside the initialize era); mcpsessionmodern.cpp ---
    // Which era to speak: picks the handshake (initialize, server/discover, or a probe that
    // falls back). pinnedVersion: the modern version to offer first (empty: the newest).
    void setEraPreference(ServerConfig::Era era, const QString &pinnedVersion = {});
    ServerConfig::Era eraPreference() const { return m_eraPreference; }
    // The era being spoken: Legacy or Modern once Ready (Auto only before detection ends).
    ServerConfig::Era era() const { return m_era; }
    QString protocolVersion() const { return m_protocolVersion; }
    bool isModern() const { return m_era == ServerConfig::Era::Modern; }
    // Modern: _meta io.modelcontextprotocol/logLevel on every request (empty: none).
    void setRequestLogLevel(const QString &level) { m_requestLogLevel = level; }
    // The most MRTR rounds one request may take before mcpscope gives up (default 10).
    void setMaxInputRounds(int rounds) { m_maxInputRounds = rounds; }
    int maxInputRounds() const { return m_maxInputRounds; }
    // Modern HTTP: tools that tools/list returned but the client must not offer, and why.
    struct ExcludedTool
    {
        QString name;
        QString reason;
        QJsonObject tool;
    };
    QList<ExcludedTool> excludedTools() const { return m_excludedTools; }
    // The _meta a modern request carries (protocolVersion, clientCapabilities, clientInfo,
    // logLevel): what every request gets, for the log and for tests.
    QJsonObject modernRequestMeta() const;
    // Used by the era handshakes: switch the wire to an era (and version).
    void enterModernEra(const QString &version);
    void enterLegacyEra();
    // A line in the log from the session's helpers (era detection, MRTR).
    void logDiagnostic(const QString &text) { diagnose(text); }
    // A finding of a helper that exercises the server (lint), logged and recorded like the
    // analysis' own.
    void reportFinding(const Rule &rule, const QString &text) { diagnose(text, &rule); }

    void connectToServer();
    void disconnectFromServer();

    PendingRequest *sendRequest(const QString &method,
                                const QJsonObject &params = {},
                                const RequestOptions &options = {});
    void sendNotification(const QString &method, const QJsonObject &params = {});
    // Sends bytes exactly as given (hand-edited or deliberately malformed frames).
    void sendRawFrame(const QByteArray &frame);
    // What the user asked for, in words ("called tool echo"), reported through trafficObserved()
    // in order with the frames it causes, so the log shows it and the autosave records it.
    void reportUserAction(const UserAction &action);
    void setRequestHandler(const QString &method, ServerRequestHandler handler);
    int pendingRequestCount() const { return int(m_pending.size()); }
    // Writes every traffic event before anyone observes it, and says where its bytes went
    // (TrafficEvent::stored): the session recorder (autosave, --record). Empty: none.
    using TrafficRecorder = std::function<RawLocation(const TrafficEvent &event)>;
    void setTrafficRecorder(TrafficRecorder recorder) { m_recorder = std::move(recorder); }
    // The analysis every event of this connection passes through once (its findings and pairs
    // travel in TrafficEvent::findings, answersFrame and continuesFrame). lint and --check turn
    // its shape checks on.
    ConnectionAnalysis &analysis() { return m_analysis; }

Q_SIGNALS:
    void stateChanged(McpSession::State state);
    void trafficObserved(const TrafficEvent &event);
    void notificationReceived(const JsonRpcMessage &notification);
    // A request went out; it stays valid until its finished() (in-flight views follow it).
    void requestStarted(PendingRequest *request);
    // The transport refused the server's TLS certificate (see Transport::certificateRejected).
    void certificateRejected(const QSslCertificate &certificate, const QString &problems);
    // The era and version the server turned out to speak (after detection, or as pinned).
    void eraDetected(ServerConfig::Era era, const QString &protocolVersion);
    // Modern HTTP: a tools/list page left out tools with invalid x-mcp-header markers.
    void toolsExcluded(const QList<McpSession::ExcludedTool> &tools);

private:
    friend class InputRequiredRound;
    friend class McpTask; // a modern task's inputRequests reach the same handlers
    friend class ServerRequestResponder;
    void setState(State state);
    void attachHandshake();
    // continues: for a request sent again, the id of the round before it (the log links them).
    void transmit(const QJsonObject &message,
                  const HttpHeaderList *requestHeaders = nullptr,
                  const JsonRpcId &continues = {});
    void transmitRequest(PendingRequest *request);
    // Sends the request again under a new id (MRTR rounds, the -32022 correction).
    void resend(PendingRequest *request, const QJsonObject &params, const QString &why);
    QJsonObject withModernMeta(QJsonObject params) const;
    void completeRequest(PendingRequest *request, const JsonRpcMessage &message);
    bool retryWithSupportedVersion(PendingRequest *request, const JsonRpcError &error);
    void completeModernResult(PendingRequest *request, const QJsonObject &result);
    QJsonObject filterTools(const QJsonObject &result, bool firstPage);
    void dispatchServerRequest(const JsonRpcMessage &message, ServerRequestResponder responder);
    void handleTransportState();
    void handleFrame(const QByteArray &frame, const FrameInfo &info);
    void handleDecodedFrame(const QByteArray &frame,
                            const FrameInfo &info,
                            const JsonRpc::DecodeResult &decoded);
    void handleTransportEvent(const TransportEvent &event);
    void handleSendFailed(const QByteArray &frame, const TransportFailure &failure);
    void handleSessionExpired();
    void holdTimeouts(bool hold);
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
    // A line in the log; with a rule, also a finding of the connection's analysis.
    void diagnose(const QString &text, const Rule *rule = nullptr);
    void reportUnansweredRequests();
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
    qsizetype m_frameBytes = 0; // of the frame being handled
    TrafficRecorder m_recorder;
    ConnectionAnalysis m_analysis;
    InboundQueue m_inbox; // the transport's callbacks, in order; large frames decoded off-thread
    QElapsedTimer m_clock;
    QHash<JsonRpcId, PendingRequest *> m_pending;
    bool m_timeoutsHeld = false;           // the authorization waits for a browser login
    QHash<JsonRpcId, QString> m_abandoned; // ids that timed out or were cancelled, and how
    QHash<QString, ServerRequestHandler> m_handlers;
    ServerConfig::Era m_eraPreference = ServerConfig::Era::Legacy;
    ServerConfig::Era m_era = ServerConfig::Era::Legacy;
    QString m_pinnedVersion;
    QString m_protocolVersion;
    QString m_requestLogLevel;
    int m_maxInputRounds = 10;
    QHash<QString, McpHeaders::ToolHeaders> m_toolHeaders; // by tool name, from tools/list
    QList<ExcludedTool> m_excludedTools;
};
