// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/forms/schemaformview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/tools/toollistmodel.h>
#include <ui/workspace/serverworkspace.h>

#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>

using namespace Qt::StringLiterals;

void MainWindowTest::SetUp()
{
    startOnDemoServer(ServerConfig::Era::Legacy);
}

void MainWindowTest::startOnDemoServer(ServerConfig::Era era)
{
    const QStringList command = UiTest::demoServerCommand();
    ASSERT_FALSE(command.isEmpty())
        << "no demo server: build mcpscope-demo-server or set MCPSCOPE_DEMO_SERVER";
    ServerConfig config;
    config.program = command.first();
    config.arguments = command.mid(1);
    config.era = era;
    startWindow(config);
}

void MainWindowTest::startWindow(const ServerConfig &config)
{
    QSettings().clear(); // remembered tool arguments of an earlier test would prefill forms
    m_window = std::make_unique<MainWindow>();
    m_window->setServerConfig(config);
    m_window->setRequestTimeoutMs(20000);
    // misbehave is destructive; tests that need the confirmation install their own answer.
    callPane()->setDestructiveConfirmation([](const QJsonObject &) { return true; });
    // The log model stays under the tester for the whole GUI session.
    m_logChecker = std::make_unique<UiTest::ModelChecker>(m_window->logModel());
    m_window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
}

void MainWindowTest::TearDown()
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

bool MainWindowTest::isActive() const
{
    const McpSession *session = m_window->session();
    return session && session->state() != McpSession::State::Disconnected
           && session->state() != McpSession::State::Failed;
}

QPushButton *MainWindowTest::button(const QString &name) const
{
    // What the user sees: the shown workspace's button before another workspace's of that name.
    if (auto *shown = m_window->currentWorkspace()->findChild<QPushButton *>(name))
        return shown;
    return UiTest::find<QPushButton>(m_window.get(), name);
}

ToolCallPane *MainWindowTest::callPane() const
{
    return UiTest::find<ToolCallPane>(m_window.get(), u"toolCallPane"_s);
}

QString MainWindowTest::statusText() const
{
    return UiTest::find<QLabel>(m_window.get(), u"statusText"_s)->text();
}

QString MainWindowTest::resultText() const
{
    return callPane()->resultView()->shownText();
}

QString MainWindowTest::bannerText() const
{
    return UiTest::find<QLabel>(m_window.get(), u"resultBanner"_s)->text();
}

void MainWindowTest::connectToServer()
{
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000))
        << qPrintable(statusText());
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready) << qPrintable(statusText());
    EXPECT_TRUE(statusText().startsWith(u"Ready — "_s)) << qPrintable(statusText());
    EXPECT_EQ(button(u"connectButton"_s)->text(), u"Disconnect"_s);
}

void MainWindowTest::selectTool(const QString &name)
{
    auto *view = UiTest::find<QListView>(m_window.get(), u"toolList"_s);
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
    auto *tools = qobject_cast<ToolListModel *>(proxy->sourceModel());
    const int row = tools->rowOf(name);
    ASSERT_GE(row, 0) << "the server lists no tool " << qPrintable(name);
    UiTest::clickRow(view, proxy->mapFromSource(tools->index(row)));
    ASSERT_EQ(callPane()->tool().value("name"_L1).toString(), name);
}

QWidget *MainWindowTest::editor(const QString &field) const
{
    return callPane()->form()->inputAt(u'/' + field);
}

void MainWindowTest::clickCallAndWait()
{
    QPushButton *call = button(u"callButton"_s);
    ASSERT_TRUE(call->isEnabled())
        << qPrintable(UiTest::find<QLabel>(m_window.get(), u"callHint"_s)->text());
    QTest::mouseClick(call, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000));
    // The outputSchema check runs off the GUI thread; its verdict follows the result.
    ASSERT_TRUE(
        UiTest::waitFor([this] { return !callPane()->resultView()->isCheckingOutput(); }, 20000));
}

void MainWindowTest::chooseMode(const QString &mode)
{
    auto *combo = qobject_cast<QComboBox *>(editor(u"mode"_s));
    ASSERT_NE(combo, nullptr) << "misbehave's mode is not shown as a choice";
    const int index = combo->findText(mode);
    ASSERT_GE(index, 0) << qPrintable(mode);
    combo->setFocus();
    while (combo->currentIndex() != index)
        QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
}
