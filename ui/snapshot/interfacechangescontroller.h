// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/snapshot/interfacediff.h>
#include <core/snapshot/snapshotstore.h>

#include <QObject>
#include <QPointer>

#include <optional>

class InterfaceChangesBanner;
class InterfaceDiffDialog;
class MainWindow;
class McpSession;
class SessionContext;
class ServerWorkspace;
class SnapshotCollector;

// "What changed since last time": on every live connect that reaches Ready, takes a snapshot
// of the server's interface (SnapshotCollector), compares it with the last one stored for the
// same server (SnapshotStore, keyed by snapshotKey(): the catalog entry the connection belongs
// to, so a renamed server or one whose URL changed keeps its history; else
// FormValueStore::serverIdentity: command and arguments or URL, never the environment or
// headers) and stores the new one. When something changed
// the banner says so; Show Changes opens the diff dialog. The first connect only stores.
// Problems with the store (a damaged file skipped, a snapshot too large to keep) go to the
// status bar. Follows the live session through the SessionContext; offline files are not
// snapshotted. GUI thread.
class InterfaceChangesController : public QObject
{
    Q_OBJECT
public:
    // One per server of the window: the banner goes under the workspace's connection bar.
    InterfaceChangesController(MainWindow *window, ServerWorkspace *workspace);

    // Where snapshots are kept (SnapshotStore::defaultFolder() unless a test says otherwise).
    void setStoreFolder(const QString &folder) { m_store = SnapshotStore(folder); }
    const SnapshotStore &store() const { return m_store; }
    // The store's key for a connection: "catalog-entry <id>" when it belongs to a catalog
    // entry, else its serverIdentity.
    static QString snapshotKey(const QString &catalogEntryId, const QString &serverIdentity);
    // The key of the live connection's snapshots (taken when it connected).
    QString serverKey() const { return m_serverKey; }
    InterfaceChangesBanner *banner() const { return m_banner; }
    // The last comparison: empty until a connect found a stored snapshot to compare with.
    const std::optional<InterfaceDiff> &lastDiff() const { return m_diff; }
    void showChanges();

Q_SIGNALS:
    // A snapshot of the live session was taken, compared and stored (or could not be).
    void snapshotHandled();

private:
    void follow(McpSession *session);
    void handleState();
    void handleSnapshot(SnapshotCollector *collector);

    MainWindow *m_window;
    SessionContext *m_context;
    SnapshotStore m_store;
    InterfaceChangesBanner *m_banner;
    QPointer<InterfaceDiffDialog> m_dialog;
    QPointer<McpSession> m_session;
    QPointer<SnapshotCollector> m_collector;
    QString m_serverKey;  // of the live session, taken when it connected
    QString m_serverName; // shown in the dialog
    bool m_taken = false; // once per session
    std::optional<InterfaceDiff> m_diff;
};
