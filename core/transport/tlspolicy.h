// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSslCertificate>
#include <QString>

class QNetworkReply;
class Transport;

// The per-server "accept this self-signed certificate" choice: a certificate is accepted only
// when its SHA-256 fingerprint is the one the user confirmed after seeing it. Otherwise the
// failure text names the problem and the fingerprint to confirm.
namespace TlsPolicy {
// A refused certificate is also reported through transport->certificateRejected().
void apply(QNetworkReply *reply, const QString &acceptedSha256, Transport *transport);
QString failureText(const QNetworkReply *reply);         // empty unless a TLS check failed
QString fingerprint(const QSslCertificate &certificate); // "ab:cd:…" (SHA-256)
bool matches(const QSslCertificate &certificate, const QString &acceptedSha256);
QString describeCertificate(const QSslCertificate &certificate);
} // namespace TlsPolicy
