// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "transportchoice.h"

#include <core/transport/serverconfig.h>

#include <QPointer>
#include <QSslCertificate>
#include <QWidget>

class McpSession;
class SessionContext;
class QComboBox;
class QLineEdit;
class QPushButton;
class StatusIndicator;

// The top of the window: the transport selector, one field for the stdio server's command line
// (split into words the way a shell does, see CommandLine::split, but started as an argv list,
// never through a shell) or the remote server's URL, a Settings… button (environment or
// headers, token, certificate, timeout), Connect/Disconnect, and the connection's status in
// words. Typing a URL while on stdio switches to Auto. When TLS refuses a certificate, the bar
// shows it (CertificateDialog) and, if the user accepts it, stores its fingerprint in the
// config and connects again.
class ConnectionBar : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectionBar(QWidget *parent = nullptr);

    // The field parsed (command or URL) into the settings, with the chosen transport.
    ServerConfig config() const;
    void setConfig(const ServerConfig &config);
    TransportChoice transportChoice() const { return m_choice; }
    int requestTimeoutMs() const { return m_requestTimeoutMs; }
    void setRequestTimeoutMs(int ms) { m_requestTimeoutMs = ms; }
    int maxTotalTimeoutMs() const { return m_maxTotalTimeoutMs; }
    void setMaxTotalTimeoutMs(int ms) { m_maxTotalTimeoutMs = ms; }
    // The message log's memory for raw frames (Settings…); kept in QSettings.
    qint64 logMemoryBudget() const { return m_logMemoryBudget; }
    void setSession(McpSession *session);
    // Follows the window's connection: the live session (SessionContext).
    void setContext(SessionContext *context);
    StatusIndicator *status() const { return m_status; }
    void editSettings();
    // Connects if the command or URL can be used, else says why in the status line.
    void requestConnect();
    // Opens the certificate that TLS refused in the last attempt, if there is one.
    void reviewCertificate();

    // A command for stdio, a URL with a host otherwise: the least a connection needs.
    static bool canStart(const ServerConfig &config);

Q_SIGNALS:
    void connectRequested();
    void disconnectRequested();
    void logMemoryBudgetChanged(qint64 bytes);

private:
    void createLayout();
    void handleChoiceChanged(int index);
    void handleTextEdited(const QString &text);
    void handleSessionState();
    void toggleConnection();
    void updateWidgets();
    void updateFieldHints();
    void updateSettingsButton();
    QString idleText() const;
    QString inputProblem() const;
    QString missingSecret() const;
    bool isActive() const;

    QComboBox *m_transport = nullptr;
    QLineEdit *m_target = nullptr; // the command (stdio) or the URL
    QPushButton *m_settingsButton = nullptr;
    QPushButton *m_connectButton = nullptr;
    QPushButton *m_certificateButton = nullptr;
    StatusIndicator *m_status = nullptr;
    ServerConfig m_config; // everything but what the field holds
    TransportChoice m_choice = TransportChoice::Stdio;
    QString m_commandText; // the field's text for stdio while a remote choice shows the URL
    QString m_urlText;     // and the other way round
    bool m_keepTextOnSwitch = false;
    int m_requestTimeoutMs = 60000;
    int m_maxTotalTimeoutMs = 600000; // progress cannot keep a request alive for more than this
    qint64 m_logMemoryBudget = 0;
    QPointer<McpSession> m_session;
    QSslCertificate m_rejectedCertificate;
    QString m_rejectedProblems;
    bool m_certificateShown = false;
};
