// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class JsonRpcMessage;
class McpSession;
class SessionContext;
class QComboBox;
class QLabel;
class QLineEdit;
class QTreeView;
class ServerLogFilter;
class ServerLogModel;

// The "Server log" tab: what the server logged through notifications/message, newest last,
// filtered by minimum level and text; and the level the server should log at
// (logging/setLevel), offered only when the server declares the "logging" capability. The log
// outlives sessions (Clear empties it). GUI thread.
class LoggingPane : public QWidget
{
    Q_OBJECT
public:
    explicit LoggingPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the live session (SessionContext).
    void setContext(SessionContext *context);
    ServerLogModel *model() const { return m_model; }
    ServerLogFilter *filter() const { return m_filter; }
    QComboBox *levelPicker() const { return m_level; }
    // Sends logging/setLevel; the status line says how the server answered.
    void setServerLevel(const QString &level);

private:
    QWidget *createToolBar();
    void handleNotification(const JsonRpcMessage &notification);
    void updateWidgets();

    QPointer<McpSession> m_session;
    ServerLogModel *m_model = nullptr;
    ServerLogFilter *m_filter = nullptr;
    QComboBox *m_level = nullptr;
    QComboBox *m_minimum = nullptr;
    QLineEdit *m_text = nullptr;
    QLabel *m_status = nullptr;
    QTreeView *m_view = nullptr;
};
