// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

// Every mcpscope process runs Qt's own event loop, not GLib's (the default on Linux).
//
// Under GLib's, a Qt timer that has fired runs at idle priority until a posted event is
// processed, so while a server floods stdout (the pipe readable on every iteration) the GUI's
// timers — request deadlines, the log's batching, any heartbeat — ran only every few turns:
// BM_GuiFlood p99 stall 16-25 ms, a 50 MB result 32-39 ms; on Qt's own loop, which runs due
// timers on every iteration, 9-14 ms and 11-23 ms. The CLI also makes fewer system calls per
// request (--repeat p50 about 10 % lower).
//
// Used around the application object's construction, which is when Qt picks its dispatcher:
//     const EventLoopChoice choice;   // before Q(Core|Gui)Application
//     QApplication app(argc, argv);
//     choice.restoreEnvironment();     // servers we start inherit the user's environment
// A QT_NO_GLIB the user set is left as it is (QT_NO_GLIB=0 keeps GLib's loop).
class EventLoopChoice
{
public:
    EventLoopChoice();
    void restoreEnvironment() const;

private:
    bool m_userChose = false;
};
