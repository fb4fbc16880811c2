// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/testprocess.h"

#include <core/platform/eventloopchoice.h>
#include <ui/apps/apppanel.h>
#include <ui/apps/appwebengine.h>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    prepareTestProcess(); // a home of this process only: settings, autosaves, credentials
    const EventLoopChoice eventLoop; // the applications' event loop
    AppWebEngine::prepareProcess();  // as the GUI does: before the QApplication
    QApplication app(argc, argv);
    AppPanel::registerFactory(); // tools with an MCP App get their App tab, as in the GUI
    eventLoop.restoreEnvironment();
    // As the application names itself: without an organization QSettings reports every write
    // as an AccessError.
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope"));
    QStandardPaths::setTestModeEnabled(true); // autosaved sessions stay out of the user's data
    QSettings::setDefaultFormat(QSettings::IniFormat);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
