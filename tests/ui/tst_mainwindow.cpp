// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/log/messagelogview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

TEST_F(MainWindowTest, CallsEchoAndFindsTheResultAndBothFramesPairedInTheLog)
{
    connectToServer();
    selectTool(u"echo"_s);
    ASSERT_NE(editor(u"message"_s), nullptr);
    QTest::keyClicks(editor(u"message"_s), u"hello from the GUI test"_s);
    clickCallAndWait();
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
        << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(u"hello from the GUI test"_s)) << qPrintable(resultText());

    ASSERT_TRUE(UiTest::waitFor([this] {
        return UiTest::findRow(log(), Direction::Incoming, u"tools/call"_s, Kind::Result) >= 0;
    }));
    const int request = UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request);
    ASSERT_GE(request, 0);
    const int response = log().pairedRow(request);
    ASSERT_GE(response, 0);
    EXPECT_EQ(log().record(response).direction, Direction::Incoming);
    EXPECT_EQ(log().record(response).messageKind, Kind::Result);
    EXPECT_EQ(log().pairedRow(response), request);
    EXPECT_GE(log().record(response).latencyNs, 0);
    EXPECT_TRUE(log().recordWithBytes(request).raw.contains("hello from the GUI test"));

    // The detail pane shows the selected frame; "Go to Response" follows the pair.
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    QTableView *table = logView->table();
    UiTest::clickRow(table, table->model()->index(request, MessageLogModel::MethodColumn));
    const auto frameBody = [this] {
        return UiTest::find<QPlainTextEdit>(m_window.get(), u"frameBody"_s)->toPlainText();
    };
    EXPECT_TRUE(frameBody().contains(u"\"name\": \"echo\""_s)) << qPrintable(frameBody());
    QTest::mouseClick(button(u"goToPairedButton"_s), Qt::LeftButton);
    EXPECT_EQ(logView->currentRow(), response);
    EXPECT_TRUE(frameBody().contains(u"hello from the GUI test"_s));

    // Ctrl+Return calls again from the keyboard. Window shortcuts need the active window
    // (offscreen activates windows by itself, an X server without a window manager does not).
    m_window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
    editor(u"message"_s)->setFocus();
    QTest::keyClicks(editor(u"message"_s), u", again"_s);
    QTest::keyClick(editor(u"message"_s), Qt::Key_Return, Qt::ControlModifier);
    ASSERT_TRUE(UiTest::waitFor([this] {
        return !callPane()->isCalling() && resultText().contains(u"GUI test, again"_s);
    })) << qPrintable(resultText());
}

TEST_F(MainWindowTest, ToolErrorIsShownAsAToolErrorNotAProtocolError)
{
    connectToServer();
    selectTool(u"fail"_s);
    clickCallAndWait();
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::ToolError)
        << qPrintable(bannerText());
    EXPECT_TRUE(bannerText().contains(u"Tool error"_s)) << qPrintable(bannerText());
    EXPECT_TRUE(bannerText().contains(u"isError: true"_s));
    EXPECT_FALSE(resultText().isEmpty());
    m_window->logModel()->flush();
    const int response = UiTest::findRow(log(), Direction::Incoming, u"tools/call"_s, Kind::Result);
    ASSERT_GE(response, 0);
    EXPECT_TRUE(log().record(response).isError);
}

TEST_F(MainWindowTest, CrashingServerSaysWhatHappenedAndKeepsEveryRow)
{
    connectToServer();
    selectTool(u"misbehave"_s);
    chooseMode(u"crash"_s);
    log().rowCount(); // rows so far are inserted; anything queued is flushed below
    m_window->logModel()->flush();
    const int rowsBefore = log().rowCount();
    QList<QByteArray> before;
    for (int row = 0; row < rowsBefore; ++row)
        before << log().recordWithBytes(row).raw;

    clickCallAndWait();
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return m_window->session()->state() == McpSession::State::Failed; }));
    EXPECT_TRUE(statusText().startsWith(u"Failed: "_s)) << qPrintable(statusText());
    EXPECT_TRUE(statusText().contains(QRegularExpression(u"exited with code|killed by"_s)))
        << qPrintable(statusText());
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::LocalError);
    EXPECT_TRUE(bannerText().contains(u"Connection closed"_s)) << qPrintable(bannerText());
    EXPECT_EQ(button(u"connectButton"_s)->text(), u"Connect"_s);
    EXPECT_FALSE(button(u"callButton"_s)->isEnabled());

    m_window->logModel()->flush();
    ASSERT_GT(log().rowCount(), rowsBefore);
    for (int row = 0; row < rowsBefore; ++row)
        EXPECT_EQ(log().recordWithBytes(row).raw, before.at(row)) << "row " << row << " changed";
    EXPECT_GE(
        UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request, rowsBefore),
        rowsBefore);
    bool exitRow = false;
    for (int row = rowsBefore; row < log().rowCount(); ++row) {
        const MessageRecord &record = log().record(row);
        exitRow = exitRow
                  || (record.kind == TrafficEvent::Kind::Transport && record.isError
                      && record.summary.contains(QRegularExpression(u"exited|killed"_s)));
    }
    EXPECT_TRUE(exitRow) << "no transport row says how the server ended";
}

TEST_F(MainWindowTest, CancelStopsACallTheServerNeverAnswers)
{
    connectToServer();
    selectTool(u"misbehave"_s);
    chooseMode(u"no_answer"_s);
    QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
    ASSERT_TRUE(callPane()->isCalling());
    EXPECT_FALSE(button(u"callButton"_s)->isEnabled());
    ASSERT_TRUE(button(u"cancelButton"_s)->isEnabled());
    QTest::mouseClick(button(u"cancelButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }));
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::LocalError);
    EXPECT_TRUE(bannerText().contains(u"Cancelled"_s)) << qPrintable(bannerText());
    ASSERT_TRUE(UiTest::waitFor([this] {
        return UiTest::findRow(
                   log(), Direction::Outgoing, u"notifications/cancelled"_s, Kind::Notification)
               >= 0;
    }));
    EXPECT_EQ(m_window->session()->state(), McpSession::State::Ready);
    EXPECT_TRUE(button(u"callButton"_s)->isEnabled());
}

TEST_F(MainWindowTest, ReconnectKeepsTheLogAndNumbersOnAcrossSessions)
{
    connectToServer();
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
    EXPECT_EQ(statusText(), u"Disconnected."_s);
    m_window->logModel()->flush();
    const int rowsBefore = log().rowCount();
    connectToServer();
    m_window->logModel()->flush();
    ASSERT_GT(log().rowCount(), rowsBefore);
    for (int row = 1; row < log().rowCount(); ++row)
        EXPECT_EQ(log().record(row).sequence, log().record(row - 1).sequence + 1);
    // The second initialize pairs with its own response, not the first session's.
    const int second
        = UiTest::findRow(log(), Direction::Outgoing, u"initialize"_s, Kind::Request, rowsBefore);
    ASSERT_GE(second, rowsBefore);
    EXPECT_GT(log().pairedRow(second), second);
}

TEST_F(MainWindowTest, ClosingTheWindowShutsTheServerDownWithoutBlocking)
{
    connectToServer();
    QPointer<McpSession> session = m_window->session();
    m_window->close();
    EXPECT_FALSE(m_window->isVisible());
    // close() returned before the server is down (no waiting in it), and the server is not
    // killed: the session is shutting it down the spec's way, on timers.
    ASSERT_FALSE(session.isNull());
    EXPECT_EQ(session->state(), McpSession::State::Closing);
    ASSERT_TRUE(UiTest::waitFor(
        [&session] { return session->state() == McpSession::State::Disconnected; }));
    m_window->logModel()->flush();
    const MessageRecord &last = log().record(log().rowCount() - 1);
    EXPECT_EQ(last.kind, TrafficEvent::Kind::Transport);
    EXPECT_FALSE(last.isError) << qPrintable(last.summary);
    EXPECT_TRUE(last.summary.contains(u"exited with code 0"_s)) << qPrintable(last.summary);
}

namespace mainwindow_teardown_test {

// Closing the window saves the tool's arguments; when that fails, the pane's status message
// must not reach the window being destroyed around it (it crashed in statusBar()).
TEST(MainWindowTeardown, AFailedSaveOfToolArgumentsDoesNotCrashTheClosingWindow)
{
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, u"/proc/mcpscope-no-dir"_s);
    {
        auto window = std::make_unique<MainWindow>();
        ServerConfig config;
        config.program = u"srv"_s;
        window->setServerConfig(config);
        auto *pane = window->findChild<ToolCallPane *>(u"toolCallPane"_s);
        ASSERT_TRUE(pane);
        pane->setTool(QJsonObject{
            {"name"_L1, u"echo"_s},
            {"inputSchema"_L1,
             QJsonObject{{"type"_L1, u"object"_s},
                         {"properties"_L1,
                          QJsonObject{{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}}}}});
        pane->setServerIdentity(u"stdio: srv"_s); // arguments are remembered per server
        QObject observer;
        QStringList messages;
        QObject::connect(pane,
                         &ToolCallPane::statusMessage,
                         &observer,
                         [&messages](const QString &m) { messages << m; });
        window.reset(); // saves the arguments: it fails, quietly
        EXPECT_TRUE(messages.isEmpty()) << messages.join(u'\n').toStdString();
    }
    QSettings::setPath(QSettings::IniFormat,
                       QSettings::UserScope,
                       QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    SUCCEED();
}

} // namespace mainwindow_teardown_test
