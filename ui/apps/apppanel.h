// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "appview.h"

#include <core/apps/appbridge.h>
#include <ui/tools/toolappslot.h>

#include <QPointer>

class QLabel;
class QPlainTextEdit;
class QVBoxLayout;

// The App tab of one tool call (MCP Apps, SEP-1865): reads the tool's ui:// resource
// (resources/read through the connection's AppResourceCache, checked by AppMeta) and the
// server's tools (for the app's visibility rule), then shows the app in an AppView driven by an
// AppBridge: from the tool's selection on, the arguments as they are edited
// (tool-input-partial), then the call's arguments (tool-input), its result (tool-result) or why
// it has none (tool-cancelled). Below the app,
// a panel lists what the app said that a chat host would give its model (ui/message,
// ui/update-model-context, notifications/message) and what its isolation refused. Links open
// in the browser after a confirmation; fullscreen and pip show the app in a window of its own.
// Register with registerFactory() once at start-up. GUI thread.
class AppPanel : public ToolAppSlot
{
    Q_OBJECT
public:
    explicit AppPanel(QWidget *parent = nullptr);
    ~AppPanel() override;
    static void registerFactory();

    void prepare(McpSession *session, const QJsonObject &tool, AppResourceCache *cache) override;
    void updateArguments(const QJsonObject &arguments) override;
    void start(McpSession *session,
               const QJsonObject &tool,
               const JsonRpcId &callId,
               const QJsonObject &arguments) override;
    void finishWithResult(const QJsonObject &result) override;
    void finishWithoutResult(const QString &reason) override;
    // SEP-1865, Teardown: ui/resource-teardown, then deleted once the app answers or the time
    // limit passes (the tab is already gone; nothing waits on it). Without an initialized app,
    // deleted at once.
    void retire() override;
    static constexpr int DefaultTeardownLimitMs = 3000;
    void setTeardownTimeLimit(int ms) { m_teardownLimitMs = ms; }

    AppBridge *bridge() const { return m_bridge; }
    AppView *view() const { return m_view; }
    QString status() const;
    QStringList panelLines() const;
    // Replaces the confirmation message box (tests).
    void setLinkConfirmation(AppBridge::LinkConfirmation confirm);
    // Replaces the download question and the save dialog (tests): the path to save a file the
    // app offers (ui/download-file or a download of its page), empty to decline.
    void setDownloadPrompt(AppView::DownloadPrompt prompt) { m_downloadPrompt = std::move(prompt); }

Q_SIGNALS:
    void viewCreated(AppView *view);
    void failed(const QString &why);

private:
    void resourceReady(const AppMeta::AppResource &resource);
    void showAppWhenReady();
    void fail(const QString &why);
    void addLine(const QString &line);
    QString switchDisplayMode(const QString &mode);
    QJsonObject hostContext() const;
    void confirmLink(const QUrl &url, std::function<void(bool)> answer);
    QString askWhereToSave(const AppDownload::Offer &offer);

    AppBridge *m_bridge = nullptr;
    AppMeta::AppResource m_resource;
    bool m_resourceReady = false;
    bool m_toolsReady = false;
    QList<QJsonObject> m_tools;
    QLabel *m_status = nullptr;
    QVBoxLayout *m_appArea = nullptr;
    AppView *m_view = nullptr;
    QPlainTextEdit *m_panel = nullptr;
    QPointer<QWidget> m_window; // fullscreen or pip
    AppView::DownloadPrompt m_downloadPrompt;
    int m_teardownLimitMs = DefaultTeardownLimitMs;
    bool m_retiring = false;
    bool m_toldTeardown = false;
};
