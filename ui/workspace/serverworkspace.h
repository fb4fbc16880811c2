// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QList>
#include <QPointer>
#include <QWidget>

class ActivityPane;
class AuthorizationPane;
class ClientSetupPane;
class ConnectionBar;
class LoggingPane;
class McpSession;
class MessageLogModel;
class PromptsPane;
class SkillsPane;
class QTabWidget;
class QVBoxLayout;
class RawConsolePane;
class RequestQueuePane;
class ResourcesPane;
class ServerInfoPane;
class SessionContext;
class TasksPane;
class ToolCallPane;
class ToolListPane;
struct TrafficEvent;

// One server of the window: its connection bar, its own SessionContext and every pane that
// shows or acts on that server (server info, tools and the call form, resources, prompts; and,
// shown by the window in its bottom tabs and docks: raw console, server log, requests,
// server-request cards, roots and capabilities, tasks, authorization), and the lifetime of its
// connection (serverworkspacesession.cpp). The window keeps one per connection and shows one at
// a time (WorkspaceSet); switching shows other widgets, so nothing reconnects and every
// selection and form keeps what the user left in it. Its traffic goes into the window's one
// message log, each connect under a connection tag of its own (MessageLogModel::addConnection).
// The page itself (this widget) is the connection bar, the banners under it and the server's
// panes; the others are owned here too and deleted with it, wherever the window shows them.
class ServerWorkspace : public QWidget
{
    Q_OBJECT
public:
    ServerWorkspace(MessageLogModel *log, QWidget *parent = nullptr);
    ~ServerWorkspace() override;

    SessionContext *context() const { return m_context; }
    ConnectionBar *connectionBar() const { return m_connectionBar; }
    ServerInfoPane *serverInfo() const { return m_serverInfo; }
    ToolListPane *toolList() const { return m_toolList; }
    ToolCallPane *toolCall() const { return m_toolCall; }
    ResourcesPane *resources() const { return m_resources; }
    PromptsPane *prompts() const { return m_prompts; }
    QTabWidget *featureTabs() const { return m_featureTabs; }
    // Where banners about this server go: under the connection bar, above its panes.
    QVBoxLayout *pageLayout() const { return m_layout; }
    // Shown by the window outside the page (bottom tabs and docks).
    RawConsolePane *console() const { return m_console; }
    LoggingPane *logging() const { return m_logging; }
    ActivityPane *activity() const { return m_activity; }
    RequestQueuePane *requests() const { return m_requests; }
    ClientSetupPane *clientSetup() const { return m_clientSetup; }
    TasksPane *tasks() const { return m_tasks; }
    AuthorizationPane *authorization() const { return m_authorization; }

    void setServerConfig(const ServerConfig &config);
    ServerConfig serverConfig() const;
    void setRequestTimeoutMs(int ms);
    void connectToServer();
    void disconnectFromServer();
    // Disconnects gracefully without waiting: the application stays until the server has
    // stopped (closing the window). With outliveWorkspace (closing this workspace), the
    // session is no longer our child: it stays until its server has stopped, then goes.
    void shutDown(bool outliveWorkspace = false);
    McpSession *session() const { return m_session; }
    bool isSessionActive() const;
    // True once the last connect attempt has come to rest (tools listed or listing failed, or
    // the session failed): what --screenshot and tests wait for.
    bool isSettled() const { return m_settled; }
    // The name the switcher and the log's Server column show; the window makes it unique.
    QString label() const { return m_label; }
    void setLabel(const QString &label) { m_label = label; }
    // The server's own name when it has said it, else the host or program of the config.
    QString serverTitle() const;
    // Every log connection this workspace has had, one per connect: what "This server" shows.
    QList<int> logConnections() const { return m_logConnections; }

Q_SIGNALS:
    void settled();
    // Connect was asked for and will happen: the last moment to settle the label() the log
    // names the connection by.
    void aboutToConnect();
    // A connection attempt started with this config (secrets included) and request timeout.
    void connectionStarted(const ServerConfig &config, int requestTimeoutMs);
    // The state or the title of the connection changed (the switcher shows both).
    void stateChanged();
    void statusMessage(const QString &message, int timeoutMs);
    // What the window's docks do for this server: bring forward the request cards (with a
    // summary for the status bar), the authorization steps, the tasks; count open requests.
    void requestsNeedAttention(const QString &summary);
    void openRequestsChanged(int open);
    void authorizationStarted();
    void tasksNeeded(bool raise);

private:
    QWidget *createPanes();
    void createServerSidePanes();
    void shareContext();
    // serverworkspacesession.cpp
    void retireSession();
    void handleSessionState();
    void setSettled();

    MessageLogModel *m_log = nullptr;
    SessionContext *m_context = nullptr;
    QVBoxLayout *m_layout = nullptr;
    ConnectionBar *m_connectionBar = nullptr;
    ServerInfoPane *m_serverInfo = nullptr;
    QTabWidget *m_featureTabs = nullptr;
    ToolListPane *m_toolList = nullptr;
    ToolCallPane *m_toolCall = nullptr;
    ResourcesPane *m_resources = nullptr;
    PromptsPane *m_prompts = nullptr;
    SkillsPane *m_skills = nullptr;
    RawConsolePane *m_console = nullptr;
    LoggingPane *m_logging = nullptr;
    ActivityPane *m_activity = nullptr;
    RequestQueuePane *m_requests = nullptr;
    ClientSetupPane *m_clientSetup = nullptr;
    TasksPane *m_tasks = nullptr;
    AuthorizationPane *m_authorization = nullptr;
    // The panes above that the window shows outside the page: deleted with us, unless gone.
    QList<QPointer<QWidget>> m_outsidePanes;
    QPointer<McpSession> m_session;
    QList<int> m_logConnections;
    int m_logConnection = 0;
    QString m_label;
    bool m_settled = false;
};
