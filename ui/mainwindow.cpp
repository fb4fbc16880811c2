// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "about/aboutdialog.h"
#include "activity/activitypane.h"
#include "auth/authorizationpane.h"
#include "catalog/catalogcontroller.h"
#include "catalog/savedcallscontroller.h"
#include "client/clientsetuppane.h"
#include "client/requestqueuepane.h"
#include "connection/connectionbar.h"
#include "i18n/languagemenu.h"
#include "keyboard/keyboardsupport.h"
#include "log/logstatuslabel.h"
#include "log/messagelogview.h"
#include "log/rawconsolepane.h"
#include "logging/loggingpane.h"
#include "session/sessioncontext.h"
#include "session/sessioncontroller.h"
#include "snapshot/interfacechangescontroller.h"
#include "tasks/taskspane.h"
#include "theme/thememenu.h"
#include "tools/toolcallpane.h"
#include "tools/toollistpane.h"
#include "widgets/accessibledefaults.h"
#include "widgets/appicon.h"
#include "widgets/servertext.h"
#include "windowdocks.h"
#include "windowstate/windowmemory.h"
#include "workspace/serverworkspace.h"
#include "workspace/workspaceset.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>

#include <QAction>
#include <QCloseEvent>
#include <QMenuBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_logModel(new MessageLogModel(this))
{
    // Before any child is polished: names for the controls Qt makes unnamed.
    AccessibleDefaults::install();
    setObjectName(u"mainWindow"_s);
    setWindowIcon(applicationIcon());
    setCentralWidget(createCentralArea());
    m_docks = new WindowDocks(this, m_workspaces); // requests, roots, tasks, authorization
    createMenus();
    m_sessions = new SessionController(this); // File and Session menus, autosave, offline mode
    // The Servers dock, import and export; made before the first workspace, whose Saved tab
    // uses it. An entry connects in its own workspace (or the one already connected to it), so
    // the outcome of that workspace's session is the entry's last result.
    m_catalog = new CatalogController(this);
    m_catalog->setConnector([this](const ServerConfig &config) -> McpSession * {
        ServerWorkspace *workspace = connectTo(config);
        return workspace ? workspace->session() : nullptr;
    });
    connect(m_workspaces, &WorkspaceSet::workspaceAdded, this, &MainWindow::adopt);
    connect(m_workspaces, &WorkspaceSet::currentChanged, this, &MainWindow::showWorkspace);
    m_workspaces->add();
    // Layout, recent files, crash recovery: the layout is restored when the window first shows.
    m_memory = new WindowMemory(this, m_bottomTabs);
    connect(m_log, &MessageLogView::statusMessage, this, [this](const QString &message) {
        ServerText::showStatus(statusBar(), message, 5000);
    });
    statusBar(); // created now, so the layout does not jump at the first message
    statusBar()->addPermanentWidget(new LogStatusLabel(m_logModel, this));
    m_keyboard->applyStoredShortcuts(); // every menu exists now
    resize(1280, 800);
}

// Sessions are children of their workspaces and die with the window; their transports then
// kill the servers, since nobody is left to wait for a graceful exit (closeEvent() is that).
MainWindow::~MainWindow() = default;

QWidget *MainWindow::createCentralArea()
{
    auto *central = new QWidget(this);
    m_workspaces = new WorkspaceSet(m_logModel, central);
    auto *vertical = new QSplitter(Qt::Vertical, central);
    vertical->setObjectName(u"mainSplitter"_s);
    vertical->addWidget(m_workspaces->pages());
    m_bottomTabs = new QTabWidget(vertical);
    m_bottomTabs->setObjectName(u"bottomTabs"_s);
    m_bottomTabs->setDocumentMode(true);
    m_log = new MessageLogView(m_logModel, m_bottomTabs);
    m_log->setObjectName(u"messageLogView"_s);
    m_bottomTabs->addTab(m_log, tr("Messages"));
    const auto addSlotTab = [this](const QString &name, const QString &title, auto paneOf) {
        m_bottomTabs->addTab(m_workspaces->addSlot(name + u"Slot"_s, paneOf), title);
    };
    addSlotTab(u"rawConsolePane"_s, tr("Raw console"), [](ServerWorkspace *w) -> QWidget * {
        return w->console();
    });
    addSlotTab(u"loggingPane"_s, tr("Server log"), [](ServerWorkspace *w) -> QWidget * {
        return w->logging();
    });
    addSlotTab(u"activityPane"_s, tr("Requests"), [](ServerWorkspace *w) -> QWidget * {
        return w->activity();
    });
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    vertical->setSizes({540, 220});
    vertical->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_workspaces->switcherRow());
    layout->addWidget(vertical, 1);
    return central;
}

// A new workspace: what it asks of the window (docks, status bar) and what follows it.
void MainWindow::adopt(ServerWorkspace *workspace)
{
    if (m_requestTimeoutMs > 0)
        workspace->setRequestTimeoutMs(m_requestTimeoutMs);
    if (m_credentials)
        workspace->authorization()->setCredentialStore(m_credentials, m_credentialsFallback);
    m_sessions->adopt(workspace);                         // offline banner, replay, autosave
    new InterfaceChangesController(this, workspace);      // "what changed since last time"
    new SavedCallsController(this, workspace, m_catalog); // the Saved tab, Save Call…
    m_docks->adopt(workspace);                            // its requests, tasks, sign-in
    const auto isShown = [this, workspace] { return workspace == currentWorkspace(); };
    connect(
        workspace, &ServerWorkspace::requestsNeedAttention, this, [this](const QString &summary) {
            ServerText::showStatus(statusBar(), summary, 8000); // names the server
        });
    connect(workspace,
            &ServerWorkspace::statusMessage,
            this,
            [this](const QString &message, int timeoutMs) {
                ServerText::showStatus(statusBar(), message, timeoutMs);
            });
    connect(workspace, &ServerWorkspace::stateChanged, this, [this, isShown] {
        if (isShown())
            updateTitle();
    });
    connect(workspace->context(), &SessionContext::sessionChanged, this, [this, isShown] {
        if (isShown())
            updateLogConnections();
    });
    connect(workspace, &ServerWorkspace::settled, this, [this, isShown] {
        if (isShown())
            Q_EMIT settled();
    });
    connect(workspace,
            &ServerWorkspace::connectionStarted,
            this,
            [this, isShown](const ServerConfig &config, int requestTimeoutMs) {
                if (isShown())
                    updateLogConnections();
                Q_EMIT connectionStarted(config, requestTimeoutMs);
            });
}

// The log follows the shown server: "This server", and what "Copy as" reproduces against.
void MainWindow::showWorkspace(ServerWorkspace *workspace)
{
    m_log->setContext(workspace->context());
    updateLogConnections();
    updateTitle();
}

// "This server" in the log: the shown workspace's connections, or an opened file's rows (the
// session loader appends them under a log connection of their own).
void MainWindow::updateLogConnections()
{
    const SessionContext *context = currentWorkspace()->context();
    m_log->setCurrentConnections(context->isLive() ? currentWorkspace()->logConnections()
                                                   : QList<int>{context->offlineLogConnection()});
}

void MainWindow::createMenus()
{
    m_keyboard = new KeyboardSupport(this);
    createServerMenu();
    QMenu *tool = menuBar()->addMenu(tr("&Tool"));
    QAction *call = tool->addAction(tr("&Call", "verb: call the selected tool"), this, [this] {
        currentWorkspace()->toolCall()->callTool();
    });
    call->setObjectName(u"callAction"_s);
    call->setShortcuts({QKeySequence(u"Ctrl+Return"_s), QKeySequence(u"Ctrl+Enter"_s)});
    // An offline file's tools are shown, never called.
    const auto updateCall = [this, call] { call->setEnabled(context()->isLive()); };
    connect(m_workspaces, &WorkspaceSet::currentChanged, call, updateCall);
    connect(
        m_workspaces, &WorkspaceSet::workspaceAdded, call, [call, updateCall](ServerWorkspace *w) {
            w->context()->followShown(call, updateCall);
        });
    tool->addAction(tr("C&ancel Call"),
                    QKeySequence(u"Ctrl+."_s),
                    this,
                    [this] { currentWorkspace()->toolCall()->cancelCall(); })
        ->setObjectName(u"cancelCallAction"_s);
    tool->addAction(tr("&Refresh List"),
                    QKeySequence::Refresh,
                    this,
                    [this] { currentWorkspace()->toolList()->refresh(); })
        ->setObjectName(u"refreshToolsAction"_s);

    QMenu *log = menuBar()->addMenu(tr("&Log"));
    log->addAction(tr("Go to &Paired Request/Response"),
                   QKeySequence(u"Ctrl+P"_s),
                   m_log,
                   &MessageLogView::goToPairedRow)
        ->setObjectName(u"goToPairedAction"_s);
    log->addAction(tr("&Find in Frames…"), QKeySequence::Find, m_log, &MessageLogView::focusSearch)
        ->setObjectName(u"findInFramesAction"_s);
    log->addAction(
           tr("&Filter…"), QKeySequence(u"Ctrl+Shift+F"_s), m_log, &MessageLogView::focusFilter)
        ->setObjectName(u"filterLogAction"_s);
    log->addAction(tr("&Clear"), QKeySequence(u"Ctrl+L"_s), m_logModel, &MessageLogModel::clear)
        ->setObjectName(u"clearLogAction"_s);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(u"viewMenu"_s);
    m_keyboard->addToViewMenu(view); // the command palette and Go To
    m_docks->addToggles(view);
    ThemeMenu::addTo(view);
    view->addSeparator();
    LanguageMenu::addTo(view, this);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(u"helpMenu"_s);
    m_keyboard->addToHelpMenu(help);
    QAction *about = help->addAction(tr("&About mcpscope"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    about->setObjectName(u"actionAbout"_s);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::createServerMenu()
{
    QMenu *server = menuBar()->addMenu(tr("&Server"));
    server
        ->addAction(tr("&Connect"),
                    QKeySequence(u"Ctrl+K"_s),
                    this,
                    [this] { currentWorkspace()->connectionBar()->requestConnect(); })
        ->setObjectName(u"connectAction"_s);
    server
        ->addAction(tr("&Disconnect"),
                    QKeySequence(u"Ctrl+Shift+K"_s),
                    this,
                    &MainWindow::disconnectFromServer)
        ->setObjectName(u"disconnectAction"_s);
    server
        ->addAction(
            tr("&Settings…"), this, [this] { currentWorkspace()->connectionBar()->editSettings(); })
        ->setObjectName(u"serverSettingsAction"_s);
    server->addSeparator();
    m_workspaces->addActionsTo(server); // New, Close, Next and Previous Server
    server->addSeparator();
    server->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close)
        ->setObjectName(u"quitAction"_s);
}

bool MainWindow::showTab(const QString &paneName)
{
    for (QTabWidget *tabs : {currentWorkspace()->featureTabs(), m_bottomTabs}) {
        for (int i = 0; i < tabs->count(); ++i) {
            QWidget *page = tabs->widget(i);
            auto *slot = qobject_cast<QStackedWidget *>(page);
            const QString name = slot && slot->currentWidget() ? slot->currentWidget()->objectName()
                                                               : page->objectName();
            if (name == paneName || tabs->tabText(i).compare(paneName, Qt::CaseInsensitive) == 0) {
                tabs->setCurrentIndex(i);
                return true;
            }
        }
    }
    return false;
}

ServerWorkspace *MainWindow::currentWorkspace() const
{
    return m_workspaces->current();
}

McpSession *MainWindow::session() const
{
    return currentWorkspace()->session();
}

SessionContext *MainWindow::context() const
{
    return currentWorkspace()->context();
}

RequestQueuePane *MainWindow::requestQueue() const
{
    return currentWorkspace()->requests();
}

ClientSetupPane *MainWindow::clientSetup() const
{
    return currentWorkspace()->clientSetup();
}

AuthorizationPane *MainWindow::authorization() const
{
    return currentWorkspace()->authorization();
}

bool MainWindow::isSettled() const
{
    return currentWorkspace()->isSettled();
}

void MainWindow::setServerConfig(const ServerConfig &config)
{
    currentWorkspace()->setServerConfig(config);
}

ServerConfig MainWindow::serverConfig() const
{
    return currentWorkspace()->serverConfig();
}

void MainWindow::setRequestTimeoutMs(int ms)
{
    m_requestTimeoutMs = ms;
    currentWorkspace()->setRequestTimeoutMs(ms);
}

void MainWindow::connectToServer()
{
    currentWorkspace()->connectToServer();
}

void MainWindow::disconnectFromServer()
{
    currentWorkspace()->disconnectFromServer();
}

ServerWorkspace *MainWindow::connectTo(const ServerConfig &config)
{
    return m_workspaces->connectTo(config);
}

void MainWindow::setCredentialStore(std::shared_ptr<CredentialStore> store,
                                    const QString &fallbackReason)
{
    m_credentials = std::move(store);
    m_credentialsFallback = fallbackReason;
    for (ServerWorkspace *workspace : m_workspaces->workspaces())
        workspace->authorization()->setCredentialStore(m_credentials, fallbackReason);
}

void MainWindow::updateTitle()
{
    // The server's title (or a session file's host or program): one filtered, capped line.
    const QString server = currentWorkspace()->serverTitle();
    //: The window title: the program's name, then the server's
    setWindowTitle(server.isEmpty() ? u"mcpscope"_s
                                    : tr("mcpscope — %1").arg(ServerText::title(server)));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The window goes at once; the application stays until every server has been shut down
    // the way the spec asks (stdin closed, then signals, all on timers in the transport).
    m_memory->save();
    for (ServerWorkspace *workspace : m_workspaces->workspaces())
        workspace->shutDown();
    event->accept();
}
