// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "workspaceset.h"

#include "connection/connectionbar.h"
#include "connection/statusindicator.h"
#include "forms/formvaluestore.h"
#include "palettecolors.h"
#include "serverworkspace.h"
#include "session/sessioncontext.h"
#include "widgets/servertext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>

#include <QAction>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QStackedWidget>
#include <QTabBar>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype kMaxLabel = 48; // characters of a server's name in a tab and the log
} // namespace

WorkspaceSet::WorkspaceSet(MessageLogModel *log, QWidget *parent)
    : QObject(parent)
    , m_log(log)
    , m_pages(new QStackedWidget(parent))
{
    m_pages->setObjectName(u"workspacePages"_s);
    createSwitcher(parent);
}

void WorkspaceSet::createSwitcher(QWidget *parent)
{
    m_switcherRow = new QWidget(parent);
    m_switcherRow->setObjectName(u"workspaceSwitcherRow"_s);
    m_switcher = new QTabBar(m_switcherRow);
    m_switcher->setObjectName(u"workspaceSwitcher"_s);
    // The tabs' status dots and attention colour follow a theme switch.
    PaletteColors::follow(m_switcher, this, [this] {
        for (ServerWorkspace *workspace : std::as_const(m_workspaces))
            updateTab(workspace);
    });
    m_switcher->setDocumentMode(true);
    m_switcher->setTabsClosable(true);
    m_switcher->setMovable(false);
    m_switcher->setExpanding(false);
    m_switcher->setElideMode(Qt::ElideMiddle);
    m_switcher->setUsesScrollButtons(true);
    auto *newButton = new QToolButton(m_switcherRow);
    newButton->setObjectName(u"newConnectionButton"_s);
    newButton->setText(u"+"_s);
    newButton->setAutoRaise(true);
    newButton->setToolTip(tr("New connection: another server, alongside the ones connected"));
    auto *row = new QHBoxLayout(m_switcherRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    row->addWidget(m_switcher);
    row->addWidget(newButton);
    row->addStretch(1);
    connect(newButton, &QToolButton::clicked, this, [this] { add(); });
    connect(m_switcher, &QTabBar::currentChanged, this, [this](int index) {
        if (index >= 0 && index < m_workspaces.size())
            show(m_workspaces.at(index));
    });
    connect(m_switcher, &QTabBar::tabCloseRequested, this, [this](int index) {
        if (index >= 0 && index < m_workspaces.size())
            close(m_workspaces.at(index));
    });
}

QStackedWidget *WorkspaceSet::addSlot(const QString &objectName,
                                      const std::function<QWidget *(ServerWorkspace *)> &paneOf)
{
    auto *stack = new QStackedWidget();
    stack->setObjectName(objectName);
    m_slots.append(Slot{stack, paneOf});
    for (ServerWorkspace *workspace : std::as_const(m_workspaces))
        stack->addWidget(paneOf(workspace));
    if (m_current)
        stack->setCurrentWidget(paneOf(m_current));
    return stack;
}

void WorkspaceSet::addActionsTo(QMenu *menu)
{
    // Several servers at once: each in its own workspace, the others stay connected.
    QAction *newConnection = menu->addAction(
        tr("&New Connection"), QKeySequence(u"Ctrl+T"_s), this, [this] { add(); });
    newConnection->setObjectName(u"newConnectionAction"_s);
    QAction *close = menu->addAction(
        tr("Close C&onnection"), QKeySequence(u"Ctrl+W"_s), this, &WorkspaceSet::closeCurrent);
    close->setObjectName(u"closeConnectionAction"_s);
    QAction *next = menu->addAction(tr("Ne&xt Server"), this, [this] { showNext(1); });
    next->setObjectName(u"nextServerAction"_s);
    // Ctrl+PgDown and Ctrl+PgUp switch the tabs the focus is in (View › Go To).
    next->setShortcut(QKeySequence(u"Ctrl+Tab"_s));
    QAction *previous = menu->addAction(tr("P&revious Server"), this, [this] { showNext(-1); });
    previous->setObjectName(u"previousServerAction"_s);
    previous->setShortcut(QKeySequence(u"Ctrl+Shift+Tab"_s));
}

ServerWorkspace *WorkspaceSet::add(const ServerConfig &config)
{
    auto *workspace = new ServerWorkspace(m_log);
    if (ConnectionBar::canStart(config))
        workspace->setServerConfig(config);
    m_workspaces.append(workspace);
    m_pages->addWidget(workspace);
    for (const Slot &slot : std::as_const(m_slots)) {
        QWidget *pane = slot.paneOf(workspace);
        slot.stack->addWidget(pane);
        pane->show();
    }
    // The label (switcher and log) is settled before the log names the connection.
    connect(workspace, &ServerWorkspace::aboutToConnect, this, [this, workspace] {
        updateTab(workspace);
    });
    connect(workspace, &ServerWorkspace::stateChanged, this, [this, workspace] {
        updateTab(workspace);
    });
    connect(workspace,
            &ServerWorkspace::requestsNeedAttention,
            this,
            [this, workspace](const QString &summary) { markAttention(workspace, summary); });
    connect(workspace, &ServerWorkspace::authorizationStarted, this, [this, workspace] {
        markAttention(workspace, tr("authorization: sign in to the server"));
    });
    connect(workspace->context(), &SessionContext::sessionChanged, this, [this, workspace] {
        updateTab(workspace);
    });
    {
        const QSignalBlocker blocker(m_switcher);
        m_switcher->addTab(QString());
    }
    updateTab(workspace);
    Q_EMIT workspaceAdded(workspace);
    show(workspace);
    return workspace;
}

void WorkspaceSet::show(ServerWorkspace *workspace)
{
    if (!workspace || workspace == m_current)
        return;
    m_current = workspace;
    if (m_attention.remove(workspace) > 0)
        updateTab(workspace);
    m_pages->setCurrentWidget(workspace);
    for (const Slot &slot : std::as_const(m_slots))
        slot.stack->setCurrentWidget(slot.paneOf(workspace));
    {
        const QSignalBlocker blocker(m_switcher);
        m_switcher->setCurrentIndex(int(m_workspaces.indexOf(workspace)));
    }
    Q_EMIT currentChanged(workspace);
}

void WorkspaceSet::showNext(int step)
{
    if (m_workspaces.size() < 2 || !m_current)
        return;
    const qsizetype size = m_workspaces.size();
    const qsizetype index = (m_workspaces.indexOf(m_current) + step % size + size) % size;
    show(m_workspaces.at(index));
}

void WorkspaceSet::close(ServerWorkspace *workspace)
{
    const qsizetype index = m_workspaces.indexOf(workspace);
    if (index < 0)
        return;
    if (m_workspaces.size() == 1) {
        workspace->disconnectFromServer(); // the window keeps one connection bar
        return;
    }
    workspace->shutDown(true);
    if (workspace == m_current)
        show(m_workspaces.at(index + 1 < m_workspaces.size() ? index + 1 : index - 1));
    m_workspaces.removeAt(index);
    m_attention.remove(workspace);
    {
        const QSignalBlocker blocker(m_switcher);
        m_switcher->removeTab(int(index));
        m_switcher->setCurrentIndex(int(m_workspaces.indexOf(m_current)));
    }
    delete workspace; // its panes in the slots go with it
}

ServerWorkspace *WorkspaceSet::workspaceOf(const ServerConfig &config, bool connected) const
{
    const QString identity = FormValueStore::serverIdentity(config);
    for (ServerWorkspace *workspace : m_workspaces) {
        if (workspace->session() && workspace->isSessionActive() == connected
            && FormValueStore::serverIdentity(workspace->serverConfig()) == identity)
            return workspace;
    }
    return nullptr;
}

ServerWorkspace *WorkspaceSet::connectedTo(const ServerConfig &config) const
{
    return workspaceOf(config, true);
}

ServerWorkspace *WorkspaceSet::connectTo(const ServerConfig &config)
{
    if (ServerWorkspace *connected = connectedTo(config)) {
        show(connected);
        return connected;
    }
    // Where the user had this server before (it disconnected or failed), else the shown
    // workspace when it has never connected (a fresh window, a new tab), else a new one.
    ServerWorkspace *workspace = workspaceOf(config, false);
    if (!workspace)
        workspace = m_current && !m_current->session() ? m_current : add();
    show(workspace);
    workspace->setServerConfig(config);
    workspace->connectToServer();
    return workspace;
}

// What the switcher and the Server column call a server: its name in the catalog, else the
// program and its arguments (no folder) or the URL's host, port and path; short, for a tab.
QString WorkspaceSet::shortName(const ServerConfig &config)
{
    if (!ConnectionBar::canStart(config))
        return tr("New connection");
    if (!config.name.isEmpty())
        return config.name.left(kMaxLabel);
    QString name;
    if (config.transport == ServerConfig::TransportKind::Stdio) {
        ServerConfig command = config;
        command.program = QFileInfo(config.program).fileName();
        name = command.displayCommand();
    } else {
        name = config.url.toDisplayString(QUrl::RemoveScheme | QUrl::RemoveUserInfo
                                          | QUrl::RemoveQuery | QUrl::RemoveFragment);
        if (name.startsWith(u"//"_s))
            name.remove(0, 2);
    }
    return name.size() > kMaxLabel ? name.left(kMaxLabel - 1) + u'…' : name;
}

// Only for a workspace not shown: the shown one's docks come forward by themselves.
void WorkspaceSet::markAttention(ServerWorkspace *workspace, const QString &why)
{
    if (workspace == m_current || !m_workspaces.contains(workspace))
        return;
    m_attention.insert(workspace, why);
    updateTab(workspace);
}

QString WorkspaceSet::uniqueLabel(const ServerWorkspace *workspace) const
{
    const QString base = shortName(workspace->serverConfig());
    QString label = base;
    for (int n = 2;; ++n) {
        const bool taken = std::any_of(m_workspaces.cbegin(),
                                       m_workspaces.cend(),
                                       [&label, workspace](const ServerWorkspace *other) {
                                           return other != workspace && other->label() == label;
                                       });
        if (!taken)
            return label;
        label = u"%1 (%2)"_s.arg(base).arg(n);
    }
}

void WorkspaceSet::updateTab(ServerWorkspace *workspace)
{
    const int index = int(m_workspaces.indexOf(workspace));
    if (index < 0)
        return;
    // A live connection keeps the name the log knows it by; an idle one follows its bar.
    if (!workspace->isSessionActive() || workspace->label().isEmpty())
        workspace->setLabel(uniqueLabel(workspace));
    const StatusIndicator::Level level = StatusIndicator::levelOf(workspace->session());
    // A session file shown offline: the tab says so, by the name its rows have in the log.
    const SessionContext *context = workspace->context();
    const QString text = context->isLive() ? workspace->label()
                                           : m_log->connectionName(context->offlineLogConnection());
    m_switcher->setTabText(index, ServerText::line(text));
    // The summary names the server (RequestQueuePane), so it is server text too.
    const QString attention = m_attention.value(workspace);
    const QString server = workspace->serverConfig().displayName();
    m_switcher->setTabToolTip(
        index,
        ServerText::toolTip(
            attention.isEmpty() ? server : tr("needs attention: %1\n%2").arg(attention, server)));
    m_switcher->setTabTextColor(
        index,
        attention.isEmpty()
            ? QColor()
            : PaletteColors::text(m_switcher->palette(), PaletteColors::Tone::Warning));
    const int size = m_switcher->fontMetrics().height() * 2 / 3;
    m_switcher->setTabIcon(
        index,
        StatusIndicator::dotIcon(level, m_switcher->palette(), size, m_switcher->iconSize()));
    // The dot's colour in words for a screen reader, after the server's name.
    m_switcher->setAccessibleTabName(
        index, tr("%1, %2").arg(ServerText::accessible(server), StatusIndicator::levelName(level)));
}
