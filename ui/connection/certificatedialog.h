// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QSslCertificate>
#include <QUrl>

class QPushButton;

// Shows a certificate that TLS refused, before anything is trusted: who it names, who issued
// it, when it is valid, its SHA-256 fingerprint and the problems in words. "Accept for this
// server and reconnect" accepts the dialog; the caller stores fingerprint() in the server's
// config. Warns when the user had accepted a different certificate for this server.
class CertificateDialog : public QDialog
{
    Q_OBJECT
public:
    CertificateDialog(const QSslCertificate &certificate,
                      const QString &problems,
                      const QUrl &server,
                      const QString &previouslyAccepted,
                      QWidget *parent = nullptr);

    QString fingerprint() const;
    QPushButton *acceptButton() const { return m_acceptButton; }

private:
    QSslCertificate m_certificate;
    QPushButton *m_acceptButton = nullptr;
};
