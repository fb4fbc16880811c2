// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "modernprotocol.h"
#include "notebook.h"
#include "reply.h"
#include "taskstore.h"
#include "toolcatalogue.h"

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QHash>
#include <QObject>
#include <QSet>

#include <optional>

class LongOperation;

// The MCP protocol logic of mcpscope-demo-server, free of any I/O so that every transport can reuse it and tests can drive it
// directly. Feed it frames or decoded messages; everything it sends comes out of its signals,
// synchronously for immediate answers and later for long_operation. It is lenient on purpose
// (it answers requests that arrive before initialize and says so on diagnosticReady) because it
// is a fixture for an inspector. It speaks the legacy initialize era (2024-11-05 to 2025-11-25)
// and the modern one (2026-07-28: per-request _meta, server/discover, MRTR,
// subscriptions/listen; demoservermodern.cpp), as DemoServerOptions::era allows; with both, a
// request is modern when it carries _meta protocolVersion. Owns the running long operations
// and, unless given a shared one, its notebook; main (event-loop) thread.
class DemoServer : public QObject
{
    Q_OBJECT

public:
    explicit DemoServer(QObject *parent = nullptr);
    // sharedNotes (not owned, must outlive this) lets per-request servers share the notes.
    explicit DemoServer(const DemoServerOptions &options,
                        NoteBook *sharedNotes = nullptr,
                        QObject *parent = nullptr);
    ~DemoServer() override;

    // One frame as a transport delivered it (a stdio line): answers parse errors, invalid
    // messages and batches itself, then hands each message to handle().
    void handleFrame(const QByteArray &frame);
    void handle(const JsonRpcMessage &message);

    QString negotiatedVersion() const { return m_protocolVersion; } // empty before initialize
    QString logLevel() const;
    // Batches are answered before initialize (leniently) and on 2025-03-26, the only revision
    // that has them; otherwise the whole batch gets one error with id null.
    bool acceptsBatches() const;
    qsizetype runningOperationCount() const { return m_operations.size(); }
    DemoEra era() const { return m_options.era; }
    qsizetype subscriptionCount() const { return m_listens.size(); }
    // Tasks (io.modelcontextprotocol/tasks) kept in tasks (not owned, must outlive this)
    // instead of this server's own store: per-request servers on HTTP share one.
    void setSharedTasks(TaskStore *tasks);
    // Ends every subscriptions/listen gracefully with its result (server shutdown).
    void endSubscriptions();

    static QJsonObject capabilities();
    static QJsonObject modernCapabilities();
    static QJsonObject serverInfo();
    static QString instructions();
    static QStringList logLevels(); // RFC 5424 order, least severe first

Q_SIGNALS:
    // A well-formed message to deliver to the client: a response or a notification.
    void messageReady(const JsonRpcMessage &message);
    // Deliberately broken output (misbehave banner/malformed): write the bytes as one line.
    void rawLineReady(const QByteArray &line);
    // One line for the server's own log (stderr on stdio), never for the client.
    void diagnosticReady(const QString &line);
    // misbehave crash: stop reading and exit with exitCode without writing anything else.
    void exitRequested(int exitCode);

private:
    using Handler = std::optional<Reply> (DemoServer::*)(const JsonRpcMessage &request);
    Handler handlerFor(const QString &method) const;
    // The methods both eras share (tools, resources, prompts, completion).
    static QHash<QString, Handler> commonHandlers();
    // -32602 when a request's params are present but not an object.
    static std::optional<Reply> rejectNonObjectParams(const JsonRpcMessage &request);

    void handleRequest(const JsonRpcMessage &request);
    void handleNotification(const JsonRpcMessage &notification);
    void handleBatch(const QList<JsonRpcMessage> &messages);

    std::optional<Reply> initialize(const JsonRpcMessage &request);
    std::optional<Reply> ping(const JsonRpcMessage &request);
    std::optional<Reply> setLevel(const JsonRpcMessage &request);
    std::optional<Reply> listTools(const JsonRpcMessage &request);
    std::optional<Reply> callTool(const JsonRpcMessage &request);
    std::optional<Reply> listResources(const JsonRpcMessage &request);
    std::optional<Reply> listResourceTemplates(const JsonRpcMessage &request);
    std::optional<Reply> readResource(const JsonRpcMessage &request);
    std::optional<Reply> listPrompts(const JsonRpcMessage &request);
    std::optional<Reply> listSkills(const JsonRpcMessage &request); // SEP-2640
    std::optional<Reply> getPrompt(const JsonRpcMessage &request);
    std::optional<Reply> complete(const JsonRpcMessage &request);
    std::optional<Reply> subscribe(const JsonRpcMessage &request); // and unsubscribe

    // demoservermodern.cpp: the 2026-07-28 era.
    bool isModern(const JsonRpcMessage &request) const;
    Handler modernHandlerFor(const QString &method) const;
    void handleModernRequest(const JsonRpcMessage &request);
    JsonRpcMessage modernResponse(const Reply &reply,
                                  const JsonRpcId &id,
                                  const QString &method,
                                  const QJsonObject &params) const;
    std::optional<Reply> discover(const JsonRpcMessage &request);
    std::optional<Reply> listen(const JsonRpcMessage &request);
    std::optional<Reply> callModernTool(const QString &name, const QJsonObject &params);
    void notifyListeners(const QStringList &updatedUris);
    // demoservertasks.cpp: the tasks extension.
    bool clientWantsTasks() const;
    std::optional<Reply> startTask(const QJsonObject &arguments);
    std::optional<Reply> getTask(const JsonRpcMessage &request);
    std::optional<Reply> updateTask(const JsonRpcMessage &request);
    std::optional<Reply> cancelTask(const JsonRpcMessage &request);
    void notifyTaskListeners(const QJsonObject &detailedTask);
    bool endListen(const JsonRpcId &id, const QString &reason);

    QJsonObject callLog(const QJsonObject &arguments);
    // The stress tool: a flood of notifications, then a result of a chosen size (benchmarks).
    QJsonObject callStress(const JsonRpcMessage &request, const QJsonObject &arguments);
    QJsonObject callNoteTool(const QString &name, const QJsonObject &arguments);
    void announceUpdated(const QStringList &uris); // resources/updated to their subscribers
    std::optional<Reply> startLongOperation(const JsonRpcMessage &request,
                                            const QJsonObject &arguments);
    void misbehave(const JsonRpcId &requestId, const QString &mode);
    void cancel(const QJsonObject &params);

    void send(const JsonRpcMessage &message);
    void diagnostic(const QString &line);

    DemoServerOptions m_options;
    ToolCatalogue m_tools;
    QString m_protocolVersion;
    int m_logThreshold = 0; // index into logLevels(); every level is sent until setLevel
    QHash<JsonRpcId, LongOperation *> m_operations;
    NoteBook m_ownNotes;
    NoteBook *m_notes;
    TaskStore m_ownTasks;
    TaskStore *m_tasks = &m_ownTasks;
    QMetaObject::Connection m_tasksConnection;
    QSet<QString> m_subscriptions;
    // Set while a modern request is handled: what its _meta said. Null for legacy requests.
    const ModernProtocol::RequestContext *m_modern = nullptr;
    QHash<JsonRpcId, QJsonObject> m_listens; // subscriptions/listen id -> acknowledged filter
    QSet<JsonRpcId> m_modernOperations;      // long operations started by modern requests
};
