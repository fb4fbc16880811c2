// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverworkspace.h"

#include "activity/activitypane.h"
#include "auth/authorizationpane.h"
#include "client/clientsetuppane.h"
#include "client/requestqueuepane.h"
#include "connection/connectionbar.h"
#include "forms/formvaluestore.h"
#include "log/rawconsolepane.h"
#include "logging/loggingpane.h"
#include "prompts/promptspane.h"
#include "resources/resourcespane.h"
#include "server/serverinfopane.h"
#include "session/sessioncontext.h"
#include "skills/skillspane.h"
#include "tasks/taskspane.h"
#include "tools/toolcallpane.h"
#include "tools/toollistpane.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>

#include <QFileInfo>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// A pane as a tab page: created, named (tests and MainWindow::showTab() find it by name).
template<class Pane>
Pane *addWorkspacePane(QTabWidget *tabs, const QString &objectName, const QString &title)
{
    auto *pane = new Pane(tabs);
    pane->setObjectName(objectName);
    tabs->addTab(pane, title);
    return pane;
}

template<class Pane>
Pane *namedPane(QWidget *parent, const QString &objectName)
{
    auto *pane = new Pane(parent);
    pane->setObjectName(objectName);
    return pane;
}

} // namespace

ServerWorkspace::ServerWorkspace(MessageLogModel *log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
    , m_context(new SessionContext(this))
{
    setObjectName(u"serverWorkspace"_s);
    m_context->setObjectName(u"sessionContext"_s);
    m_connectionBar = namedPane<ConnectionBar>(this, u"connectionBar"_s);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_connectionBar);
    m_layout->addWidget(createPanes(), 1);
    createServerSidePanes();
    shareContext();
    connect(m_connectionBar, &ConnectionBar::logMemoryBudgetChanged, log, [log](qint64 bytes) {
        log->setRawMemoryBudget(bytes);
    });
    connect(
        m_connectionBar, &ConnectionBar::connectRequested, this, &ServerWorkspace::connectToServer);
    connect(m_connectionBar,
            &ConnectionBar::disconnectRequested,
            this,
            &ServerWorkspace::disconnectFromServer);
    connect(m_toolList, &ToolListPane::toolSelected, m_toolCall, &ToolCallPane::setTool);
    connect(m_toolList, &ToolListPane::toolsLoaded, this, &ServerWorkspace::setSettled);
    connect(m_toolCall, &ToolCallPane::statusMessage, this, [this](const QString &message) {
        Q_EMIT statusMessage(message, 5000);
    });
}

// The panes shown outside the page are not our children: they go with us all the same.
ServerWorkspace::~ServerWorkspace()
{
    for (const QPointer<QWidget> &pane : std::as_const(m_outsidePanes))
        delete pane.data();
}

// Server info on the left, what the server offers in tabs on the right.
QWidget *ServerWorkspace::createPanes()
{
    auto *horizontal = new QSplitter(Qt::Horizontal, this);
    horizontal->setObjectName(u"workspaceSplitter"_s);
    m_serverInfo = namedPane<ServerInfoPane>(horizontal, u"serverInfoPane"_s);
    m_featureTabs = namedPane<QTabWidget>(horizontal, u"featureTabs"_s);
    m_featureTabs->setDocumentMode(true);
    auto *tools = new QSplitter(Qt::Horizontal, m_featureTabs);
    tools->setObjectName(u"toolsSplitter"_s); // the Tools tab: its page, and its saved layout
    m_toolList = namedPane<ToolListPane>(tools, u"toolListPane"_s);
    m_toolCall = namedPane<ToolCallPane>(tools, u"toolCallPane"_s);
    tools->setStretchFactor(1, 1);
    tools->setSizes({300, 700});
    m_featureTabs->addTab(tools, tr("Tools"));
    m_resources
        = addWorkspacePane<ResourcesPane>(m_featureTabs, u"resourcesPane"_s, tr("Resources"));
    m_prompts = addWorkspacePane<PromptsPane>(m_featureTabs, u"promptsPane"_s, tr("Prompts"));
    m_skills = addWorkspacePane<SkillsPane>(m_featureTabs, u"skillsPane"_s, tr("Skills"));
    horizontal->setStretchFactor(1, 1);
    horizontal->setSizes({260, 1020});
    for (QSplitter *splitter : {horizontal, tools})
        splitter->setChildrenCollapsible(false);
    return horizontal;
}

// The panes the window shows in its bottom tabs and docks, and what they do together: a tool
// call that becomes a task goes to the tasks pane, a URL a server asks for to the cards.
void ServerWorkspace::createServerSidePanes()
{
    m_console = namedPane<RawConsolePane>(this, u"rawConsolePane"_s);
    m_logging = namedPane<LoggingPane>(this, u"loggingPane"_s);
    m_activity = namedPane<ActivityPane>(this, u"activityPane"_s);
    m_requests = namedPane<RequestQueuePane>(this, u"requestQueuePane"_s);
    m_clientSetup = namedPane<ClientSetupPane>(this, u"clientSetupPane"_s);
    m_tasks = namedPane<TasksPane>(this, u"tasksPane"_s);
    m_authorization = namedPane<AuthorizationPane>(this, u"authorizationPane"_s);
    for (QWidget *pane : std::initializer_list<QWidget *>{m_console,
                                                          m_logging,
                                                          m_activity,
                                                          m_requests,
                                                          m_clientSetup,
                                                          m_tasks,
                                                          m_authorization}) {
        pane->hide(); // until the window places it
        m_outsidePanes.append(pane);
    }
    connect(m_authorization,
            &AuthorizationPane::flowStarted,
            this,
            &ServerWorkspace::authorizationStarted);
    connect(m_requests,
            &RequestQueuePane::attentionNeeded,
            this,
            &ServerWorkspace::requestsNeedAttention);
    connect(m_requests,
            &RequestQueuePane::openCountChanged,
            this,
            &ServerWorkspace::openRequestsChanged);
    connect(m_toolCall,
            &ToolCallPane::remoteErrorReceived,
            m_requests,
            &RequestQueuePane::showRequiredUrls);
    connect(m_toolCall,
            &ToolCallPane::taskCallRequested,
            m_tasks,
            [this](const QString &tool, const QJsonObject &arguments) {
                Q_EMIT tasksNeeded(true);
                m_tasks->runTool(tool, arguments);
            });
    connect(m_toolCall,
            &ToolCallPane::modernTaskStarted,
            m_tasks,
            [this](const QString &tool, const QJsonObject &result) {
                Q_EMIT tasksNeeded(false);
                m_tasks->followModernTask(tool, result);
            });
    connect(m_tasks, &TasksPane::resultReady, m_toolCall, &ToolCallPane::showTaskResult);
    connect(m_tasks, &TasksPane::taskFailed, m_toolCall, &ToolCallPane::showTaskFailure);
    connect(m_clientSetup,
            &ClientSetupPane::featuresAttached,
            m_requests,
            &RequestQueuePane::setClientFeatures);
}

// Every pane follows the session through the context, each on its own (SessionContext says
// which follow the shown session and which the live one); none depends on another's order.
void ServerWorkspace::shareContext()
{
    m_connectionBar->setContext(m_context);
    m_serverInfo->setContext(m_context);
    m_toolList->setContext(m_context);
    m_toolCall->setContext(m_context);
    m_resources->setContext(m_context);
    m_prompts->setContext(m_context);
    m_skills->setContext(m_context);
    m_console->setContext(m_context);
    m_logging->setContext(m_context);
    m_activity->setContext(m_context);
    m_tasks->setContext(m_context);
    m_clientSetup->setContext(m_context);
}

void ServerWorkspace::setServerConfig(const ServerConfig &config)
{
    m_connectionBar->setConfig(config);
    m_clientSetup->setServer(FormValueStore::serverIdentity(config), config.displayName());
    Q_EMIT stateChanged();
}

ServerConfig ServerWorkspace::serverConfig() const
{
    return m_connectionBar->config();
}

void ServerWorkspace::setRequestTimeoutMs(int ms)
{
    m_connectionBar->setRequestTimeoutMs(ms);
}

QString ServerWorkspace::serverTitle() const
{
    if (m_session && !m_session->serverInfo().name().isEmpty())
        return m_session->serverInfo().title();
    const ServerConfig config = m_connectionBar->config();
    if (!ConnectionBar::canStart(config))
        return {};
    if (config.transport != ServerConfig::TransportKind::Stdio && config.url.isValid())
        return config.url.port() < 0 ? config.url.host()
                                     : u"%1:%2"_s.arg(config.url.host()).arg(config.url.port());
    return QFileInfo(config.program).fileName();
}
