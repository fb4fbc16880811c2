// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "about/aboutdialog.h"
#include "activity/activitypane.h"
#include "auth/authorizationpane.h"
#include "catalog/savedcallscontroller.h"
#include "catalog/windowcatalog.h"
#include "client/clientsetuppane.h"
#include "client/requestqueuepane.h"
#include "connection/connectionbar.h"
#include "forms/formvaluestore.h"
#include "log/messagelogview.h"
#include "log/rawconsolepane.h"
#include "logging/loggingpane.h"
#include "prompts/promptspane.h"
#include "resources/resourcespane.h"
#include "server/serverinfopane.h"
#include "session/sessioncontext.h"
#include "session/sessioncontroller.h"
#include "snapshot/interfacechangescontroller.h"
#include "tasks/taskspane.h"
#include "tools/toolcallpane.h"
#include "tools/toollistpane.h"
#include "widgets/appicon.h"
#include "widgets/servertext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// A pane as a tab page: created, named (tests and showTab() find it by name) and added.
template<class Pane>
Pane *addPane(QTabWidget *tabs, const QString &objectName, const QString &title)
{
    auto *pane = new Pane(tabs);
    pane->setObjectName(objectName);
    tabs->addTab(pane, title);
    return pane;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_logModel(new MessageLogModel(this))
    , m_context(new SessionContext(this))
{
    setObjectName(u"mainWindow"_s);
    m_context->setObjectName(u"sessionContext"_s);
    setWindowIcon(applicationIcon());
    setCentralWidget(createCentralArea());
    createClientDocks();
    shareContext();
    createMenus();
    m_sessions = new SessionController(this); // File and Session menus, autosave, offline mode
    new InterfaceChangesController(this);     // "what changed since last time", under the bar
    new SavedCallsController(this, new WindowCatalog(this)); // the catalog; the Saved tab
    m_logModel->setRawMemoryBudget(m_connectionBar->logMemoryBudget());
    connect(m_connectionBar,
            &ConnectionBar::logMemoryBudgetChanged,
            m_logModel,
            &MessageLogModel::setRawMemoryBudget);
    connect(m_connectionBar, &ConnectionBar::connectRequested, this, &MainWindow::connectToServer);
    connect(m_connectionBar,
            &ConnectionBar::disconnectRequested,
            this,
            &MainWindow::disconnectFromServer);
    connect(m_toolList, &ToolListPane::toolSelected, m_toolCall, &ToolCallPane::setTool);
    connect(m_toolList, &ToolListPane::toolsLoaded, this, &MainWindow::setSettled);
    const auto showStatus
        = [this](const QString &message) { ServerText::showStatus(statusBar(), message, 5000); };
    connect(m_log, &MessageLogView::statusMessage, this, showStatus);
    connect(m_toolCall, &ToolCallPane::statusMessage, this, showStatus);
    statusBar(); // created now, so the layout does not jump at the first message
    resize(1280, 800);
    updateTitle();
}

// Sessions are children and die with the window; their transports then kill the servers,
// since nobody is left to wait for a graceful exit (closeEvent() is the graceful path).
MainWindow::~MainWindow() = default;

QWidget *MainWindow::createCentralArea()
{
    auto *central = new QWidget(this);
    m_connectionBar = new ConnectionBar(central);
    m_connectionBar->setObjectName(u"connectionBar"_s);

    auto *vertical = new QSplitter(Qt::Vertical, central);
    vertical->setObjectName(u"mainSplitter"_s);
    auto *horizontal = new QSplitter(Qt::Horizontal, vertical);
    m_serverInfo = new ServerInfoPane(horizontal);
    m_serverInfo->setObjectName(u"serverInfoPane"_s);
    m_featureTabs = new QTabWidget(horizontal);
    m_featureTabs->setObjectName(u"featureTabs"_s);
    m_featureTabs->setDocumentMode(true);
    auto *tools = new QSplitter(Qt::Horizontal, m_featureTabs);
    m_toolList = new ToolListPane(tools);
    m_toolList->setObjectName(u"toolListPane"_s);
    m_toolCall = new ToolCallPane(tools);
    m_toolCall->setObjectName(u"toolCallPane"_s);
    tools->setStretchFactor(1, 1);
    tools->setSizes({300, 700});
    m_featureTabs->addTab(tools, tr("Tools"));
    m_resources = addPane<ResourcesPane>(m_featureTabs, u"resourcesPane"_s, tr("Resources"));
    m_prompts = addPane<PromptsPane>(m_featureTabs, u"promptsPane"_s, tr("Prompts"));
    horizontal->setStretchFactor(1, 1);
    horizontal->setSizes({260, 1020});
    m_bottomTabs = new QTabWidget(vertical);
    m_bottomTabs->setObjectName(u"bottomTabs"_s);
    m_bottomTabs->setDocumentMode(true);
    m_log = new MessageLogView(m_logModel, m_bottomTabs);
    m_log->setObjectName(u"messageLogView"_s);
    m_bottomTabs->addTab(m_log, tr("Messages"));
    m_console = addPane<RawConsolePane>(m_bottomTabs, u"rawConsolePane"_s, tr("Raw console"));
    m_logging = addPane<LoggingPane>(m_bottomTabs, u"loggingPane"_s, tr("Server log"));
    m_activity = addPane<ActivityPane>(m_bottomTabs, u"activityPane"_s, tr("Requests"));
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    vertical->setSizes({540, 220});
    for (QSplitter *splitter : {vertical, horizontal, tools})
        splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->addWidget(m_connectionBar);
    layout->addWidget(vertical, 1);
    return central;
}

// The person-in-the-loop side: what the server asks (cards, never modal) and the roots and
// capabilities offered to it, docked on the right so the panes in the centre stay as they are.
void MainWindow::createClientDocks()
{
    m_requests = new RequestQueuePane(this);
    m_requests->setObjectName(u"requestQueuePane"_s);
    m_requestsDock = new QDockWidget(tr("Server Requests"), this);
    m_requestsDock->setObjectName(u"requestsDock"_s);
    m_requestsDock->setWidget(m_requests);
    m_clientSetup = new ClientSetupPane(this);
    m_clientSetup->setObjectName(u"clientSetupPane"_s);
    auto *setupDock = new QDockWidget(tr("Roots && Capabilities"), this);
    setupDock->setObjectName(u"clientSetupDock"_s);
    setupDock->setWidget(m_clientSetup);
    m_tasks = new TasksPane(this);
    m_tasks->setObjectName(u"tasksPane"_s);
    auto *tasksDock = new QDockWidget(tr("Tasks"), this);
    tasksDock->setObjectName(u"tasksDock"_s);
    tasksDock->setWidget(m_tasks);
    m_authorization = new AuthorizationPane(this);
    m_authorization->setObjectName(u"authorizationPane"_s);
    auto *authorizationDock = new QDockWidget(tr("Authorization"), this);
    authorizationDock->setObjectName(u"authorizationDock"_s);
    authorizationDock->setWidget(m_authorization);
    addDockWidget(Qt::RightDockWidgetArea, m_requestsDock);
    tabifyDockWidget(m_requestsDock, setupDock);
    tabifyDockWidget(setupDock, tasksDock);
    tabifyDockWidget(tasksDock, authorizationDock);
    m_requestsDock->raise();
    resizeDocks({m_requestsDock}, {420}, Qt::Horizontal);
    // Hidden until needed: the tools, resources and prompts panes keep the whole width. A server
    // request or a task brings its dock back; the View menu shows any of them at will.
    for (QDockWidget *dock : {m_requestsDock, setupDock, tasksDock, authorizationDock})
        dock->hide();
    // A server that asks for authorization brings the flow's steps forward.
    connect(m_authorization, &AuthorizationPane::flowStarted, this, [authorizationDock] {
        authorizationDock->show();
        authorizationDock->raise();
    });
    connect(m_requests, &RequestQueuePane::attentionNeeded, this, [this](const QString &summary) {
        m_requestsDock->show();
        m_requestsDock->raise();
        ServerText::showStatus(statusBar(), summary, 8000); // names the server
    });
    connect(m_requests, &RequestQueuePane::openCountChanged, this, [this](int open) {
        m_requestsDock->setWindowTitle(open == 0 ? tr("Server Requests")
                                                 : tr("Server Requests (%1)").arg(open));
    });
    connect(m_toolCall,
            &ToolCallPane::remoteErrorReceived,
            m_requests,
            &RequestQueuePane::showRequiredUrls);
    connect(m_toolCall,
            &ToolCallPane::taskCallRequested,
            m_tasks,
            [this, tasksDock](const QString &tool, const QJsonObject &arguments) {
                tasksDock->show();
                tasksDock->raise();
                m_tasks->runTool(tool, arguments);
            });
    connect(m_toolCall,
            &ToolCallPane::modernTaskStarted,
            m_tasks,
            [this, tasksDock](const QString &tool, const QJsonObject &result) {
                tasksDock->show();
                m_tasks->followModernTask(tool, result);
            });
    connect(m_tasks, &TasksPane::resultReady, m_toolCall, &ToolCallPane::showTaskResult);
    connect(m_tasks, &TasksPane::taskFailed, m_toolCall, &ToolCallPane::showTaskFailure);
}

// Every pane follows the session through the context, each on its own (SessionContext says
// which follow the shown session and which the live one); none depends on another's order.
void MainWindow::shareContext()
{
    m_connectionBar->setContext(m_context);
    m_serverInfo->setContext(m_context);
    m_toolList->setContext(m_context);
    m_toolCall->setContext(m_context);
    m_resources->setContext(m_context);
    m_prompts->setContext(m_context);
    m_log->setContext(m_context);
    m_console->setContext(m_context);
    m_logging->setContext(m_context);
    m_activity->setContext(m_context);
    m_tasks->setContext(m_context);
    m_clientSetup->setContext(m_context);
    connect(m_clientSetup,
            &ClientSetupPane::featuresAttached,
            m_requests,
            &RequestQueuePane::setClientFeatures);
}

void MainWindow::createMenus()
{
    QMenu *server = menuBar()->addMenu(tr("&Server"));
    server->addAction(
        tr("&Connect"), QKeySequence(u"Ctrl+K"_s), m_connectionBar, &ConnectionBar::requestConnect);
    server->addAction(tr("&Disconnect"),
                      QKeySequence(u"Ctrl+Shift+K"_s),
                      this,
                      &MainWindow::disconnectFromServer);
    server->addAction(tr("&Settings…"), m_connectionBar, &ConnectionBar::editSettings);
    server->addSeparator();
    server->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *tool = menuBar()->addMenu(tr("&Tool"));
    QAction *call = tool->addAction(tr("&Call"), m_toolCall, &ToolCallPane::callTool);
    call->setObjectName(u"callAction"_s);
    call->setShortcuts({QKeySequence(u"Ctrl+Return"_s), QKeySequence(u"Ctrl+Enter"_s)});
    // An offline file's tools are shown, never called.
    m_context->followShown(call, [this, call] { call->setEnabled(m_context->isLive()); });
    tool->addAction(
        tr("C&ancel Call"), QKeySequence(u"Ctrl+."_s), m_toolCall, &ToolCallPane::cancelCall);
    tool->addAction(tr("&Refresh List"), QKeySequence::Refresh, m_toolList, &ToolListPane::refresh);

    QMenu *log = menuBar()->addMenu(tr("&Log"));
    log->addAction(tr("Go to &Paired Request/Response"),
                   QKeySequence(u"Ctrl+P"_s),
                   m_log,
                   &MessageLogView::goToPairedRow);
    log->addAction(tr("&Filter…"), QKeySequence::Find, m_log, &MessageLogView::focusFilter);
    log->addAction(tr("&Clear"), QKeySequence(u"Ctrl+L"_s), m_logModel, &MessageLogModel::clear);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        view->addAction(dock->toggleViewAction());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About mcpscope"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    about->setObjectName(u"actionAbout"_s);
    about->setMenuRole(QAction::AboutRole);
}

bool MainWindow::showTab(const QString &paneName)
{
    for (QTabWidget *tabs : {m_featureTabs, m_bottomTabs}) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->objectName() == paneName
                || tabs->tabText(i).compare(paneName, Qt::CaseInsensitive) == 0) {
                tabs->setCurrentIndex(i);
                return true;
            }
        }
    }
    return false;
}

McpSession *MainWindow::session() const
{
    return m_session;
}

void MainWindow::setServerConfig(const ServerConfig &config)
{
    m_connectionBar->setConfig(config);
    m_clientSetup->setServer(FormValueStore::serverIdentity(config), config.displayName());
    updateTitle();
}

void MainWindow::setRequestTimeoutMs(int ms)
{
    m_connectionBar->setRequestTimeoutMs(ms);
}

void MainWindow::updateTitle()
{
    const ServerConfig config = m_connectionBar->config();
    QString server;
    if (m_session && !m_session->serverInfo().name().isEmpty())
        server = m_session->serverInfo().title();
    else if (ConnectionBar::canStart(config) && config.url.isValid()
             && m_connectionBar->transportChoice() != TransportChoice::Stdio)
        server = config.url.port() < 0 ? config.url.host()
                                       : u"%1:%2"_s.arg(config.url.host()).arg(config.url.port());
    else
        server = QFileInfo(config.program).fileName();
    // The server's title (or a session file's host or program): one filtered, capped line.
    setWindowTitle(server.isEmpty() ? u"mcpscope"_s : u"mcpscope — "_s + ServerText::title(server));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The window goes at once; the application stays until the server has been shut down the
    // way the spec asks (stdin closed, then signals, all on timers in the transport).
    if (isSessionActive()) {
        keepApplicationUntilEnded(m_session);
        m_session->disconnectFromServer();
    }
    event->accept();
}
