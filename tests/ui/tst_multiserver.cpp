// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Several servers at once in one window: a workspace per connection, switched without
// reconnecting, one log for all of them with a Server column and a "This server" filter.
#include "mainwindowtest.h"
#include "screenshottest.h"
#include "sessionwindowtest.h"
#include "support/nodeserver.h"

#include <core/mcp/mcpsession.h>
#include <core/session/sessionmerger.h>
#include <core/session/sessionreader.h>
#include <ui/catalog/catalogcontroller.h>
#include <ui/catalog/catalogdock.h>
#include <ui/client/requestqueuepane.h>
#include <ui/forms/schemaformview.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/log/messagelogview.h>
#include <ui/palettecolors.h>
#include <ui/session/offlinebanner.h>
#include <ui/session/offlinesession.h>
#include <ui/session/replaycontroller.h>
#include <ui/session/sessioncontext.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/tools/toollistmodel.h>
#include <ui/tools/toollistpane.h>
#include <ui/workspace/serverworkspace.h>
#include <ui/workspace/workspaceset.h>

#include <QComboBox>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

// Every server down the user's way before the window goes (MainWindowTest only knows the
// shown one).
void disconnectAll(MainWindow *window)
{
    if (!window)
        return;
    for (ServerWorkspace *workspace : window->workspaces()->workspaces())
        workspace->disconnectFromServer();
    EXPECT_TRUE(UiTest::waitFor([window] {
        const QList<ServerWorkspace *> all = window->workspaces()->workspaces();
        return std::none_of(all.cbegin(), all.cend(), [](ServerWorkspace *workspace) {
            return workspace->isSessionActive();
        });
    }));
}

class MultiServerTest : public MainWindowTest
{
protected:
    void TearDown() override
    {
        disconnectAll(m_window.get());
        MainWindowTest::TearDown();
    }

    static ServerConfig demoConfig()
    {
        const QStringList command = UiTest::demoServerCommand();
        ServerConfig config;
        config.program = command.value(0);
        config.arguments = command.mid(1);
        return config;
    }

    ServerWorkspace *current() const { return m_window->workspaces()->current(); }

    // Clicks the workspace's own Connect and waits until its attempt has come to rest.
    void connectIn(ServerWorkspace *workspace)
    {
        QTest::mouseClick(UiTest::find<QPushButton>(workspace, u"connectButton"_s), Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([workspace] { return workspace->isSettled(); }, 20000));
        ASSERT_TRUE(workspace->session());
        ASSERT_EQ(workspace->session()->state(), McpSession::State::Ready);
    }

    // "+" in the switcher, then the new workspace's Connect: the first stays connected.
    ServerWorkspace *connectInNewWorkspace(const ServerConfig &config)
    {
        QTest::mouseClick(UiTest::find<QToolButton>(m_window.get(), u"newConnectionButton"_s),
                          Qt::LeftButton);
        ServerWorkspace *workspace = current();
        workspace->setServerConfig(config);
        workspace->setRequestTimeoutMs(20000);
        connectIn(workspace);
        return workspace;
    }

    static void selectToolIn(ServerWorkspace *workspace, const QString &name)
    {
        auto *view = UiTest::find<QListView>(workspace, u"toolList"_s);
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
        auto *tools = qobject_cast<ToolListModel *>(proxy->sourceModel());
        const int row = tools->rowOf(name);
        ASSERT_GE(row, 0) << "the server lists no tool " << qPrintable(name);
        UiTest::clickRow(view, proxy->mapFromSource(tools->index(row)));
        ASSERT_EQ(workspace->toolCall()->tool().value("name"_L1).toString(), name);
    }

    static QLineEdit *messageEditIn(ServerWorkspace *workspace)
    {
        return qobject_cast<QLineEdit *>(workspace->toolCall()->form()->inputAt(u"/message"_s));
    }

    // Requests of this method in the log, per log connection.
    QMap<int, int> requestsByConnection(const QString &method) const
    {
        m_window->logModel()->flush();
        QMap<int, int> counts;
        for (int row = 0; row < log().rowCount(); ++row) {
            const MessageRecord &record = log().record(row);
            if (record.direction == TrafficEvent::Direction::Outgoing
                && record.messageKind == JsonRpcMessage::Kind::Request && record.method == method)
                ++counts[record.connection];
        }
        return counts;
    }

    static int only(const QList<int> &connections)
    {
        EXPECT_EQ(connections.size(), 1);
        return connections.value(0, -1);
    }

    void chooseServerFilter(const QString &text)
    {
        auto *combo = UiTest::find<QComboBox>(m_window->logView(), u"serverFilter"_s);
        const int index = combo->findText(text);
        ASSERT_GE(index, 0) << qPrintable(text);
        combo->setFocus();
        while (combo->currentIndex() != index)
            QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    }

    // The log connections of the rows the log view shows.
    QSet<int> shownConnections() const
    {
        QSet<int> connections;
        const MessageFilterProxyModel *proxy = m_window->logView()->proxy();
        for (int row = 0; row < proxy->rowCount(); ++row)
            connections << log().record(proxy->mapToSource(proxy->index(row, 0)).row()).connection;
        return connections;
    }
};

} // namespace

TEST_F(MultiServerTest, TwoServersAtOnceKeepTheirSelectionAndFormsAndCallOnlyTheirOwn)
{
    connectToServer();
    ServerWorkspace *first = current();
    selectToolIn(first, u"echo"_s);
    QTest::keyClicks(messageEditIn(first), u"typed in the first"_s);
    // One server: its name on every row would say nothing.
    EXPECT_TRUE(m_window->logView()->table()->isColumnHidden(MessageLogModel::ServerColumn));

    ServerWorkspace *second = connectInNewWorkspace(demoConfig());
    ASSERT_NE(second, first);
    EXPECT_EQ(m_window->workspaces()->count(), 2);
    EXPECT_EQ(first->session()->state(), McpSession::State::Ready); // not disconnected
    EXPECT_GT(second->toolList()->model()->rowCount(), 0);          // its own tools, listed
    selectToolIn(second, u"fail"_s);
    // Two demo servers: the switcher and the log tell them apart.
    const QTabBar *switcher = m_window->workspaces()->switcher();
    EXPECT_NE(switcher->tabText(0), switcher->tabText(1));
    EXPECT_EQ(first->label(), u"mcpscope-demo-server"_s);
    EXPECT_EQ(switcher->tabText(1), u"mcpscope-demo-server (2)"_s);

    // Back to the first with the keyboard: what the user left there is there, no reconnect.
    QTest::keyClick(m_window.get(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_EQ(current(), first);
    EXPECT_TRUE(first->isVisible());
    EXPECT_FALSE(second->isVisible());
    EXPECT_EQ(first->toolCall()->tool().value("name"_L1).toString(), u"echo"_s);
    EXPECT_EQ(messageEditIn(first)->text(), u"typed in the first"_s);
    QTest::keyClick(m_window.get(), Qt::Key_Tab, Qt::ControlModifier);
    ASSERT_EQ(current(), second);
    EXPECT_EQ(second->toolCall()->tool().value("name"_L1).toString(), u"fail"_s);
    QTest::keyClick(m_window.get(), Qt::Key_Tab, Qt::ControlModifier); // wraps around
    ASSERT_EQ(current(), first);
    const int firstConnection = only(first->logConnections());
    const int secondConnection = only(second->logConnections());
    ASSERT_NE(firstConnection, secondConnection);
    EXPECT_EQ(requestsByConnection(u"initialize"_s),
              (QMap<int, int>{{firstConnection, 1}, {secondConnection, 1}}));

    // A call in the shown workspace goes to its server only.
    QTest::mouseClick(UiTest::find<QPushButton>(first, u"callButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([first] { return !first->toolCall()->isCalling(); }, 20000));
    EXPECT_EQ(first->toolCall()->resultView()->shownText(), u"typed in the first"_s);
    EXPECT_EQ(requestsByConnection(u"tools/call"_s), (QMap<int, int>{{firstConnection, 1}}));
    EXPECT_EQ(second->toolCall()->resultView()->shownText(), QString());

    // One log: every server's rows, each named in the Server column; "This server" filters.
    QTableView *table = m_window->logView()->table();
    EXPECT_FALSE(table->isColumnHidden(MessageLogModel::ServerColumn));
    EXPECT_EQ(shownConnections(), (QSet<int>{firstConnection, secondConnection}));
    const int firstCall = UiTest::findRow(
        log(), TrafficEvent::Direction::Outgoing, u"tools/call"_s, JsonRpcMessage::Kind::Request);
    ASSERT_GE(firstCall, 0);
    EXPECT_EQ(log().index(firstCall, MessageLogModel::ServerColumn).data().toString(),
              first->label());
    chooseServerFilter(u"This server"_s);
    EXPECT_EQ(shownConnections(), QSet<int>{firstConnection});
    QTest::keyClick(m_window.get(), Qt::Key_Tab, Qt::ControlModifier);
    EXPECT_EQ(shownConnections(), QSet<int>{secondConnection}); // follows the shown server
    chooseServerFilter(u"All servers"_s);
    EXPECT_EQ(shownConnections(), (QSet<int>{firstConnection, secondConnection}));
}

// A server request that reaches a workspace not shown marks its tab (the palette's warning
// colour, the reason in the tooltip); showing the workspace clears the mark.
TEST_F(MultiServerTest, ARequestOnAHiddenServerMarksItsTabUntilItIsShown)
{
    connectToServer();
    ServerWorkspace *first = current();
    ServerConfig modern = demoConfig();
    modern.era = ServerConfig::Era::Modern;
    ServerWorkspace *second = connectInNewWorkspace(modern);
    selectToolIn(second, u"confirm_booking"_s);
    QTest::keyClicks(second->toolCall()->form()->inputAt(u"/destination"_s), u"Oslo"_s);
    QTest::keyClicks(second->toolCall()->form()->inputAt(u"/nights"_s), u"2"_s);
    auto *call = UiTest::find<QPushButton>(second, u"callButton"_s);
    ASSERT_TRUE(call->isEnabled());
    // The call goes out; before its input_required result comes back, the first is shown.
    QTest::mouseClick(call, Qt::LeftButton);
    m_window->workspaces()->show(first);
    ASSERT_TRUE(UiTest::waitFor([second] { return second->requests()->openCount() > 0; }, 20000));

    QTabBar *switcher = m_window->workspaces()->switcher();
    const QString why = m_window->workspaces()->attentionOf(second);
    EXPECT_TRUE(why.contains(u"asks for your input"_s)) << qPrintable(why);
    EXPECT_TRUE(switcher->tabToolTip(1).contains(u"needs attention: "_s))
        << qPrintable(switcher->tabToolTip(1));
    EXPECT_EQ(switcher->tabTextColor(1),
              PaletteColors::text(switcher->palette(), PaletteColors::Tone::Warning));
    EXPECT_FALSE(switcher->tabTextColor(0).isValid()) << "the shown one is not marked";
    EXPECT_FALSE(switcher->tabToolTip(0).contains(u"needs attention"_s));

    // Clicked: shown, the mark is gone and the card is there.
    QTest::mouseClick(switcher, Qt::LeftButton, {}, switcher->tabRect(1).center());
    ASSERT_EQ(current(), second);
    EXPECT_TRUE(m_window->workspaces()->attentionOf(second).isEmpty());
    EXPECT_FALSE(switcher->tabTextColor(1).isValid());
    EXPECT_FALSE(switcher->tabToolTip(1).contains(u"needs attention"_s));
    EXPECT_EQ(second->requests()->openCount(), 1);

    // A sign-in that starts while the workspace is hidden marks it the same way (the signal
    // the Authorization pane's flow raises; an OAuth flow itself is the auth tests' part).
    m_window->workspaces()->show(first);
    Q_EMIT second->authorizationStarted();
    EXPECT_TRUE(m_window->workspaces()->attentionOf(second).contains(u"sign in"_s));
    EXPECT_TRUE(switcher->tabTextColor(1).isValid());
    Q_EMIT first->authorizationStarted(); // the shown one raises its dock instead
    EXPECT_TRUE(m_window->workspaces()->attentionOf(first).isEmpty());
}

TEST_F(MultiServerTest, ClosingAWorkspaceStopsItsServerAndLeavesTheOtherConnected)
{
    connectToServer();
    ServerWorkspace *first = current();
    QPointer<McpSession> firstSession = first->session();
    const int firstConnection = only(first->logConnections());
    ServerWorkspace *second = connectInNewWorkspace(demoConfig());
    QTest::keyClick(m_window.get(), Qt::Key_Tab, Qt::ControlModifier);
    ASSERT_EQ(current(), first);

    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::ControlModifier);
    EXPECT_EQ(m_window->workspaces()->count(), 1);
    EXPECT_EQ(current(), second);
    EXPECT_EQ(m_window->workspaces()->switcher()->count(), 1);
    // The server is shut down gracefully, its last frames and its exit in the log.
    ASSERT_TRUE(UiTest::waitFor([&firstSession] { return firstSession.isNull(); }));
    m_window->logModel()->flush();
    bool exited = false;
    for (int row = 0; row < log().rowCount(); ++row) {
        const MessageRecord &record = log().record(row);
        exited = exited
                 || (record.connection == firstConnection
                     && record.kind == TrafficEvent::Kind::Transport
                     && record.summary.contains(u"exited with code 0"_s));
    }
    EXPECT_TRUE(exited);
    EXPECT_EQ(second->session()->state(), McpSession::State::Ready);
    selectToolIn(second, u"echo"_s); // still usable
    QTest::keyClicks(messageEditIn(second), u"still here"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(second, u"callButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([second] { return !second->toolCall()->isCalling(); }, 20000));
    EXPECT_EQ(second->toolCall()->resultView()->shownText(), u"still here"_s);

    // The last workspace is not closed, only disconnected: the window keeps a connection bar.
    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::ControlModifier);
    EXPECT_EQ(m_window->workspaces()->count(), 1);
    EXPECT_TRUE(UiTest::waitFor([second] { return !second->isSessionActive(); }));
}

TEST_F(MultiServerTest, ConnectToSwitchesToTheConnectedServerUsesAnEmptyWorkspaceOrOpensOne)
{
    NodeHttpServer http(u"streamableHttp"_s);
    ASSERT_TRUE(http.start()) << qPrintable(http.output());
    ServerConfig remote;
    remote.transport = ServerConfig::TransportKind::StreamableHttp;
    remote.url = QUrl(u"http://127.0.0.1:%1/mcp"_s.arg(http.port()));

    connectToServer(); // the demo server over stdio
    ServerWorkspace *first = current();
    QTest::mouseClick(UiTest::find<QToolButton>(m_window.get(), u"newConnectionButton"_s),
                      Qt::LeftButton);
    ServerWorkspace *empty = current();
    ASSERT_NE(empty, first);

    // The shown workspace has never connected: the server connects there.
    EXPECT_EQ(m_window->connectTo(remote), empty);
    EXPECT_EQ(m_window->workspaces()->count(), 2);
    ASSERT_TRUE(UiTest::waitFor([empty] { return empty->isSettled(); }, 20000));
    ASSERT_EQ(empty->session()->state(), McpSession::State::Ready);
    EXPECT_EQ(first->session()->state(), McpSession::State::Ready);
    // Each lists its own tools: the demo's misbehave is not server-everything's.
    EXPECT_GE(first->toolList()->model()->rowOf(u"misbehave"_s), 0);
    EXPECT_LT(empty->toolList()->model()->rowOf(u"misbehave"_s), 0);
    EXPECT_GT(empty->toolList()->model()->rowCount(), 0);

    // A server already connected: its workspace is shown, nothing reconnects.
    EXPECT_EQ(m_window->connectTo(demoConfig()), first);
    EXPECT_EQ(current(), first);
    EXPECT_EQ(m_window->connectTo(remote), empty);
    EXPECT_EQ(current(), empty);
    const QMap<int, int> handshakes = requestsByConnection(u"initialize"_s);
    EXPECT_EQ(handshakes.value(only(first->logConnections())), 1);
    EXPECT_EQ(handshakes.value(only(empty->logConnections())), 1);
    EXPECT_EQ(m_window->workspaces()->count(), 2);

    // A workspace of that server that has disconnected: it connects again there.
    first->disconnectFromServer();
    ASSERT_TRUE(UiTest::waitFor([first] { return !first->isSessionActive(); }));
    EXPECT_EQ(m_window->connectTo(demoConfig()), first);
    ASSERT_TRUE(UiTest::waitFor([first] { return first->isSettled(); }, 20000));
    EXPECT_EQ(first->session()->state(), McpSession::State::Ready);
    EXPECT_EQ(first->logConnections().size(), 2);

    // Another server, and the shown workspace is in use: a new workspace.
    ServerConfig another = demoConfig();
    another.arguments << u"--era"_s << u"both"_s; // another command line: another server
    ServerWorkspace *third = m_window->connectTo(another);
    EXPECT_NE(third, first);
    EXPECT_NE(third, empty);
    EXPECT_EQ(m_window->workspaces()->count(), 3);
    ASSERT_TRUE(UiTest::waitFor([third] { return third->isSettled(); }, 20000));
    EXPECT_EQ(third->session()->state(), McpSession::State::Ready);
    EXPECT_EQ(first->session()->state(), McpSession::State::Ready);
}

namespace {

// The README's screenshot of two servers at once: the demo server over stdio and
// server-everything over Streamable HTTP, the log showing both.
class MultiServerScreenshot : public ScreenshotTest
{
protected:
    void TearDown() override
    {
        disconnectAll(m_window.get());
        ScreenshotTest::TearDown();
    }
};

} // namespace

TEST_F(MultiServerScreenshot, TwoServers)
{
    startOnDemoServerFromPath(); // the command as a user has it, not this build's folder
    NodeHttpServer http(u"streamableHttp"_s);
    ASSERT_TRUE(http.start()) << qPrintable(http.output());
    connectToServer();
    ServerWorkspace *demo = m_window->workspaces()->current();
    ServerConfig remote;
    remote.transport = ServerConfig::TransportKind::StreamableHttp;
    remote.url = QUrl(u"http://127.0.0.1:%1/mcp"_s.arg(http.port()));
    ServerWorkspace *everything = m_window->connectTo(remote);
    ASSERT_NE(everything, demo);
    ASSERT_TRUE(UiTest::waitFor([everything] { return everything->isSettled(); }, 20000));
    m_window->workspaces()->show(demo);
    auto *view = UiTest::find<QListView>(demo, u"toolList"_s);
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
    auto *tools = qobject_cast<ToolListModel *>(proxy->sourceModel());
    UiTest::clickRow(view, proxy->mapFromSource(tools->index(tools->rowOf(u"echo"_s))));
    QTest::keyClicks(demo->toolCall()->form()->inputAt(u"/message"_s), u"one of two servers"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(demo, u"callButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([demo] { return !demo->toolCall()->isCalling(); }, 20000));
    m_window->logModel()->flush();
    m_window->catalog()->dock()->hide(); // the picture is about the workspaces
    save(u"multi-server.png"_s);
}

namespace {

class MultiServerSessionTest : public SessionWindowTest
{
protected:
    void TearDown() override
    {
        disconnectAll(m_window.get());
        SessionWindowTest::TearDown();
    }
};

} // namespace

// Every connection of the window is recorded (a file per connection); a file opens offline in
// a workspace of its own while the other servers stay connected.
TEST_F(MultiServerSessionTest, EachConnectionIsRecordedAndAFileOpensBesideTheLiveServers)
{
    connectToServer();
    ServerWorkspace *first = m_window->workspaces()->current();
    const QString firstRecording = sessions()->recordingPath();
    QTest::mouseClick(UiTest::find<QToolButton>(m_window.get(), u"newConnectionButton"_s),
                      Qt::LeftButton);
    ServerWorkspace *second = m_window->connectTo(demoConfig());
    ASSERT_EQ(second, first) << "the same server: its workspace, not a second connection";
    ServerConfig other = demoConfig();
    other.arguments << u"--era"_s << u"both"_s;
    QTest::mouseClick(UiTest::find<QToolButton>(m_window.get(), u"newConnectionButton"_s),
                      Qt::LeftButton);
    second = m_window->connectTo(other);
    ASSERT_NE(second, first);
    ASSERT_TRUE(UiTest::waitFor([second] { return second->isSettled(); }, 20000));
    const QString secondRecording = sessions()->recordingPath();
    EXPECT_FALSE(secondRecording.isEmpty());
    EXPECT_NE(secondRecording, firstRecording);
    m_window->workspaces()->show(first);
    EXPECT_EQ(sessions()->recordingPath(), firstRecording); // the shown server's

    // The first server's recording, opened in the workspace nobody used yet.
    first->disconnectFromServer();
    ASSERT_TRUE(UiTest::waitFor([first] { return !first->isSessionActive(); }));
    ServerWorkspace *empty = m_window->workspaces()->workspaces().at(1);
    ASSERT_FALSE(empty->session());
    m_window->workspaces()->show(empty);
    ASSERT_TRUE(sessions()->openSession(firstRecording));
    ASSERT_TRUE(UiTest::waitFor([this, empty] {
        return sessions()->offline()->isLoaded() && empty->toolList()->model()->rowCount() > 0;
    })) << qPrintable(sessions()->banner()->text());
    EXPECT_FALSE(empty->context()->isLive());
    EXPECT_EQ(second->session()->state(), McpSession::State::Ready); // still connected
    EXPECT_TRUE(second->context()->isLive());

    // "This server" shows the file's rows while the file is shown.
    auto *combo = UiTest::find<QComboBox>(m_window->logView(), u"serverFilter"_s);
    combo->setCurrentIndex(combo->findText(u"This server"_s));
    const MessageFilterProxyModel *proxy = m_window->logView()->proxy();
    ASSERT_GT(proxy->rowCount(), 0);
    for (int row = 0; row < proxy->rowCount(); ++row)
        EXPECT_EQ(log().record(proxy->mapToSource(proxy->index(row, 0)).row()).connection,
                  sessions()->offline()->logConnection());
}

// The window's session file: Save Session As writes every server of the window into one file,
// and opening it shows each connection in an offline workspace of its own, beside the servers
// still connected, whose rows stay.
TEST_F(MultiServerSessionTest, SaveSessionAsRecordsEveryServerAndOpensEachOffline)
{
    connectToServer();
    ServerWorkspace *first = m_window->workspaces()->current();
    ServerConfig other = demoConfig();
    other.arguments << u"--era"_s << u"both"_s;
    QTest::mouseClick(UiTest::find<QToolButton>(m_window.get(), u"newConnectionButton"_s),
                      Qt::LeftButton);
    ServerWorkspace *second = m_window->connectTo(other);
    ASSERT_NE(second, first);
    ASSERT_TRUE(UiTest::waitFor([second] { return second->isSettled(); }, 20000));
    ASSERT_EQ(second->session()->state(), McpSession::State::Ready);

    const QString saved = m_folder.filePath(u"window.mcpsession"_s);
    QString error;
    QSignalSpy savedSpy(sessions(), &SessionController::sessionSaved);
    ASSERT_TRUE(sessions()->saveSessionAs(saved, &error)) << qPrintable(error);
    ASSERT_TRUE(!savedSpy.isEmpty() || savedSpy.wait()); // combined off the GUI thread
    EXPECT_EQ(savedSpy.first().at(1).toString(), QString());
    SessionReader reader;
    ASSERT_TRUE(reader.open(saved)) << qPrintable(reader.errorString());
    const SessionHeader header = reader.header();
    ASSERT_EQ(header.connections.size(), 2);
    EXPECT_EQ(header.connections.at(0).name, first->label());
    EXPECT_EQ(header.connections.at(1).name, second->label());
    EXPECT_EQ(header.connections.at(1).server.arguments.mid(
                  header.connections.at(1).server.arguments.size() - 2),
              (QStringList{u"--era"_s, u"both"_s}));

    // The live servers' rows, which opening the file must leave alone.
    const auto rowsOf = [this](int connection) {
        QList<QByteArray> raws;
        for (int row = 0; row < log().rowCount(); ++row) {
            if (log().record(row).connection == connection)
                raws << log().recordWithBytes(row).raw;
        }
        return raws;
    };
    const int liveConnection = first->logConnections().last();
    const QList<QByteArray> liveRows = rowsOf(liveConnection);
    ASSERT_FALSE(liveRows.isEmpty());

    ASSERT_TRUE(sessions()->openSession(saved));
    ASSERT_EQ(m_window->workspaces()->count(), 4) << "the shown server is live: new workspaces";
    ServerWorkspace *offlineFirst = m_window->workspaces()->workspaces().at(2);
    ServerWorkspace *offlineSecond = m_window->workspaces()->workspaces().at(3);
    EXPECT_EQ(m_window->workspaces()->current(), offlineFirst);
    for (ServerWorkspace *workspace : {offlineFirst, offlineSecond}) {
        ASSERT_TRUE(UiTest::waitFor([this, workspace] {
            return sessions()->offlineOf(workspace)->isLoaded()
                   && workspace->toolList()->model()->rowCount() > 0;
        })) << qPrintable(sessions()->offlineOf(workspace)->problem());
        EXPECT_FALSE(workspace->context()->isLive());
        EXPECT_EQ(sessions()->offlineOf(workspace)->problem(), QString());
    }
    EXPECT_EQ(first->session()->state(), McpSession::State::Ready); // still connected
    EXPECT_EQ(second->session()->state(), McpSession::State::Ready);
    EXPECT_EQ(rowsOf(liveConnection).mid(0, liveRows.size()), liveRows)
        << "the live server's rows are all still there";

    // Each tab is marked offline; each connection's rows are its own and pair among themselves.
    auto *tabs = UiTest::find<QTabBar>(m_window.get(), u"workspaceSwitcher"_s);
    for (int i = 0; i < 2; ++i) {
        ServerWorkspace *workspace = i == 0 ? offlineFirst : offlineSecond;
        const OfflineSession *offline = sessions()->offlineOf(workspace);
        EXPECT_EQ(offline->connection(), header.connections.at(i).tag);
        EXPECT_EQ(offline->header().server.arguments, header.connections.at(i).server.arguments);
        const QString tab = tabs->tabText(2 + i);
        EXPECT_TRUE(tab.endsWith(u"(offline)"_s)) << qPrintable(tab);
        EXPECT_TRUE(tab.startsWith(header.connections.at(i).name)) << qPrintable(tab);

        const SessionReader::Loaded loaded
            = SessionReader::load(saved, SessionReader::Limits(), header.connections.at(i).tag);
        ASSERT_EQ(loaded.error, QString());
        const int connection = offline->logConnection();
        qsizetype expected = 0;
        for (const SessionEvent &event : loaded.events)
            expected += event.type != SessionEvent::Type::Handshake ? 1 : 0;
        EXPECT_EQ(rowsOf(connection).size(), expected);
        int paired = 0;
        for (int row = 0; row < log().rowCount(); ++row) {
            if (log().record(row).connection != connection || log().pairedRow(row) < 0)
                continue;
            EXPECT_EQ(log().record(log().pairedRow(row)).connection, connection) << row;
            ++paired;
        }
        EXPECT_GT(paired, 0);
    }

    // The Server filter shows one offline connection's rows and nothing else.
    auto *combo = UiTest::find<QComboBox>(m_window->logView(), u"serverFilter"_s);
    const int secondConnection = sessions()->offlineOf(offlineSecond)->logConnection();
    const int index = combo->findText(log().connectionName(secondConnection));
    ASSERT_GT(index, 1) << qPrintable(log().connectionName(secondConnection));
    combo->setCurrentIndex(index);
    const MessageFilterProxyModel *proxy = m_window->logView()->proxy();
    EXPECT_EQ(proxy->rowCount(), rowsOf(secondConnection).size());
    for (int row = 0; row < proxy->rowCount(); ++row)
        EXPECT_EQ(log().record(proxy->mapToSource(proxy->index(row, 0)).row()).connection,
                  secondConnection);
    // Replay takes one connection: an offline tab's own; the file as such is refused, saying so.
    m_window->workspaces()->show(first);
    EXPECT_FALSE(sessions()->replay()->replay(saved, ReplayController::Target::CurrentSettings));
    EXPECT_TRUE(sessions()->replay()->error().contains(u"records 2 connections"_s))
        << qPrintable(sessions()->replay()->error());
    // "This server" follows the shown offline workspace.
    m_window->workspaces()->show(offlineFirst);
    combo->setCurrentIndex(combo->findText(u"This server"_s));
    ASSERT_GT(proxy->rowCount(), 0);
    for (int row = 0; row < proxy->rowCount(); ++row)
        EXPECT_EQ(log().record(proxy->mapToSource(proxy->index(row, 0)).row()).connection,
                  sessions()->offlineOf(offlineFirst)->logConnection());
}

// A hostile file of several connections: each tab shows its rows before the bad line, and its
// banner names the line and what is wrong with it.
TEST_F(MultiServerSessionTest, AFileOfSeveralConnectionsWithABadLineShowsWhatCameBefore)
{
    const QString recording = recordEcho(u"twice"_s);
    ASSERT_FALSE(recording.isEmpty());
    const QString combined = m_folder.filePath(u"hostile.mcpsession"_s);
    QString error;
    ASSERT_TRUE(
        SessionMerger::write({SessionSource{recording, SessionEvent::kNoConnection, u"a"_s},
                              SessionSource{recording, SessionEvent::kNoConnection, u"b"_s}},
                             combined,
                             &error))
        << qPrintable(error);
    QFile file(combined);
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write(R"({"type":"frame","conn":9,"seq":1,"time":1,"dir":"in","raw":"{}"})"
               "\n");
    file.close();
    const SessionReader::Loaded loaded = SessionReader::load(combined);
    ASSERT_GT(loaded.errorLine, 1);

    ASSERT_TRUE(sessions()->openSession(combined));
    const QList<ServerWorkspace *> all = m_window->workspaces()->workspaces();
    ASSERT_EQ(all.size(), 2) << "the shown workspace is not live: it takes the first";
    for (ServerWorkspace *workspace : all) {
        const OfflineSession *offline = sessions()->offlineOf(workspace);
        ASSERT_TRUE(UiTest::waitFor([offline] { return offline->isLoaded(); }));
        EXPECT_TRUE(offline->problem().contains(u"line %1"_s.arg(loaded.errorLine)))
            << qPrintable(offline->problem());
        EXPECT_TRUE(offline->problem().contains(u"names connection 9"_s))
            << qPrintable(offline->problem());
        int rows = 0;
        for (int row = 0; row < log().rowCount(); ++row)
            rows += log().record(row).connection == offline->logConnection() ? 1 : 0;
        EXPECT_GT(rows, 0);
    }
}
