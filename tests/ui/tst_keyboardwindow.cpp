// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The keyboard against the demo server: the command palette runs an action, selects a tool and
// switches servers; and a person connects, calls a tool, reads the log and saves the session
// with key presses alone (issue 19's "done when").
#include "mainwindowtest.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <ui/forms/schemaformview.h>
#include <ui/keyboard/commandpalette.h>
#include <ui/keyboard/commandpalettemodel.h>
#include <ui/keyboard/keyboardsupport.h>
#include <ui/log/messagelogview.h>
#include <ui/session/sessioncontroller.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/workspace/serverworkspace.h>
#include <ui/workspace/workspaceset.h>

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

// Where a person's key presses go: the focused widget, else the window.
QWidget *keyTarget(QWidget *window)
{
    QWidget *focus = QApplication::focusWidget();
    return focus ? focus : window;
}

} // namespace

class KeyboardWindowTest : public MainWindowTest
{
protected:
    void activate()
    {
        m_window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
    }
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(keyTarget(m_window.get()), key, modifiers);
    }
    void type(const QString &text) { QTest::keyClicks(keyTarget(m_window.get()), text); }
    CommandPalette *palette() const { return m_window->keyboard()->palette(); }
    // Opens the palette with its shortcut and types the query.
    void paletteQuery(const QString &query)
    {
        press(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        ASSERT_TRUE(palette()->isVisible());
        ASSERT_EQ(QApplication::focusWidget(), palette()->input());
        type(query);
    }
    bool focusIsIn(const QWidget *area) const
    {
        QWidget *focus = QApplication::focusWidget();
        return focus && (focus == area || area->isAncestorOf(focus));
    }
};

TEST_F(KeyboardWindowTest, PaletteRunsAnActionSelectsAToolAndSwitchesServers)
{
    connectToServer();
    activate();
    UiTest::ModelChecker checker(palette()->model());

    // A tool: the Tools tab in front, the tool selected, its form's first field focused.
    ServerWorkspace *first = m_window->currentWorkspace();
    first->featureTabs()->setCurrentIndex(1); // another tab in front
    paletteQuery(u"echo"_s);
    ASSERT_GT(palette()->model()->rowCount(), 0);
    EXPECT_EQ(palette()->model()->itemAt(0).kind, PaletteItem::Kind::Tool);
    press(Qt::Key_Return);
    EXPECT_FALSE(palette()->isVisible());
    EXPECT_EQ(callPane()->tool().value("name"_L1).toString(), u"echo"_s);
    EXPECT_TRUE(focusIsIn(callPane()->form()));
    EXPECT_EQ(QApplication::focusWidget(), editor(u"message"_s));

    // Escape closes it and gives the focus back.
    paletteQuery(u"conn"_s);
    press(Qt::Key_Escape);
    EXPECT_FALSE(palette()->isVisible());
    EXPECT_EQ(QApplication::focusWidget(), editor(u"message"_s));

    // An action, by its menu name: Server › New Connection opens a second workspace.
    paletteQuery(u"new connection"_s);
    ASSERT_GT(palette()->model()->rowCount(), 0);
    EXPECT_EQ(palette()->model()->itemAt(0).key, u"newConnectionAction"_s);
    press(Qt::Key_Return);
    ASSERT_EQ(m_window->workspaces()->count(), 2);
    EXPECT_NE(m_window->currentWorkspace(), first);

    // An open server: Down to its row, Enter shows it again.
    paletteQuery(first->label());
    const auto current
        = [this] { return palette()->model()->itemAt(palette()->list()->currentIndex().row()); };
    for (int step = 0; step < palette()->model()->rowCount() && current().workspace != first;
         ++step)
        press(Qt::Key_Down);
    ASSERT_EQ(current().workspace, first);
    press(Qt::Key_Return);
    EXPECT_EQ(m_window->currentWorkspace(), first);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

// Issue 19: connect, call a tool, read the log and save the session with the keyboard alone.
// Every step is a key press on the focused widget (or the window); no clicks, no slot calls.
TEST_F(KeyboardWindowTest, ConnectCallReadTheLogAndSaveWithTheKeyboardAlone)
{
    activate();
    // Server › Connect (the connection bar holds the demo server's command).
    press(Qt::Key_K, Qt::ControlModifier);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000))
        << qPrintable(statusText());
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready) << qPrintable(statusText());

    // View › Go To › Server Panes: the Tools tab; Ctrl+PgDown and Ctrl+PgUp switch tabs.
    press(Qt::Key_2, Qt::ControlModifier);
    QTabWidget *tabs = m_window->currentWorkspace()->featureTabs();
    EXPECT_EQ(tabs->currentIndex(), 0);
    EXPECT_TRUE(focusIsIn(tabs->currentWidget()));
    press(Qt::Key_PageDown, Qt::ControlModifier);
    EXPECT_EQ(tabs->currentIndex(), 1);
    EXPECT_TRUE(focusIsIn(tabs->currentWidget()));
    press(Qt::Key_PageUp, Qt::ControlModifier);
    EXPECT_EQ(tabs->currentIndex(), 0);

    // Pick the tool in the palette, fill its form, call it (Tool › Call).
    paletteQuery(u"echo"_s);
    press(Qt::Key_Return);
    ASSERT_EQ(callPane()->tool().value("name"_L1).toString(), u"echo"_s);
    ASSERT_EQ(QApplication::focusWidget(), editor(u"message"_s));
    type(u"typed, never clicked"_s);
    // Tab goes on from the form's field through the form's own controls to Call, and Space
    // presses it.
    QPushButton *call = button(u"callButton"_s);
    for (int step = 0; step < 6 && QApplication::focusWidget() != call; ++step)
        press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), call)
        << qPrintable(QApplication::focusWidget()->objectName());
    press(Qt::Key_Space);
    ASSERT_TRUE(UiTest::waitFor(
        [this] {
            return !callPane()->isCalling()
                   && callPane()->resultView()->outcome() == ResultView::Outcome::Result;
        },
        20000))
        << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(u"typed, never clicked"_s)) << qPrintable(resultText());
    ASSERT_TRUE(UiTest::waitFor([this] {
        return UiTest::findRow(log(), Direction::Incoming, u"tools/call"_s, Kind::Result) >= 0;
    }));

    // View › Go To › Message Log, then walk its rows from the first to the last.
    press(Qt::Key_3, Qt::ControlModifier);
    MessageLogView *logView = m_window->logView();
    ASSERT_EQ(QApplication::focusWidget(), logView->table());
    press(Qt::Key_Home, Qt::ControlModifier);
    QList<int> visited{logView->currentRow()};
    for (int step = 0; step < log().rowCount() + 1; ++step) {
        press(Qt::Key_Down);
        if (logView->currentRow() == visited.last())
            break;
        visited.append(logView->currentRow());
    }
    const int request = UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request);
    const int response = log().pairedRow(request);
    ASSERT_GE(request, 0);
    EXPECT_TRUE(visited.contains(request)) << visited.size();
    EXPECT_TRUE(visited.contains(response)) << visited.size();

    // File › Save Session As…: Qt's file dialog, the path typed into its name field, Enter.
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString target = folder.filePath(u"keyboard.mcpsession"_s);
    bool typedPath = false;
    int ticks = 0;
    QTimer answer; // the dialog runs its own loop: answer it from there once it shows
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, &answer, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (++ticks > 1000 && dialog) {
            dialog->reject(); // never answered: end the dialog so the test fails, not hangs
            return;
        }
        if (!dialog || !dialog->isVisible())
            return;
        // Keys go where a person's would: to the window that has them. While the name
        // field's completer shows its list (the folder is read on a thread, so it may or may
        // not), that list is the active window: Escape closes it. (Offscreen leaves a hidden
        // popup "active": the dialog has the keys again then.)
        QWidget *active = QApplication::activeWindow();
        if (typedPath && active && active != dialog && active->isVisible()) {
            QTest::keyClick(active, Qt::Key_Escape);
            return;
        }
        QWidget *focus = dialog->focusWidget();
        if (!focus)
            return;
        if (!typedPath) {
            if (active != dialog)
                return; // not shown yet
            QTest::keyClicks(focus, target);
            typedPath = true;
            return;
        }
        QTest::keyClick(focus, Qt::Key_Return);
    });
    answer.start();
    QSignalSpy saved(m_window->sessions(), &SessionController::sessionSaved);
    press(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    answer.stop();
    ASSERT_TRUE(typedPath);
    ASSERT_TRUE(saved.size() > 0 || saved.wait(10000));
    EXPECT_TRUE(saved.first().at(1).toString().isEmpty())
        << qPrintable(saved.first().at(1).toString());
    QFile file(target);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    EXPECT_TRUE(content.contains("typed, never clicked"));
    EXPECT_TRUE(content.contains("tools/call"));
}
