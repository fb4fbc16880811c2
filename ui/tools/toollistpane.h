// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class McpSession;
class SessionContext;
class QLabel;
class QLayout;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QToolButton;
class ToolListModel;

// The list of the server's tools: lists them (following every page) once the session is
// ready and again when the server says the list changed, filters them by text, and reports
// the selected tool. Says in words why the list is empty when it is.
class ToolListPane : public QWidget
{
    Q_OBJECT
public:
    explicit ToolListPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the shown session (SessionContext).
    void setContext(SessionContext *context);
    ToolListModel *model() const { return m_model; }
    QListView *view() const { return m_view; }
    bool isLoading() const { return m_loading; }
    // Re-lists the tools; keeps the selection by name.
    void refresh();
    bool selectTool(const QString &name);

Q_SIGNALS:
    void toolSelected(const QJsonObject &tool); // empty object: nothing selected
    void toolsLoaded();                         // a listing finished, with or without tools

private:
    QLayout *createHeader();
    void setUpView();
    void handleSessionState();
    void listIfOffered();
    void listFinished(class PagedList *list);
    void emitSelection();
    void setStatus(const QString &text, bool isError = false);

    QPointer<McpSession> m_session;
    ToolListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QToolButton *m_refreshButton = nullptr;
    QListView *m_view = nullptr;
    QLabel *m_status = nullptr;
    QString m_selectedName;
    bool m_loading = false;
    bool m_listAgain = false; // the list changed while it was being listed
};
