// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class SessionController;

// File › Open Recent: the last kLimit session files opened or saved, most recent first, kept
// under "recent/files". A file that no longer exists stays in the list, shown disabled ("not
// found" in its tooltip) until Clear Recent; one that exists opens through
// SessionController::openSession(), as Open Session does. Names are plain text (any character,
// no mnemonic), the full path in the tooltip. Owned by the window; GUI thread.
class RecentSessions : public QObject
{
    Q_OBJECT
public:
    static constexpr int kLimit = 10;

    // Inserts Open Recent into the menu, before `before` (appended when null).
    RecentSessions(SessionController *sessions, QMenu *fileMenu, QAction *before);

    QStringList files() const;
    void add(const QString &path);
    void clear();
    QMenu *menu() const { return m_menu; }

private:
    void rebuild();

    SessionController *m_sessions;
    QMenu *m_menu;
};
