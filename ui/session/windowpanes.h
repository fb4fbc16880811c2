// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

class ConnectionBar;
class LoggingPane;
class MainWindow;
class McpSession;
class PromptsPane;
class QAction;
class QStatusBar;
class QTabWidget;
class QVBoxLayout;
class ResourcesPane;
class ServerInfoPane;
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
    QAction *callAction = nullptr;
    QTabWidget *featureTabs = nullptr;
    QVBoxLayout *centralLayout = nullptr;

    static WindowPanes of(MainWindow *window);
    // Points the panes that show what a server offers at session (the live one, or an offline
    // one answering from a recording). The tool call pane only ever gets a live session.
    void showSession(McpSession *session, bool live) const;
};
