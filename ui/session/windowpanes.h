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
class ServerWorkspace;
class SessionContext;
class ToolCallPane;
class ToolListPane;

// The panes of one server of the main window (a ServerWorkspace) that session files and replay
// work with, and the window itself (dialogs, status bar, the message log).
struct WindowPanes
{
    MainWindow *window = nullptr;
    ServerWorkspace *workspace = nullptr;
    ConnectionBar *connectionBar = nullptr;
    ServerInfoPane *serverInfo = nullptr;
    ToolListPane *toolList = nullptr;
    ToolCallPane *toolCall = nullptr;
    ResourcesPane *resources = nullptr;
    PromptsPane *prompts = nullptr;
    LoggingPane *logging = nullptr;
    SessionContext *context = nullptr; // how the panes are given a session
    QTabWidget *featureTabs = nullptr;
    QVBoxLayout *centralLayout = nullptr; // the workspace's page: banners go under its bar

    static WindowPanes of(MainWindow *window, ServerWorkspace *workspace);
};
