// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindowtest.h"

#include <ui/session/sessioncontroller.h>

#include <QTemporaryDir>

// A main window on the demo server whose autosaves go to a folder of this test only.
class SessionWindowTest : public MainWindowTest
{
protected:
    void SetUp() override;

    SessionController *sessions() const { return m_window->sessions(); }
    // Connects, calls echo with message, disconnects: the autosave file of that connection.
    QString recordEcho(const QString &message);
    // Opens path offline and waits until the log and the tool list are rebuilt.
    void openOffline(const QString &path);
    ServerConfig demoConfig() const;
    int toolCount() const;

    QTemporaryDir m_folder;
};
