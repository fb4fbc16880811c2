// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QMainWindow>
#include <QPointer>

class ActivityPane;
class CatalogController;
class ClientSetupPane;
class ConnectionBar;
class LoggingPane;
class PromptsPane;
class QTabWidget;
class ResourcesPane;
class McpSession;
class MessageLogModel;
class MessageLogView;
class QDockWidget;
class RawConsolePane;
class RequestQueuePane;
class TasksPane;
class ServerInfoPane;
class SessionContext;
class SessionController;
class ToolCallPane;
class ToolListPane;
struct TrafficEvent;

// The main window composes the panes (Wireshark's layout: what you act on at the top, the
// log of every frame below) and owns the session's lifetime: each Connect makes a new
// McpSession over the transport the connection bar's config asks for (createTransport); the
// message log outlives sessions, so nothing captured is lost on reconnect. It holds no
// protocol logic: the panes and the core do that.
class AuthorizationPane;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void setServerConfig(const ServerConfig &config);
    // The connection bar's server: what Connect would start.
    ServerConfig serverConfig() const;
    void setRequestTimeoutMs(int ms);
    void connectToServer();
    void disconnectFromServer();

    McpSession *session() const;
    // Brings a pane's tab to the front, by object name ("resourcesPane") or tab title
    // ("Resources"); false when there is none.
    bool showTab(const QString &paneName);
    RequestQueuePane *requestQueue() const { return m_requests; }
    ClientSetupPane *clientSetup() const { return m_clientSetup; }
    AuthorizationPane *authorization() const { return m_authorization; }
    MessageLogModel *logModel() const { return m_logModel; }
    SessionController *sessions() const { return m_sessions; }
    // The server catalog (the Servers dock); open it with CatalogController::open().
    CatalogController *catalog() const { return m_catalog; }
    // What the panes follow: the current session (live or an offline file's) and its server.
    SessionContext *context() const { return m_context; }
    // True once the last connect attempt has come to rest: tools listed (or listing failed),
    // or the session failed. What --screenshot and tests wait for.
    bool isSettled() const { return m_settled; }

Q_SIGNALS:
    void settled();
    // A connection attempt started with this config (secrets included) and request timeout.
    void connectionStarted(const ServerConfig &config, int requestTimeoutMs);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *createCentralArea();
    void createMenus();
    void createClientDocks();
    void shareContext();
    void retireSession();
    void keepApplicationUntilEnded(McpSession *session);
    void recordTraffic(const TrafficEvent &event);
    void handleSessionState();
    void setSettled();
    void updateTitle();
    bool isSessionActive() const;

    MessageLogModel *m_logModel = nullptr;
    SessionContext *m_context = nullptr;
    ConnectionBar *m_connectionBar = nullptr;
    ServerInfoPane *m_serverInfo = nullptr;
    ToolListPane *m_toolList = nullptr;
    ToolCallPane *m_toolCall = nullptr;
    MessageLogView *m_log = nullptr;
    RawConsolePane *m_console = nullptr;
    QTabWidget *m_featureTabs = nullptr;
    QTabWidget *m_bottomTabs = nullptr;
    ResourcesPane *m_resources = nullptr;
    PromptsPane *m_prompts = nullptr;
    LoggingPane *m_logging = nullptr;
    ActivityPane *m_activity = nullptr;
    RequestQueuePane *m_requests = nullptr;
    QDockWidget *m_requestsDock = nullptr;
    ClientSetupPane *m_clientSetup = nullptr;
    TasksPane *m_tasks = nullptr;
    SessionController *m_sessions = nullptr;
    CatalogController *m_catalog = nullptr;
    AuthorizationPane *m_authorization = nullptr;
    QPointer<McpSession> m_session;
    qint64 m_logSequence = 0;
    bool m_settled = false;
};
