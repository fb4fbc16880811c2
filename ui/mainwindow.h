// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QMainWindow>

#include <memory>

class AuthorizationPane;
class KeyboardSupport;
class CatalogController;
class ClientSetupPane;
class CredentialStore;
class McpSession;
class MessageLogModel;
class MessageLogView;
class QTabWidget;
class RequestQueuePane;
class ServerWorkspace;
class SessionContext;
class SessionController;
class WindowDocks;
class WindowMemory;
class WorkspaceSet;

// The main window composes the panes (Wireshark's layout: what you act on at the top, the
// log of every frame below). Each server the user connects to has a ServerWorkspace of its
// own (its connection bar, panes and session); the window shows one at a time, picked in the
// switcher above it (WorkspaceSet), and one message log for all of them, each row tagged with
// its server. The log outlives sessions, so nothing captured is lost on reconnect. It holds
// no protocol logic: the workspaces, the panes and the core do that. What it says of "the"
// session, context or pane is the shown workspace's.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The shown workspace's connection bar, connection and disconnection.
    void setServerConfig(const ServerConfig &config);
    // The shown workspace's connection bar server: what Connect would start.
    ServerConfig serverConfig() const;
    void setRequestTimeoutMs(int ms); // this workspace and every one opened later
    void connectToServer();
    void disconnectFromServer();
    // The one entry point for "connect to this server" (the catalog's Connect): switches to the
    // workspace already connected to it, else connects again where it was connected before,
    // else in the shown workspace when it has never connected, else in a new one. Never
    // disconnects another server (WorkspaceSet::connectTo).
    ServerWorkspace *connectTo(const ServerConfig &config);
    // Where OAuth credentials are kept, for every workspace (OS keyring or the 0600 file).
    void setCredentialStore(std::shared_ptr<CredentialStore> store, const QString &fallbackReason);

    WorkspaceSet *workspaces() const { return m_workspaces; }
    ServerWorkspace *currentWorkspace() const;
    McpSession *session() const;
    // Brings a pane's tab to the front, by object name ("resourcesPane") or tab title
    // ("Resources"); false when there is none.
    bool showTab(const QString &paneName);
    RequestQueuePane *requestQueue() const;
    ClientSetupPane *clientSetup() const;
    AuthorizationPane *authorization() const;
    MessageLogModel *logModel() const { return m_logModel; }
    MessageLogView *logView() const { return m_log; }
    SessionController *sessions() const { return m_sessions; }
    // The server catalog (the Servers dock); open it with CatalogController::open().
    CatalogController *catalog() const { return m_catalog; }
    // The command palette, Go To and the shortcuts (ui/keyboard/).
    KeyboardSupport *keyboard() const { return m_keyboard; }
    // Layout, open servers, recent files and crash recovery across runs.
    WindowMemory *memory() const { return m_memory; }
    // What the panes of the shown workspace follow: its session (live or an offline file's).
    SessionContext *context() const;
    // True once the shown workspace's last connect attempt has come to rest: tools listed (or
    // listing failed), or the session failed. What --screenshot and tests wait for.
    bool isSettled() const;

Q_SIGNALS:
    void settled();
    // A connection attempt started (in any workspace) with this config (secrets included) and
    // request timeout.
    void connectionStarted(const ServerConfig &config, int requestTimeoutMs);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *createCentralArea();
    void createMenus();
    void createServerMenu();
    void adopt(ServerWorkspace *workspace);
    void showWorkspace(ServerWorkspace *workspace);
    void updateTitle();
    void updateLogConnections();

    MessageLogModel *m_logModel = nullptr;
    WorkspaceSet *m_workspaces = nullptr;
    MessageLogView *m_log = nullptr;
    QTabWidget *m_bottomTabs = nullptr;
    WindowDocks *m_docks = nullptr;
    SessionController *m_sessions = nullptr;
    CatalogController *m_catalog = nullptr;
    KeyboardSupport *m_keyboard = nullptr;
    WindowMemory *m_memory = nullptr;
    std::shared_ptr<CredentialStore> m_credentials;
    QString m_credentialsFallback;
    int m_requestTimeoutMs = 0;
};
