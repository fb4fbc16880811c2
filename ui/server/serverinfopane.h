// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class McpSession;
class SessionContext;
struct ServerInfo;
class QLabel;

// What the handshake told us about the server: name, title, version, the negotiated protocol
// version and era (legacy initialize or modern 2026-07-28, with server/discover's caching
// hints), the tools left out for invalid x-mcp-header markers, its capabilities and its
// instructions. Keeps showing the last server after the
// session ends, marked as such, because that is when people read it most.
class ServerInfoPane : public QWidget
{
    Q_OBJECT
public:
    explicit ServerInfoPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the shown session (SessionContext).
    void setContext(SessionContext *context);

private:
    void refresh();
    static QString eraText(const ServerInfo &info);
    QLabel *addRow(const QString &label, const QString &objectName);

    QPointer<McpSession> m_session;
    QLabel *m_heading = nullptr;
    QLabel *m_name = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_protocol = nullptr;
    QLabel *m_era = nullptr;
    QLabel *m_excludedTools = nullptr;
    QLabel *m_capabilities = nullptr;
    QLabel *m_instructions = nullptr;
    class QFormLayout *m_form = nullptr;
};
