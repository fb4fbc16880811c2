// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "urlconsent.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <QDesktopServices>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QUrl parsed(const QString &text)
{
    return QUrl(text, QUrl::StrictMode);
}

} // namespace

UrlConsent::UrlConsent(const QString &url, QWidget *parent)
    : QWidget(parent)
    , m_text(url)
    , m_opener([](const QUrl &target) { return QDesktopServices::openUrl(target); })
    , m_open(new QPushButton(tr("Open in Browser"), this))
    , m_notice(ServerText::label(u"urlNotice"_s, this))
{
    QLabel *full = ServerText::label(u"urlText"_s, this);
    // The whole URL, as received: what the person consents to must be visible in full.
    ServerText::setText(full, url);
    full->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    QLabel *host = ServerText::richLabel(u"urlHost"_s, this);
    host->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QUrl target = parsed(url);
    const QString hostName = target.host(QUrl::FullyEncoded);
    host->setText(tr("Site: <b>%1</b>")
                      .arg(hostName.isEmpty() ? tr("(none)") : ServerText::html(hostName, 300)));
    QStringList warnings;
    if (hostName.startsWith("xn--"_L1) || hostName.contains(".xn--"_L1))
        warnings << tr("The host is punycode (%1): it may imitate another site's name.")
                        .arg(ServerText::line(target.host(QUrl::FullyDecoded)));
    if (const QString why = refusal(target); !why.isEmpty())
        warnings << why;
    m_notice->setText(warnings.join(u' '));
    m_notice->setVisible(!warnings.isEmpty());
    PaletteColors::setTextTone(m_notice, PaletteColors::Tone::Warning);
    m_open->setObjectName(u"openUrlButton"_s);
    m_open->setToolTip(tr("Open this URL in your web browser (nothing is fetched before you "
                          "click)"));

    auto *row = new QHBoxLayout;
    row->addWidget(host, 1);
    row->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(full);
    layout->addLayout(row);
    layout->addWidget(m_notice);
    connect(m_open, &QPushButton::clicked, this, &UrlConsent::open);
}

QString UrlConsent::refusal(const QUrl &url)
{
    if (!url.isValid())
        return tr("This is not a valid URL, so mcpscope will not open it.");
    const QString scheme = url.scheme().toLower();
    if (scheme != "http"_L1 && scheme != "https"_L1)
        return tr("mcpscope opens only http and https links; this one is \"%1:\".")
            .arg(ServerText::line(scheme, 40));
    if (url.host().isEmpty())
        return tr("This link names no host, so mcpscope will not open it.");
    return {};
}

bool UrlConsent::open()
{
    const QUrl target = parsed(m_text);
    if (const QString why = refusal(target); !why.isEmpty()) {
        ServerText::setText(m_notice, tr("Not opened. %1").arg(why));
        m_notice->show();
        return false;
    }
    if (!m_opener(target)) {
        m_notice->setText(tr("Not opened: no browser accepted the URL. Copy it from above."));
        m_notice->show();
        return false;
    }
    Q_EMIT opened();
    return true;
}

QString UrlConsent::notice() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}
