// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "inboundqueue.h"
#include "requestcorrelator.h"
#include "serverinfo.h"
#include "serverrequests.h"
#include "sessiontrace.h"

#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/log/trafficevent.h>
#include <core/log/useraction.h>
#include <core/transport/mcpheaders.h>
#include <core/transport/serverconfig.h>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>

#include <functional>
#include <memory>

class EraPolicy;
class Handshake;
class LegacyPolicy;
class ModernPolicy;
class PendingRequest;
class Transport;
struct TransportFailure;

struct RequestOptions
{
    int timeoutMs = -1;        // -1: the session's default; 0: none
    bool withProgress = false; // attach _meta.progressToken (the request id, same wire type)
    bool cancellable = true;   // send notifications/cancelled on timeout or cancel()
};

// One connection to a server: a Transport, the Handshake, a RequestCorrelator (ids, pairing,
// timeouts, cancel, progress; every PendingRequest it returns finishes exactly once), the
// EraPolicy of the era being spoken, the handlers of server requests, and the SessionTrace
// every event passes through (numbered, analysed, recorded). It reports every frame both ways
// through trafficObserved(): nothing else in the program observes traffic. GUI thread.
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
    void setMaxTotalTimeout(int ms) { m_requests.setMaxTotalTimeout(ms); }
    void setHandshake(std::unique_ptr<Handshake> handshake);

    // --- Eras (MCP 2026-07-28 beside the initialize era) ---
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
    QString requestLogLevel() const { return m_requestLogLevel; }
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
    QList<ExcludedTool> excludedTools() const;
    // The _meta a modern request carries (protocolVersion, clientCapabilities, clientInfo,
    // logLevel): what every request gets, for the log and for tests.
    QJsonObject modernRequestMeta() const;
    // Used by the era handshakes: switch the wire to an era (and version).
    void enterModernEra(const QString &version);
    void enterLegacyEra();
    // A line in the log from the session's helpers (era detection, MRTR).
    void logDiagnostic(const QString &text) { m_trace.diagnose(text); }
    // A finding of a helper that exercises the server (lint), logged and recorded like the
    // analysis' own.
    void reportFinding(const Rule &rule, const QString &text) { m_trace.diagnose(text, &rule); }

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
    // A message between an MCP App and the host (AppBridge): a row of its own kind in the log
    // and the session file, in order with the server's traffic. direction: ToApp or FromApp.
    // answers: for a response, the method of the request it answers (the log shows it);
    // answersFrame: the sequence of that request's row (what this returns for each message),
    // so the log pairs app traffic like frames.
    qint64 reportAppMessage(TrafficEvent::Direction direction,
                            const QByteArray &raw,
                            const QString &answers = {},
                            qint64 answersFrame = 0);
    void setRequestHandler(const QString &method, ServerRequestHandler handler)
    {
        m_serverRequests.setHandler(method, std::move(handler));
    }
    // Where server requests are answered; MRTR rounds and tasks hand their input requests here.
    const ServerRequests &serverRequests() const { return m_serverRequests; }
    int pendingRequestCount() const { return m_requests.count(); }
    // Writes every traffic event before anyone observes it, and says where its bytes went
    // (TrafficEvent::stored): the session recorder (autosave, --record). Empty: none.
    using TrafficRecorder = SessionTrace::Recorder;
    void setTrafficRecorder(TrafficRecorder recorder) { m_trace.setRecorder(std::move(recorder)); }
    // The analysis every event of this connection passes through once (its findings and pairs
    // travel in TrafficEvent::findings, answersFrame and continuesFrame). lint and --check turn
    // its shape checks on.
    ConnectionAnalysis &analysis() { return m_trace.analysis(); }

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
    void setState(State state);
    void attachHandshake();
    void startHandshake();
    void fail(const QString &reason);
    // The one way out for a message mcpscope makes: observed, then sent.
    void transmit(const JsonRpcMessage &message,
                  const HttpHeaderList *requestHeaders = nullptr,
                  const JsonRpcId &continues = {});
    void transmitRequest(const PendingRequest *request);
    void sendCancel(const PendingRequest *request, const QString &reason);
    void handleTransportState();
    void handleFrame(const QByteArray &frame, const FrameInfo &info);
    void handleDecodedFrame(const QByteArray &frame,
                            const FrameInfo &info,
                            const JsonRpc::DecodeResult &decoded);
    void handleSendFailed(const QByteArray &frame, const TransportFailure &failure);
    void handleSessionExpired();
    void handleMessage(const JsonRpcMessage &message);
    void handleResponse(const JsonRpcMessage &message);
    void handleServerRequest(const JsonRpcMessage &message);
    void handleProgress(const JsonRpcMessage &message);
    void failAllPending(const QString &reason);

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
    qsizetype m_frameBytes = 0; // of the frame being handled
    SessionTrace m_trace;       // numbers, analyses, records and publishes every event
    InboundQueue m_inbox; // the transport's callbacks, in order; large frames decoded off-thread
    RequestCorrelator m_requests;
    ServerRequests m_serverRequests;
    std::unique_ptr<LegacyPolicy> m_legacy;
    std::unique_ptr<ModernPolicy> m_modern;
    EraPolicy *m_policy = nullptr; // m_legacy or m_modern, as m_era says
    ServerConfig::Era m_eraPreference = ServerConfig::Era::Legacy;
    ServerConfig::Era m_era = ServerConfig::Era::Legacy;
    QString m_protocolVersion;
    QString m_requestLogLevel;
    int m_maxInputRounds = 10;
};
