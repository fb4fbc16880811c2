// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindowtest.h"

#include <QDir>

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

    // Saves the widget (the whole window when null) as it is drawn now.
    void save(const QString &name, QWidget *widget = nullptr)
    {
        QCoreApplication::processEvents();
        const QString path = QDir(m_directory).filePath(name);
        ASSERT_TRUE((widget ? widget : m_window.get())->grab().save(path)) << qPrintable(path);
    }

    QString m_directory;
};
