// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "panenavigator.h"

#include "catalog/catalogcontroller.h"
#include "catalog/catalogdock.h"
#include "connection/connectionbar.h"
#include "log/messagelogview.h"
#include "mainwindow.h"
#include "server/serverinfopane.h"
#include "workspace/serverworkspace.h"

#include <core/mcp/mcpsession.h> // ServerWorkspace::session() needs the whole type

#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

bool takesTabFocus(const QWidget *widget)
{
    return (widget->focusPolicy() & Qt::TabFocus) && widget->isVisibleTo(widget->window())
           && widget->isEnabled() && !widget->focusProxy();
}

QWidget *firstFocusableIn(QWidget *area)
{
    for (QWidget *next = area->nextInFocusChain(); next && next != area;
         next = next->nextInFocusChain()) {
        if (!area->isAncestorOf(next))
            continue;
        if (takesTabFocus(next) && next->isVisible())
            return next;
    }
    return nullptr;
}

} // namespace

PaneNavigator::PaneNavigator(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(u"paneNavigator"_s);
}

void PaneNavigator::addTo(QMenu *view)
{
    QMenu *goTo = view->addMenu(tr("&Go To"));
    goTo->setObjectName(u"goToMenu"_s);
    struct Entry
    {
        QString text;
        QString objectName;
        QKeySequence shortcut;
        std::function<void()> go;
    };
    const Entry areaEntries[] = {
        {tr("&Connection Bar"),
         u"goToConnectionBarAction"_s,
         QKeySequence(u"Ctrl+1"_s),
         [this] { focusConnectionBar(); }},
        {tr("Server &Panes"),
         u"goToServerPanesAction"_s,
         QKeySequence(u"Ctrl+2"_s),
         [this] { focusServerPanes(); }},
        {tr("&Message Log"),
         u"goToMessageLogAction"_s,
         QKeySequence(u"Ctrl+3"_s),
         [this] { focusMessageLog(); }},
        {tr("&Servers"),
         u"goToServersDockAction"_s,
         QKeySequence(u"Ctrl+4"_s),
         [this] { focusServersDock(); }},
    };
    const Entry stepEntries[] = {
        {tr("&Next Area"), u"nextAreaAction"_s, QKeySequence(Qt::Key_F6), [this] { cycle(1); }},
        {tr("P&revious Area"),
         u"previousAreaAction"_s,
         QKeySequence(Qt::SHIFT | Qt::Key_F6),
         [this] { cycle(-1); }},
        {tr("Next &Tab"),
         u"nextTabAction"_s,
         QKeySequence(u"Ctrl+PgDown"_s),
         [this] { switchTab(1); }},
        {tr("Previous T&ab"),
         u"previousTabAction"_s,
         QKeySequence(u"Ctrl+PgUp"_s),
         [this] { switchTab(-1); }},
    };
    const auto add = [this, goTo](const Entry &entry) {
        QAction *action = goTo->addAction(entry.text);
        action->setObjectName(entry.objectName);
        action->setShortcut(entry.shortcut);
        // The focus may be in a dock: the shortcut works anywhere in the window.
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, entry.go);
    };
    for (const Entry &entry : areaEntries)
        add(entry);
    goTo->addSeparator();
    for (const Entry &entry : stepEntries)
        add(entry);
}

void PaneNavigator::reveal(QWidget *widget)
{
    for (QWidget *at = widget; at; at = at->parentWidget()) {
        QWidget *parent = at->parentWidget();
        auto *stack = qobject_cast<QStackedWidget *>(parent);
        if (stack && qobject_cast<QTabWidget *>(stack->parentWidget()))
            qobject_cast<QTabWidget *>(stack->parentWidget())->setCurrentWidget(at);
        if (auto *dock = qobject_cast<QDockWidget *>(at)) {
            dock->show();
            dock->raise();
        }
    }
}

void PaneNavigator::focusFirstIn(QWidget *area)
{
    if (!area)
        return;
    reveal(area);
    QWidget *target = firstFocusableIn(area);
    (target ? target : area)->setFocus(Qt::ShortcutFocusReason);
}

void PaneNavigator::focusConnectionBar()
{
    focusFirstIn(m_window->currentWorkspace()->connectionBar());
}

void PaneNavigator::focusServerPanes()
{
    QTabWidget *tabs = m_window->currentWorkspace()->featureTabs();
    focusFirstIn(tabs->currentWidget());
}

// The log's rows, where the arrow keys walk the frames (not its filter or search fields).
void PaneNavigator::focusMessageLog()
{
    MessageLogView *log = m_window->logView();
    reveal(log);
    log->table()->setFocus(Qt::ShortcutFocusReason);
    if (!log->table()->currentIndex().isValid() && log->table()->model()->rowCount() > 0)
        log->table()->setCurrentIndex(log->table()->model()->index(0, 0));
}

void PaneNavigator::focusServersDock()
{
    CatalogDock *dock = m_window->catalog()->dock();
    dock->show();
    dock->raise();
    focusFirstIn(dock->widget());
}

// The areas F6 visits, in reading order: the connection bar, the server's info and its panes,
// the bottom tab shown (the log, …), then every dock that is open.
QList<QWidget *> PaneNavigator::areas() const
{
    ServerWorkspace *workspace = m_window->currentWorkspace();
    QList<QWidget *> list{workspace->connectionBar(),
                          workspace->serverInfo(),
                          workspace->featureTabs()->currentWidget()};
    if (auto *bottom = m_window->findChild<QTabWidget *>(u"bottomTabs"_s))
        list.append(bottom->currentWidget());
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        if (dock->isVisible() && dock->widget())
            list.append(dock->widget());
    }
    list.removeAll(nullptr);
    return list;
}

void PaneNavigator::cycle(int step)
{
    const QList<QWidget *> list = areas();
    if (list.isEmpty())
        return;
    QWidget *focus = QApplication::focusWidget();
    int at = -1;
    for (int i = 0; i < list.size(); ++i) {
        if (focus && (list.at(i) == focus || list.at(i)->isAncestorOf(focus)))
            at = i;
    }
    const int count = int(list.size());
    const int next = at < 0 ? (step > 0 ? 0 : count - 1) : ((at + step) % count + count) % count;
    if (list.at(next) == m_window->logView())
        focusMessageLog();
    else
        focusFirstIn(list.at(next));
}

QTabWidget *PaneNavigator::tabsAroundFocus() const
{
    for (QWidget *at = QApplication::focusWidget(); at; at = at->parentWidget()) {
        if (auto *tabs = qobject_cast<QTabWidget *>(at))
            return tabs;
    }
    return m_window->currentWorkspace()->featureTabs();
}

void PaneNavigator::switchTab(int step)
{
    QTabWidget *tabs = tabsAroundFocus();
    const int count = tabs->count();
    if (count < 2)
        return;
    // Only enabled tabs: a disabled one cannot be shown.
    int index = tabs->currentIndex();
    for (int tried = 0; tried < count; ++tried) {
        index = ((index + step) % count + count) % count;
        if (tabs->isTabEnabled(index))
            break;
    }
    const bool onTabBar = QApplication::focusWidget() == tabs->tabBar();
    tabs->setCurrentIndex(index);
    if (!onTabBar)
        focusFirstIn(tabs->currentWidget());
}
