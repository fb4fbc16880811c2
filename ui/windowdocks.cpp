// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "windowdocks.h"

#include "client/requestqueuepane.h"
#include "workspace/serverworkspace.h"
#include "workspace/workspaceset.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QStackedWidget>

using namespace Qt::StringLiterals;

WindowDocks::WindowDocks(QMainWindow *window, WorkspaceSet *workspaces)
    : QObject(window)
    , m_window(window)
    , m_workspaces(workspaces)
{
    m_requests = addPaneDock(u"requestsDock"_s, tr("Server Requests"), [](ServerWorkspace *w) {
        return static_cast<QWidget *>(w->requests());
    });
    m_setup
        = addPaneDock(u"clientSetupDock"_s, tr("Roots && Capabilities"), [](ServerWorkspace *w) {
              return static_cast<QWidget *>(w->clientSetup());
          });
    m_tasks = addPaneDock(u"tasksDock"_s, tr("Tasks"), [](ServerWorkspace *w) {
        return static_cast<QWidget *>(w->tasks());
    });
    m_authorization
        = addPaneDock(u"authorizationDock"_s, tr("Authorization"), [](ServerWorkspace *w) {
              return static_cast<QWidget *>(w->authorization());
          });
    window->addDockWidget(Qt::RightDockWidgetArea, m_requests);
    window->tabifyDockWidget(m_requests, m_setup);
    window->tabifyDockWidget(m_setup, m_tasks);
    window->tabifyDockWidget(m_tasks, m_authorization);
    m_requests->raise();
    window->resizeDocks({m_requests}, {420}, Qt::Horizontal);
    // Hidden until needed: the tools, resources and prompts panes keep the whole width. A server
    // request or a task brings its dock back; the View menu shows any of them at will.
    for (QDockWidget *dock : {m_requests, m_setup, m_tasks, m_authorization})
        dock->hide();
    connect(workspaces, &WorkspaceSet::currentChanged, this, &WindowDocks::updateRequestsTitle);
}

QDockWidget *WindowDocks::addPaneDock(const QString &objectName,
                                      const QString &title,
                                      QWidget *(*paneOf)(ServerWorkspace *))
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName);
    dock->toggleViewAction()->setObjectName(objectName + u"ToggleAction"_s);
    dock->setWidget(m_workspaces->addSlot(objectName + u"Slot"_s, paneOf));
    return dock;
}

// Only the shown workspace moves the docks: another one's tab is marked instead (WorkspaceSet).
void WindowDocks::adopt(ServerWorkspace *workspace)
{
    const auto isShown = [this, workspace] { return workspace == m_workspaces->current(); };
    const auto raise = [isShown](QDockWidget *dock) {
        if (!isShown())
            return;
        dock->show();
        dock->raise();
    };
    connect(workspace, &ServerWorkspace::authorizationStarted, this, [this, raise] {
        raise(m_authorization);
    });
    connect(workspace, &ServerWorkspace::tasksNeeded, this, [this, isShown](bool raiseDock) {
        if (!isShown())
            return;
        m_tasks->show();
        if (raiseDock)
            m_tasks->raise();
    });
    connect(workspace, &ServerWorkspace::requestsNeedAttention, this, [this, raise] {
        raise(m_requests);
    });
    connect(workspace, &ServerWorkspace::openRequestsChanged, this, [this, isShown] {
        if (isShown())
            updateRequestsTitle();
    });
}

void WindowDocks::addToggles(QMenu *view) const
{
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        view->addAction(dock->toggleViewAction());
}

// The dock shows the shown server's cards: its title counts that server's open ones.
void WindowDocks::updateRequestsTitle()
{
    const ServerWorkspace *workspace = m_workspaces->current();
    const int open = workspace ? workspace->requests()->openCount() : 0;
    m_requests->setWindowTitle(open == 0 ? tr("Server Requests")
                                         : tr("Server Requests (%1)").arg(open));
}
