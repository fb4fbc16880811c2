// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appview.h"

#include "appwebpage.h"

#include <core/apps/appbridge.h>

#include <QFileInfo>
#include <QVBoxLayout>
#include <QWebChannel>
#include <QWebEngineDownloadRequest>
#include <QWebEngineProfile>
#include <QWebEngineSettings>
#include <QWebEngineView>

using namespace Qt::StringLiterals;

// The host page lives in this static library's resources (apps.qrc), which the linker keeps
// only when referenced. Q_INIT_RESOURCE must be called outside any namespace.
static void initAppsResource()
{
    Q_INIT_RESOURCE(apps);
}

AppChannel::AppChannel(const QString &document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{}

void AppChannel::fromApp(const QString &message)
{
    Q_EMIT received(message.toUtf8());
}

QUrl AppView::hostPageUrl()
{
    static const bool initialized = (initAppsResource(), true);
    Q_UNUSED(initialized);
    return QUrl(u"qrc:/mcpscope/apps/host.html"_s);
}

AppView::AppView(AppBridge *bridge,
                 const AppMeta::AppResource &resource,
                 QWidget *parent,
                 Enforcement enforcement)
    : QWidget(parent)
    , m_bridge(bridge)
    , m_csp(resource.csp)
    , m_policy(resource.csp.policy())
{
    // No storage name: off the record, nothing written to disk; no HTTP cache either.
    m_profile = new QWebEngineProfile(this);
    m_profile->setHttpCacheType(QWebEngineProfile::NoCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
    m_profile->setSpellCheckEnabled(false);
    auto *filter = new AppRequestFilter(hostPageUrl(), resource.csp, m_profile);
    m_profile->setUrlRequestInterceptor(filter);
    connect(filter, &AppRequestFilter::requestBlocked, this, &AppView::requestBlocked);
    connect(m_profile, &QWebEngineProfile::downloadRequested, this, &AppView::handleDownload);

    QWebEngineSettings *settings = m_profile->settings();
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanAccessClipboard, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanPaste, false);
    settings->setAttribute(QWebEngineSettings::LocalStorageEnabled, false);
    settings->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    settings->setAttribute(QWebEngineSettings::PdfViewerEnabled, false);
    settings->setAttribute(QWebEngineSettings::AllowRunningInsecureContent, false);
    settings->setAttribute(QWebEngineSettings::AllowGeolocationOnInsecureOrigins, false);
    settings->setAttribute(QWebEngineSettings::ScreenCaptureEnabled, false);
    settings->setAttribute(QWebEngineSettings::WebRTCPublicInterfacesOnly, true);
    settings->setAttribute(QWebEngineSettings::NavigateOnDropEnabled, false);
    settings->setAttribute(QWebEngineSettings::FocusOnNavigationEnabled, false);

    m_view = new QWebEngineView(this);
    m_view->setObjectName(u"appWebView"_s);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    m_page = new AppWebPage(m_profile, hostPageUrl(), m_view);
    connect(m_page, &AppWebPage::navigationRefused, this, &AppView::navigationRefused);
    connect(m_page, &AppWebPage::windowRefused, this, &AppView::windowRefused);
    connect(m_page, &AppWebPage::consoleMessage, this, &AppView::consoleMessage);
    connect(m_page, &QWebEnginePage::loadFinished, this, &AppView::hostPageLoaded);
    m_view->setPage(m_page);

    const QByteArray document = enforcement == Enforcement::DocumentAndFilter
                                    ? AppMeta::documentWithPolicy(resource.html, m_policy)
                                    : resource.html;
    m_channel = new AppChannel(QString::fromUtf8(document), this);
    auto *webChannel = new QWebChannel(m_page);
    webChannel->registerObject(u"host"_s, m_channel);
    m_page->setWebChannel(webChannel);
    if (bridge) {
        connect(m_channel, &AppChannel::received, bridge, &AppBridge::receive);
        connect(bridge, &AppBridge::messageForApp, m_channel, [this](const QByteArray &message) {
            Q_EMIT m_channel->toApp(QString::fromUtf8(message));
        });
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_page->load(hostPageUrl());
}

AppView::~AppView()
{
    // The page before its profile: WebEngine warns (and leaks) when a profile goes first.
    delete m_view;
    m_view = nullptr;
}

QString AppView::downloadProblem(const QUrl &url) const
{
    const QString scheme = url.scheme();
    if (scheme == "data"_L1)
        return {};
    // The app's frame is an opaque origin (sandboxed srcdoc): its blobs are blob:null/...
    if (scheme == "blob"_L1)
        return url.path().startsWith("null/"_L1) ? QString()
                                                 : tr("a blob of another origin than the app's");
    if ((scheme == "https"_L1 || scheme == "http"_L1) && m_csp.allows(url, AppCsp::Use::Connect))
        return {};
    if (scheme == "https"_L1 || scheme == "http"_L1)
        return tr("its origin is not in the app's Content Security Policy (connectDomains)");
    return tr("an app may offer only data: and blob: downloads of its own, never %1: URLs")
        .arg(scheme.left(20));
}

void AppView::handleDownload(QWebEngineDownloadRequest *download)
{
    const QUrl url = download->url();
    QString why = downloadProblem(url);
    if (why.isEmpty() && !m_prompt)
        why = tr("this view saves no downloads");
    if (!why.isEmpty()) {
        download->cancel();
        Q_EMIT downloadRefused(url, why);
        return;
    }
    AppDownload::Offer offer;
    offer.fileName = AppDownload::safeFileName(download->suggestedFileName());
    offer.size = download->totalBytes() > 0 ? download->totalBytes() : -1;
    offer.mimeType = download->mimeType().left(200);
    // A data: URL is the file itself: its scheme says enough.
    offer.source = url.scheme() == "data"_L1 ? u"data: URL"_s : url.toDisplayString().left(300);
    const QString path = m_prompt(offer);
    if (path.isEmpty()) {
        download->cancel();
        Q_EMIT downloadRefused(url, tr("declined by the user"));
        return;
    }
    const QFileInfo target(path);
    download->setDownloadDirectory(target.absolutePath());
    download->setDownloadFileName(target.fileName());
    connect(download, &QWebEngineDownloadRequest::isFinishedChanged, this, [this, download, path] {
        if (download->isFinished())
            Q_EMIT downloadSaved(path,
                                 download->state() == QWebEngineDownloadRequest::DownloadCompleted);
    });
    download->accept();
}
