// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;
class ServerWorkspace;
class WorkspaceSet;

// The window's docks on the right, the person-in-the-loop side: what the server asks (request
// cards, never modal), the roots and capabilities offered to it, its tasks and the
// authorization steps. Each dock shows the pane of the workspace shown (a WorkspaceSet slot).
// They start hidden, so the panes in the centre keep the width; what a workspace needs
// (a request, a task, a sign-in) brings its dock forward while that workspace is shown, and
// the View menu toggles every dock of the window. Created by MainWindow, a child of it;
// GUI thread.
class WindowDocks : public QObject
{
    Q_OBJECT
public:
    WindowDocks(QMainWindow *window, WorkspaceSet *workspaces);

    // What the workspace asks of the docks, from now on.
    void adopt(ServerWorkspace *workspace);
    // A toggle per dock of the window (the Servers dock adds its own when it is made).
    void addToggles(QMenu *view) const;
    QDockWidget *requestsDock() const { return m_requests; }

private:
    QDockWidget *addPaneDock(const QString &objectName,
                             const QString &title,
                             QWidget *(*paneOf)(ServerWorkspace *));
    void updateRequestsTitle();

    QMainWindow *m_window;
    WorkspaceSet *m_workspaces;
    QDockWidget *m_requests = nullptr;
    QDockWidget *m_setup = nullptr;
    QDockWidget *m_tasks = nullptr;
    QDockWidget *m_authorization = nullptr;
};
