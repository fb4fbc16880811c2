// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

class ConnectionBar;
class LoggingPane;
class MainWindow;
class PromptsPane;
class QStatusBar;
class QTabWidget;
class QVBoxLayout;
class ResourcesPane;
class ServerInfoPane;
class SessionContext;
class ToolCallPane;
class ToolListPane;

// The main window's panes that session files and replay work with, found by the object names
// MainWindow gives them, so the session features need no accessors in MainWindow.
struct WindowPanes
{
    MainWindow *window = nullptr;
    ConnectionBar *connectionBar = nullptr;
    ServerInfoPane *serverInfo = nullptr;
    ToolListPane *toolList = nullptr;
    ToolCallPane *toolCall = nullptr;
    ResourcesPane *resources = nullptr;
    PromptsPane *prompts = nullptr;
    LoggingPane *logging = nullptr;
    SessionContext *context = nullptr; // how the panes are given a session
    QTabWidget *featureTabs = nullptr;
    QVBoxLayout *centralLayout = nullptr;

    static WindowPanes of(MainWindow *window);
};
