// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "appdownload.h"
#include "appmeta.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/log/trafficevent.h>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class McpSession;

// The host side of one MCP App (SEP-1865, Communication Protocol): the app's JSON-RPC messages
// come in through receive() (the view hands over what the app posted), answers and host
// notifications go out through messageForApp(). What the app may do:
// - ui/initialize: answered with the host's capabilities, info and context (setHostContext);
//   nothing else is sent to the app before it says ui/notifications/initialized (held back
//   until then, in order);
// - tools/call: proxied to the server through the session, only for a tool the server listed
//   whose _meta.ui.visibility includes "app"; any other tool is refused with a JSON-RPC error
//   and never reaches the server;
// - resources/read: proxied; ping: answered;
// - ui/open-link: http(s) URLs only, and only when the confirmation callback says yes;
// - ui/download-file: one file the app sends (AppDownload), saved only where the download
//   consent says (the person picks the place), else refused;
// - ui/message, ui/update-model-context, notifications/message: recorded (there is no model
//   here) and announced for a panel;
// - ui/request-display-mode: inline, fullscreen or pip, through the display-mode callback,
//   never a mode the app did not declare; ui/notifications/size-changed: announced.
// Every message either way is reported to the session (McpSession::reportAppMessage), so the
// log shows the bridge as rows of its own kind. App text is hostile: sizes are capped, shapes
// checked, nothing it sends opens anything by itself. Lives on the GUI thread; no widgets.
class AppBridge : public QObject
{
    Q_OBJECT
public:
    // A message the app sent for the person rather than for the host (ui/message,
    // ui/update-model-context, notifications/message).
    struct Note
    {
        QString method;
        QJsonObject params;
    };
    // Asks the person whether to open url; calls answer(true) to open it (the caller opens it).
    using LinkConfirmation = std::function<void(const QUrl &url, std::function<void(bool)> answer)>;
    // Switches the view to mode ("inline", "fullscreen", "pip"); returns the mode now shown.
    using DisplayModeSwitch = std::function<QString(const QString &mode)>;

    static constexpr qsizetype MaxMessageBytes = 4 * 1024 * 1024;
    static constexpr int MaxNotes = 200;
    static constexpr int MaxOpenRequests = 10000; // unanswered app requests paired in the log

    explicit AppBridge(McpSession *session, QObject *parent = nullptr);

    // The tool whose app this is (toolInfo in the host context) and every tool the server
    // listed (for the visibility check of the app's tools/call).
    void setTool(const QJsonObject &tool, const JsonRpcId &callId = {});
    void setServerTools(const QList<QJsonObject> &tools);
    void setResource(const AppMeta::AppResource &resource);
    // theme, displayMode, containerDimensions, locale, timeZone...: sent in the ui/initialize
    // result; later changes go out as ui/notifications/host-context-changed.
    void setHostContext(const QJsonObject &context);
    QJsonObject hostContext() const;
    void setLinkConfirmation(LinkConfirmation confirm) { m_confirmLink = std::move(confirm); }
    void setDisplayModeSwitch(DisplayModeSwitch change) { m_switchMode = std::move(change); }
    // ui/download-file: asks where to save (an empty path declines); without it, declined.
    void setDownloadConsent(AppDownload::Consent consent) { m_consent = std::move(consent); }

    // One message the app posted, as JSON text.
    void receive(const QByteArray &message);

    // Host → app notifications (held back until the app is initialized). tool-input-partial:
    // the arguments as they are edited, only before tool-input and, while held back, only the
    // newest.
    void sendToolInput(const QJsonObject &arguments);
    void sendToolInputPartial(const QJsonObject &arguments);
    bool toolInputSent() const { return m_inputSent; }
    void sendToolResult(const QJsonObject &result);
    void sendToolCancelled(const QString &reason);
    // ui/resource-teardown (a request): teardownFinished() when the app answers.
    void teardown(const QString &reason);

    bool isInitialized() const { return m_initialized; }
    QString displayMode() const;
    QJsonObject appInfo() const { return m_appInfo; }
    const QList<Note> &notes() const { return m_notes; }
    QJsonObject modelContext() const { return m_modelContext; }

Q_SIGNALS:
    void messageForApp(const QByteArray &json);
    void initialized();
    void sizeChanged(int width, int height);
    void noteAdded(const AppBridge::Note &note);
    void teardownFinished();

private:
    void handleRequest(const JsonRpcMessage &request);
    void handleNotification(const JsonRpcMessage &notification);
    void handleResponse(const JsonRpcMessage &response);
    void callTool(const JsonRpcMessage &request);
    void readResource(const JsonRpcMessage &request);
    void openLink(const JsonRpcMessage &request);
    void requestDisplayMode(const JsonRpcMessage &request);
    void downloadFile(const JsonRpcMessage &request);
    void addNote(const JsonRpcMessage &message);
    QJsonObject initializeResult() const;
    void proxy(const JsonRpcMessage &request, class PendingRequest *pending);

    void answer(const JsonRpcId &id, const QJsonValue &result);
    void refuse(const JsonRpcId &id, int code, const QString &message);
    void notify(const QString &method, const QJsonObject &params);
    void post(const JsonRpcMessage &message);
    // The session's sequence of the row (0 without a session).
    qint64 report(TrafficEvent::Direction direction,
                  const QByteArray &raw,
                  const QString &answers = {},
                  qint64 answersFrame = 0);
    void reportFromApp(const QByteArray &raw, const JsonRpc::DecodeResult &decoded);

    QPointer<McpSession> m_session;
    QJsonObject m_tool;
    JsonRpcId m_callId;
    QHash<QString, AppMeta::ToolUi> m_serverTools; // by name
    AppMeta::AppResource m_resource;
    QJsonObject m_hostContext;
    LinkConfirmation m_confirmLink;
    DisplayModeSwitch m_switchMode;
    AppDownload::Consent m_consent;
    bool m_initializeAnswered = false;
    bool m_initialized = false;
    bool m_inputSent = false;
    QList<JsonRpcMessage> m_heldBack; // host notifications before ui/notifications/initialized
    QStringList m_appModes;           // appCapabilities.availableDisplayModes (empty: any)
    QJsonObject m_appInfo;
    QList<Note> m_notes;
    QJsonObject m_modelContext;
    qint64 m_nextId = 1;
    QHash<QString, bool> m_teardownIds;  // ids of our ui/resource-teardown requests
    QHash<QString, QString> m_answering; // the app's requests not yet answered: id → method
    // The log rows (session sequences) of requests not yet answered, by id: the app's, and
    // this bridge's own (ui/resource-teardown), for the answer's answersFrame.
    QHash<QString, qint64> m_appRequestRows;
    QHash<QString, qint64> m_hostRequestRows;
};
