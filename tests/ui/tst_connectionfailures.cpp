// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/transport/serverconfig.h>
#include <ui/connection/statusindicator.h>
#include <ui/mainwindow.h>

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

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
    auto *command = UiTest::find<QLineEdit>(&window, u"serverEdit"_s);
    QTest::keyClicks(command, u"\"/bin/sh\" -c 'echo \"two  words\" >&2; exit 0'"_s);
    QTest::keyClick(command, Qt::Key_Return);
    ASSERT_TRUE(UiTest::waitFor([&window] { return window.isSettled(); }));
    EXPECT_EQ(UiTest::find<QLabel>(&window, u"statusText"_s)->text(),
              u"Failed: server exited with code 0 before answering initialize; "
              "last stderr: two  words"_s);
    EXPECT_EQ(window.windowTitle(), u"mcpscope — sh"_s);
}
