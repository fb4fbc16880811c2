// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "interfacesnapshot.h"

#include <QObject>
#include <QPointer>

class McpSession;
class PagedList;

// Takes a snapshot of a ready session's interface: the server info and capabilities from the
// handshake, and every page of tools, resources, resource templates and prompts the server
// declares (through PagedList, the one pagination engine; all four listed at once). A list
// that fails or stops early is marked incomplete in the snapshot, with the reason; a server
// that does not declare a feature is not asked for it. finished() is emitted once, also when
// the session goes away half-way. GUI or CLI thread (the session's).
class SnapshotCollector : public QObject
{
    Q_OBJECT
public:
    explicit SnapshotCollector(McpSession *session, QObject *parent = nullptr);

    // The session must be Ready.
    void start();
    bool isFinished() const { return m_started && m_pending.isEmpty(); }
    const InterfaceSnapshot &snapshot() const { return m_snapshot; }

Q_SIGNALS:
    void finished();

private:
    void listFinished(InterfaceSnapshot::Kind kind, PagedList *list);
    void sessionGone();

    QPointer<McpSession> m_session;
    InterfaceSnapshot m_snapshot;
    QList<InterfaceSnapshot::Kind> m_pending; // listings under way
    bool m_started = false;
};
