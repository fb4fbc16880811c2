// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/apps/appcsp.h>

#include <QUrl>
#include <QWebEnginePage>
#include <QWebEngineUrlRequestInterceptor>

// Every request of one app's profile passes here (SEP-1865, CSP Enforcement): the host page and
// Qt's qwebchannel.js, data: for images and media, and otherwise only what the app's AppCsp
// allows for that kind of request (connect for fetch/XHR/WebSocket/ping, frame for subframes,
// resource for the rest). file:, qrc: of anything else and every undeclared origin are
// blocked, so a document whose <meta> policy went missing is held to the same list.
// Runs on the GUI thread (Qt 6 calls a profile's interceptor there).
class AppRequestFilter : public QWebEngineUrlRequestInterceptor
{
    Q_OBJECT
public:
    AppRequestFilter(const QUrl &hostPage, const AppCsp &csp, QObject *parent);
    void interceptRequest(QWebEngineUrlRequestInfo &info) override;

Q_SIGNALS:
    void requestBlocked(const QUrl &url, const QString &why);

private:
    QUrl m_hostPage;
    AppCsp m_csp;
};

// The page of one app view: stays on the host page (every navigation of the main frame
// elsewhere, and of the app's frame away from its srcdoc, is refused), opens no windows, and
// grants no permission (camera, microphone, location, notifications...).
class AppWebPage : public QWebEnginePage
{
    Q_OBJECT
public:
    AppWebPage(QWebEngineProfile *profile, const QUrl &hostPage, QObject *parent);

Q_SIGNALS:
    void navigationRefused(const QUrl &url);
    void windowRefused();
    // What the app (or the host page) wrote to its console: an app author's debugging aid.
    void consoleMessage(const QString &message);

protected:
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level,
                                  const QString &message,
                                  int lineNumber,
                                  const QString &sourceId) override;
    bool acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame) override;
    QWebEnginePage *createWindow(WebWindowType type) override;

private:
    QUrl m_hostPage;
};
