// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindowtest.h"

#include <QDir>
#include <QFileInfo>

// The README's screenshots, taken from the real window on the demo server. Runs only when
// MCPSCOPE_SCREENSHOT_DIR names where to write them; skipped otherwise.
class ScreenshotTest : public MainWindowTest
{
protected:
    void SetUp() override
    {
        m_directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (m_directory.isEmpty())
            GTEST_SKIP() << "set MCPSCOPE_SCREENSHOT_DIR to write the screenshots";
        MainWindowTest::SetUp();
    }

    void TearDown() override
    {
        MainWindowTest::TearDown();
        if (!m_savedPath.isNull())
            qputenv("PATH", m_savedPath);
    }

    // A new window on the demo server started by its name from PATH, as a user would start an
    // installed server: the pictures show "mcpscope-demo-server", not a build folder.
    void startOnDemoServerFromPath()
    {
        const QStringList command = UiTest::demoServerCommand();
        ASSERT_FALSE(command.isEmpty());
        const QFileInfo program(command.first());
        if (m_savedPath.isNull())
            m_savedPath = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(program.absolutePath()) + ':' + m_savedPath);
        ServerConfig config;
        config.program = program.fileName();
        config.arguments = command.mid(1);
        MainWindowTest::TearDown();
        startWindow(config);
    }

    // Saves the widget (the whole window when null) as it is drawn now.
    void save(const QString &name, QWidget *widget = nullptr)
    {
        QCoreApplication::processEvents();
        const QString path = QDir(m_directory).filePath(name);
        ASSERT_TRUE((widget ? widget : m_window.get())->grab().save(path)) << qPrintable(path);
    }

    QString m_directory;
    QByteArray m_savedPath; // PATH before startOnDemoServerFromPath(), restored at the end
};
