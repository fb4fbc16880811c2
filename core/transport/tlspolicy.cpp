// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "tlspolicy.h"

#include "httpdiagnosis.h"
#include "transport.h"

#include <QNetworkReply>
#include <QPointer>
#include <QSslConfiguration>

using namespace Qt::StringLiterals;

namespace TlsPolicy {

namespace {
constexpr char kFailureProperty[] = "mcpscope_tls_failure";

QString normalized(QString fingerprint)
{
    return fingerprint.remove(u':').remove(u' ').toLower();
}
} // namespace

QString fingerprint(const QSslCertificate &certificate)
{
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':'));
}

bool matches(const QSslCertificate &certificate, const QString &acceptedSha256)
{
    return !acceptedSha256.isEmpty() && !certificate.isNull()
           && normalized(fingerprint(certificate)) == normalized(acceptedSha256);
}

QString describeCertificate(const QSslCertificate &certificate)
{
    return u"subject \"%1\", issued by \"%2\", valid %3 to %4, SHA-256 %5"_s.arg(
        certificate.subjectDisplayName(),
        certificate.issuerDisplayName(),
        certificate.effectiveDate().toString(Qt::ISODate),
        certificate.expiryDate().toString(Qt::ISODate),
        fingerprint(certificate));
}

void apply(QNetworkReply *reply, const QString &acceptedSha256, Transport *transport)
{
    const QPointer<Transport> owner(transport);
    QObject::connect(reply,
                     &QNetworkReply::sslErrors,
                     reply,
                     [reply, acceptedSha256, owner](const QList<QSslError> &errors) {
                         const QSslCertificate peer = reply->sslConfiguration().peerCertificate();
                         if (matches(peer, acceptedSha256)) {
                             reply->ignoreSslErrors(errors);
                             return;
                         }
                         const QString problems = HttpDiagnosis::describeSslErrors(errors);
                         reply->setProperty(kFailureProperty,
                                            u"TLS: %1; certificate: %2"_s.arg(
                                                problems, describeCertificate(peer)));
                         if (owner)
                             Q_EMIT owner->certificateRejected(peer, problems);
                     });
}

QString failureText(const QNetworkReply *reply)
{
    return reply->property(kFailureProperty).toString();
}

} // namespace TlsPolicy
