// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/testprocess.h"

#include <core/platform/eventloopchoice.h>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    prepareTestProcess(); // a home of this process only: settings, autosaves, credentials
    const EventLoopChoice eventLoop; // the applications' event loop
    QApplication app(argc, argv);
    eventLoop.restoreEnvironment();
    // As the application names itself: without an organization QSettings reports every write
    // as an AccessError.
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope"));
    QStandardPaths::setTestModeEnabled(true); // autosaved sessions stay out of the user's data
    QSettings::setDefaultFormat(QSettings::IniFormat);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
