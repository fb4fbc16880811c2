// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>

#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

class AppResourceCache;
class McpSession;
class PendingRequest;
class QCheckBox;
class QLabel;
class QLayout;
class QPushButton;
class QSplitter;
class ResourceReader;
class ResultView;
class SchemaFormView;
class SessionContext;
class ToolAppSlot;
struct JsonRpcError;

// The centre pane: the selected tool's title and description, its arguments form (a
// SchemaFormView over the tool's inputSchema), Call and Cancel, and the result. One call at a
// time; Call is enabled only while the session is ready and no call is in flight, and the hint
// next to it says why when it is not. Arguments with validation problems can still be sent
// after a confirmation (a debugger must be able to send bad input). The last arguments of each
// tool of each server are remembered (FormValueStore) and come back when the tool is selected.
// Never touches the log: the session reports the traffic itself.
class ToolCallPane : public QWidget
{
    Q_OBJECT
public:
    // Asked before sending arguments with problems; true sends them anyway.
    using SendConfirmation = std::function<bool(const QString &tool, const QStringList &problems)>;

    explicit ToolCallPane(QWidget *parent = nullptr);
    ~ToolCallPane() override;

    void setSession(McpSession *session);
    // Follows the window's connection: a live session is called and remembers arguments per
    // server; an offline file's tools are shown with the call disabled.
    void setContext(SessionContext *context);
    // Which server the remembered arguments belong to (FormValueStore::serverIdentity());
    // empty: nothing is remembered.
    void setServerIdentity(const QString &identity);
    // Replaces the default confirmation, a message box with "Send anyway" and "Cancel".
    void setSendConfirmation(SendConfirmation confirmation);
    // Asked before calling a tool annotated destructiveHint: true; true calls it.
    using DestructiveConfirmation = std::function<bool(const QJsonObject &tool)>;
    void setDestructiveConfirmation(DestructiveConfirmation confirmation);
    void setTool(const QJsonObject &tool);
    QJsonObject tool() const { return m_tool; }
    // Validates the form and sends tools/call; with problems, only once they are confirmed.
    void callTool();
    void cancelCall();
    // Asks to keep the tool and the form's arguments as a saved call (saveCallRequested).
    void saveCall();
    bool isCalling() const { return !m_pending.isNull(); }
    // Shows the outcome of a call that ran as a task (TasksPane fetched it).
    void showTaskResult(const QString &tool, const QString &taskId, const QJsonObject &result);
    void
    showTaskFailure(const QString &tool, const QString &errorString, const JsonRpcError &error);
    QCheckBox *asTaskBox() const { return m_asTask; }
    SchemaFormView *form() const { return m_form; }
    ResultView *resultView() const { return m_result; }

Q_SIGNALS:
    void callFinished();
    // The server answered a call with a JSON-RPC error (e.g. -32042, a URL to visit first).
    void remoteErrorReceived(const JsonRpcError &error);
    // "As task" was ticked: the call is the tasks pane's to make (MCP 2025-11-25 tasks).
    void taskCallRequested(const QString &tool, const QJsonObject &arguments);
    // MCP 2026-07-28 tasks extension: the server answered a call with a task for the tasks
    // pane to follow (result: the flat resultType "task" result).
    void modernTaskStarted(const QString &tool, const QJsonObject &result);
    // Something for the status bar: the arguments could not be remembered.
    void statusMessage(const QString &message);
    // Save Call… was clicked: keep this tool and these arguments as a saved call.
    void saveCallRequested(const QString &tool, const QJsonObject &arguments);

private:
    QLayout *createHeader();
    // keepValue: the same tool again (list_changed), so the arguments typed so far stay.
    void showTool(bool keepValue);
    void rememberArguments();
    void restoreArguments();
    QString formKey() const;
    void handleFinished(PendingRequest *request, const QJsonValue &outputSchema);
    void startApp(const PendingRequest &request, const QJsonObject &arguments);
    // MCP Apps: whether the selected tool has an app this connection can show.
    bool toolHasApp() const;
    // The selected tool's app before any call (shown: the App tab is brought to the front).
    void prepareApp(bool show);
    void sendPartialArguments();
    void updateWidgets();
    void updateTaskBox();
    QString blockedReason() const;

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_pending;
    QJsonObject m_tool;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_annotations = nullptr;
    SchemaFormView *m_form = nullptr;
    QString m_serverIdentity;
    SendConfirmation m_confirmSend;
    DestructiveConfirmation m_confirmDestructive;
    QCheckBox *m_asTask = nullptr;
    QPushButton *m_callButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QLabel *m_hint = nullptr;
    QSplitter *m_splitter = nullptr;
    ResultView *m_result = nullptr;
    ResourceReader *m_resourceReader = nullptr;
    QPointer<ToolAppSlot> m_app; // the App tab of the last call (owned by the result view)
    JsonRpcId m_appCall;
    AppResourceCache *m_appResources = nullptr; // the apps of this connection, read once
    QTimer m_partialInput; // at most one tool-input-partial per interval while editing
};
