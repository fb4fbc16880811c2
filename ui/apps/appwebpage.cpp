// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appwebpage.h"

#include <QWebEngineUrlRequestInfo>

using namespace Qt::StringLiterals;

namespace {

const QUrl &webChannelScript()
{
    static const QUrl url(u"qrc:///qtwebchannel/qwebchannel.js"_s);
    return url;
}

// qrc:/x and qrc:///x are the same resource (Chromium writes the second form).
bool isSameResource(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().isEmpty() && b.host().isEmpty()
           && a.path() == b.path() && !a.hasQuery() && !a.hasFragment();
}

AppCsp::Use useOf(QWebEngineUrlRequestInfo::ResourceType type)
{
    switch (type) {
    case QWebEngineUrlRequestInfo::ResourceTypeXhr:
    case QWebEngineUrlRequestInfo::ResourceTypePing:
    case QWebEngineUrlRequestInfo::ResourceTypeWebSocket:
    case QWebEngineUrlRequestInfo::ResourceTypeCspReport:
        return AppCsp::Use::Connect;
    case QWebEngineUrlRequestInfo::ResourceTypeSubFrame:
        return AppCsp::Use::Frame;
    default:
        return AppCsp::Use::Resource;
    }
}

} // namespace

AppRequestFilter::AppRequestFilter(const QUrl &hostPage, const AppCsp &csp, QObject *parent)
    : QWebEngineUrlRequestInterceptor(parent)
    , m_hostPage(hostPage)
    , m_csp(csp)
{}

void AppRequestFilter::interceptRequest(QWebEngineUrlRequestInfo &info)
{
    const QUrl url = info.requestUrl();
    const auto type = info.resourceType();
    if (type == QWebEngineUrlRequestInfo::ResourceTypeMainFrame) {
        if (isSameResource(url, m_hostPage))
            return;
    } else if (isSameResource(url, webChannelScript())
               && type == QWebEngineUrlRequestInfo::ResourceTypeScript) {
        return;
    } else if (url.scheme() != "qrc"_L1 && url.scheme() != "file"_L1
               && m_csp.allows(url, useOf(type))) {
        return;
    }
    info.block(true);
    Q_EMIT requestBlocked(url, u"not allowed by the app's Content Security Policy"_s);
}

AppWebPage::AppWebPage(QWebEngineProfile *profile, const QUrl &hostPage, QObject *parent)
    : QWebEnginePage(profile, parent)
    , m_hostPage(hostPage)
{
    connect(this,
            &QWebEnginePage::featurePermissionRequested,
            this,
            [this](const QUrl &origin, Feature feature) {
                setFeaturePermission(origin, feature, PermissionDeniedByUser);
            });
}

bool AppWebPage::acceptNavigationRequest(const QUrl &url, NavigationType, bool isMainFrame)
{
    // The host page once; the app's frame only to its own document (about:srcdoc).
    const bool allowed = isMainFrame
                             ? url == m_hostPage
                             : url.scheme() == "about"_L1
                                   && (url.path() == "srcdoc"_L1 || url.path() == "blank"_L1);
    if (!allowed)
        Q_EMIT navigationRefused(url);
    return allowed;
}

void AppWebPage::javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level,
                                          const QString &message,
                                          int lineNumber,
                                          const QString &)
{
    static const char *const levels[] = {"info", "warning", "error"};
    Q_EMIT consoleMessage(
        u"console %1 (line %2): %3"_s.arg(QLatin1StringView(levels[int(level) % 3]),
                                          QString::number(lineNumber),
                                          message.left(2000)));
}

QWebEnginePage *AppWebPage::createWindow(WebWindowType)
{
    Q_EMIT windowRefused();
    return nullptr;
}
