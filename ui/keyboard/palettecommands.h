// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "commandpalettemodel.h"

class MainWindow;

// What the command palette offers and what choosing an item does. Collected from the window
// each time the palette opens: every enabled menu action (with its menu path and shortcuts),
// the shown server's tools, resources, resource templates and prompts (from the panes' own
// models), its saved calls, the catalog's entries and the open workspaces. Running goes
// through what the panes and controllers already offer: a tool is selected in the Tools tab
// (ToolListPane::selectTool) and its form focused, a resource, template or prompt is selected
// in its tab, a saved call is loaded into its form (SavedCallsController::edit), a catalog
// entry connects the way the catalog's Connect does (CatalogController::connectEntry →
// MainWindow::connectTo), a workspace is shown. Server names are plain, capped text. GUI thread.
namespace PaletteCommands {

// Each server list contributes at most this many items.
constexpr int kMaxPerList = 1000;

QList<PaletteItem> collect(MainWindow *window);
// False when the item is gone (the tool is no longer listed, the action was deleted).
bool run(MainWindow *window, const PaletteItem &item);

} // namespace PaletteCommands
