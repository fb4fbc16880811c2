// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appview.h"

#include "appwebpage.h"

#include <core/apps/appbridge.h>

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
    connect(m_profile, &QWebEngineProfile::downloadRequested, this, [this](auto *download) {
        // Downloads are refused: an app has no way to put a file on this machine.
        download->cancel();
        Q_EMIT downloadRefused(download->url());
    });

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
