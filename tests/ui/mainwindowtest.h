// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <core/transport/serverconfig.h>
#include <ui/mainwindow.h>

#include <gtest/gtest.h>
#include <memory>

class QPushButton;
class ToolCallPane;

// A main window on the bundled demo server, driven through its widgets. The log model runs
// under QAbstractItemModelTester for the whole test; TearDown disconnects gracefully and fails
// the test if the tester complained.
class MainWindowTest : public ::testing::Test
{
protected:
    void SetUp() override;
    void TearDown() override;
    void startWindow(const ServerConfig &config);
    void startOnDemoServer(ServerConfig::Era era); // the bundled demo server over stdio

    bool isActive() const;
    QPushButton *button(const QString &name) const;
    ToolCallPane *callPane() const;
    QString statusText() const;
    QString resultText() const;
    QString bannerText() const;
    const MessageLogModel &log() const { return *m_window->logModel(); }
    QWidget *editor(const QString &field) const;

    // Each of these asserts (gtest ASSERT_*), so callers continue only when it worked.
    void connectToServer();
    void selectTool(const QString &name);
    void clickCallAndWait();
    void chooseMode(const QString &mode);

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<UiTest::ModelChecker> m_logChecker;
};
