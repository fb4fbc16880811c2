// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>

#include <QJsonObject>
#include <QWidget>

#include <functional>

class McpSession;

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
    // The call started: read the app resource and open the app with these arguments.
    virtual void start(McpSession *session,
                       const QJsonObject &tool,
                       const JsonRpcId &callId,
                       const QJsonObject &arguments)
        = 0;
    // The call ended with a result (ui/notifications/tool-result) or did not
    // (ui/notifications/tool-cancelled with the reason).
    virtual void finishWithResult(const QJsonObject &result) = 0;
    virtual void finishWithoutResult(const QString &reason) = 0;

    using Factory = std::function<ToolAppSlot *(QWidget *parent)>;
    static void setFactory(Factory factory);
    static ToolAppSlot *create(QWidget *parent); // null without a factory
};
