// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindowtest.h"

#include <ui/session/replaycontroller.h>
#include <ui/session/sessioncontroller.h>

#include <QTemporaryDir>

#include <functional>

class ReplayPane;

namespace UiTest {

// Once a modal dialog is up (a nested event loop runs it), hands it to act; act returns true
// when it has dealt with it (false: not the dialog it waits for, keep looking).
void whenModal(const std::function<bool(QWidget *)> &act);
// Replay Selected as a user does it: clicks the rows (source rows of the window's message log;
// Ctrl+click from the second on, scrolling each into view), picks "Replay Selected…" from the
// log's context menu, replays against target (the current connection settings: the connection
// bar of the shown server must name one; the recorded server: the window's command confirmation
// must accept it) and waits until the Replay tab has finished. The pane, or nullptr after a gtest
// failure saying why.
ReplayPane *replaySelectionAndWait(MainWindow *window,
                                   const QList<int> &rows,
                                   int timeoutMs = 60000,
                                   ReplayController::Target target
                                   = ReplayController::Target::CurrentSettings);

} // namespace UiTest

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
    // Once a modal dialog is up (a nested event loop runs it), hands it to act; act returns
    // true when it has dealt with it (false: not the dialog it waits for, keep looking).
    static void whenModal(const std::function<bool(QWidget *)> &act);

    QTemporaryDir m_folder;
};
