// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "safetextdocument.h"

#include "client/urlconsent.h"
#include "safeimage.h"
#include "servertext.h"

#include <QCursor>
#include <QDesktopServices>
#include <QImage>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {

constexpr int kRefusedKept = 100;

QImage blankImage()
{
    QImage image(1, 1, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    return image;
}

// "data:image/png;base64,AAAA" -> bytes and mime type; false when it is not base64 image data
// within the size limit.
bool imageDataUri(const QUrl &url, QByteArray *bytes, QString *mimeType)
{
    const QString body = url.path(QUrl::FullyDecoded);
    if (body.size() > SafeTextDocument::kMaxDataBytes * 4 / 3 + 200)
        return false;
    const qsizetype comma = body.indexOf(u',');
    if (comma < 0)
        return false;
    const QStringView header = QStringView(body).left(comma);
    if (!header.startsWith("image/"_L1, Qt::CaseInsensitive)
        || !header.endsWith(";base64"_L1, Qt::CaseInsensitive))
        return false;
    auto decoded = QByteArray::fromBase64Encoding(QStringView(body).mid(comma + 1).toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() > SafeTextDocument::kMaxDataBytes)
        return false;
    *bytes = decoded.decoded;
    *mimeType = header.first(header.indexOf(u';')).toString();
    return true;
}

} // namespace

SafeTextDocument::SafeTextDocument(QObject *parent)
    : QTextDocument(parent)
{}

void SafeTextDocument::setSafeMarkdown(const QString &markdown)
{
    setMarkdown(markdown,
                QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub
                                                | QTextDocument::MarkdownNoHTML));
}

void SafeTextDocument::addImage(const QUrl &name, const QImage &image)
{
    addResource(QTextDocument::ImageResource, name, image);
}

// QTextDocument::resource() asks this for every name it has not registered, before any
// resource provider. Always answering (a blank image at worst) means Qt's own loader, which
// reads local files with QFile::readAll(), never runs.
QVariant SafeTextDocument::loadResource(int, const QUrl &name)
{
    return provide(name);
}

QVariant SafeTextDocument::provide(const QUrl &url)
{
    // Registered names never get here: resource() finds them first.
    if (url.scheme().compare("data"_L1, Qt::CaseInsensitive) != 0)
        return refuse(url);
    QByteArray bytes;
    QString mimeType;
    if (!imageDataUri(url, &bytes, &mimeType))
        return refuse(url);
    const SafeImage::Result decoded
        = SafeImage::decode(bytes, mimeType, QSize(kMaxImageSide, kMaxImageSide));
    if (decoded.image.isNull())
        return refuse(url);
    addImage(url, decoded.image); // decoded once, then served from the registry
    return decoded.image;
}

QVariant SafeTextDocument::refuse(const QUrl &url)
{
    ++m_refusedCount;
    if (m_refused.size() < kRefusedKept)
        m_refused << url;
    const QImage blank = blankImage();
    addImage(url, blank); // asked once per name
    return blank;
}

SafeTextBrowser::SafeTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
    , m_document(new SafeTextDocument(this))
    , m_opener([](const QUrl &url) { return QDesktopServices::openUrl(url); })
{
    setDocument(m_document);
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &SafeTextBrowser::followLink);
    connect(this, &QTextBrowser::highlighted, this, [this](const QUrl &url) {
        viewport()->setToolTip(url.isEmpty() ? QString()
                                             : ServerText::toolTip(url.toDisplayString(), 2000));
    });
}

bool SafeTextBrowser::followLink(const QUrl &url)
{
    const QString why = UrlConsent::refusal(url);
    if (why.isEmpty() && m_opener(url)) {
        m_lastNotice
            = tr("Opened %1 in your browser.").arg(ServerText::line(url.toDisplayString()));
        return true;
    }
    m_lastNotice = why.isEmpty() ? tr("Not opened: no browser accepted the URL.")
                                 : tr("Not opened. %1").arg(why);
    QToolTip::showText(QCursor::pos(), ServerText::toolTip(m_lastNotice), viewport());
    return false;
}
