// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/apps/appdownload.h>
#include <core/apps/appmeta.h>

#include <QPointer>
#include <QUrl>
#include <QWidget>

class AppBridge;
class AppWebPage;
class QWebEngineDownloadRequest;
class QWebEngineProfile;
class QWebEngineView;

// What the host page sees of mcpscope over QWebChannel (as "host"): the app document (with its
// policy), fromApp() for each message the app posts, toApp() for each the bridge sends back.
class AppChannel : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString document READ document CONSTANT)
public:
    AppChannel(const QString &document, QObject *parent);
    QString document() const { return m_document; }
    Q_INVOKABLE void fromApp(const QString &message);

Q_SIGNALS:
    void toApp(const QString &message);
    void received(const QByteArray &message);

private:
    QString m_document;
};

// One MCP App, rendered: a QWebEngineView in a profile of its own that keeps nothing
// (off the record: no cookies, cache, local storage or history on disk; no HTTP cache), with no
// access to local files, on the host page (qrc) that holds the app in a sandboxed iframe. The
// app's network is what its CSP allows, twice: the policy in the document and the request
// filter of the profile (AppRequestFilter); no navigation away, no popups, no permissions.
// Downloads the page starts pass only when they are the app's own (data:, blob: of its opaque
// origin, http(s) only where its CSP connects) and the download prompt names a place to save
// them. Messages go between the page and the AppBridge (not owned). GUI thread.
class AppView : public QWidget
{
    Q_OBJECT
public:
    static QUrl hostPageUrl();

    // Where the policy is enforced: in the document and by the request filter (always), or by
    // the filter alone (tests: proof that a document without its <meta> gains nothing).
    enum class Enforcement { DocumentAndFilter, FilterOnly };

    AppView(AppBridge *bridge,
            const AppMeta::AppResource &resource,
            QWidget *parent = nullptr,
            Enforcement enforcement = Enforcement::DocumentAndFilter);
    ~AppView() override;

    QWebEngineView *webView() const { return m_view; }
    QString policy() const { return m_policy; }
    // Where to save a download the page starts (empty: declined). Called inside WebEngine's
    // downloadRequested: it cancels every download not accepted there. Unset: all declined.
    using DownloadPrompt = std::function<QString(const AppDownload::Offer &offer)>;
    void setDownloadPrompt(DownloadPrompt prompt) { m_prompt = std::move(prompt); }
    // Why a download of url is not the app's own to offer, or empty.
    QString downloadProblem(const QUrl &url) const;

Q_SIGNALS:
    // What the isolation refused, for the panel and the tests.
    void requestBlocked(const QUrl &url, const QString &why);
    void navigationRefused(const QUrl &url);
    void windowRefused();
    void downloadRefused(const QUrl &url, const QString &why);
    void downloadSaved(const QString &path, bool complete);
    void consoleMessage(const QString &message);
    void hostPageLoaded(bool ok);

private:
    void handleDownload(QWebEngineDownloadRequest *download);

    QPointer<AppBridge> m_bridge;
    AppCsp m_csp;
    DownloadPrompt m_prompt;
    QWebEngineProfile *m_profile = nullptr;
    AppWebPage *m_page = nullptr;
    QWebEngineView *m_view = nullptr;
    AppChannel *m_channel = nullptr;
    QString m_policy;
};
