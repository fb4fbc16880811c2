// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class McpSession;
class PendingRequest;
class QLabel;
class QLayout;
class QPushButton;
class QScrollArea;
class QSplitter;
class ResourceReader;
class ResultView;
class ToolFormWidget;

// The centre pane: the selected tool's title and description, its arguments form, Call and
// Cancel, and the result. One call at a time; Call is enabled only while the session is ready
// and no call is in flight, and the hint next to it says why when it is not.
// Never touches the log: the session reports the traffic itself.
class ToolCallPane : public QWidget
{
    Q_OBJECT
public:
    explicit ToolCallPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    void setTool(const QJsonObject &tool);
    QJsonObject tool() const { return m_tool; }
    // Validates the form and sends tools/call; shows the problems instead when there are any.
    void callTool();
    void cancelCall();
    bool isCalling() const { return !m_pending.isNull(); }
    ToolFormWidget *form() const { return m_form; }
    ResultView *resultView() const { return m_result; }

Q_SIGNALS:
    void callFinished();

private:
    QLayout *createHeader();
    QWidget *createFormArea();
    void showTool();
    void handleFinished(PendingRequest *request, const QJsonValue &outputSchema);
    void updateWidgets();
    QString blockedReason() const;

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_pending;
    QJsonObject m_tool;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_annotations = nullptr;
    ToolFormWidget *m_form = nullptr;
    QScrollArea *m_scroll = nullptr;
    QPushButton *m_callButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QLabel *m_hint = nullptr;
    QSplitter *m_splitter = nullptr;
    ResultView *m_result = nullptr;
    ResourceReader *m_resourceReader = nullptr;
};
