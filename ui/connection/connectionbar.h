// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QPointer>
#include <QWidget>

class McpSession;
class QLineEdit;
class QPushButton;
class StatusIndicator;

// The top of the window: the stdio server's command line (split into words the way a shell
// does, see CommandLine::split, but started as an argv list, never through a shell), a Settings… button for environment,
// working directory and timeout, Connect/Disconnect, and the connection's status in words.
class ConnectionBar : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectionBar(QWidget *parent = nullptr);

    // The command line parsed into program and arguments, plus the settings.
    ServerConfig config() const;
    void setConfig(const ServerConfig &config);
    int requestTimeoutMs() const { return m_requestTimeoutMs; }
    void setRequestTimeoutMs(int ms) { m_requestTimeoutMs = ms; }
    void setSession(McpSession *session);
    StatusIndicator *status() const { return m_status; }
    void editSettings();
    // Connects if the command line can be started, else says why in the status line.
    void requestConnect();

Q_SIGNALS:
    void connectRequested();
    void disconnectRequested();

private:
    void toggleConnection();
    void updateWidgets();
    void updateSettingsButton();
    bool isActive() const;

    QLineEdit *m_command = nullptr;
    QPushButton *m_settingsButton = nullptr;
    QPushButton *m_connectButton = nullptr;
    StatusIndicator *m_status = nullptr;
    ServerConfig
        m_config; // environment and working directory; program/arguments come from m_command
    int m_requestTimeoutMs = 60000;
    QPointer<McpSession> m_session;
};
