// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/serverconfig.h>

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>

#include <connection/statusindicator.h>
#include <gtest/gtest.h>
#include <log/messagelogview.h>
#include <mainwindow.h>
#include <tools/formfield.h>
#include <tools/resultview.h>
#include <tools/toolcallpane.h>
#include <tools/toolformwidget.h>
#include <tools/toollistmodel.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

class MainWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        const QStringList command = UiTest::demoServerCommand();
        ASSERT_FALSE(command.isEmpty())
            << "no demo server: build mcpscope-demo-server or set MCPSCOPE_DEMO_SERVER";
        ServerConfig config;
        config.program = command.first();
        config.arguments = command.mid(1);
        startWindow(config);
    }

    void startWindow(const ServerConfig &config)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setServerConfig(config);
        m_window->setRequestTimeoutMs(20000);
        // The log model stays under the tester for the whole GUI session.
        m_logChecker = std::make_unique<UiTest::ModelChecker>(m_window->logModel());
        m_window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void TearDown() override
    {
        if (m_window && m_window->session()
            && m_window->session()->state() == McpSession::State::Ready) {
            QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
            EXPECT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
        }
        if (m_logChecker) {
            EXPECT_TRUE(m_logChecker->problems().isEmpty())
                << qPrintable(m_logChecker->problems().join(u'\n'));
        }
        m_logChecker.reset();
        m_window.reset();
    }

    bool isActive() const
    {
        const McpSession *session = m_window->session();
        return session && session->state() != McpSession::State::Disconnected
               && session->state() != McpSession::State::Failed;
    }

    QPushButton *button(const QString &name) const
    {
        return UiTest::find<QPushButton>(m_window.get(), name);
    }
    ToolCallPane *callPane() const
    {
        return UiTest::find<ToolCallPane>(m_window.get(), u"toolCallPane"_s);
    }
    QString statusText() const
    {
        return UiTest::find<QLabel>(m_window.get(), u"statusText"_s)->text();
    }
    QString resultText() const
    {
        return UiTest::find<QPlainTextEdit>(m_window.get(), u"resultContent"_s)->toPlainText();
    }
    QString bannerText() const
    {
        return UiTest::find<QLabel>(m_window.get(), u"resultBanner"_s)->text();
    }
    const MessageLogModel &log() const { return *m_window->logModel(); }

    void connectToServer()
    {
        QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000))
            << qPrintable(statusText());
        ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready)
            << qPrintable(statusText());
        EXPECT_TRUE(statusText().startsWith(u"Ready — "_s)) << qPrintable(statusText());
        EXPECT_EQ(button(u"connectButton"_s)->text(), u"Disconnect"_s);
    }

    void selectTool(const QString &name)
    {
        auto *view = UiTest::find<QListView>(m_window.get(), u"toolList"_s);
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
        auto *tools = qobject_cast<ToolListModel *>(proxy->sourceModel());
        const int row = tools->rowOf(name);
        ASSERT_GE(row, 0) << "the server lists no tool " << qPrintable(name);
        UiTest::clickRow(view, proxy->mapFromSource(tools->index(row)));
        ASSERT_EQ(callPane()->tool().value("name"_L1).toString(), name);
    }

    QWidget *editor(const QString &field) const
    {
        FormField *formField = callPane()->form()->field(field);
        return formField ? formField->editor() : nullptr;
    }

    void clickCallAndWait()
    {
        QPushButton *call = button(u"callButton"_s);
        ASSERT_TRUE(call->isEnabled())
            << qPrintable(UiTest::find<QLabel>(m_window.get(), u"callHint"_s)->text());
        QTest::mouseClick(call, Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000));
    }

    void chooseMode(const QString &mode)
    {
        auto *combo = qobject_cast<QComboBox *>(editor(u"mode"_s));
        ASSERT_NE(combo, nullptr) << "misbehave's mode is not shown as a choice";
        const int index = combo->findText(mode);
        ASSERT_GE(index, 0) << qPrintable(mode);
        combo->setFocus();
        while (combo->currentIndex() != index)
            QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    }

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<UiTest::ModelChecker> m_logChecker;
};

} // namespace

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
    EXPECT_TRUE(log().record(request).raw.contains("hello from the GUI test"));

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
        before << log().record(row).raw;

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
        EXPECT_EQ(log().record(row).raw, before.at(row)) << "row " << row << " changed";
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

namespace {

// One way the demo server breaks the protocol, and what the log must then show.
struct Misbehaviour
{
    const char *mode;
    bool answers; // the call gets a proper result; otherwise the test cancels it
    std::function<bool(const MessageRecord &)> evidence; // a new log row that explains it
};

bool isIncomingNonJson(const MessageRecord &record)
{
    return record.kind == TrafficEvent::Kind::Frame && record.direction == Direction::Incoming
           && record.messageKind == Kind::Invalid && record.isError
           && record.summary.startsWith(u"protocol violation: not JSON"_s);
}

void PrintTo(const Misbehaviour &misbehaviour, std::ostream *out)
{
    *out << misbehaviour.mode;
}

class MisbehavingServer : public MainWindowTest, public ::testing::WithParamInterface<Misbehaviour>
{};

} // namespace

TEST_P(MisbehavingServer, IsLoggedPreciselyAndTheSessionCarriesOn)
{
    const Misbehaviour &misbehaviour = GetParam();
    connectToServer();
    selectTool(u"misbehave"_s);
    chooseMode(QString::fromUtf8(misbehaviour.mode));
    m_window->logModel()->flush();
    const int rowsBefore = log().rowCount();
    // QSignalSpy::wait runs a real event loop; QTest::qWaitFor sleeps 10 ms between batches of
    // events, which makes reading 20 MB through a 64 KB pipe take seconds.
    QSignalSpy finished(callPane(), &ToolCallPane::callFinished);
    QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
    const auto hasEvidence = [this, rowsBefore, &misbehaviour] {
        m_window->logModel()->flush();
        for (int row = rowsBefore; row < log().rowCount(); ++row) {
            if (misbehaviour.evidence(log().record(row)))
                return true;
        }
        return false;
    };
    if (misbehaviour.answers) {
        ASSERT_TRUE(finished.wait(20000));
        EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
            << qPrintable(bannerText());
        EXPECT_TRUE(hasEvidence()) << "the log does not show what happened";
    } else {
        ASSERT_TRUE(UiTest::waitFor(hasEvidence)) << "the log does not show what happened";
        EXPECT_TRUE(callPane()->isCalling()); // no proper answer came, so it is still waiting
        QTest::mouseClick(button(u"cancelButton"_s), Qt::LeftButton);
        ASSERT_FALSE(callPane()->isCalling());
    }
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready) << qPrintable(statusText());
    // Still usable afterwards.
    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"still alive"_s);
    clickCallAndWait();
    EXPECT_TRUE(resultText().contains(u"still alive"_s)) << qPrintable(resultText());
}

INSTANTIATE_TEST_SUITE_P(
    Modes,
    MisbehavingServer,
    ::testing::Values(Misbehaviour{"banner", true, isIncomingNonJson},
                      Misbehaviour{"malformed", false, isIncomingNonJson},
                      Misbehaviour{"wrong_id_type",
                                   false,
                                   [](const MessageRecord &record) {
                                       return record.kind == TrafficEvent::Kind::Diagnostic
                                              && record.summary.contains(u"cannot be paired"_s);
                                   }},
                      Misbehaviour{"stderr_burst",
                                   true,
                                   [](const MessageRecord &record) {
                                       return record.transportKind == TransportEvent::Kind::Stderr
                                              && record.summary.contains(
                                                  u"diagnostic line 50 of 50"_s);
                                   }},
                      Misbehaviour{"huge",
                                   true,
                                   [](const MessageRecord &record) {
                                       return record.kind == TrafficEvent::Kind::Frame
                                              && record.messageKind == Kind::Result
                                              && record.raw.size() > 19 * 1024 * 1024;
                                   }}),
    [](const ::testing::TestParamInfo<Misbehaviour> &info) {
        return std::string(info.param.mode);
    });

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
    QElapsedTimer timer;
    timer.start();
    m_window->close();
    EXPECT_LT(timer.elapsed(), 1000);
    EXPECT_FALSE(m_window->isVisible());
    // Not killed: the session is shutting the server down the spec's way, on timers.
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

TEST(MainWindowFailures, ServerThatExitsBeforeInitializeIsExplainedWithItsStderr)
{
    MainWindow window;
    ServerConfig config;
    config.program = u"/bin/sh"_s;
    config.arguments = {u"-c"_s, u"echo 'config file missing' >&2; exit 3"_s};
    window.setServerConfig(config);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(UiTest::find<QPushButton>(&window, u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([&window] { return window.isSettled(); }));
    const QString status = UiTest::find<QLabel>(&window, u"statusText"_s)->text();
    EXPECT_EQ(status,
              u"Failed: server exited with code 3 before answering initialize; "
              "last stderr: config file missing"_s);
    EXPECT_EQ(UiTest::find<StatusIndicator>(&window, u"statusIndicator"_s)->level(),
              StatusIndicator::Level::Bad);
}

TEST(MainWindowFailures, MissingProgramIsNamed)
{
    MainWindow window;
    ServerConfig config;
    config.program = u"mcpscope-no-such-server"_s;
    window.setServerConfig(config);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(UiTest::find<QPushButton>(&window, u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([&window] { return window.isSettled(); }));
    EXPECT_EQ(UiTest::find<QLabel>(&window, u"statusText"_s)->text(),
              u"Failed: could not start the server: \"mcpscope-no-such-server\" was not found "
              "in PATH"_s);
}

TEST(MainWindowFailures, ConnectWithoutACommandAsksForOne)
{
    MainWindow window;
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(UiTest::find<QPushButton>(&window, u"connectButton"_s), Qt::LeftButton);
    EXPECT_EQ(window.session(), nullptr);
    EXPECT_EQ(UiTest::find<QLabel>(&window, u"statusText"_s)->text(),
              u"Enter the command that starts the server first."_s);
    // Quotes group arguments the way a shell would; no shell runs the command.
    auto *command = UiTest::find<QLineEdit>(&window, u"commandEdit"_s);
    QTest::keyClicks(command, u"\"/bin/sh\" -c 'echo \"two  words\" >&2; exit 0'"_s);
    QTest::keyClick(command, Qt::Key_Return);
    ASSERT_TRUE(UiTest::waitFor([&window] { return window.isSettled(); }));
    EXPECT_EQ(UiTest::find<QLabel>(&window, u"statusText"_s)->text(),
              u"Failed: server exited with code 0 before answering initialize; "
              "last stderr: two  words"_s);
    EXPECT_EQ(window.windowTitle(), u"mcpscope — sh"_s);
}
