// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "windowpanes.h"

#include "workspace/serverworkspace.h"

WindowPanes WindowPanes::of(MainWindow *window, ServerWorkspace *workspace)
{
    WindowPanes panes;
    panes.window = window;
    panes.workspace = workspace;
    panes.connectionBar = workspace->connectionBar();
    panes.serverInfo = workspace->serverInfo();
    panes.toolList = workspace->toolList();
    panes.toolCall = workspace->toolCall();
    panes.resources = workspace->resources();
    panes.prompts = workspace->prompts();
    panes.logging = workspace->logging();
    panes.context = workspace->context();
    panes.featureTabs = workspace->featureTabs();
    panes.centralLayout = workspace->pageLayout();
    return panes;
}
