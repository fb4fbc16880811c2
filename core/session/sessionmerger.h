// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionevent.h"

#include <QList>
#include <QString>

// One connection to put into a combined session file: a session file, and which of its
// connections.
struct SessionSource
{
    QString path;
    int connection = SessionEvent::kNoConnection; // its tag, in a file of several
    QString name; // what the combined file calls it (the window's name); empty: the file's own
};

// Combines connections recorded in session files (a window's autosaves and the files it shows
// offline) into one session file: "Save Session As" with several servers in the window. The
// events of all sources are interleaved by their wall clock, each source's own order kept;
// every source is read and written a line at a time (SessionReader, SessionWriter), so a file
// of any size takes no more memory than its largest line. A source whose file has a bad line
// makes the whole save fail, naming the file and the line: a combined file silently missing
// the end of one connection would look complete. The target is written next to itself and
// renamed into place: it is either the whole new file or what it was. GUI thread.
namespace SessionMerger {

// One source of a file of one connection is copied byte for byte; one connection of a file of
// several becomes a file of one (version 1); several sources, a file of several (version 2).
bool write(const QList<SessionSource> &sources, const QString &target, QString *error);

} // namespace SessionMerger
