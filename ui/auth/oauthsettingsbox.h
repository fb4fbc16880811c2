// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLineEdit;

// The server settings dialog's OAuth box: how mcpscope gets a token for a remote server (a
// person signing in, the client's own credentials with a private key, a workload identity
// token, an enterprise ID token) and DPoP. Keys and tokens stay in the user's files, read at
// each grant; the client's secrets (here and at the identity provider) are typed in password
// fields and kept by the catalog in its SecretStore (the keyring), never in its file.
class OAuthSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit OAuthSettingsBox(QWidget *parent = nullptr);
    void setOAuth(const ServerConfig::OAuth &oauth);
    ServerConfig::OAuth oauth() const;

private:
    QLineEdit *fileEdit(const QString &objectName);
    QLineEdit *secretEdit(const QString &objectName);
    void updateRows();

    QComboBox *m_grant = nullptr;
    QLineEdit *m_clientId = nullptr;
    QLineEdit *m_clientSecret = nullptr;
    QLineEdit *m_clientKey = nullptr;
    QLineEdit *m_assertion = nullptr;
    QLineEdit *m_idToken = nullptr;
    QLineEdit *m_idpEndpoint = nullptr;
    QLineEdit *m_idpClientId = nullptr;
    QLineEdit *m_idpClientSecret = nullptr;
    QCheckBox *m_dpop = nullptr;
};
