// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class McpSession;

// The one way the main window hands a connection to its panes. MainWindow owns it; each pane
// takes it once (setContext) and follows sessionChanged(), emitted exactly once per live
// connect, per offline file shown and per return from a file to the live session.
//
// Two sessions matter: the one the panes show (session(): the live connection, or an offline
// file's session answering from its recording) and the live one (liveSession(), kept while a
// file is shown). Panes that show what a server offers follow session(); panes that act on the
// live connection (connection bar, console, log, activity, tasks, server log, client setup)
// follow liveSession() and ignore Change::OfflineOpened/OfflineClosed.
//
// Order: setLiveSession() is called before McpSession::connectToServer(), and every slot runs
// before it returns, so what has to be in place before the handshake (client capabilities,
// roots, request handlers) is. The one order-sensitive step, the raw console's "no handshake"
// choice, is applied by the context itself before sessionChanged(), so no pane depends on
// another pane having run first.
//
// Panes never reach into the transport: what they need of it (the MCP session id, the
// authorizer's secrets) is here.
class SessionContext : public QObject
{
    Q_OBJECT
public:
    enum class Change {
        Connected,     // a new live session, not yet connected
        OfflineOpened, // a session file's recorded server is shown, read-only
        OfflineClosed, // back from the file to the live session (which may have ended)
    };
    Q_ENUM(Change)

    explicit SessionContext(QObject *parent = nullptr);

    // A new live connection to config; call before session->connectToServer().
    void setLiveSession(McpSession *session, const ServerConfig &config);
    // An offline file's session (recorded: the server the file names), its rows in the log
    // under logConnection.
    void setOfflineSession(McpSession *session, const ServerConfig &recorded, int logConnection);
    // Leaves the offline file: the panes show the live session again. No-op when live.
    void closeOffline();

    McpSession *session() const { return m_shown; }
    bool isLive() const { return !m_offline; }
    // The server of session(): a live config, or the one a session file recorded.
    const ServerConfig &config() const { return m_offline ? m_offlineConfig : m_liveConfig; }
    McpSession *liveSession() const { return m_live; }
    // The log connection of the offline file's rows; meaningless when live.
    int offlineLogConnection() const { return m_offlineLogConnection; }
    const ServerConfig &liveConfig() const { return m_liveConfig; }
    // Where per-server settings are kept (FormValueStore::serverIdentity) and the name shown.
    QString liveServerIdentity() const;
    QString liveDisplayName() const { return m_liveConfig.displayName(); }

    // The raw console's choice for the next live session: no initialize/server/discover at all.
    void setSkipsHandshake(bool skip) { m_skipsHandshake = skip; }
    bool skipsHandshake() const { return m_skipsHandshake; }
    // Of the live session's transport: the Streamable HTTP session id (empty elsewhere) and
    // the secrets its authorizer sends (to mask them in anything copied).
    QByteArray liveSessionId() const;
    QList<QByteArray> liveSecrets() const;

    // How a pane follows the context (for as long as pane lives): update runs on every change
    // (the shown session), or only when a new live session comes (the live one).
    void followShown(QObject *pane, const std::function<void()> &update);
    void followLive(QObject *pane, const std::function<void()> &update);

Q_SIGNALS:
    void sessionChanged(SessionContext::Change change);

private:
    QPointer<McpSession> m_shown;
    QPointer<McpSession> m_live;
    ServerConfig m_liveConfig;
    ServerConfig m_offlineConfig;
    bool m_offline = false;
    int m_offlineLogConnection = 0;
    bool m_skipsHandshake = false;
};
