// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"
#include "findinglog.h"

#include <core/log/trafficevent.h>
#include <core/schema/schemaissue.h>
#include <core/snapshot/interfacesnapshot.h>

#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class ClientFeatures;
class CredentialStore;
class JwsKeyFactory;
class Transport;
class McpSession;
class LintScript;
class McpTask;
struct McpRequest;
class PendingRequest;
class QIODevice;
class QTimer;
class SessionRecorder;
class SubscriptionListener;

// One mcpscope-cli run: starts the server, completes the handshake, sends the method, prints
// the answer (text or one JSON document on out), forwards the server's stderr and protocol
// warnings to err, shuts the server down without adding seconds, then emits finished() with
// the exit code. Asynchronous; lives on the main thread.
class CliRunner : public QObject
{
    Q_OBJECT
public:
    enum ExitCode {
        Success = 0,
        UsageOrUnexpected = 1,
        ArgumentsInvalid = 2,
        AuthorizationRequired = 3,
        ServerFailure = 4,
        ServerError = 5,
        ReplayDiffers = 6,
        InterfaceChanged = 6, // --method snapshot --diff-with: the same meaning, another source
        LintFindings = 7
    };

    CliRunner(const CliOptions &options, QIODevice *out, QIODevice *err, QObject *parent = nullptr);
    ~CliRunner() override;
    // Where OAuth credentials live. The app injects the OS keyring (qtkeychain, which core
    // does not link); it answers asynchronously with a store, or the file store and why.
    using StoreOpened
        = std::function<void(std::unique_ptr<CredentialStore> store, const QString &fallback)>;
    using CredentialStoreOpener = std::function<void(QObject *context, StoreOpened opened)>;
    void setCredentialStoreOpener(CredentialStoreOpener opener) { m_openStore = std::move(opener); }
    // What signs private_key_jwt assertions and DPoP proofs (crypto/, which core does not link).
    void setJwsKeys(const JwsKeyFactory *keys) { m_jwsKeys = keys; }
    void start();
    // SIGINT: ends a resources/subscribe run cleanly (exit 0); anything else stops unanswered.
    void interrupt();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void handleState();
    void sendMethod();
    void checkThenCallTool();
    // Names the called tool's MCP App and saves it (--app-html), then calls then (cliapps.cpp).
    void reportToolApp(const std::function<void()> &then);
    // With the user's --meta entries; the result or error is printed.
    void sendRequest(const McpRequest &request);
    bool reportArgumentIssues(const QList<SchemaIssue> &issues);
    void handleTraffic(const TrafficEvent &event);
    void printResult(const QJsonObject &result, bool toolError);
    void printServerInfo();
    void printRemoteError(const JsonRpcError &error);
    void printFailure(const QString &message, int httpStatus = 0);
    void finishWith(int exitCode);
    void writeOut(const QString &text);
    void writeErr(const QString &text);
    // cliserverfeatures.cpp: subscribe, completion, logging, tasks, _meta.
    bool sendProtocolMethod();
    McpRequest withMeta(const McpRequest &request) const; // --meta
    void callToolAsTask();
    void followModernTask(const QJsonObject &result);
    void followTask(McpTask *task);
    void subscribe();
    void announceSubscription();
    void listenForUpdates();
    void printResourceUpdate(const QString &uri);
    void endSubscription();
    void handleNotification(const JsonRpcMessage &notification);
    // cliclientfeatures.cpp: roots, sampling and elicitation answered by the options' policy.
    void attachClientFeatures();
    void printUrlElicitations(const JsonRpcError &error);
    // cliskills.cpp: skills/list and skills/read (SEP-2640).
    void listSkills();
    void readSkillFile();
    // cliconformance.cpp: one client scenario of the MCP conformance suite.
    void runConformanceScenario();
    // cliauth.cpp: OAuth on 401 for HTTP servers.
    bool openCredentialStore(); // true: it opens asynchronously and start() runs again
    void attachAuthorization(Transport *transport);
    void forgetCredentials();
    void connectToServer();

    // lint and --check (clilint.cpp)
    void startLint();
    void printFindings();
    void printLintReport();

    // --record (clirecord.cpp)
    bool startRecording();
    // --method raw (cliraw.cpp)
    void sendRaw();
    void collectRawReply(const TrafficEvent &event);
    void finishRaw();
    // --method snapshot [--diff-with FILE] (clisnapshot.cpp)
    bool loadDiffBase(); // false: the file is unusable, the run ends (exit code 1)
    void takeSnapshot();
    void printSnapshot(const InterfaceSnapshot &snapshot);
    // --repeat (clirepeat.cpp)
    McpRequest methodRequest() const; // --method and the options that fill its params
    void startRepeat();
    void sendRepeated();
    void finishRepeated(PendingRequest *request, qint64 startedNs);
    void printRepeatStats();

    CliOptions m_options;
    QIODevice *m_out;
    QIODevice *m_err;
    McpSession *m_session = nullptr;
    QJsonArray m_tools; // tools/list, for checking a tools/call
    ClientFeatures *m_clientFeatures = nullptr;
    bool m_subscribed = false;
    QPointer<SubscriptionListener> m_listener; // modern resources/subscribe
    QJsonArray m_updates; // resources/subscribe in JSON format: printed as one document at the end
    bool m_taskResultRequested = false;
    bool m_interrupted = false;
    int m_exitCode = Success;
    bool m_answered = false;
    bool m_finished = false;

    FindingLog m_findings;
    LintScript *m_lint = nullptr;
    QString m_failure; // why the run failed, for the lint report

    std::optional<InterfaceSnapshot> m_diffBase; // --diff-with

    SessionRecorder *m_recorder = nullptr;
    std::unique_ptr<CredentialStore> m_credentials;
    CredentialStoreOpener m_openStore;
    const JwsKeyFactory *m_jwsKeys = nullptr;
    QString m_storeFallback;     // why the keyring was not used, if it was not
    bool m_storeOpening = false; // the opener was asked; start() waits for its answer
    bool m_storeAnnounced = false;
    struct RawExchange
    {
        bool sent = false;
        bool hadRequests = false;
        QSet<JsonRpcId> waiting; // request ids in the frame, not answered yet
        QJsonArray received;     // every JSON value that came back, in order
        bool anyError = false;
        bool httpNoBody = false; // 202/204: the server took the frame and will not answer
        QTimer *quiet = nullptr; // stdio: how long to wait for answers to a frame without ids
    } m_raw;
    struct RepeatRun
    {
        int sent = 0;
        int done = 0;
        int errors = 0;
        qint64 startedNs = 0;
        std::vector<qint64> latenciesNs;
    } m_repeat;
};
