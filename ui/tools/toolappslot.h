// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>
#include <core/mcp/mcpsession.h>

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include <functional>

class AppResourceCache;

// The App tab of a tool result (MCP Apps, SEP-1865): a tool whose _meta.ui.resourceUri names a
// ui:// resource shows that app next to its result. The app view needs Qt WebEngine, which the
// widgets library does not link: the program that has it (ui/apps, AppPanel) registers a
// factory here, and ToolCallPane asks it for a slot per call. Without a factory (a build or a
// test without ui/apps), tools show their results alone.
class ToolAppSlot : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    // The tool is selected, no call yet: read its app through cache (once per connection; null:
    // read it directly) and show it, so it can follow the arguments as they are edited.
    virtual void prepare(McpSession *session, const QJsonObject &tool, AppResourceCache *cache) = 0;
    // The arguments as the form holds them now, before the call
    // (ui/notifications/tool-input-partial; ignored once the call started).
    virtual void updateArguments(const QJsonObject &arguments) = 0;
    // The call started (after prepare(), or alone: then it reads the app itself) with these
    // arguments (ui/notifications/tool-input).
    virtual void start(McpSession *session,
                       const QJsonObject &tool,
                       const JsonRpcId &callId,
                       const QJsonObject &arguments)
        = 0;
    // The call ended with a result (ui/notifications/tool-result) or did not
    // (ui/notifications/tool-cancelled with the reason).
    virtual void finishWithResult(const QJsonObject &result) = 0;
    virtual void finishWithoutResult(const QString &reason) = 0;
    // The tab is gone: end the app and delete the slot when it is done (at once by default).
    // Whoever removes a slot calls this instead of deleting it.
    virtual void retire() { deleteLater(); }
    bool hasStarted() const { return m_started; }
    // Prepared for this tool of this connection and not called yet: the next call's app.
    bool awaitsCall(const McpSession *session, const QString &tool) const
    {
        return !m_started && m_session == session && m_toolName == tool;
    }

    using Factory = std::function<ToolAppSlot *(QWidget *parent)>;
    static void setFactory(Factory factory);
    static ToolAppSlot *create(QWidget *parent); // null without a factory

protected:
    QPointer<McpSession> m_session; // set by prepare()
    QString m_toolName;
    bool m_started = false;
};
