// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class CompletionController;
class McpSession;
class SessionContext;
class PagedList;
class PendingRequest;
class PromptListModel;
class PromptMessagesView;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSortFilterProxyModel;
class ResourceReader;
class SchemaFormView;

// The Prompts tab: the server's prompts (every page up to PagedList's page budget; listed again
// on list_changed, keeping the selection), the selected prompt's arguments as a form (strings, with completion/complete
// suggestions while typing when the server offers completions), Get (prompts/get) and the
// messages it returned. GUI thread.
class PromptsPane : public QWidget
{
    Q_OBJECT
public:
    explicit PromptsPane(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // Follows the window's connection: the shown session (SessionContext).
    void setContext(SessionContext *context);
    PromptListModel *model() const { return m_model; }
    QListView *view() const { return m_view; }
    SchemaFormView *form() const { return m_form; }
    PromptMessagesView *messagesView() const { return m_messages; }
    CompletionController *completion() const { return m_completion; }
    bool selectPrompt(const QString &name);
    void getPrompt();
    // Asks to keep the prompt and the form's arguments as a saved call (saveCallRequested).
    void saveCall();
    bool isGetting() const { return !m_pending.isNull(); }
    void refresh();

Q_SIGNALS:
    void promptsListed();
    // Save Call… was clicked: keep this prompt and these arguments as a saved call.
    void saveCallRequested(const QString &prompt, const QJsonObject &arguments);

private:
    QWidget *createListSide();
    QWidget *createDetail();
    void handleSessionState();
    void showSelection();
    void handleFinished(PendingRequest *request);
    QJsonObject withoutRepeatedDescription(QJsonObject result) const;
    void listFinished();
    void updateWidgets();

    QPointer<McpSession> m_session;
    QPointer<PendingRequest> m_pending;
    PromptListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    PagedList *m_loader = nullptr; // stepwise, restarted on refresh()
    CompletionController *m_completion = nullptr;
    ResourceReader *m_reader = nullptr;
    QLineEdit *m_filter = nullptr;
    QPushButton *m_refresh = nullptr;
    QListView *m_view = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    SchemaFormView *m_form = nullptr;
    QPushButton *m_getButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    PromptMessagesView *m_messages = nullptr;
    QJsonObject m_prompt;
    QString m_selectedName;
    bool m_listedOnce = false;
};
