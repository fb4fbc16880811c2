// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "certificatedialog.h"

#include "palettecolors.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/transport/tlspolicy.h>

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString names(const QSslCertificate &certificate, bool subject)
{
    QStringList parts;
    for (const auto attribute : {QSslCertificate::CommonName,
                                 QSslCertificate::Organization,
                                 QSslCertificate::OrganizationalUnitName}) {
        const QStringList values
            = subject ? certificate.subjectInfo(attribute) : certificate.issuerInfo(attribute);
        parts << values;
    }
    return parts.isEmpty() ? CertificateDialog::tr("(no name)") : parts.join(u", "_s);
}

QString alternativeNames(const QSslCertificate &certificate)
{
    QStringList names;
    const auto alternatives = certificate.subjectAlternativeNames();
    for (auto it = alternatives.cbegin(); it != alternatives.cend(); ++it)
        names << it.value();
    return names.join(u", "_s);
}

QString validity(const QSslCertificate &certificate)
{
    const QDateTime from = certificate.effectiveDate();
    const QDateTime to = certificate.expiryDate();
    QString text = CertificateDialog::tr("%1 to %2")
                       .arg(from.toString(u"yyyy-MM-dd"_s), to.toString(u"yyyy-MM-dd"_s));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (now < from)
        text += CertificateDialog::tr(" (not valid yet)");
    else if (now > to)
        text += CertificateDialog::tr(" (expired)");
    return text;
}

QString hostAndPort(const QUrl &url)
{
    return url.port() < 0 ? url.host() : u"%1:%2"_s.arg(url.host()).arg(url.port());
}

QLabel *makeLabel(const QString &text, QWidget *parent)
{
    QLabel *label = ServerText::label(QString(), parent);
    ServerText::setText(label, text); // certificate names are the server's words
    return label;
}

} // namespace

CertificateDialog::CertificateDialog(const QSslCertificate &certificate,
                                     const QString &problems,
                                     const QUrl &server,
                                     const QString &previouslyAccepted,
                                     QWidget *parent)
    : QDialog(parent)
    , m_certificate(certificate)
{
    setObjectName(u"certificateDialog"_s);
    setWindowTitle(tr("Untrusted Certificate"));
    QLabel *intro = ServerText::richLabel(u"certificateIntro"_s, this);
    intro->setText(tr("<b>%1 presented a certificate this system does not trust.</b>"
                      "<br>Accept it only if you know it is the server's own, for "
                      "example a self-signed certificate on a development machine.")
                       .arg(ServerText::html(hostAndPort(server), 300)));
    auto *problemLabel = makeLabel(problems, this);
    problemLabel->setObjectName(u"certificateProblems"_s);
    PaletteColors::setTextTone(problemLabel, PaletteColors::Tone::Error);

    auto *form = new QFormLayout;
    form->addRow(tr("Problem:"), problemLabel);
    form->addRow(tr("Issued to:"), makeLabel(names(certificate, true), this));
    if (const QString alternatives = alternativeNames(certificate); !alternatives.isEmpty())
        form->addRow(tr("Also valid for:"), makeLabel(alternatives, this));
    form->addRow(tr("Issued by:"), makeLabel(names(certificate, false), this));
    form->addRow(tr("Valid:"), makeLabel(validity(certificate), this));
    auto *fingerprintLabel = makeLabel(fingerprint(), this);
    fingerprintLabel->setObjectName(u"certificateFingerprint"_s);
    fingerprintLabel->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    form->addRow(tr("SHA-256:"), fingerprintLabel);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addSpacing(6);
    layout->addLayout(form);
    if (!previouslyAccepted.isEmpty()) {
        auto *changed = makeLabel(tr("You accepted a different certificate for this server "
                                     "before (%1). A renewed certificate looks like this too, but "
                                     "so does someone in the middle: compare the fingerprint "
                                     "with the server's before you accept.")
                                      .arg(previouslyAccepted),
                                  this);
        changed->setObjectName(u"certificateChanged"_s);
        PaletteColors::setTextTone(changed, PaletteColors::Tone::Warning);
        layout->addWidget(changed);
    }
    layout->addStretch(1); // what the wrapped labels leave over goes above the buttons
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_acceptButton = buttons->addButton(tr("Accept for This Server and Reconnect"),
                                        QDialogButtonBox::AcceptRole);
    m_acceptButton->setObjectName(u"acceptCertificateButton"_s);
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Wrapped labels need the width first; then the height follows from it.
    setMinimumWidth(FontUnits::chars(this, 78));
    adjustSize();
}

QString CertificateDialog::fingerprint() const
{
    return TlsPolicy::fingerprint(m_certificate);
}
