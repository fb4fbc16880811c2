// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QDialog>

class EraChoice;
class OAuthSettingsBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;
class SecretTable;

// Edits what the connection bar's one line does not hold. For a stdio server: environment
// variables added to the inherited environment and the working directory. For a remote server:
// HTTP headers, a bearer token, OAuth (grant, client key, DPoP), the certificate the user accepted (with Forget), and where the
// proxy comes from (the environment). The request timeout applies to both. Secret values are
// masked and never saved. The protocol era (legacy, auto, modern) applies to both, and so do
// the largest message the server may send and the log's memory. Problems are shown in the
// dialog, next to its buttons.
class ServerSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ServerSettingsDialog(QWidget *parent = nullptr);
    ~ServerSettingsDialog() override;

    // Shows the stdio or the remote settings, depending on the config's transport.
    void setConfig(const ServerConfig &config);
    // The given config with this dialog's settings (both kinds; the hidden ones unchanged).
    ServerConfig applyTo(ServerConfig config) const;
    void setRequestTimeoutMs(int ms);
    int requestTimeoutMs() const;
    // However much progress arrives, no request waits longer than this (0: no maximum).
    void setMaxTotalTimeoutMs(int ms);
    int maxTotalTimeoutMs() const;
    // The message log's memory for raw frames; beyond it the oldest are read back from the
    // autosave file when shown (MessageLogModel). For every connection, not only this one.
    void setLogMemoryBudget(qint64 bytes);
    qint64 logMemoryBudget() const;
    bool showsRemoteSettings() const { return m_remote; }

    void accept() override;
    // The proxy in words, from http_proxy / https_proxy / no_proxy, passwords masked.
    static QString proxyDescription();

private:
    QWidget *createStdioSection();
    QWidget *createRemoteSection();
    void createFormRows();
    QSpinBox *mebibyteSpin(const QString &objectName, int maximum, const QString &tip);
    QLayout *createDirectoryRow();
    QLayout *createTokenRow();
    QLayout *createCertificateRow();
    void browse();
    void updateCertificate();
    QString environmentProblem() const;
    QString headerProblem() const;
    QString problem() const;
    void updateProblem();

    SecretTable *m_environment = nullptr;
    QLineEdit *m_workingDirectory = nullptr;
    SecretTable *m_headers = nullptr;
    QLineEdit *m_bearerToken = nullptr;
    OAuthSettingsBox *m_oauth = nullptr;
    QToolButton *m_showToken = nullptr;
    QLineEdit *m_certificate = nullptr;
    QPushButton *m_forgetCertificate = nullptr;
    QWidget *m_stdioSection = nullptr;
    QWidget *m_remoteSection = nullptr;
    QFormLayout *m_form = nullptr;
    QHBoxLayout *m_directoryRow = nullptr;
    QHBoxLayout *m_tokenRow = nullptr;
    QHBoxLayout *m_certificateRow = nullptr;
    QLabel *m_proxy = nullptr;
    EraChoice *m_era = nullptr;
    QSpinBox *m_timeout = nullptr;
    QSpinBox *m_maxTotal = nullptr;
    QSpinBox *m_maxMessage = nullptr; // MiB
    QSpinBox *m_logMemory = nullptr;  // MiB
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_acceptedCertificate;
    qint64 m_configuredMaxMessage = 0; // setConfig()'s value, kept unless the field changes
    bool m_remote = false;
};
