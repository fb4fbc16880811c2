// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "testprocess.h"

#include <core/platform/eventloopchoice.h>

#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    prepareTestProcess();
    const EventLoopChoice eventLoop; // the applications' event loop
    QCoreApplication app(argc, argv);
    eventLoop.restoreEnvironment();
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
