// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/clientfeatures.h> // a signal argument

#include <QPointer>
#include <QWidget>

class CapabilitiesEditor;
class McpSession;
class QLabel;
class RootsEditor;
class SessionContext;

// The client side of the connection as the user sets it up for one server: the roots it offers
// and the capabilities it advertises, both remembered per server (ClientSettingsStore). For
// each new session it creates the session's ClientFeatures (before the handshake, so the
// capabilities go into initialize) and keeps its roots in step with the editor. GUI thread.
class ClientSetupPane : public QWidget
{
    Q_OBJECT
public:
    explicit ClientSetupPane(QWidget *parent = nullptr);

    // Which server the settings belong to (FormValueStore::serverIdentity()); loads its
    // remembered roots and capabilities. displayName is shown, never stored.
    void setServer(const QString &identity, const QString &displayName);
    // Creates the session's ClientFeatures (a child of the session) with this server's
    // capabilities and roots. Call before McpSession::connectToServer().
    ClientFeatures *attach(McpSession *session);
    // At each live connect (before its handshake): the server's settings, then attach().
    void setContext(SessionContext *context);

    RootsEditor *rootsEditor() const { return m_roots; }
    CapabilitiesEditor *capabilitiesEditor() const { return m_capabilities; }

Q_SIGNALS:
    // A live session's ClientFeatures were made (what the request queue follows).
    void featuresAttached(ClientFeatures *features, const QString &serverName);

private:
    void applyRoots();

    QLabel *m_server = nullptr;
    RootsEditor *m_roots = nullptr;
    CapabilitiesEditor *m_capabilities = nullptr;
    QString m_identity;
    QPointer<ClientFeatures> m_features;
};
