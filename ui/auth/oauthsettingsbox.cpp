// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "oauthsettingsbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>

using namespace Qt::StringLiterals;

OAuthSettingsBox::OAuthSettingsBox(QWidget *parent)
    : QGroupBox(tr("OAuth"), parent)
{
    setObjectName(u"oauthSettings"_s);
    m_grant = new QComboBox(this);
    m_grant->setObjectName(u"oauthGrantCombo"_s);
    // The data is the name the CLI's --auth-grant takes and the config stores.
    m_grant->addItem(tr("Sign in with a browser (authorization code)"), QString());
    m_grant->addItem(tr("Client credentials (no user)"), u"client-credentials"_s);
    m_grant->addItem(tr("Workload identity token (JWT bearer)"), u"jwt-bearer"_s);
    m_grant->addItem(tr("Enterprise ID token (token exchange)"), u"enterprise"_s);
    m_clientId = new QLineEdit(this);
    m_clientId->setObjectName(u"oauthClientIdEdit"_s);
    m_clientId->setToolTip(tr("Empty: the client ID comes from the client ID metadata document "
                              "or from registration"));
    m_clientSecret = secretEdit(u"oauthClientSecretEdit"_s);
    m_clientSecret->setToolTip(tr("The client's secret (client_secret_basic or _post), kept in "
                                  "the system keyring; empty: none"));
    m_clientKey = fileEdit(u"oauthClientKeyEdit"_s);
    m_clientKey->setToolTip(
        tr("A PEM private key file that signs the client's assertions (empty: none)"));
    m_assertion = fileEdit(u"oauthAssertionEdit"_s);
    m_assertion->setToolTip(tr("A file holding the workload token"));
    m_idToken = fileEdit(u"oauthIdTokenEdit"_s);
    m_idToken->setToolTip(tr("A file holding the user's ID token"));
    m_idpEndpoint = new QLineEdit(this);
    m_idpEndpoint->setObjectName(u"oauthIdpEndpointEdit"_s);
    m_idpEndpoint->setToolTip(tr("The identity provider's token endpoint"));
    m_idpClientId = new QLineEdit(this);
    m_idpClientId->setObjectName(u"oauthIdpClientIdEdit"_s);
    m_idpClientSecret = secretEdit(u"oauthIdpClientSecretEdit"_s);
    m_idpClientSecret->setToolTip(
        tr("The client's secret at the identity provider, kept in the system keyring; empty: "
           "the client ID alone"));
    m_dpop = new QCheckBox(tr("DPoP: bind tokens to a key made for each connection"), this);
    m_dpop->setObjectName(u"oauthDpopCheck"_s);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Grant:"), m_grant);
    form->addRow(tr("Client ID:"), m_clientId);
    form->addRow(tr("Client secret:"), m_clientSecret);
    form->addRow(tr("Client key file:"), m_clientKey);
    form->addRow(tr("Workload token file:"), m_assertion);
    form->addRow(tr("ID token file:"), m_idToken);
    form->addRow(tr("IdP token endpoint:"), m_idpEndpoint);
    form->addRow(tr("IdP client ID:"), m_idpClientId);
    form->addRow(tr("IdP client secret:"), m_idpClientSecret);
    form->addRow(m_dpop);
    connect(m_grant, &QComboBox::currentIndexChanged, this, &OAuthSettingsBox::updateRows);
    updateRows();
}

QLineEdit *OAuthSettingsBox::fileEdit(const QString &objectName)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setClearButtonEnabled(true);
    return edit;
}

QLineEdit *OAuthSettingsBox::secretEdit(const QString &objectName)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setEchoMode(QLineEdit::Password);
    return edit;
}

// Only the rows the chosen grant reads are shown.
void OAuthSettingsBox::updateRows()
{
    auto *form = static_cast<QFormLayout *>(layout());
    const QString grant = m_grant->currentData().toString();
    form->setRowVisible(m_assertion, grant == "jwt-bearer"_L1);
    form->setRowVisible(m_idToken, grant == "enterprise"_L1);
    form->setRowVisible(m_idpEndpoint, grant == "enterprise"_L1);
    form->setRowVisible(m_idpClientId, grant == "enterprise"_L1);
    form->setRowVisible(m_idpClientSecret, grant == "enterprise"_L1);
}

void OAuthSettingsBox::setOAuth(const ServerConfig::OAuth &oauth)
{
    const int index = m_grant->findData(oauth.grant);
    m_grant->setCurrentIndex(index < 0 ? 0 : index);
    m_clientId->setText(oauth.clientId);
    m_clientSecret->setText(oauth.clientSecret);
    m_clientKey->setText(oauth.clientKeyFile);
    m_assertion->setText(oauth.assertionFile);
    m_idToken->setText(oauth.idTokenFile);
    m_idpEndpoint->setText(oauth.idpTokenEndpoint);
    m_idpClientId->setText(oauth.idpClientId);
    m_idpClientSecret->setText(oauth.idpClientSecret);
    m_dpop->setChecked(oauth.dpop);
    updateRows();
}

ServerConfig::OAuth OAuthSettingsBox::oauth() const
{
    ServerConfig::OAuth oauth;
    oauth.grant = m_grant->currentData().toString();
    oauth.clientId = m_clientId->text().trimmed();
    if (!oauth.clientId.isEmpty()) // a secret belongs to a client id
        oauth.clientSecret = m_clientSecret->text();
    oauth.clientKeyFile = m_clientKey->text().trimmed();
    // A hidden row's value is not the grant's: not kept.
    if (oauth.grant == "jwt-bearer"_L1)
        oauth.assertionFile = m_assertion->text().trimmed();
    if (oauth.grant == "enterprise"_L1) {
        oauth.idTokenFile = m_idToken->text().trimmed();
        oauth.idpTokenEndpoint = m_idpEndpoint->text().trimmed();
        oauth.idpClientId = m_idpClientId->text().trimmed();
        if (!oauth.idpClientId.isEmpty())
            oauth.idpClientSecret = m_idpClientSecret->text();
    }
    oauth.dpop = m_dpop->isChecked();
    return oauth;
}
