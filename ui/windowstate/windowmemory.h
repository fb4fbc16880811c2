// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "runmarker.h"

#include <QObject>

class AutosaveOffer;
class MainWindow;
class QTabWidget;
class RecentSessions;
class WindowLayout;

// What the window remembers from one run to the next, in one place for MainWindow: the layout
// (WindowLayout, View › Reset Layout), the recent session files (RecentSessions, File › Open
// Recent), the servers open and their tabs (OpenWorkspaces, restored by main() once the
// starting server is set), and whether the last run ended cleanly (RunMarker: this run's
// marker lives as long as the window, so only a crash or a kill leaves it; its recordings are
// then offered by AutosaveOffer). Made by MainWindow once its menus and sessions exist; GUI
// thread.
class WindowMemory : public QObject
{
    Q_OBJECT
public:
    WindowMemory(MainWindow *window, QTabWidget *bottomTabs);

    // At close: layout and open servers.
    void save() const;
    // The servers open at the last close, each ready to Connect (OpenWorkspaces::restore).
    void restoreWorkspaces(bool showSaved) const;

    WindowLayout *layout() const { return m_layout; }
    RecentSessions *recent() const { return m_recent; }
    AutosaveOffer *autosaveOffer() const { return m_offer; }

private:
    MainWindow *m_window;
    WindowLayout *m_layout = nullptr;
    RecentSessions *m_recent = nullptr;
    AutosaveOffer *m_offer = nullptr;
    RunMarker m_run;
};
