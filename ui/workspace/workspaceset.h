// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QHash>
#include <QList>
#include <QObject>

#include <functional>

class MessageLogModel;
class QMenu;
class QStackedWidget;
class QTabBar;
class QWidget;
class ServerWorkspace;

// The servers of one window: a ServerWorkspace per connection, one shown at a time. The
// switcher (a tab bar: each server's name and a dot for its state, a button for a new
// connection) picks which; the pages (a QStackedWidget) show its connection bar and panes,
// and every slot (addSlot: a bottom tab, a dock) shows its pane of the same workspace. Closing
// a workspace disconnects its server gracefully (the application waits for it to stop); the
// last one is never closed, only disconnected, so the window always has a connection bar.
// connectTo() is the one entry point for "connect to this server" (the catalog's Connect):
// the workspace already connected to the same server (FormValueStore::serverIdentity), else
// one that was connected to it and no longer is (it connects again there), else the shown one
// when it has never connected, else a new one. A workspace not shown that gets a server
// request (sampling, elicitation, roots…) or starts a sign-in has its tab marked (the
// palette's warning colour, "needs attention: …" in the tooltip) until it is shown.
class WorkspaceSet : public QObject
{
    Q_OBJECT
public:
    WorkspaceSet(MessageLogModel *log, QWidget *parent);

    // The row above the pages: the switcher and its "new connection" button.
    QWidget *switcherRow() const { return m_switcherRow; }
    QTabBar *switcher() const { return m_switcher; }
    QStackedWidget *pages() const { return m_pages; }
    // A place that shows each workspace's own pane (paneOf) for the workspace shown.
    QStackedWidget *addSlot(const QString &objectName,
                            const std::function<QWidget *(ServerWorkspace *)> &paneOf);

    // New Connection (Ctrl+T), Close Connection (Ctrl+W), Next and Previous Server (Ctrl+Tab,
    // Ctrl+Shift+Tab) into the window's Server menu.
    void addActionsTo(QMenu *menu);

    ServerWorkspace *current() const { return m_current; }
    QList<ServerWorkspace *> workspaces() const { return m_workspaces; }
    int count() const { return int(m_workspaces.size()); }
    // A new workspace with nothing connected, shown. config: prefilled in its connection bar.
    ServerWorkspace *add(const ServerConfig &config = {});
    void show(ServerWorkspace *workspace);
    void showNext(int step); // +1 the next, -1 the previous, wrapping around
    void close(ServerWorkspace *workspace);
    void closeCurrent() { close(m_current); }
    // See the class comment; returns the workspace that connects (or already is connected).
    ServerWorkspace *connectTo(const ServerConfig &config);
    // The short name of a server (catalog name, program and arguments, or host:port/path).
    static QString shortName(const ServerConfig &config);
    // The workspace whose live connection is to this server, if any.
    ServerWorkspace *connectedTo(const ServerConfig &config) const;
    // Why the workspace's tab is marked ("" when it is not).
    QString attentionOf(const ServerWorkspace *workspace) const
    {
        return m_attention.value(workspace);
    }

Q_SIGNALS:
    void workspaceAdded(ServerWorkspace *workspace);
    void currentChanged(ServerWorkspace *workspace);

private:
    void createSwitcher(QWidget *parent);
    void updateTab(ServerWorkspace *workspace);
    void markAttention(ServerWorkspace *workspace, const QString &why);
    QString uniqueLabel(const ServerWorkspace *workspace) const;
    // A workspace that has had a session to this server, connected now or not.
    ServerWorkspace *workspaceOf(const ServerConfig &config, bool connected) const;

    struct Slot
    {
        QStackedWidget *stack = nullptr;
        std::function<QWidget *(ServerWorkspace *)> paneOf;
    };
    MessageLogModel *m_log = nullptr;
    QWidget *m_switcherRow = nullptr;
    QTabBar *m_switcher = nullptr;
    QStackedWidget *m_pages = nullptr;
    QList<Slot> m_slots;
    QList<ServerWorkspace *> m_workspaces; // in switcher order
    ServerWorkspace *m_current = nullptr;
    QHash<const ServerWorkspace *, QString> m_attention; // hidden workspaces that ask for it
};
